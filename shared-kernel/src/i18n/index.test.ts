describe('i18n', () => {
  beforeEach(() => {
    jest.resetModules();
    document.cookie = 'locale=; path=/; max-age=0';
  });

  it('registers 11 languages, starts in nl and translates added resources', async () => {
    const { i18n, SUPPORTED_LANGUAGES, DEFAULT_LOCALE, ACTIVE_LOCALES, addResources } = await import('./index');
    expect(i18n.isInitialized).toBe(true);
    expect(SUPPORTED_LANGUAGES).toHaveLength(11);
    expect(i18n.options.supportedLngs).toEqual(expect.arrayContaining([...SUPPORTED_LANGUAGES]));
    expect(DEFAULT_LOCALE).toBe('nl');
    expect(ACTIVE_LOCALES).toEqual(['nl']);
    expect(i18n.language).toBe('nl');
    addResources('test', { nl: { hallo: 'Hallo {{name}}' }, en: { hallo: 'Hello {{name}}' } });
    expect(i18n.t('hallo', { ns: 'test', name: 'Sanne' })).toBe('Hallo Sanne');
  });

  it('uses the locale cookie only when it names an active locale', async () => {
    document.cookie = 'locale=de; path=/';
    const a = await import('./index');
    expect(a.i18n.language).toBe('nl');
    jest.resetModules();
    document.cookie = 'locale=nl; path=/';
    const b = await import('./index');
    expect(b.readLocaleCookie()).toBe('nl');
    expect(b.i18n.language).toBe('nl');
  });

  it('maps countries to locales as SPEC §9 says', async () => {
    const { COUNTRY_LOCALES } = await import('./index');
    expect(COUNTRY_LOCALES).toEqual({
      US: ['en', 'es'],
      NL: ['nl'],
      BE: ['nl', 'fr', 'de'],
      FR: ['fr'],
      IT: ['it'],
      ES: ['es'],
      DE: ['de'],
      AT: ['de'],
      IE: ['en'],
      GB: ['en'],
      CA: ['en', 'fr'],
      PL: ['pl'],
      AU: ['en'],
      NZ: ['en'],
      CH: ['de', 'it', 'fr', 'en'],
      DK: ['da'],
      FI: ['fi', 'sv'],
      NO: ['nb'],
      SE: ['sv'],
    });
  });

  it('adopts domain_language only without a locale cookie and only for active locales', async () => {
    const { adoptDomainLanguage, readLocaleCookie } = await import('./index');
    adoptDomainLanguage('de_DE');
    expect(readLocaleCookie()).toBeNull();
    adoptDomainLanguage('nl_BE');
    expect(readLocaleCookie()).toBe('nl');
  });
});
