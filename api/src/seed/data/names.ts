/** First names by community and gender, as common among adults (18–80) there. */
export type Community = 'dutch' | 'flemish' | 'walloon';

export const FIRST_NAMES: Record<Community, { male: readonly string[]; female: readonly string[] }> = {
  dutch: {
    male: [
      'Daan', 'Sem', 'Lucas', 'Levi', 'Finn', 'Milan', 'Jesse', 'Thomas', 'Bram', 'Luuk', 'Ruben', 'Tim',
      'Lars', 'Niels', 'Jeroen', 'Mark', 'Dennis', 'Sander', 'Bas', 'Kevin', 'Martijn', 'Joost', 'Wouter',
      'Erik', 'Peter', 'Jan', 'Kees', 'Henk', 'Gerrit', 'Willem', 'Hans', 'Rob', 'Frank', 'Marco', 'Patrick',
      'Stefan', 'Michiel', 'Arjen', 'Maarten', 'Pieter', 'Koen', 'Sven', 'Jelle', 'Thijs', 'Stijn', 'Rutger',
      'Hidde', 'Gijs', 'Teun', 'Cor', 'Theo', 'Ton', 'Johan', 'Dirk', 'Remco', 'Vincent', 'Jasper', 'Roy',
    ],
    female: [
      'Emma', 'Julia', 'Sophie', 'Tess', 'Anna', 'Zoë', 'Lotte', 'Sara', 'Eva', 'Fleur', 'Lisa', 'Sanne',
      'Anouk', 'Femke', 'Iris', 'Noor', 'Maud', 'Esther', 'Marieke', 'Linda', 'Sandra', 'Monique', 'Ingrid',
      'Petra', 'Annemiek', 'Wilma', 'Karin', 'Els', 'Mirjam', 'Yvonne', 'Ilse', 'Mariska', 'Kim', 'Manon',
      'Daphne', 'Roos', 'Nina', 'Lieke', 'Charlotte', 'Hanneke', 'Joke', 'Riet', 'Ria', 'Gerda', 'Tineke',
      'Jolanda', 'Marloes', 'Renske', 'Floor', 'Anja', 'Bianca', 'Chantal', 'Dewi', 'Evelien', 'Miranda',
    ],
  },
  flemish: {
    male: [
      'Arthur', 'Jules', 'Louis', 'Lucas', 'Noah', 'Liam', 'Wout', 'Pieter-Jan', 'Jef', 'Jens', 'Brecht',
      'Bart', 'Kristof', 'Tom', 'Koen', 'Dirk', 'Jan', 'Luc', 'Marc', 'Geert', 'Wim', 'Filip', 'Stijn',
      'Sander', 'Thibaut', 'Jonas', 'Sven', 'Maarten', 'Steven', 'Rik', 'Gert', 'Frederik', 'Lander',
      'Seppe', 'Wannes', 'Robbe', 'Mathias', 'Dries', 'Tuur', 'Staf', 'Rudi', 'Eddy', 'Patrick', 'Jo',
    ],
    female: [
      'Olivia', 'Louise', 'Marie', 'Elise', 'Lotte', 'Nore', 'Fien', 'Hanne', 'Lien', 'Ellen', 'Sofie',
      'Katrien', 'Kaat', 'An', 'Els', 'Inge', 'Veerle', 'Griet', 'Hilde', 'Leen', 'Liesbeth', 'Annelies',
      'Evelien', 'Jolien', 'Lore', 'Febe', 'Jana', 'Margot', 'Tine', 'Sarah', 'Greet', 'Rita', 'Godelieve',
      'Marleen', 'Nathalie', 'Kathleen', 'Ann', 'Caroline', 'Silke', 'Laura', 'Mieke', 'Ilse',
    ],
  },
  walloon: {
    male: [
      'Nicolas', 'Julien', 'Antoine', 'Maxime', 'Thomas', 'Guillaume', 'Sébastien', 'Olivier', 'François',
      'Pierre', 'Jean', 'Michel', 'Philippe', 'Alain', 'Christophe', 'Frédéric', 'Benoît', 'Quentin',
      'Romain', 'Arnaud', 'Cédric', 'Damien', 'Laurent', 'Vincent', 'Jérôme', 'Hugo', 'Louis', 'Mathis',
      'Théo', 'Gauthier', 'Didier', 'Serge', 'Claude', 'André',
    ],
    female: [
      'Camille', 'Manon', 'Chloé', 'Léa', 'Juliette', 'Pauline', 'Marie', 'Julie', 'Aurélie', 'Céline',
      'Sophie', 'Isabelle', 'Nathalie', 'Valérie', 'Catherine', 'Martine', 'Françoise', 'Anne', 'Christine',
      'Stéphanie', 'Élodie', 'Mélanie', 'Amandine', 'Charlotte', 'Émilie', 'Margaux', 'Justine', 'Océane',
      'Clara', 'Louise', 'Monique', 'Danielle', 'Brigitte',
    ],
  },
};
