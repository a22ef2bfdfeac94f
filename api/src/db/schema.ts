import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Timestamps: written as Date or ISO string, always read as Date. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type TimestampRequired = ColumnType<Date, Date | string, Date | string>;
/** `date` columns are read as 'YYYY-MM-DD' strings (both drivers are configured that way). */
type DateString = ColumnType<string, string, string>;
/** jsonb columns: written as JSON text, read as parsed values. */
type Json<T> = ColumnType<T, string, string>;

export interface SiteSettingsTable {
  domain: string;
  country: string;
  domain_language: string;
  /** A visitor on any host ending in `.<tld_fallback>` gets this variant. */
  tld_fallback: string | null;
  is_default: boolean;
  /** Every settings field of the contract except the per-request ones. */
  settings: Json<Record<string, unknown>>;
  updated_at: Timestamp;
}

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  tradenames: ColumnType<string[], string[], string[]>;
  vat_numbers: ColumnType<string[], string[], string[]>;
  support_phone: string;
  delete_discount: number;
  added: TimestampRequired;
}

export interface InterestsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  position: number;
}

export interface CountriesTable {
  code: string;
  name: string;
  position: number;
}

export interface RegionsTable {
  id: Generated<number>;
  country: string;
  code: string;
  name: string;
  position: number;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  status: 'not_confirmed' | 'confirmed' | 'deleted';
  credits: Generated<number>;
  paid_user: Generated<boolean>;
  language: Generated<string>;
  notifications_disabled: ColumnType<string[], string[] | undefined, string[]>;
  fictional_icon: Generated<boolean>;
  signup_date: Timestamp;
  deleted_at: Date | null;
}

export interface ProfilesTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  gender: string;
  sexuality: string;
  birthdate: DateString;
  country: string;
  region_id: number | null;
  city: string;
  hair_colour: string | null;
  eye_colour: string | null;
  body_type: string | null;
  relationship_status: string | null;
  about: string;
  fictional: Generated<boolean>;
  status: Generated<'active' | 'disabled'>;
  created_at: Timestamp;
}

export interface ProfileInterestsTable {
  profile_id: number;
  interest_id: number;
}

export interface PhotosTable {
  id: Generated<number>;
  profile_id: number;
  filename: string;
  thumb_filename: string;
  position: number;
  status: 'active' | 'pending' | 'rejected';
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 (hex) of the session token; the token itself is only in the visitor's cookie. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: TimestampRequired;
  last_seen_at: Timestamp;
}

export interface PageBouncesTable {
  id: Generated<number>;
  path: string | null;
  created_at: Timestamp;
}

export interface Schema {
  site_settings: SiteSettingsTable;
  company: CompanyTable;
  interests: InterestsTable;
  countries: CountriesTable;
  regions: RegionsTable;
  users: UsersTable;
  profiles: ProfilesTable;
  profile_interests: ProfileInterestsTable;
  photos: PhotosTable;
  sessions: SessionsTable;
  page_bounces: PageBouncesTable;
}

export type NewProfile = Insertable<ProfilesTable>;
export type NewPhoto = Insertable<PhotosTable>;
export type Profile = Selectable<ProfilesTable>;
