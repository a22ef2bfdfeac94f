import { AppLink } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import { capitalise, supportPhone, type SiteDetails } from '../utils/siteDetails';
import { EmailLink, PhoneLink } from './ContactLinks';
import Disclosure from './Disclosure';
import StaticPage from './StaticPage';
import '../i18n';

function FaqText({ details }: { details: SiteDetails }) {
  const { settings } = details;
  const site = settings.name;
  const phone = supportPhone(details);
  return (
    <>
      <p>
        Hier vind je antwoorden op de vragen die we het vaakst krijgen. Klik op een vraag om het antwoord te lezen.
        Staat je vraag er niet tussen? Neem dan contact op met onze{' '}
        <AppLink href="/pages/service">klantenservice</AppLink>.
      </p>

      <h2>Aanmelden en account</h2>
      <Disclosure question={`Is aanmelden bij ${site} gratis?`}>
        <p>
          Ja. Aanmelden, een profiel maken, foto&apos;s plaatsen, leden zoeken en profielen liken is gratis. Alleen
          voor berichten en een paar extra functies heb je credits nodig.
        </p>
      </Disclosure>
      <Disclosure question="Hoe oud moet ik zijn?">
        <p>
          Je moet 18 jaar of ouder zijn. Accounts van minderjarigen verwijderen we zodra we dat ontdekken.
        </p>
      </Disclosure>
      <Disclosure question="Ik heb geen activatiemail ontvangen. Wat nu?">
        <p>
          Kijk eerst in je map met ongewenste e-mail. Staat de e-mail daar niet, controleer dan of je e-mailadres goed
          gespeld is in je profiel. Zolang je e-mailadres niet is bevestigd, kunnen andere leden niet op je berichten
          reageren.
        </p>
      </Disclosure>
      <Disclosure question="Ik ben mijn wachtwoord vergeten.">
        <p>
          Vraag via <AppLink href="/reset-password">wachtwoord vergeten</AppLink> een nieuw wachtwoord aan. Je krijgt
          dan een e-mail met een link waarmee je een nieuw wachtwoord instelt.
        </p>
      </Disclosure>
      <Disclosure question="Hoe verwijder ik mijn account?">
        <p>
          Dat doe je via je profiel. Je account wordt daarna nog 14 dagen bewaard: in die periode kun je het
          heractiveren via de link in de e-mail die je van ons krijgt. Daarna verwijderen we je account definitief,
          inclusief je foto&apos;s, berichten en resterende credits.
        </p>
      </Disclosure>

      <h2>Credits en betalen</h2>
      <Disclosure question="Wat zijn credits en waarvoor heb ik ze nodig?">
        <p>
          Credits zijn het tegoed waarmee je op {site} betaalt. Een bericht versturen kost {settings.message_credits}{' '}
          credits, een foto in een gesprek {settings.photo_credits} credits en een cadeau {settings.gift_credits}{' '}
          credits. Je ziet altijd hoeveel credits je nog hebt.
        </p>
      </Disclosure>
      <Disclosure question="Zit ik vast aan een abonnement?">
        <p>
          Nee. Je koopt alleen credits wanneer jij dat wilt. Er wordt nooit automatisch iets afgeschreven, tenzij je
          zelf een herhaalbestelling of automatische incasso instelt.
        </p>
      </Disclosure>
      <Disclosure question="Hoe kan ik betalen?">
        <p>
          Je kunt betalen met iDEAL, Bancontact, creditcard, PayPal, Apple Pay, Paysafecard, bankoverschrijving en
          automatische incasso. Bekijk de actuele prijzen op de <AppLink href="/pricing">prijzenpagina</AppLink>.
        </p>
      </Disclosure>
      <Disclosure question="Wat is premium?">
        <p>
          Zodra je voor het eerst credits koopt, word je premium lid. Je kunt dan alle foto&apos;s van andere leden
          bekijken, zelf 25 foto&apos;s plaatsen in plaats van 3 en met zoveel leden chatten als je wilt.
        </p>
      </Disclosure>
      <Disclosure question="Ik heb betaald, maar mijn credits staan er niet op.">
        <p>
          Meestal staan je credits er binnen een paar minuten op. Bij een bankoverschrijving kan het een paar
          werkdagen duren. Staan ze er daarna nog niet, stuur ons dan het transactienummer uit je{' '}
          <AppLink href="/transactions">transacties</AppLink>.
        </p>
      </Disclosure>
      <Disclosure question="Kan ik mijn geld terugkrijgen?">
        <p>
          Ja, voor credits die je nog niet hebt gebruikt, als je dat binnen {settings.refund_days} dagen na je aankoop
          aanvraagt. Lees hoe dat werkt in ons <AppLink href="/pages/return-policy">retourbeleid</AppLink>.
        </p>
      </Disclosure>

      <h2>Profielen en contact</h2>
      <Disclosure question={`Wat zijn ${settings.fictional_plural}?`}>
        <p>{settings.fictional_warning}</p>
        <p>
          {capitalise(settings.fictional_plural)} zijn bedoeld voor entertainment; met een{' '}
          {settings.fictional_singular} kun je niet afspreken. Meer hierover lees je in artikel 5 van de{' '}
          <AppLink href="/pages/terms">algemene voorwaarden</AppLink>.
        </p>
      </Disclosure>
      <Disclosure question="Hoeveel foto's kan ik plaatsen?">
        <p>
          Als gratis lid plaats je maximaal 3 foto&apos;s, als premium lid 25. Foto&apos;s worden gecontroleerd voordat
          ze zichtbaar worden. Uit elke foto verwijderen we verborgen gegevens, zoals de plaats waar hij is gemaakt.
        </p>
      </Disclosure>
      <Disclosure question="Hoe blokkeer ik een lid?">
        <p>
          Open het profiel van het lid en kies &lsquo;Blokkeren&rsquo;. Jullie gesprekken en likes verdwijnen en het lid
          kan je niet meer vinden of berichten sturen. Je kunt een blokkering later weer opheffen.
        </p>
      </Disclosure>
      <Disclosure question="Ik krijg geen e-mails meer over nieuwe berichten.">
        <p>
          Controleer je <AppLink href="/notifications">meldingen</AppLink>. Als e-mails aan jou onbestelbaar waren of
          als je ons als spam hebt gemarkeerd, zetten we e-mails automatisch uit. Je ziet dan een melding op de site
          waarmee je ze weer aanzet.
        </p>
      </Disclosure>

      <h2>Privacy en veiligheid</h2>
      <Disclosure question="Wie kan mijn gegevens zien?">
        <p>
          Andere leden zien je profiel, maar nooit je e-mailadres, geboortedatum of betaalgegevens. Met de privacymodus
          en de onzichtbare modus bepaal je zelf hoe zichtbaar je bent. Lees meer in onze{' '}
          <AppLink href="/pages/privacy">privacyverklaring</AppLink>.
        </p>
      </Disclosure>
      <Disclosure question="Hoe date ik veilig?">
        <p>
          Stuur nooit geld of betaalgegevens naar iemand die je online hebt leren kennen. Spreek de eerste keer af op
          een openbare plek en vertel iemand waar je bent. Meld verdacht gedrag bij onze klantenservice.
        </p>
      </Disclosure>

      <h2>Nog een vraag?</h2>
      <p>
        Mail ons op <EmailLink email={settings.support_email} />
        {phone && (
          <>
            {' '}
            of bel <PhoneLink phone={phone} />
          </>
        )}
        .
      </p>
    </>
  );
}

export default function FaqPage() {
  const { t } = useT('landers');
  return <StaticPage title={t('pages.titles.faq')}>{(details) => <FaqText details={details} />}</StaticPage>;
}
