/**
 * The Dutch names of the profile attributes themselves: one vocabulary for signup, the own profile
 * and other members' profiles (issue 15).
 */
export const ATTRIBUTE_LABELS_NL = {
  hair_colour: 'Haarkleur',
  eye_colour: 'Oogkleur',
  body_type: 'Lichaamsbouw',
  relationship_status: 'Relatiestatus',
} as const;

/**
 * The Dutch names of the values of the profile attributes (shared-kernel/contract/profile-attributes)
 * that the remotes show, e.g. in their `attributes` texts.
 */
export const ATTRIBUTE_VALUES_NL = {
  hair_colour: {
    blonde: 'Blond',
    dark_blonde: 'Donkerblond',
    brown: 'Bruin',
    black: 'Zwart',
    red: 'Rood',
    grey: 'Grijs',
    bald: 'Kaal',
  },
  eye_colour: { blue: 'Blauw', green: 'Groen', grey: 'Grijs', brown: 'Bruin', hazel: 'Hazelnootbruin' },
  body_type: {
    slim: 'Slank',
    athletic: 'Sportief',
    average: 'Gemiddeld',
    muscular: 'Gespierd',
    curvy: 'Rondingen',
    a_few_extra_kilos: 'Een paar kilo extra',
  },
  relationship_status: {
    single: 'Single',
    divorced: 'Gescheiden',
    widowed: 'Weduwe of weduwnaar',
    separated: 'Uit elkaar',
    in_relationship: 'In een relatie',
  },
} as const;
