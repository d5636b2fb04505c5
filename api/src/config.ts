// Runtime configuration of the api, read once from the environment so every other module gets
// plain values (and tests can pass their own).
import path from 'node:path';
import { parseTokyo } from '@portal/shared/tokyo-time';

export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  /** PostgreSQL server; when unset the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** PGlite data directory, or 'memory://' for a throw-away database. */
  dataDir: string;
  seed: boolean;
  /**
   * The day an empty database's demo is dated for (api/src/seed/demo-clock.ts): today by default,
   * SEED_TODAY=YYYY-MM-DD for another day, SEED_TODAY=authored (and under jest) as it was written.
   */
  seedToday: Date | undefined;
  /** Bearer token of the company console; undefined disables the console. */
  consoleToken: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Origin used in links inside mails (password reset and the like). */
  publicUrl: string;
  cookieSecure: boolean;
  /**
   * Addresses or CIDR ranges (or proxy-addr's 'loopback', 'linklocal', 'uniquelocal') of the
   * proxies whose X-Forwarded-For is believed; false: the socket's address is the client's.
   */
  trustProxy: string[] | false;
  /** Built shell to serve (index.html and assets); undefined disables static serving. */
  shellDist: string | undefined;
  /** Federation name → port number or absolute manifest URL, for /remotes.json. */
  remotes: Record<string, number | string>;
  /** The deploy pointer file (which version of each remote /remotes.json names), if any. */
  remotesPointer: string | undefined;
  /** Where published remote versions are (RELEASES_DIR/<remote-dir>/<version>/), if local. */
  releasesDir: string | undefined;
  /** Requests per minute of one API token (API_TOKEN_RATE_LIMIT, 100 by default). */
  apiTokenRequestsPerMinute: number;
  /** Validate every answer against its contract schema (tests; API_CHECK_ANSWERS=true). */
  checkAnswers: boolean;
  /**
   * The support contact of the announcements page and the header (SUPPORT_SITE_URL, SUPPORT_MAIL,
   * SUPPORT_PHONE, SUPPORT_HOURS); the company console's set-support-contact overrides it.
   */
  support: SupportDefaults;
  /**
   * Webhooks may go to plain http on loopback (WEBHOOK_ALLOW_LOCAL_HTTP=true; `npm start` and the
   * tests). Off in production unless set: https only, never a private or loopback address.
   */
  webhookAllowLocalHttp: boolean;
  /**
   * Daily runs of the background runner moved from their own time (DAILY_RUNS_AT, e.g.
   * `notification-digest=07:30`, several comma-separated), Tokyo time. Empty: each at its own.
   */
  dailyRunsAt: Record<string, { hour: number; minute: number }>;
}

/** DAILY_RUNS_AT: `kind=HH:MM[,kind=HH:MM…]`. */
export function parseDailyRunsAt(value: string | undefined) {
  const runs: Record<string, { hour: number; minute: number }> = {};
  for (const entry of (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^([\w-]+)=([01]\d|2[0-3]):([0-5]\d)$/.exec(entry);
    if (!match) throw new Error(`DAILY_RUNS_AT: "${entry}" is not kind=HH:MM`);
    runs[match[1]] = { hour: Number(match[2]), minute: Number(match[3]) };
  }
  return runs;
}

/** A field left unset is answered as null: the portal shows no invented contact. */
export interface SupportDefaults {
  siteUrl: string | null;
  mail: string | null;
  phone: string | null;
  hours: string | null;
}

/** SUPPORT_*: the site must be an http(s) URL, the mail an address; empty means unset. */
export function parseSupport(env: NodeJS.ProcessEnv): SupportDefaults {
  const value = (name: string) => env[name]?.trim() || null;
  const siteUrl = value('SUPPORT_SITE_URL');
  if (siteUrl && !/^https?:\/\/[^\s/]+/.test(siteUrl)) {
    throw new Error('SUPPORT_SITE_URL must be an http or https URL');
  }
  const mail = value('SUPPORT_MAIL');
  if (mail && !/^[^\s@]+@[^\s@]+$/.test(mail)) {
    throw new Error('SUPPORT_MAIL must be an e-mail address');
  }
  return { siteUrl, mail, phone: value('SUPPORT_PHONE'), hours: value('SUPPORT_HOURS') };
}

const API_ROOT = path.resolve(__dirname, '..');
export const DEFAULT_CONSOLE_TOKEN = 'dev-console-token';

function parseRemotes(raw: string | undefined): Record<string, number | string> {
  if (!raw) return {};
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('REMOTES must be a JSON object of federation name to port or URL');
  }
  const remotes: Record<string, number | string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== 'number' && typeof value !== 'string') {
      throw new Error(`REMOTES.${name} must be a port number or a URL`);
    }
    remotes[name] = value;
  }
  return remotes;
}

/** TRUST_PROXY: a comma-separated list; unset, empty or 'false' trusts no proxy. */
export function parseTrustProxy(raw: string | undefined): string[] | false {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && entries[0] === 'false')) return false;
  // 'true' would believe any client that sends the header: exactly what must not happen.
  if (entries.some((entry) => entry === 'true' || /^\d+$/.test(entry))) {
    throw new Error('TRUST_PROXY must list the addresses or CIDR ranges of the proxies');
  }
  return entries;
}

/** API_TOKEN_RATE_LIMIT: a positive whole number of requests per minute; unset, 100. */
export function parseRateLimit(raw: string | undefined): number {
  if (!raw) return 100;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new Error('API_TOKEN_RATE_LIMIT must be a positive whole number (requests per minute)');
  }
  return value;
}

function parseSeedToday(value: string | undefined, underJest: boolean): Date | undefined {
  if (value === 'authored' || (underJest && !value)) return undefined;
  if (!value) return new Date();
  const noon = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseTokyo(`${value}T12:00`) : null;
  if (!noon) throw new Error('SEED_TODAY must be a date (YYYY-MM-DD) or "authored"');
  return noon;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 4000);
  const host = env.HOST ?? '127.0.0.1';
  return {
    production,
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || path.join(API_ROOT, '.data', 'pglite'),
    seed: env.SEED !== 'false',
    seedToday: parseSeedToday(env.SEED_TODAY, env.JEST_WORKER_ID !== undefined),
    // A guessable default token is only acceptable on a developer's machine.
    consoleToken: env.CONSOLE_TOKEN || (production ? undefined : DEFAULT_CONSOLE_TOKEN),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || '紹介会社ポータル <no-reply@portal.example>',
    publicUrl: (
      env.PUBLIC_URL || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`
    ).replace(/\/$/, ''),
    cookieSecure: env.COOKIE_SECURE === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shellDist: env.SHELL_DIST || undefined,
    remotes: parseRemotes(env.REMOTES),
    remotesPointer: env.REMOTES_POINTER || undefined,
    releasesDir: env.RELEASES_DIR || undefined,
    apiTokenRequestsPerMinute: parseRateLimit(env.API_TOKEN_RATE_LIMIT),
    checkAnswers: env.API_CHECK_ANSWERS === 'true' || env.JEST_WORKER_ID !== undefined,
    support: parseSupport(env),
    dailyRunsAt: parseDailyRunsAt(env.DAILY_RUNS_AT),
    webhookAllowLocalHttp:
      env.WEBHOOK_ALLOW_LOCAL_HTTP === 'true' ||
      (!production && env.WEBHOOK_ALLOW_LOCAL_HTTP !== 'false'),
  };
}
