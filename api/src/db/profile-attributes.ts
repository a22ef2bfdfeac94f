import type { BodyType, EyeColour, Gender, HairColour, RelationshipStatus, Sexuality } from 'shared-kernel/contract/profile-attributes';

interface AttributeColumns {
  gender: string;
  sexuality: string;
  hair_colour: string | null;
  eye_colour: string | null;
  body_type: string | null;
  relationship_status: string | null;
}

/**
 * A profile row's attribute columns as the contract's codes. The migrations' check constraints
 * allow only these codes, so the casts are safe; every API answer with a profile uses this.
 */
export function profileAttributes(row: AttributeColumns) {
  return {
    gender: row.gender as Gender,
    sexuality: row.sexuality as Sexuality,
    hair_colour: row.hair_colour as HairColour | null,
    eye_colour: row.eye_colour as EyeColour | null,
    body_type: row.body_type as BodyType | null,
    relationship_status: row.relationship_status as RelationshipStatus | null,
  };
}
