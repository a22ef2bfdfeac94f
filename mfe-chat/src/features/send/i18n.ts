import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('chat', {
  nl: {
    send: {
      label: 'Bericht aan {{name}}',
      placeholder: 'Typ je bericht...',
      keyHint: 'Enter verstuurt, Shift+Enter voor een nieuwe regel.',
      counter: '{{count}} / {{max}}',
      /** The "+" beside the box: a photo or a gift. */
      more: 'Foto of cadeau sturen',
      submit: 'Versturen',
      sending: 'Versturen...',
      cost_one: 'Een bericht kost {{count}} credit',
      cost_other: 'Een bericht kost {{count}} credits',
      // Issue 27: euros only as the lowest price (at the best-value bundle's rate).
      price: '(vanaf {{price}})',
      balance_one: 'Je hebt {{count}} credit.',
      balance_other: 'Je hebt {{count}} credits.',
      /** Issue 27: while the balance pays for exactly one more message. */
      lastMessage: {
        text: 'Met je huidige credits kun je nog 1 bericht sturen.',
        buy: 'Credits bijkopen',
      },
      photo: {
        button: 'Foto sturen',
        input: 'Foto kiezen om te sturen',
        cost_one: '{{count}} credit',
        cost_other: '{{count}} credits',
        wrongType: 'Kies een foto in JPEG-, PNG- of WebP-formaat.',
        tooBig: 'Deze foto is te groot. Kies een foto van maximaal {{mb}} MB.',
      },
      gift: {
        button: 'Cadeau sturen',
        title: 'Cadeau sturen aan {{name}}',
        send: 'Verstuur cadeau',
        cost_one: '{{count}} credit',
        cost_other: '{{count}} credits',
      },
      errors: {
        // SPEC §8, verbatim
        insufficient: 'Je hebt onvoldoende credits om dit bericht te versturen',
        buyCredits: 'Credits kopen',
      },
      blocked: {
        conversation_limit: 'Als gratis lid kun je maximaal {{limit}} gesprekken beginnen. Word premium lid om ook met {{name}} te chatten.',
        premium: 'Word premium lid',
        reply_needs_confirmation: '{{name}} heeft het e-mailadres nog niet bevestigd. Je kunt antwoorden zodra dat gebeurd is.',
      },
      unconfirmed: {
        text: 'Bevestig je e-mailadres, anders kan {{name}} je niet antwoorden.',
        resend: 'Stuur de bevestigingsmail opnieuw',
        sending: 'Bezig...',
        sent: 'We hebben je een nieuwe bevestigingsmail gestuurd. Klik op de link in die e-mail.',
      },
    },
  },
});
