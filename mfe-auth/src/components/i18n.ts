import { addResources } from 'shared-kernel/i18n';
import { ruleText, ruleTexts } from 'shared-kernel/i18n/rules';
import '../locales/register';

/** The namespace of this package's texts. */
const NS = 'auth';

/** Texts of the parts every account page shares (forms, errors). */
addResources(NS, {
  nl: {
    common: {
      busy: 'Bezig...',
      loading: 'Pagina wordt geladen...',
      errors: {
        // SPEC §8
        generic: 'Er is een fout opgetreden, probeer het later opnieuw.',
      },
    },
    /**
     * The account rules' texts the forms show themselves (shared-kernel/contract/account-rules answers
     * their codes, contract/rule-values the numbers); the server's are `errors.accounts.*` of the API.
     */
    rules: {
      accounts: {
        invalidEmail: 'Ongeldige e-mail',
        emailRequired: 'Vul je e-mailadres in.',
        birthDateRequired: 'Vul uw geboortedatum in ({{minAge}}+ jaar)',
        invalidBirthDate: 'Ongeldige geboortedatum.',
        linkInvalid: 'Link verlopen of invalide, vraag een nieuwe e-mail aan',
        passwordsDiffer: 'De opgegeven wachtwoorden zijn niet gelijk.',
        newEmailInvalid: 'Nieuw e-mailadres invalide.',
        nameStartsWithAt: 'Je naam mag niet met @ beginnen.',
        nameIsEmail: 'Je naam mag niet gelijk zijn aan je e-mailadres.',
        nameLength: 'Kies een naam van {{min}} tot {{max}} tekens.',
        nameCharacters: "Je naam mag alleen letters, cijfers, spaties en . _ - ' bevatten.",
        passwordTooShort: 'Kies een wachtwoord van minimaal {{min}} tekens.',
        passwordTooLong: 'Je wachtwoord mag maximaal {{max}} tekens lang zijn.',
        signupsClosed: 'Aanmelden is op dit moment alleen mogelijk met een uitnodigingscode.',
      },
    },
  },
});

/** A rule's code as this package's text in the page's language; a server's text as it is. */
export const authRuleText = <T extends string | null | undefined>(text: T): T | string => ruleText(text, NS);

/** Each field's rule code or server text, shown through `authRuleText`. */
export const authRuleTexts = <K extends string>(errors: Partial<Record<K, string | null | undefined>>): Partial<Record<K, string>> => ruleTexts(errors, NS);
