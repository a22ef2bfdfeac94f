import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('members', {
  nl: {
    notifications: {
      heading: 'Meldingen',
      intro: 'Kies waarover we je een bericht sturen. Elke wijziging wordt meteen opgeslagen.',
      loading: 'Je instellingen worden geladen...',
      visitor: 'Log in om je meldingen in te stellen.',
      groups: {
        contact: 'Berichten en likes',
        news: 'Nieuws en aanbiedingen',
      },
      preferences: {
        new_conversations: {
          label: 'Nieuwe gesprekken',
          description: 'Als iemand voor het eerst een gesprek met je begint.',
        },
        new_messages: {
          label: 'Nieuwe berichten',
          description: 'Als je een nieuw bericht krijgt in een gesprek.',
        },
        like_received: {
          label: 'Like ontvangen',
          description: 'Als iemand je profiel leuk vindt.',
        },
        unread_message_reminder: {
          label: 'Herinnering aan ongelezen berichten',
          description: 'Als er berichten al een tijdje ongelezen op je liggen te wachten.',
        },
        promotions: {
          label: 'Aanbiedingen',
          description: 'Acties en kortingen op credits en premium.',
        },
        weekly_updates: {
          label: 'Wekelijkse update',
          description: 'Eén keer per week een overzicht van wat er voor jou nieuw is.',
        },
        news: {
          label: 'Nieuws',
          description: 'Nieuws over Hartklop en nieuwe mogelijkheden.',
        },
        reminders: {
          label: 'Herinneringen',
          description: 'Een seintje als je een tijdje niet bent geweest of je profiel nog niet af is.',
        },
      },
      disabled: {
        title: 'Je ontvangt op dit moment geen e-mails van ons',
        reasons: {
          bounce: 'E-mails naar je e-mailadres konden niet worden afgeleverd.',
          spam_complaint: 'Je hebt een van onze e-mails als spam gemarkeerd.',
          unsubscribe: 'Je hebt je afgemeld via de link in een van onze e-mails.',
        },
        effect: 'Zolang e-mail uit staat, sturen we je geen e-mails, ook niet voor de meldingen die hieronder aan staan.',
        checkAddress: 'Klopt je e-mailadres niet meer? Pas het eerst aan in je',
        accountLink: 'accountinstellingen',
        reenable: 'E-mail weer aanzetten',
        reenabled: 'E-mail staat weer aan. Je ontvangt weer e-mails voor de meldingen die aan staan.',
      },
    },
  },
});
