import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

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
  /** Whether other members see a photo before a moderator approved it (migration 0021). */
  photos_visible_before_approval: Generated<boolean>;
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
  network: string | null;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  signup_message: string | null;
  signup_target_profile_id: number | null;
  signup_ip: string | null;
  invitation_code_id: number | null;
  confirmed_at: Date | null;
  status_before_delete: 'not_confirmed' | 'confirmed' | null;
  delete_reason: string | null;
  delete_comment: string | null;
  erased_at: Date | null;
  password_changed_at: Date | null;
  /** A suspended (until `restricted_until`) or banned account (migration 0021). */
  restriction: 'suspended' | 'banned' | null;
  restricted_until: Date | null;
}

export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'activate' | 'reset' | 'mail_change' | 'reactivate';
  /** sha256 (hex) of the token; the token itself is only in the mail. */
  token_hash: string;
  new_email: string | null;
  created_at: Timestamp;
  expires_at: TimestampRequired;
  used_at: Date | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Timestamp;
  sent_at: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
  /** Extra mail headers (jsonb, written as JSON text); null: none. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  /** What to attach, rendered when sent (migration 0028; domain/mail/outbox.ts, MailAttachmentRef); null: nothing. */
  attachments: ColumnType<MailAttachmentRef[] | null, string | null | undefined, string | null>;
}

/** An attachment of an outbox mail, by reference: rendered when the mail is sent. */
export interface MailAttachmentRef {
  /** The payment's receipt (PDF), in the member's language at the time of sending. */
  kind: 'receipt';
  payment_id: number;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the client: a trusted-device token, or the IP address. */
  client_key: string;
  created_at: Timestamp;
}

export interface RateEventsTable {
  id: Generated<number>;
  bucket: string;
  key_hash: string;
  created_at: Timestamp;
}

export interface TrustedDevicesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
}

export interface InvitationCodesTable {
  id: Generated<number>;
  code_hash: string;
  max_uses: Generated<number>;
  uses: Generated<number>;
  expires_at: Date | null;
  created_at: Timestamp;
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
  invisible: Generated<boolean>;
  privacy_mode: Generated<boolean>;
  /** Kept by a trigger on photos: the profile has an active (main) photo. */
  has_photo: Generated<boolean>;
  /** Also performs on cam: the cam-and-resell card type when settings.member_resell is on. */
  cam: Generated<boolean>;
  /** The centre of the profile's city (trigger of migration 0018); never sent to a client. */
  lat: Generated<number | null>;
  lon: Generated<number | null>;
  /** Written at most once a minute per member (domain/members/presence.ts). */
  last_active_at: Date | null;
  /** The member's privacy switch: others see when they are online. */
  show_presence: Generated<boolean>;
  /** last_active_at when others may know it (switch on, not invisible), else null. Generated. */
  presence_at: ColumnType<Date | null, never, never>;
}

export interface PlacesTable {
  id: Generated<number>;
  country: string;
  region: string;
  name: string;
  lat: number;
  lon: number;
}

export interface LikesTable {
  liker_profile_id: number;
  liked_profile_id: number;
  created_at: Timestamp;
  like_new: Generated<boolean>;
  source: Generated<'profile' | 'swipe' | 'match_finder' | 'auto'>;
}

export interface BlocksTable {
  blocker_profile_id: number;
  blocked_profile_id: number;
  created_at: Timestamp;
}

export interface SwipeLikesTable {
  profile_id: number;
  /** Europe/Amsterdam calendar day, 'YYYY-MM-DD'. */
  day: DateString;
  liked_profile_id: number;
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

/** One row per member who changed a preference; no row: every preference on. */
export interface NotificationPreferencesTable {
  user_id: number;
  new_conversations: Generated<boolean>;
  new_messages: Generated<boolean>;
  like_received: Generated<boolean>;
  unread_message_reminder: Generated<boolean>;
  promotions: Generated<boolean>;
  weekly_updates: Generated<boolean>;
  news: Generated<boolean>;
  reminders: Generated<boolean>;
  updated_at: Timestamp;
}

export type LedgerReason = 'signup_bonus' | 'gift' | 'message' | 'photo_message' | 'purchase' | 'purchase_reversal' | 'refund' | 'admin';

/** Every change of users.credits, written in the transaction of what it pays for. */
export interface CreditLedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  balance_after: number;
  reason: LedgerReason;
  /** The client's key of a paid action; unique per user. */
  idempotency_key: string | null;
  created_at: Timestamp;
}

