import type { Gender, Sexuality } from 'shared-kernel/contract';
import type { Rng } from '../prng';
import type { Community } from './names';

/** Fragments of Dutch about-me texts; a text is composed of 4–6 of them. */
const OPENERS: Record<Community, readonly string[]> = {
  dutch: ['Hoi!', 'Hallo daar!', 'Hey,', 'Leuk dat je mijn profiel bekijkt!', 'Welkom op mijn profiel.', 'Goedendag!'],
  flemish: ['Hallo!', 'Dag!', 'Hey hey,', 'Leuk dat je even komt piepen!', 'Welkom op mijn profiel.'],
  walloon: ['Bonjour!', 'Hallo!', 'Hey,', 'Welkom op mijn profiel.'],
};

const ADJECTIVES = [
  'spontane', 'vrolijke', 'rustige', 'sportieve', 'avontuurlijke', 'creatieve', 'nuchtere', 'zorgzame',
  'eerlijke', 'positieve', 'nieuwsgierige', 'ondernemende', 'romantische', 'relaxte', 'attente',
];

const WORK = [
  'Ik werk in de zorg',
  'Ik sta voor de klas',
  'Ik werk in de ICT',
  'Ik heb mijn eigen bedrijf',
  'Ik werk in de horeca',
  'Ik werk bij een bank',
  'Ik werk in de bouw',
  'Ik werk in de logistiek',
  'Ik werk bij de gemeente',
  'Ik werk in de verkoop',
  'Ik werk op een kantoor',
  'Ik werk in de kinderopvang',
];
const WORK_TAILS = [
  'en daar haal ik veel voldoening uit.',
  'en ik vind mijn werk echt leuk.',
  'maar na het werk schakel ik graag om.',
  'en ik hou van de afwisseling.',
];

const CHARACTER = [
  'Mijn vrienden omschrijven me als iemand met een groot hart.',
  'Ik ben iemand die graag en veel lacht.',
  'Humor vind ik heel belangrijk.',
  'Ik hou van gezelligheid en goede gesprekken.',
  'Eerlijkheid staat bij mij voorop.',
  'Ik ben trouw, zorgzaam en soms een beetje eigenwijs.',
  'Ik sta positief in het leven en geniet van de kleine dingen.',
  'Op een zondagochtend vind je mij met een kop koffie en de krant.',
  'Ik kan net zo goed genieten van een avondje thuis als van een dagje weg.',
  'Ik ben niet de makkelijkste, maar wel de moeite waard.',
];

const ACTIVITIES = [
  'leuke dingen mee te doen',
  'mee te lachen',
  'een serieuze relatie mee op te bouwen',
  'mee op reis te gaan',
  'eens gezellig mee af te spreken',
  'de zondagen mee door te brengen',
  'mee te wandelen en bij te praten',
  'samen nieuwe plekken mee te ontdekken',
];

const CLOSERS = [
  'Stuur me gerust een berichtje!',
  'Durf jij de eerste stap te zetten?',
  'Tot snel misschien?',
  'Nieuwsgierig geworden? Stuur een bericht!',
  'Groetjes!',
  'Wie weet tot binnenkort.',
];

/** Whom a member looks for, by gender and sexuality. */
function target(gender: Gender, sexuality: Sexuality): string {
  if (sexuality === 'bi') return 'leuk iemand';
  if (sexuality === 'gay') return 'leuke man';
  if (sexuality === 'lesbian') return 'leuke vrouw';
  return gender === 'male' ? 'leuke vrouw' : 'leuke man';
}

const joinList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`;

export interface AboutInput {
  name: string;
  age: number;
  city: string;
  gender: Gender;
  sexuality: Sexuality;
  community: Community;
  /** Names of the member's interests. */
  interests: readonly string[];
}

/** A Dutch about-me text composed from the fragments above. */
export function composeAbout(rng: Rng, input: AboutInput): string {
  const noun = input.gender === 'male' ? 'man' : 'vrouw';
  const parts: string[] = [rng.pick(OPENERS[input.community])];
  parts.push(
    rng.chance(0.5)
      ? `Ik ben ${input.name}, ${input.age} jaar en ik woon in ${input.city}.`
      : `Ik ben een ${rng.pick(ADJECTIVES)} ${noun} van ${input.age} uit ${input.city}.`,
  );
  if (input.age < 23) parts.push(rng.chance(0.6) ? 'Ik studeer nog en werk ernaast.' : 'Ik ben net begonnen met werken.');
  else if (input.age >= 67) parts.push('Ik ben met pensioen en geniet volop van mijn vrije tijd.');
  else if (rng.chance(0.7)) parts.push(`${rng.pick(WORK)} ${rng.pick(WORK_TAILS)}`);
  // Names like "Musea en kunst" would make the "x, y en z" list ambiguous: prefer single ones.
  const simple = input.interests.filter((name) => !name.includes(' en '));
  const liked = rng.sample(simple.length >= 2 ? simple : input.interests, 3).map((name) => name.toLowerCase());
  if (liked.length > 0) parts.push(`In mijn vrije tijd hou ik van ${joinList(liked)}.`);
  parts.push(...rng.sample(CHARACTER, rng.int(1, 2)));
  parts.push(`Ik zoek een ${target(input.gender, input.sexuality)} om ${rng.pick(ACTIVITIES)}.`);
  if (rng.chance(0.8)) parts.push(rng.pick(CLOSERS));
  return parts.join(' ');
}
