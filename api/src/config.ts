import { createECDH } from 'node:crypto';
import path from 'node:path';
import { CHAT_RULES } from 'shared-kernel/contract/constants';

export type NodeEnv = 'production' | 'development' | 'test';

/** Everything the server reads from its environment, resolved to absolute paths. */
/** Default signups per client address per hour. */
export const SIGNUP_IP_LIMIT = 10;

export interface Config {
  port: number;
  host: string;
  /** Root of the embedded database and uploads. */
  dataDir: string;
  /** Photos: `<dataDir>/uploads`, served under `/media/`. */
  uploadsDir: string;
  /** When set, PostgreSQL through `pg`; otherwise PGlite in `<dataDir>/pgdata`. */
  databaseUrl: string | undefined;
  nodeEnv: NodeEnv;
  logLevel: string;
  /** The repository: the remotes' manifests (`<remote>/package.json`) are read from here (page heads, sitemap). */
  repoRoot: string;
  /** The shell's production build, served at `/`. */
  staticRoot: string;
  /** Deployed remotes (`<remote>/<version>/`) and `remotes.json`. */
  deployDir: string;
  /** Number of demo profiles seeded on first start (0 disables seeding). */
  seedProfiles: number;
  /**
   * How long the search shares the count of a large result set (SearchCountCache), in ms; 0 counts
   * every search afresh (npm run bench:search measures the uncached count that way).
   */
  searchCountCacheMs: number;
  /** Trust `X-Forwarded-*` headers (behind a reverse proxy). */
  trustProxy: boolean;
  /** Largest request body accepted by default, in bytes. */
  bodyLimit: number;
  /** scrypt cost as log2(N): 17 in production (ARCHITECTURE §5); tests lower it to stay fast. */
  scryptLogN: number;
  /** Signups allowed per client address per hour (SIGNUPS_PER_IP_HOUR, default 10). */
  signupsPerIpHour: number;
  /** SMTP server for outgoing mail (`smtp://user:pass@host:587`); without it mail goes to the local mailbox. */
  smtpUrl: string | undefined;
  /** Sender address of outgoing mail. */
  mailFrom: string;
  /**
   * The site's public origin (PUBLIC_URL, e.g. `https://www.hartklop.nl`): every absolute URL the
   * server writes (mail links, payment URLs, canonical, og:url, sitemap, robots.txt) is on it or on
   * another of `siteOrigins` (web/site-origin.ts), never on a Host header alone. Required in
   * production; unset in development and tests: the loopback origin.
   */
  publicUrl: string | undefined;
  /**
   * Every origin the site answers on as itself: PUBLIC_URL first, then SITE_ORIGINS (comma-separated,
   * e.g. `https://www.hartklop.nl,https://www.hartklop.be`). A request on one of these gets links
   * on its own origin (the .be site keeps .be links); any other gets PUBLIC_URL's.
   */
  siteOrigins: readonly string[];
  /** HSTS also covers the subdomains (HSTS_INCLUDE_SUBDOMAINS=1); HSTS itself is sent in production only. */
  hstsIncludeSubdomains: boolean;
  /**
   * Key of the unsubscribe links in mails (HMAC-SHA256). Unset: a random key made once per
   * database and kept in the table server_secrets.
   */
  mailSecret: string | undefined;
  /**
   * Key of the staff's TOTP secrets at rest (STAFF_SECRET_KEY, 16+ characters; AES-256-GCM). Unset:
   * a random key made once per database and kept in server_secrets (domain/staff/secret-box.ts).
   */
  staffSecretKey: string | undefined;
  /** Bearer token of the mail provider's feedback calls (POST /api/mail-events.php); unset: no such endpoint. */
  mailEventsToken: string | undefined;
  /**
   * The VAPID key pair of web push (VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY, URL-safe base64, both or
   * neither). Unset: a pair made once per database and kept in the table server_secrets.
   */
  vapidKeys: VapidKeys | undefined;
  /**
   * The contact the push services see in the VAPID token (VAPID_SUBJECT, a mailto: or https: URL).
   * Unset: mailto: + the default site's support e-mail, else PUBLIC_URL when it is https.
   */
  vapidSubject: string | undefined;
  /**
   * The newest messages of a conversation that stay visible (CHAT_HISTORY_LIMIT, default
   * CHAT_RULES.defaultHistoryLimit); older ones are hidden from both sides but stay stored.
   */
  chatHistoryLimit: number;
  /**
   * Hosts (and their subdomains) a push subscription's endpoint may point at (PUSH_SERVICE_HOSTS,
   * comma-separated): the browsers' push services. The server POSTs to these addresses, so a
   * member cannot make it call any other host.
   */
  pushServiceHosts: readonly string[];
  /** Mollie API key (MOLLIE_API_KEY, `test_...` or `live_...`): payments go to Mollie. Unset: to the embedded sandbox. */
  mollieApiKey: string | undefined;
  /**
   * The embedded sandbox payment provider (PAYMENT_SANDBOX): served by the app at `/v2/*` and
   * `/payment-sandbox/*`. On by default outside production; in production only with PAYMENT_SANDBOX=1.
   */
  paymentSandbox: boolean;
  /** Base of the webhook URLs given to the provider (PAYMENT_WEBHOOK_BASE_URL); default PUBLIC_URL, else the site origin of the request (web/site-origin.ts). */
  paymentWebhookBaseUrl: string | undefined;
  /**
   * Calls of the payment webhook answered per client address per minute (PAYMENT_WEBHOOK_PER_MINUTE,
   * default 60); more get 429 (the provider calls again later).
   */
  paymentWebhookPerMinute: number;
  /**
   * A webhook call for a payment whose status was fetched from the provider less than this many
   * seconds ago is answered 200 without asking again (PAYMENT_WEBHOOK_REPEAT_SECONDS, default 5; 0: off).
   */
  paymentWebhookRepeatSeconds: number;
  /** Direct debit and SMS (issue 13): README "Direct debit and SMS". */
  directDebit: DirectDebitConfig;
  /** Where uploaded and generated files live: `uploadsDir` on disk, or an S3-compatible bucket (S3_BUCKET). */
  storage: StorageConfig;
}

