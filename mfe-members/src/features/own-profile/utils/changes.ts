import type { OwnProfile, Sexuality, UpdateProfileBody } from 'shared-kernel/contract';
import type { LocationValue } from 'shared-kernel/ui/LocationFields';

/** The profile attributes edited with a select; '' is "no answer" (stored as null). */
export const ATTRIBUTE_FIELDS = ['hair_colour', 'eye_colour', 'body_type', 'relationship_status'] as const;
export type AttributeField = (typeof ATTRIBUTE_FIELDS)[number];

/** What the details form holds while it is being edited. */
export interface ProfileFormValues {
  name: string;
  about: string;
  sexuality: Sexuality;
  attributes: Record<AttributeField, string>;
  interests: number[];
  location: LocationValue;
}

export function formValuesOf(profile: OwnProfile): ProfileFormValues {
  return {
    name: profile.name,
    about: profile.about,
    sexuality: profile.sexuality,
    attributes: {
      hair_colour: profile.hair_colour ?? '',
      eye_colour: profile.eye_colour ?? '',
      body_type: profile.body_type ?? '',
      relationship_status: profile.relationship_status ?? '',
    },
    interests: [...profile.interests],
    location: { country: profile.country, region_id: profile.region_id, city: profile.city },
  };
}

const sameSet = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The body of PUT /api/profile.php: only the fields that differ from the saved profile. Texts are
 * compared trimmed (the server trims them); a new country always carries the region with it, as
 * the server checks that the region lies in the country.
 */
export function changedFields(profile: OwnProfile, values: ProfileFormValues): UpdateProfileBody {
  const body: UpdateProfileBody = {};
  const name = values.name.trim();
  if (name !== profile.name) body.name = name;
  const about = values.about.trim();
  if (about !== profile.about.trim()) body.about = about;
  if (values.sexuality !== profile.sexuality) body.sexuality = values.sexuality;
  for (const field of ATTRIBUTE_FIELDS) {
    const value = values.attributes[field] || null;
    if (value !== profile[field]) (body as Record<AttributeField, string | null>)[field] = value;
  }
  if (!sameSet(values.interests, profile.interests)) body.interests = [...values.interests];
  const { country, region_id: regionId } = values.location;
  const city = values.location.city.trim();
  if (country !== profile.country) {
    body.country = country;
    body.region_id = regionId;
  } else if (regionId !== profile.region_id) {
    body.region_id = regionId;
  }
  if (city !== profile.city) body.city = city;
  return body;
}

export const hasChanges = (body: UpdateProfileBody): boolean => Object.keys(body).length > 0;
