import type { MemberProfile } from 'shared-kernel/contract';

/** A translation function (the `t` of useT('members')). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface IcebreakerLine {
  /** Stable within one profile (a React key, a test id). */
  id: string;
  text: string;
  /** Made for this profile (its name, interest or city) rather than for anyone. */
  personal: boolean;
}

/** How many opening lines the icebreaker offers. */
export const ICEBREAKER_COUNT = 6;

/** The lines for anyone, in the order they fill up the offer. */
const GENERIC = ['dayOff', 'happy', 'coffee', 'place'] as const;

/**
 * Opening lines for a first message to `profile` (SPEC §1 icebreaker modal): personal ones first
 * (its name; its first interest and its city when it has them), then lines for anyone, always
 * ICEBREAKER_COUNT in all and the same for the same profile.
 */
export function icebreakerLines(profile: Pick<MemberProfile, 'name' | 'city' | 'interests'>, t: Translate): IcebreakerLine[] {
  const name = profile.name.trim();
  const city = profile.city.trim();
  const interest = profile.interests.map((i) => i.trim()).find((i) => i !== '');
  const personal: IcebreakerLine[] = [];
  if (name) personal.push({ id: 'name', text: t('profile.icebreaker.lines.name', { name }), personal: true });
  if (interest) {
    // Interests are names like "Wandelen": lower case inside a sentence ("van wandelen").
    const text = t('profile.icebreaker.lines.interest', { interest: interest.toLocaleLowerCase('nl') });
    personal.push({ id: 'interest', text, personal: true });
  }
  if (city) personal.push({ id: 'city', text: t('profile.icebreaker.lines.city', { city }), personal: true });
  const generic = GENERIC.map((key) => ({ id: key, text: t(`profile.icebreaker.lines.${key}`), personal: false }));
  return [...personal, ...generic].slice(0, ICEBREAKER_COUNT);
}