/**
 * The file store (api/src/storage). `disk`: `uploadsDir`, fine for one host. `s3`: a bucket every
 * API host shares (S3_BUCKET, S3_ENDPOINT for MinIO/R2-like servers, S3_REGION, credentials from
 * the AWS SDK's default chain: AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY). `redirect`: /media/ answers
 * a 302 to a short-lived presigned URL instead of streaming the object (MEDIA_REDIRECT=presigned).
 */
export type StorageConfig =
  | { driver: 'disk' }
  | { driver: 's3'; bucket: string; endpoint: string | undefined; region: string; forcePathStyle: boolean; redirect: boolean };

export interface DirectDebitConfig {
  /**
   * The SEPA creditor identifier (DIRECT_DEBIT_CREDITOR_ID, e.g. NL79ZZZ999999990000), printed on
   * every mandate and pre-notification. Outside production a test identifier is the default; in
   * production direct debit is unavailable without one.
   */
  creditorId: string | undefined;
  /** The creditor's name on the mandate (DIRECT_DEBIT_CREDITOR_NAME); default: the company's name. */
  creditorName: string | undefined;
  /** Most a member may pay by direct debit per period, in cents (DIRECT_DEBIT_LIMIT_CENTS, default 15000). */
  limitCents: number;
  /** The period of that limit, in days (DIRECT_DEBIT_LIMIT_DAYS, default 30). */
  limitDays: number;
  /**
   * Days after which a collection that was neither paid nor returned counts as settled
   * (DIRECT_DEBIT_SETTLE_DAYS, default 7): until an IBAN has a settled collection, a new mandate
   * buys at most the smallest bundle, one collection at a time.
   */
  settleDays: number;
  /** SMS provider (SMS_PROVIDER=cm: CM.com); unset: SMS go to the local mailbox. */
  smsProvider: 'cm' | undefined;
  /** CM.com product token (SMS_CM_PRODUCT_TOKEN). */
  smsCmProductToken: string | undefined;
  /** Sender shown on the SMS (SMS_SENDER, at most 11 letters and digits; default Hartklop). */
  smsSender: string;
}

