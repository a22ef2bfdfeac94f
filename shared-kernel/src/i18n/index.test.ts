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

  it('starts in the cookie’s language and leaves it when the site does not offer it', async () => {
    document.cookie = 'locale=de; path=/';
    const a = await import('./index');
    expect(a.i18n.language).toBe('de');
    a.setSiteLocales(['nl']);
    await new Promise((r) => setTimeout(r, 0));
    expect(a.i18n.language).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
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

  it('loads a package’s language file only when that language is chosen, before switching', async () => {
    const { i18n, registerLocales, setSiteLocales, setLocale, languageReady, addResources, readLocaleCookie } = await import('./index');
    addResources('demo', { nl: { hello: 'Hallo', bye: 'Doei' } });
    const loader = jest.fn((lang: string) =>
      lang === 'fr' ? Promise.resolve({ default: { demo: { hello: 'Bonjour' } } }) : Promise.reject(new Error('no file')),
    );
    await registerLocales('demo-pkg', loader);
    expect(loader).not.toHaveBeenCalled(); // Dutch is bundled: nothing to fetch
    expect(setLocale('fr')).toBe(false); // not offered by this site variant
    setSiteLocales(['nl_BE', 'fr-BE']);
    const seen: string[] = [];
    i18n.on('languageChanged', () => seen.push(i18n.t('hello', { ns: 'demo' })));
    expect(setLocale('fr')).toBe(true);
    await languageReady();
    await new Promise((r) => setTimeout(r, 0));
    expect(loader).toHaveBeenCalledWith('fr');
    expect(seen).toEqual(['Bonjour']); // the first render in French already has French texts
    expect(i18n.t('bye', { ns: 'demo' })).toBe('Doei'); // a missing key falls back to Dutch
    expect(readLocaleCookie()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    // a package registered later (a remote mounted now) loads the current language at once
    const later = jest.fn(() => Promise.resolve({ later: { title: 'Titre' } }));
    await registerLocales('later-pkg', later);
    expect(i18n.t('title', { ns: 'later' })).toBe('Titre');
    // switching back and forth fetches each file once
    expect(setLocale('nl')).toBe(true);
    expect(setLocale('fr')).toBe(true);
    await languageReady();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
