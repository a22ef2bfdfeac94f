import type { Gender, Sexuality } from 'shared-kernel/contract/profile-attributes';

/**
 * The one gender a member seeks (hetero: the other, gay and lesbian: the same), or null for a
 * bisexual member, who seeks both. The search API uses it when the criteria name no gender
 * (api/src/domain/members/matches.ts soughtGenders), so the filter shows it as the value used.
 */
export function soughtGender(gender: Gender, sexuality: Sexuality): Gender | null {
  if (sexuality === 'bi') return null;
  if (sexuality === 'hetero') return gender === 'male' ? 'female' : 'male';
  return gender;
}