export interface GiftsTable {
  id: Generated<number>;
  code: string;
  name: string;
  emoji: string;
  /** null: settings.gift_credits. */
  credits: number | null;
  position: number;
  active: Generated<boolean>;
}

export interface SentGiftsTable {
  id: Generated<number>;
  sender_profile_id: number;
  recipient_profile_id: number;
  gift_id: number;
  credits: number;
  ledger_id: number | null;
  created_at: Timestamp;
}

export interface ConversationsTable {
  id: Generated<number>;
  /** The lower of the two profile ids. */
  profile_low: number;
  profile_high: number;
  /** The profile that sent the first message. */
  started_by: number;
  created_at: Timestamp;
  last_message_id: number | null;
  last_message_at: Date | null;
}

export interface ConversationMembersTable {
  conversation_id: number;
  profile_id: number;
  unread_count: Generated<number>;
  /** The newest message of the other side this member has read. */
  read_up_to: Generated<number>;
  /** Messages up to this id are hidden from this member (a removed chat). */
  hidden_up_to: Generated<number>;
  removed: Generated<boolean>;
}

export type MessageKind = 'text' | 'photo' | 'gift';

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_profile_id: number;
  kind: MessageKind;
  body: string | null;
  photo_filename: string | null;
  photo_thumb_filename: string | null;
  photo_width: number | null;
  photo_height: number | null;
  sent_gift_id: number | null;
  credits: Generated<number>;
  ledger_id: number | null;
  idempotency_key: string | null;
  created_at: Timestamp;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: Timestamp;
  last_success_at: Date | null;
}