/** The test creditor identifier used outside production (valid check digits, business code ZZZ). */
export const TEST_CREDITOR_ID = 'NL79ZZZ999999990000';
const CREDITOR_ID = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/;

/** The ISO 7064 check of a SEPA creditor identifier (check digits over national id + country, business code left out). */
export function isCreditorId(value: string): boolean {
  if (!CREDITOR_ID.test(value) || value.length > 35) return false;
  const digits = `${value.slice(7)}${value.slice(0, 2)}${value.slice(2, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

const directDebitConfigFrom = (env: NodeJS.ProcessEnv, nodeEnv: NodeEnv): DirectDebitConfig => {
  const creditorId = optionalFrom(env.DIRECT_DEBIT_CREDITOR_ID)?.toUpperCase().replace(/\s+/g, '');
  if (creditorId !== undefined && !isCreditorId(creditorId)) throw new ConfigError(`DIRECT_DEBIT_CREDITOR_ID is not a valid SEPA creditor identifier: "${creditorId}"`);
  const provider = optionalFrom(env.SMS_PROVIDER)?.toLowerCase();
  if (provider !== undefined && provider !== 'cm') throw new ConfigError(`SMS_PROVIDER must be cm (CM.com) or unset, got "${provider}"`);
  const token = optionalFrom(env.SMS_CM_PRODUCT_TOKEN);
  if (provider === 'cm' && token === undefined) throw new ConfigError('SMS_PROVIDER=cm needs SMS_CM_PRODUCT_TOKEN');
  const sender = optionalFrom(env.SMS_SENDER) ?? 'Hartklop';
  if (!/^[A-Za-z0-9]{1,11}$/.test(sender) && !/^\+?[0-9]{1,16}$/.test(sender)) throw new ConfigError('SMS_SENDER must be at most 11 letters and digits, or a phone number');
  return {
    creditorId: creditorId ?? (nodeEnv === 'production' ? undefined : TEST_CREDITOR_ID),
    creditorName: optionalFrom(env.DIRECT_DEBIT_CREDITOR_NAME),
    limitCents: intFrom(env, 'DIRECT_DEBIT_LIMIT_CENTS', 15_000, 100, 100_000_000),
    limitDays: intFrom(env, 'DIRECT_DEBIT_LIMIT_DAYS', 30, 1, 366),
    settleDays: intFrom(env, 'DIRECT_DEBIT_SETTLE_DAYS', 7, 1, 60),
    smsProvider: provider === 'cm' ? 'cm' : undefined,
    smsCmProductToken: token,
    smsSender: sender,
  };
};

/** The push services of Chrome/Edge (FCM), Firefox (Mozilla), Safari (Apple) and legacy Edge (WNS). */
export const DEFAULT_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'] as const;

const hostListFrom = (raw: string | undefined, fallback: readonly string[]): readonly string[] => {
  if (raw === undefined || raw.trim() === '') return fallback;
  const hosts = raw.split(',').map((h) => h.trim().toLowerCase()).filter((h) => h !== '');
  for (const host of hosts) if (!/^[a-z0-9.-]+$/.test(host) && !/^\[[0-9a-f:]+\]$/.test(host)) throw new Error(`PUSH_SERVICE_HOSTS: invalid host ${host}`);
  return hosts;
};

/** A VAPID key pair as web-push uses it: the P-256 public key (65 bytes) and private key (32 bytes), URL-safe base64. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const intFrom = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number => {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
};

const optionalFrom = (raw: string | undefined): string | undefined => (raw === undefined || raw.trim() === '' ? undefined : raw.trim());

/** A secret given in the environment must be long enough to be one. */
const secretFrom = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const value = optionalFrom(env[name]);
  if (value !== undefined && value.length < 16) throw new ConfigError(`${name} must be at least 16 characters long`);
  return value;
};

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: both or neither, a P-256 pair that belongs together. */
const vapidKeysFrom = (env: NodeJS.ProcessEnv): VapidKeys | undefined => {
  const publicKey = optionalFrom(env.VAPID_PUBLIC_KEY);
  const privateKey = optionalFrom(env.VAPID_PRIVATE_KEY);
  if (publicKey === undefined && privateKey === undefined) return undefined;
  if (publicKey === undefined || privateKey === undefined) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither)');
  }
  const publicBytes = BASE64URL.test(publicKey) ? Buffer.from(publicKey, 'base64url') : Buffer.alloc(0);
  if (publicBytes.length !== 65 || publicBytes[0] !== 0x04) {
    throw new ConfigError('VAPID_PUBLIC_KEY must be an uncompressed P-256 public key (65 bytes) in URL-safe base64');
  }
  const privateBytes = BASE64URL.test(privateKey) ? Buffer.from(privateKey, 'base64url') : Buffer.alloc(0);
  if (privateBytes.length !== 32) throw new ConfigError('VAPID_PRIVATE_KEY must be a P-256 private key (32 bytes) in URL-safe base64');
  let derived: Buffer;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateBytes);
    derived = ecdh.getPublicKey();
  } catch {
    throw new ConfigError('VAPID_PRIVATE_KEY is not a valid P-256 private key');
  }
  if (!derived.equals(publicBytes)) throw new ConfigError('VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY');
  return { publicKey, privateKey };
};

/** A mailto: address or an https: URL (what push services accept as the VAPID subject). */
export const isVapidSubject = (value: string): boolean => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'mailto:' && /^[^@\s]+@[^@\s]+$/.test(decodeURIComponent(url.pathname));
};

const vapidSubjectFrom = (raw: string | undefined): string | undefined => {
  const value = optionalFrom(raw);
  if (value === undefined) return undefined;
  if (!isVapidSubject(value)) throw new ConfigError(`VAPID_SUBJECT must be a mailto: address or an https: URL, got "${value}"`);
  return value;
};

const nodeEnvFrom = (raw: string | undefined): NodeEnv => {
  if (raw === 'production' || raw === 'test') return raw;
  return 'development';
};

/** An http(s) origin (scheme, host, port; no path, query, fragment or credentials), normalised by URL. */
const originFrom = (name: string, raw: string): string => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL such as https://www.hartklop.nl, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must use http or https, got "${raw}"`);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new ConfigError(`${name} must be an origin only (scheme and host, no path, query or credentials), got "${raw}"`);
  }
  return url.origin;
};

