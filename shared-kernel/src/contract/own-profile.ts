import { z } from 'zod';
import { IdSchema } from './common';
import { BODY_TYPES, EYE_COLOURS, GENDERS, HAIR_COLOURS, RELATIONSHIP_STATUSES, SEXUALITIES } from './profile-attributes';

import { ABOUT_MAX_LENGTH, CITY_MAX_LENGTH, MAX_INTERESTS, PRESENCES } from './profile-rules';

export * from './profile-rules';

export const OwnPhotoSchema = z.object({
  id: z.number().int(),
  /** Relative to the settings' cdn_prefix. */
  filename: z.string(),
  thumb_filename: z.string(),
  status: z.enum(['active', 'pending', 'rejected']),
  position: z.number().int(),
  main: z.boolean(),
});
export type OwnPhoto = z.infer<typeof OwnPhotoSchema>;

/** The logged-in member's own profile, with everything they can edit. */
export const OwnProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  birthdate: z.string(),
  country: z.string(),
  region_id: z.number().int().nullable(),
  city: z.string(),
  hair_colour: z.enum(HAIR_COLOURS).nullable(),
  eye_colour: z.enum(EYE_COLOURS).nullable(),
  body_type: z.enum(BODY_TYPES).nullable(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
  about: z.string(),
  interests: z.array(z.number().int()),
  photos: z.array(OwnPhotoSchema),
  photo_limit: z.number().int(),
  status: z.enum(['active', 'disabled']),
});
export type OwnProfile = z.infer<typeof OwnProfileSchema>;
export const OwnProfileResponseSchema = z.object({ profile: OwnProfileSchema });

/**
 * Control characters a form cannot type are stripped from the city (all of them) and the about text
 * (all but tab and line breaks) rather than refused; in any other field the API refuses them.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what the pattern strips
const stripFromLine = (value: string): string => value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
// eslint-disable-next-line no-control-regex -- the control characters are what the pattern strips
const stripFromText = (value: string): string => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '');

/** Any subset of the editable fields; the name follows the signup rules (SPEC §5). */
export const UpdateProfileBodySchema = z
  .object({
    name: z.string().max(200),
    sexuality: z.enum(SEXUALITIES),
    country: z.string().regex(/^[A-Z]{2}$/, 'validation.invalidCountry'),
    region_id: IdSchema.nullable(),
    city: z.string().trim().max(CITY_MAX_LENGTH).overwrite(stripFromLine),
    hair_colour: z.enum(HAIR_COLOURS).nullable(),
    eye_colour: z.enum(EYE_COLOURS).nullable(),
    body_type: z.enum(BODY_TYPES).nullable(),
    relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
    about: z.string().trim().max(ABOUT_MAX_LENGTH).overwrite(stripFromText),
    interests: z.array(IdSchema).max(MAX_INTERESTS),
  })
  .partial()
  .strict();
export type UpdateProfileBody = z.input<typeof UpdateProfileBodySchema>;

export const PhotoResponseSchema = z.object({ photo: OwnPhotoSchema });

/**
 * Presence and distance as a member sees them (issue 15); absent or null when not shown: for
 * visitors, for invisible and blocked members, for a member who hides their presence (and, both
 * ways, to a viewer who hides their own), and without a known city on either side. Coarse by
 * design: never a time or a coordinate.
 */
export const PresenceDistanceShape = {
  presence: z.enum(PRESENCES).nullable().optional(),
  /** From the viewer's city to the profile's city, in whole km; 0 is under 1 km. */
  distance_km: z.number().int().min(0).nullable().optional(),
};

/** A profile as a card in a list (signup matches now; search and likes build on it). */
export const ProfileCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  city: z.string(),
  country: z.string(),
  fictional: z.boolean(),
  /**
   * SPEC §1 cam-and-resell card type: the profile also performs on cam and the site resells it
   * (settings.member_resell of the request's site variant). Always false when member_resell is off.
   */
  cam: z.boolean(),
  main_image: z.object({ filename: z.string(), thumb_filename: z.string() }).nullable(),
  ...PresenceDistanceShape,
});
export type ProfileCard = z.infer<typeof ProfileCardSchema>;
export const SignupMatchesResponseSchema = z.object({ profiles: z.array(ProfileCardSchema) });

/** SPEC §3 notification preferences (all e-mail/push messages a member can switch). */
export const NOTIFICATION_PREFERENCES = [
  'new_conversations',
  'new_messages',
  'like_received',
  'unread_message_reminder',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];

export const NotificationSettingsSchema = z.object({
  preferences: z.object(Object.fromEntries(NOTIFICATION_PREFERENCES.map((k) => [k, z.boolean()])) as Record<NotificationPreference, z.ZodBoolean>),
  /** Why e-mail is switched off for this member (spam complaint, bounce, unsubscribe); empty when it is on. */
  disabled: z.array(z.enum(['spam_complaint', 'bounce', 'unsubscribe'])),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const NotificationSettingsBodySchema = z
  .object({
    preferences: NotificationSettingsSchema.shape.preferences.partial().strict().optional(),
    /** Switch e-mail on again after a bounce, complaint or unsubscribe. */
    reenable_email: z.literal(true).optional(),
  })
  .strict();

export const PrivacySchema = z.object({
  invisible: z.boolean(),
  privacy_mode: z.boolean(),
  /**
   * Others see when this member is online or was last active (issue 15). Off: nobody sees it, and
   * the member sees nobody's presence either (and cannot sort by it), as in other dating apps.
   */
  show_presence: z.boolean(),
});
export const PrivacyBodySchema = PrivacySchema.partial().strict();

export const PhotoIdBodySchema = z.object({ id: IdSchema }).strict();
export const PhotosResponseSchema = z.object({ photos: z.array(OwnPhotoSchema) });
