import type { OwnProfile } from 'shared-kernel/contract';
import { changedFields, formValuesOf, hasChanges } from './changes';

const profile: OwnProfile = {
  id: 2208,
  name: 'Sanne',
  gender: 'female',
  sexuality: 'hetero',
  birthdate: '1994-05-17',
  country: 'NL',
  region_id: 7,
  city: 'Utrecht',
  hair_colour: 'brown',
  eye_colour: null,
  body_type: null,
  relationship_status: 'single',
  about: 'Hallo',
  interests: [1, 2],
  photos: [],
  photo_limit: 3,
  status: 'active',
};

describe('changedFields', () => {
  it('is empty for the unchanged form, also with spaces around texts and interests reordered', () => {
    const values = formValuesOf(profile);
    expect(changedFields(profile, values)).toEqual({});
    expect(hasChanges(changedFields(profile, { ...values, name: ' Sanne ', about: 'Hallo  ', interests: [2, 1] }))).toBe(false);
  });

  it('holds only the changed fields, trimmed, with "no answer" as null', () => {
    const values = formValuesOf(profile);
    const body = changedFields(profile, {
      ...values,
      name: ' Sanne B',
      sexuality: 'bi',
      attributes: { ...values.attributes, hair_colour: '', eye_colour: 'blue' },
      interests: [1, 3],
    });
    expect(body).toEqual({ name: 'Sanne B', sexuality: 'bi', hair_colour: null, eye_colour: 'blue', interests: [1, 3] });
  });

  it('sends the region with a new country, and a changed region or city alone', () => {
    const values = formValuesOf(profile);
    expect(changedFields(profile, { ...values, location: { country: 'BE', region_id: 7, city: 'Utrecht' } })).toEqual({
      country: 'BE',
      region_id: 7,
    });
    expect(changedFields(profile, { ...values, location: { country: 'NL', region_id: null, city: ' Zeist ' } })).toEqual({
      region_id: null,
      city: 'Zeist',
    });
  });
});
