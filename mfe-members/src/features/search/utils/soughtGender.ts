import type { Gender, Sexuality } from 'shared-kernel/contract/profile-attributes';
import { soughtGenders } from 'shared-kernel/contract/profile-rules';

/**
 * The one gender a member seeks, or null for a bisexual member, who seeks both: the search API
 * uses the same rule (`soughtGenders`) when the criteria name no gender, so the filter shows it as
 * the value used.
 */
export function soughtGender(gender: Gender, sexuality: Sexuality): Gender | null {
  const genders = soughtGenders(gender, sexuality);
  const [only] = genders;
  return genders.length === 1 && only ? only : null;
}
