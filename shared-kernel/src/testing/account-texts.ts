/**
 * The account texts as the API answers them in Dutch (SPEC texts verbatim): the mocks' answers and the
 * tests' expectations, written out here so they never come from the code under test (the contract
 * carries codes; the API's catalog and mfe-auth's are the homes of these sentences).
 */
export const ACCOUNT_TEXTS = {
  invalidEmail: 'Ongeldige e-mail',
  /** An empty e-mail field: it is required (the login form's text), not invalid. */
  emailRequired: 'Vul je e-mailadres in.',
  birthDateRequired: (minAge: number) => `Vul uw geboortedatum in (${minAge}+ jaar)`,
  invalidBirthDate: 'Ongeldige geboortedatum.',
  loginFailed: 'Login mislukt, probeer opnieuw',
  lockedOut: (minutes: number) => `Te veel foute pogingen, account voor ${minutes} min geblokkeerd.`,
  resetRateLimited: 'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.',
  emailNotFound: 'E-mailadres niet gevonden',
  linkInvalid: 'Link verlopen of invalide, vraag een nieuwe e-mail aan',
  activationFailed: 'Activeren mislukt',
  passwordsDiffer: 'De opgegeven wachtwoorden zijn niet gelijk.',
  emailTaken: 'Dit e-mailadres heeft al een account op deze site.',
  newEmailInvalid: 'Nieuw e-mailadres invalide.',
  nameStartsWithAt: 'Je naam mag niet met @ beginnen.',
  nameIsEmail: 'Je naam mag niet gelijk zijn aan je e-mailadres.',
  nameLength: 'Kies een naam van 2 tot 30 tekens.',
  nameCharacters: "Je naam mag alleen letters, cijfers, spaties en . _ - ' bevatten.",
  passwordTooShort: 'Kies een wachtwoord van minimaal 8 tekens.',
  passwordTooLong: 'Je wachtwoord mag maximaal 128 tekens lang zijn.',
  accountExists: 'Er is al een account met dit e-mailadres. Log in om verder te gaan.',
  accountDeleted: 'Dit account is verwijderd. Je kunt het binnen 14 dagen heractiveren via de link in je e-mail.',
  signupsClosed: 'Aanmelden is op dit moment alleen mogelijk met een uitnodigingscode.',
  invitationInvalid: 'Deze uitnodigingscode is ongeldig of al gebruikt.',
  wrongPassword: 'Het wachtwoord is onjuist.',
  tooManyRequests: (minutes: number) => `Te veel pogingen vanaf dit adres, probeer het over ${minutes} min opnieuw.`,
  activationMailRateLimited: 'Er zijn vandaag al genoeg activatiemails verstuurd, probeer het morgen nog eens.',
  alreadyConfirmed: 'Je e-mailadres is al bevestigd.',
  reactivationMailRateLimited: 'Te veel heractivatiemails verstuurd, probeer het morgen nog eens.',
  mailChangeRateLimited: 'Te veel e-mails verstuurd, probeer het morgen nog eens.',
  sameEmail: 'Dit is al je huidige e-mailadres.',
} as const;
