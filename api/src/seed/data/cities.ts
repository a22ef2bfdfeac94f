/**
 * Real cities per province (ISO 3166-2 code of the region), each with a weight that roughly
 * follows its population; provinces are weighted by population (millions) too.
 */
export interface City {
  /** The name as a local member writes it. */
  name: string;
  /** The French name, for a French-speaking member in Brussels. */
  nameFr?: string;
  weight: number;
}

export interface Province {
  region: string;
  weight: number;
  cities: readonly City[];
}

const c = (name: string, weight: number, nameFr?: string): City => (nameFr ? { name, weight, nameFr } : { name, weight });

export const NL_PROVINCES: readonly Province[] = [
  { region: 'NL-NH', weight: 2.9, cities: [c('Amsterdam', 10), c('Haarlem', 3), c('Zaandam', 2), c('Alkmaar', 2), c('Hilversum', 2), c('Amstelveen', 2), c('Hoorn', 1), c('Purmerend', 1), c('Den Helder', 1), c('Enkhuizen', 0.5)] },
  { region: 'NL-ZH', weight: 3.8, cities: [c('Rotterdam', 8), c('Den Haag', 7), c('Leiden', 3), c('Dordrecht', 2), c('Zoetermeer', 2), c('Delft', 2), c('Gouda', 1), c('Schiedam', 1), c('Alphen aan den Rijn', 1), c('Vlaardingen', 1), c('Spijkenisse', 1), c('Naaldwijk', 0.5)] },
  { region: 'NL-UT', weight: 1.4, cities: [c('Utrecht', 6), c('Amersfoort', 3), c('Nieuwegein', 1), c('Veenendaal', 1), c('Zeist', 1), c('Houten', 1), c('IJsselstein', 0.5)] },
  { region: 'NL-NB', weight: 2.6, cities: [c('Eindhoven', 4), c('Tilburg', 4), c('Breda', 3), c("'s-Hertogenbosch", 3), c('Helmond', 2), c('Oss', 1), c('Roosendaal', 1), c('Bergen op Zoom', 1), c('Waalwijk', 1), c('Uden', 1)] },
  { region: 'NL-GE', weight: 2.1, cities: [c('Nijmegen', 4), c('Arnhem', 4), c('Apeldoorn', 3), c('Ede', 2), c('Doetinchem', 1), c('Harderwijk', 1), c('Zutphen', 1), c('Tiel', 1), c('Wageningen', 1)] },
  { region: 'NL-OV', weight: 1.2, cities: [c('Enschede', 4), c('Zwolle', 3), c('Deventer', 2), c('Hengelo', 2), c('Almelo', 2), c('Kampen', 1), c('Oldenzaal', 1)] },
  { region: 'NL-LI', weight: 1.1, cities: [c('Maastricht', 3), c('Venlo', 3), c('Heerlen', 2), c('Sittard', 2), c('Roermond', 2), c('Weert', 1), c('Kerkrade', 1)] },
  { region: 'NL-GR', weight: 0.6, cities: [c('Groningen', 6), c('Hoogezand', 1), c('Veendam', 1), c('Delfzijl', 1), c('Stadskanaal', 1), c('Winschoten', 1)] },
  { region: 'NL-FR', weight: 0.65, cities: [c('Leeuwarden', 4), c('Drachten', 2), c('Sneek', 2), c('Heerenveen', 2), c('Harlingen', 1), c('Franeker', 1)] },
  { region: 'NL-DR', weight: 0.5, cities: [c('Assen', 3), c('Emmen', 3), c('Hoogeveen', 2), c('Meppel', 2), c('Coevorden', 1)] },
  { region: 'NL-FL', weight: 0.44, cities: [c('Almere', 5), c('Lelystad', 3), c('Dronten', 1), c('Emmeloord', 1), c('Zeewolde', 1)] },
  { region: 'NL-ZE', weight: 0.39, cities: [c('Middelburg', 2), c('Vlissingen', 2), c('Goes', 2), c('Terneuzen', 2), c('Zierikzee', 1), c('Hulst', 1)] },
];

/** Flemish provinces. */
export const BE_FLEMISH_PROVINCES: readonly Province[] = [
  { region: 'BE-VAN', weight: 1.9, cities: [c('Antwerpen', 5), c('Mechelen', 2), c('Turnhout', 1), c('Lier', 1), c('Mol', 1), c('Herentals', 1)] },
  { region: 'BE-VOV', weight: 1.5, cities: [c('Gent', 5), c('Aalst', 2), c('Sint-Niklaas', 2), c('Dendermonde', 1), c('Oudenaarde', 1), c('Lokeren', 1)] },
  { region: 'BE-VWV', weight: 1.2, cities: [c('Brugge', 3), c('Kortrijk', 3), c('Oostende', 2), c('Roeselare', 2), c('Ieper', 1), c('Waregem', 1)] },
  { region: 'BE-VBR', weight: 1.15, cities: [c('Leuven', 4), c('Vilvoorde', 2), c('Halle', 1), c('Tienen', 1), c('Aarschot', 1), c('Zaventem', 1)] },
  { region: 'BE-VLI', weight: 0.88, cities: [c('Hasselt', 3), c('Genk', 3), c('Sint-Truiden', 1), c('Tongeren', 1), c('Lommel', 1), c('Maasmechelen', 1)] },
];

/** Walloon provinces (French-speaking members write the French names). */
export const BE_WALLOON_PROVINCES: readonly Province[] = [
  { region: 'BE-WHT', weight: 1.35, cities: [c('Charleroi', 4), c('Mons', 3), c('La Louvière', 2), c('Tournai', 2), c('Mouscron', 1)] },
  { region: 'BE-WLG', weight: 1.1, cities: [c('Liège', 5), c('Seraing', 2), c('Verviers', 2), c('Huy', 1), c('Spa', 1)] },
  { region: 'BE-WNA', weight: 0.5, cities: [c('Namur', 4), c('Dinant', 1), c('Gembloux', 1), c('Andenne', 1)] },
  { region: 'BE-WLX', weight: 0.29, cities: [c('Arlon', 2), c('Bastogne', 2), c('Marche-en-Famenne', 1), c('Virton', 1)] },
  { region: 'BE-WBR', weight: 0.4, cities: [c('Wavre', 2), c('Ottignies-Louvain-la-Neuve', 2), c('Nivelles', 2), c("Braine-l'Alleud", 2)] },
];

/** Brussels: both communities, each writing the city in their own language. */
export const BE_BRUSSELS: Province = {
  region: 'BE-BRU',
  weight: 1.2,
  cities: [c('Brussel', 6, 'Bruxelles'), c('Schaarbeek', 2, 'Schaerbeek'), c('Anderlecht', 2, 'Anderlecht'), c('Elsene', 2, 'Ixelles'), c('Ukkel', 1, 'Uccle'), c('Etterbeek', 1, 'Etterbeek')],
};
