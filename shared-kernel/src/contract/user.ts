import { z } from 'zod';

export const ImageSchema = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
  status: z.enum(['active', 'pending', 'rejected']),
});
export type Image = z.infer<typeof ImageSchema>;

export const NOTIFICATION_KINDS = ['spam_complaint', 'bounce', 'unsubscribe'] as const;

/** The logged-in user of SPEC §3. */
export const UserSchema = z.object({
  id: z.number().int(),
  status: z.enum(['not_confirmed', 'confirmed', 'deleted']),
  credits: z.number().int().nonnegative(),
  notifications_disabled: z.array(z.enum(NOTIFICATION_KINDS)),
  paid_user: z.boolean(),
  signup_date: z.string(),
  fictional_icon: z.boolean(),
  language: z.string(),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    country: z.string(),
    status: z.enum(['active', 'disabled']),
    main_image: ImageSchema.nullable(),
  }),
});
export type User = z.infer<typeof UserSchema>;
export const UserResponseSchema = z.object({ user: UserSchema });

export { CLIENT_REQUEST_HEADER } from './constants';