/** The open event streams of every API process (presence: no push to a member with a tab open). */
export interface LiveStreamsTable {
  id: string;
  user_id: number;
  process_id: string;
  connected_at: Timestamp;
  seen_at: Timestamp;
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

/** numeric columns: read as strings by both drivers (cast where a number is needed). */
type Numeric = ColumnType<string, string | number, string | number>;

export interface PaymentCountriesTable {
  country: string;
  currency: string;
  /** Percent, VAT included in the country's prices. */
  vat_rate: Numeric;
  /** The checkout methods offered in the country, in display order. */
  methods: ColumnType<string[], string[], string[]>;
}

export interface BundlesTable {
  id: Generated<number>;
  site_domain: string;
  country: string;
  credits: number;
  /** Cents, VAT included. */
  price: number;
  currency: string;
  active: Generated<boolean>;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Our payment states (the member sees them through `memberState` in domain/payments). */
export type PaymentRowState = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired' | 'refunded' | 'charged_back';

export interface PaymentsTable {
  id: Generated<number>;
  user_id: number;
  bundle_id: number;
  country: string;
  credits: number;
  method: string;
  amount: number;
  discount: Generated<number>;
  currency: string;
  vat_rate: Numeric;
  vat_amount: number;
  reference: string;
  provider: string;
  provider_id: string | null;
  checkout_url: string | null;
  state: Generated<PaymentRowState>;
  idempotency_key: string;
  mandate_id: string | null;
  amount_refunded: Generated<number>;
  amount_charged_back: Generated<number>;
  credits_reversed: Generated<number>;
  created_at: Timestamp;
  paid_at: Date | null;
  updated_at: Timestamp;
  checked_at: Date | null;
  /** The discount code whose discount `amount` carries (migration 0015). */
  discount_code_id: number | null;
  /** When the credits were granted (direct debit: when the collection was submitted; others: when paid). Migration 0016. */
  credited_at: Date | null;
  /** A refund claimed by the back office (migration 0022): set once, before the provider is called. */
  refund_requested_at: Date | null;
  refund_requested_by: number | null;
  /** The site origin of the checkout (migration 0028): the confirmation mail's link. Null for older payments. */
  origin: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PaymentDebtsTable {
  id: Generated<number>;
  user_id: number;
  payment_id: number;
  credits: number;
  reason: 'refund' | 'chargeback' | 'failed_collection';
  created_at: Timestamp;
  settled_at: Date | null;
  settled_note: string | null;
}

/** A notice of the complaints and reports flow (issue 14, DSA art. 16; migration 0014). */
export interface ComplaintsTable {
  id: Generated<number>;
  reference: string;
  category: string;
  explanation: string;
  urls: string;
  reporter_user_id: number | null;
  reporter_name: string;
  reporter_email: string;
  good_faith: boolean;
  reported_profile_id: number | null;
  reported_message_id: number | null;
  reported_message_text: string | null;
  reported_message_sender_profile_id: number | null;
  /** sha256 of the reporter's IP key (see domain/rate-limit ipKey). */
  source_ip_hash: string;
  user_agent: string | null;
  status: Generated<'received' | 'in_progress' | 'resolved'>;
  status_changed_at: Timestamp;
  decision: string | null;
  decided_at: Date | null;
  confirmation_mail_id: number | null;
  created_at: Timestamp;
  /** The mail telling the notifier the outcome (DSA art. 16(5); migration 0021). */
  outcome_mail_id: number | null;
  decided_by: number | null;
  /** The notifier's language at submission (a visitor's mails; migration 0027). */
  language: Generated<string>;
}

/** A new or changed photo or profile text waiting for (or decided by) a moderator (migration 0021). */
export interface ModerationItemsTable {
  id: Generated<number>;
  profile_id: number;
  kind: 'photo' | 'text';
  photo_id: number | null;
  field: 'about' | 'name' | null;
  /** The text as submitted, or the photo's file name. */
  content: string;
  state: Generated<'pending' | 'approved' | 'rejected'>;
  created_at: Timestamp;
  updated_at: Timestamp;
  decided_at: Date | null;
  /** The staff account that decided (back office core's table). */
  decided_by: number | null;
  statement_id: number | null;
}

/** A statement of reasons (DSA art. 17) for a restriction we imposed (migration 0021). */
export interface StatementsOfReasonsTable {
  id: Generated<number>;
  reference: string;
  user_id: number;
  source: 'moderation' | 'notice';
  decision: 'content_removed' | 'account_suspended' | 'account_banned';
  restriction: string;
  facts: string;
  ground_kind: 'terms' | 'law';
  ground: string;
  automated: Generated<boolean>;
  redress: string;
  suspended_until: Date | null;
  moderation_item_id: number | null;
  complaint_id: number | null;
  created_at: Timestamp;
}

/** A member's appeal against a statement of reasons (DSA art. 20; migration 0021). */
export interface AppealsTable {
  id: Generated<number>;
  statement_id: number;
  user_id: number;
  explanation: string;
  status: Generated<'received' | 'resolved'>;
  outcome: 'upheld' | 'reversed' | null;
  decided_at: Date | null;
  decided_by: number | null;
  created_at: Timestamp;
}

/** A discount code (SPEC §3; migration 0015). */
export interface DiscountCodesTable {
  id: Generated<number>;
  code: string;
  kind: Generated<'code' | 'welcome' | 'time_bonus'>;
  country: string | null;
  user_id: number | null;
  expires: Date | null;
  value_percentage: Numeric;
  currency: string | null;
  minimum_order_value: Generated<number>;
  status: Generated<'active' | 'inactive'>;
  validity: Generated<'once-per-user' | 'unlimited'>;
  paymentmethods: ColumnType<string[] | null, string[] | null, string[] | null>;
  valid_seconds_after_signup: number | null;
  first_purchase_only: Generated<boolean>;
  created_at: Timestamp;
  /** How many payments in all may carry the code; null: no limit (migration 0026). */
  max_uses: Generated<number | null>;
}

/** A payment's use of a code: reserved with the payment, redeemed when it is paid (migration 0015). */
export interface DiscountRedemptionsTable {
  id: Generated<number>;
  code_id: number;
  user_id: number;
  payment_id: number;
  once_per_user: boolean;
  /** The code is a first-purchase (welcome) code: one such row per member (migration 0029). */
  first_purchase: Generated<boolean>;
  created_at: Timestamp;
  redeemed_at: Date | null;
}

/** A lander's campaign, edited by marketing (issue 14; migration 0017). */
export interface LanderCampaignsTable {
  id: Generated<number>;
  /** null: a campaign of every lander. */
  variant: string | null;
  /** `default`: the campaign without (or with an unknown) slug. */
  slug: string;
  headline: string;
  subline: Generated<string>;
  country: string | null;
  region_code: string | null;
  niche: Generated<string>;
  gender: string | null;
  min_age: number | null;
  max_age: number | null;
  hero_profile_ids: ColumnType<number[], number[] | undefined, number[]>;
  active: Generated<boolean>;
  updated_at: Timestamp;
}

export type StaffRole = 'moderator' | 'support' | 'admin';

/** A member of staff of the back office (issue 18; migration 0020). */
export interface StaffAccountsTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  role: StaffRole;
  /** AES-256-GCM of the TOTP secret (domain/staff/secret-box.ts); never leaves the server. */
  totp_secret_enc: string;
  /** The last TOTP time step accepted: a code is good once. */
  totp_last_step: ColumnType<number, number | undefined, number>;
  failed_attempts: Generated<number>;
  locked_until: Date | null;
  disabled: Generated<boolean>;
  created_by: number | null;
  created_at: Timestamp;
  last_sign_in_at: Date | null;
}

/** Between password and code: one use, 5 minutes (migration 0020). */
export interface StaffChallengesTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  expires_at: TimestampRequired;
  used_at: Date | null;
  created_at: Timestamp;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: TimestampRequired;
}

/** Append-only record of every staff action (migration 0020). */
export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  ip: string | null;
  at: Timestamp;
}

