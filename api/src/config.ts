import path from 'node:path';

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
  /** The shell's production build, served at `/`. */
  staticRoot: string;
  /** Deployed remotes (`<remote>/<version>/`) and `remotes.json`. */
  deployDir: string;
  /** Number of demo profiles seeded on first start (0 disables seeding). */
  seedProfiles: number;
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
  /** Public origin used in mail links (`https://www.hartklop.nl`); default: the origin of the request. */
  publicUrl: string | undefined;
  /**
   * Key of the unsubscribe links in mails (HMAC-SHA256). Unset: a random key made once per
   * database and kept in the table server_secrets.
   */
  mailSecret: string | undefined;
  /** Bearer token of the mail provider's feedback calls (POST /api/mail-events.php); unset: no such endpoint. */
  mailEventsToken: string | undefined;
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

const nodeEnvFrom = (raw: string | undefined): NodeEnv => {
  if (raw === 'production' || raw === 'test') return raw;
  return 'development';
};

const publicUrlFrom = (raw: string | undefined): string | undefined => {
  if (raw === undefined || raw.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`PUBLIC_URL must use http or https, got "${raw}"`);
  return url.origin;
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
  const databaseUrl = env.DATABASE_URL && env.DATABASE_URL.trim() !== '' ? env.DATABASE_URL.trim() : undefined;
  return {
    port: intFrom(env, 'PORT', 8080, 0, 65535),
    host: env.HOST && env.HOST.trim() !== '' ? env.HOST.trim() : '0.0.0.0',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl,
    nodeEnv,
    logLevel: env.LOG_LEVEL && env.LOG_LEVEL.trim() !== '' ? env.LOG_LEVEL.trim() : nodeEnv === 'test' ? 'silent' : 'info',
    staticRoot: resolveDir('STATIC_ROOT', path.join('shell', 'dist')),
    deployDir: resolveDir('DEPLOY_DIR', 'deploy'),
    seedProfiles: intFrom(env, 'SEED_PROFILES', 1000, 0, 10_000_000),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    bodyLimit: intFrom(env, 'BODY_LIMIT', 1024 * 1024, 1024, 100 * 1024 * 1024),
    scryptLogN: intFrom(env, 'SCRYPT_LOG_N', 17, 10, 20),
    signupsPerIpHour: intFrom(env, 'SIGNUPS_PER_IP_HOUR', SIGNUP_IP_LIMIT, 1, 100_000),
    smtpUrl: env.SMTP_URL && env.SMTP_URL.trim() !== '' ? env.SMTP_URL.trim() : undefined,
    mailFrom: env.MAIL_FROM && env.MAIL_FROM.trim() !== '' ? env.MAIL_FROM.trim() : 'Hartklop <noreply@hartklop.nl>',
    publicUrl: publicUrlFrom(env.PUBLIC_URL),
    mailSecret: secretFrom(env, 'MAIL_SECRET'),
    mailEventsToken: secretFrom(env, 'MAIL_EVENTS_TOKEN'),
  };
}