const publicUrlFrom = (raw: string | undefined, nodeEnv: NodeEnv): string | undefined => {
  const value = optionalFrom(raw);
  if (value === undefined) {
    if (nodeEnv === 'production') {
      throw new ConfigError('PUBLIC_URL is required with NODE_ENV=production: set it to the public origin of the site, e.g. PUBLIC_URL=https://www.hartklop.nl');
    }
    return undefined;
  }
  return originFrom('PUBLIC_URL', value);
};

/** PUBLIC_URL (first) and the SITE_ORIGINS list, each once. */
const siteOriginsFrom = (raw: string | undefined, publicUrl: string | undefined): readonly string[] => {
  const listed = (optionalFrom(raw) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => originFrom('SITE_ORIGINS', entry));
  return [...new Set([...(publicUrl !== undefined ? [publicUrl] : []), ...listed])];
};

/** A yes/no switch: 1/true or 0/false (unset: the fallback). */
const flagFrom = (env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean => {
  const value = optionalFrom(env[name])?.toLowerCase();
  if (value === undefined) return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${env[name]}"`);
};

const MOLLIE_KEY = /^(?:test|live)_[A-Za-z0-9]{20,64}$/;

const mollieApiKeyFrom = (raw: string | undefined): string | undefined => {
  const value = optionalFrom(raw);
  if (value !== undefined && !MOLLIE_KEY.test(value)) throw new ConfigError('MOLLIE_API_KEY must be a Mollie API key (test_... or live_...)');
  return value;
};

/** PAYMENT_SANDBOX: 1/true on, 0/false off; unset: on outside production, off in production. */
const paymentSandboxFrom = (raw: string | undefined, nodeEnv: NodeEnv): boolean => {
  const value = optionalFrom(raw)?.toLowerCase();
  if (value === undefined) return nodeEnv !== 'production';
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ConfigError(`PAYMENT_SANDBOX must be 1 or 0, got "${raw}"`);
};

/** An absolute http(s) URL without query or fragment, kept without its trailing slash. */
const baseUrlFrom = (name: string, raw: string | undefined): string | undefined => {
  const value = optionalFrom(raw);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new ConfigError(`${name} must be an http(s) URL without query, fragment or credentials, got "${value}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
};

/**
 * DATABASE_URL: a postgres:// (or postgresql://) URL, or a socket folder (an absolute path). Its
 * value is never repeated in the message: it holds the password.
 */
const databaseUrlFrom = (raw: string | undefined): string | undefined => {
  const value = optionalFrom(raw);
  if (value === undefined || value.startsWith('/')) return value;
  const invalid = new ConfigError('DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database (or unset for the embedded database)');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid;
  }
  if (!['postgres:', 'postgresql:', 'socket:'].includes(url.protocol)) throw invalid;
  return value;
};

/**
 * Reads the configuration. `repoRoot` anchors the defaults (`.data`, `shell/dist`, `deploy`);
 * relative paths given in the environment are resolved against the working directory.
 */
export function loadConfig(env: NodeJS.ProcessEnv, repoRoot: string): Config {
  const nodeEnv = nodeEnvFrom(env.NODE_ENV);
  const resolveDir = (name: string, fallback: string): string => {
    const raw = env[name];
    return raw && raw.trim() !== '' ? path.resolve(raw) : path.join(repoRoot, fallback);
  };
  const dataDir = resolveDir('DATA_DIR', '.data');
  const databaseUrl = databaseUrlFrom(env.DATABASE_URL);
  const publicUrl = publicUrlFrom(env.PUBLIC_URL, nodeEnv);
  return {
    port: intFrom(env, 'PORT', 8080, 0, 65535),
    host: env.HOST && env.HOST.trim() !== '' ? env.HOST.trim() : '0.0.0.0',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl,
    nodeEnv,
    logLevel: env.LOG_LEVEL && env.LOG_LEVEL.trim() !== '' ? env.LOG_LEVEL.trim() : nodeEnv === 'test' ? 'silent' : 'info',
    repoRoot,
    staticRoot: resolveDir('STATIC_ROOT', path.join('shell', 'dist')),
    deployDir: resolveDir('DEPLOY_DIR', 'deploy'),
    seedProfiles: intFrom(env, 'SEED_PROFILES', 1000, 0, 10_000_000),
    searchCountCacheMs: intFrom(env, 'SEARCH_COUNT_CACHE_MS', 60_000, 0, 3_600_000),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    bodyLimit: intFrom(env, 'BODY_LIMIT', 1024 * 1024, 1024, 100 * 1024 * 1024),
    scryptLogN: intFrom(env, 'SCRYPT_LOG_N', 17, 10, 20),
    signupsPerIpHour: intFrom(env, 'SIGNUPS_PER_IP_HOUR', SIGNUP_IP_LIMIT, 1, 100_000),
    smtpUrl: env.SMTP_URL && env.SMTP_URL.trim() !== '' ? env.SMTP_URL.trim() : undefined,
    mailFrom: env.MAIL_FROM && env.MAIL_FROM.trim() !== '' ? env.MAIL_FROM.trim() : 'Hartklop <noreply@hartklop.nl>',
    publicUrl,
    siteOrigins: siteOriginsFrom(env.SITE_ORIGINS, publicUrl),
    hstsIncludeSubdomains: flagFrom(env, 'HSTS_INCLUDE_SUBDOMAINS', false),
    mailSecret: secretFrom(env, 'MAIL_SECRET'),
    mailEventsToken: secretFrom(env, 'MAIL_EVENTS_TOKEN'),
    staffSecretKey: secretFrom(env, 'STAFF_SECRET_KEY'),
    vapidKeys: vapidKeysFrom(env),
    vapidSubject: vapidSubjectFrom(env.VAPID_SUBJECT),
    chatHistoryLimit: intFrom(env, 'CHAT_HISTORY_LIMIT', CHAT_RULES.defaultHistoryLimit, 1, 1_000_000),
    pushServiceHosts: hostListFrom(env.PUSH_SERVICE_HOSTS, DEFAULT_PUSH_SERVICE_HOSTS),
    mollieApiKey: mollieApiKeyFrom(env.MOLLIE_API_KEY),
    paymentSandbox: paymentSandboxFrom(env.PAYMENT_SANDBOX, nodeEnv),
    paymentWebhookBaseUrl: baseUrlFrom('PAYMENT_WEBHOOK_BASE_URL', env.PAYMENT_WEBHOOK_BASE_URL),
    paymentWebhookPerMinute: intFrom(env, 'PAYMENT_WEBHOOK_PER_MINUTE', 60, 1, 1_000_000),
    paymentWebhookRepeatSeconds: intFrom(env, 'PAYMENT_WEBHOOK_REPEAT_SECONDS', 5, 0, 3600),
    directDebit: directDebitConfigFrom(env, nodeEnv),
    storage: storageConfigFrom(env),
  };
}

/** S3 bucket names as AWS allows them (3-63 lower-case letters, digits, dots and hyphens). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION_NAME = /^[a-z0-9-]{1,64}$/;

/** S3_BUCKET set: the bucket; else the disk. The S3_* variables without S3_BUCKET are a mistake, not ignored. */
function storageConfigFrom(env: NodeJS.ProcessEnv): StorageConfig {
  const bucket = optionalFrom(env.S3_BUCKET);
  const redirect = optionalFrom(env.MEDIA_REDIRECT);
  if (redirect !== undefined && redirect !== 'presigned') throw new ConfigError(`MEDIA_REDIRECT must be "presigned" or unset, got "${redirect}"`);
  if (bucket === undefined) {
    const stray = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'].find((name) => optionalFrom(env[name]) !== undefined);
    if (stray) throw new ConfigError(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to store files in a bucket, or unset ${stray}`);
    if (redirect !== undefined) throw new ConfigError('MEDIA_REDIRECT=presigned needs S3_BUCKET (files on disk are served by the API)');
    return { driver: 'disk' };
  }
  if (!BUCKET_NAME.test(bucket)) throw new ConfigError(`S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots and hyphens), got "${bucket}"`);
  const endpoint = optionalFrom(env.S3_ENDPOINT);
  let endpointUrl: string | undefined;
  if (endpoint !== undefined) {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new ConfigError(`S3_ENDPOINT must be an http(s) URL such as https://s3.example.com, got "${endpoint}"`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
      throw new ConfigError(`S3_ENDPOINT must be an http(s) URL without query, fragment or credentials (those come from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY), got "${endpoint}"`);
    }
    endpointUrl = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }
  const region = optionalFrom(env.S3_REGION) ?? 'us-east-1';
  if (!REGION_NAME.test(region)) throw new ConfigError(`S3_REGION must be a region name such as eu-central-1, got "${region}"`);
  // MinIO, R2 and the like answer on one host: path-style addresses unless told otherwise.
  const forcePathStyle = flagFrom(env, 'S3_FORCE_PATH_STYLE', endpointUrl !== undefined);
  return { driver: 's3', bucket, endpoint: endpointUrl, region, forcePathStyle, redirect: redirect === 'presigned' };
}