export interface Schema {
  site_settings: SiteSettingsTable;
  company: CompanyTable;
  interests: InterestsTable;
  countries: CountriesTable;
  regions: RegionsTable;
  users: UsersTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  push_subscriptions: PushSubscriptionsTable;
  live_streams: LiveStreamsTable;
  profiles: ProfilesTable;
  places: PlacesTable;
  profile_interests: ProfileInterestsTable;
  photos: PhotosTable;
  sessions: SessionsTable;
  notification_preferences: NotificationPreferencesTable;
  page_bounces: PageBouncesTable;
  account_tokens: AccountTokensTable;
  mail_outbox: MailOutboxTable;
  server_secrets: ServerSecretsTable;
  login_failures: LoginFailuresTable;
  rate_events: RateEventsTable;
  trusted_devices: TrustedDevicesTable;
  invitation_codes: InvitationCodesTable;
  likes: LikesTable;
  blocks: BlocksTable;
  swipe_likes: SwipeLikesTable;
  credit_ledger: CreditLedgerTable;
  gifts: GiftsTable;
  sent_gifts: SentGiftsTable;
  payment_countries: PaymentCountriesTable;
  bundles: BundlesTable;
  payments: PaymentsTable;
  payment_debts: PaymentDebtsTable;
  complaints: ComplaintsTable;
  moderation_items: ModerationItemsTable;
  statements_of_reasons: StatementsOfReasonsTable;
  appeals: AppealsTable;
  discount_codes: DiscountCodesTable;
  discount_redemptions: DiscountRedemptionsTable;
  lander_campaigns: LanderCampaignsTable;
  staff_accounts: StaffAccountsTable;
  staff_challenges: StaffChallengesTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
}

export type NewProfile = Insertable<ProfilesTable>;
export type NewPhoto = Insertable<PhotosTable>;
export type Profile = Selectable<ProfilesTable>;

/** The database as every query layer sees it: one type, imported from here. */
export type Db = Kysely<Schema>;
/** An open transaction of it. */
export type Trx = Transaction<Schema>;
/** The database or an open transaction: functions that work in either. */
export type DbOrTrx = Db | Trx;
