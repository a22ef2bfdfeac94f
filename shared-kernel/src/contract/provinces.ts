// The site's own countries with their provinces (Belgium: by gewest), free of zod: the reference
// data of the API and the mocks read them from here, and the map lander's generated SVG (geo:provinces) its names. Codes are ISO 3166-2.

export interface CountryProvinces {
  name: string;
  regions: ReadonlyArray<readonly [code: string, name: string]>;
}

export const NL_BE_PROVINCES: Readonly<Record<'NL' | 'BE', CountryProvinces>> = {
  NL: {
    name: 'Nederland',
    regions: [
    ['NL-DR', 'Drenthe'],
    ['NL-FL', 'Flevoland'],
    ['NL-FR', 'Friesland'],
    ['NL-GE', 'Gelderland'],
    ['NL-GR', 'Groningen'],
    ['NL-LI', 'Limburg'],
    ['NL-NB', 'Noord-Brabant'],
    ['NL-NH', 'Noord-Holland'],
    ['NL-OV', 'Overijssel'],
    ['NL-UT', 'Utrecht'],
    ['NL-ZE', 'Zeeland'],
    ['NL-ZH', 'Zuid-Holland'],
    ],
  },
  BE: {
    name: 'België',
    regions: [
    // Vlaanderen
    ['BE-VAN', 'Antwerpen'],
    ['BE-VLI', 'Limburg'],
    ['BE-VOV', 'Oost-Vlaanderen'],
    ['BE-VBR', 'Vlaams-Brabant'],
    ['BE-VWV', 'West-Vlaanderen'],
    // Wallonië
    ['BE-WHT', 'Henegouwen'],
    ['BE-WLG', 'Luik'],
    ['BE-WLX', 'Luxemburg'],
    ['BE-WNA', 'Namen'],
    ['BE-WBR', 'Waals-Brabant'],
    // Brussel
    ['BE-BRU', 'Brussels Hoofdstedelijk Gewest'],
    ],
  },
};
