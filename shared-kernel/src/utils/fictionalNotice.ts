/**
 * The site-level disclosure (Dutch regulator's rule: visitors learn that fictional profiles exist
 * before they sign up or pay). Shown where no single profile is meant: the site-entry warning, the
 * home page and lists of profiles. settings.fictional_warning ("Dit is een fictief profiel ...") is
 * about one profile and appears only where one profile is shown.
 */
export function siteFictionalNotice(settings: { name?: string; fictional_plural?: string } | null | undefined): string {
  const name = settings?.name || 'deze site';
  const plural = settings?.fictional_plural || 'fictieve profielen';
  return (
    `Sommige profielen op ${name} zijn ${plural}: ze worden beheerd door medewerkers van ${name} en zijn bedoeld ` +
    'voor entertainment. Je herkent ze aan het icoon en het label „fictief profiel”. Met een fictief profiel kun je ' +
    'chatten, maar nooit echt afspreken.'
  );
}
