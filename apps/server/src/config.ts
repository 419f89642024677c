import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { CBA_DEFAULT_URL } from './modules/currency';

/** SMTP from the environment (SMTP_HOST …); used while the settings console has saved no SMTP settings. */
export interface TSmtpEnvironment {
  host: string;
  port: number;
  security: 'none' | 'starttls' | 'tls';
  user: string | undefined;
  password: string | undefined;
  /** "Name <address>" or an address. */
  from: string;
}

/**
 * TRUST_PROXY: `false` (no proxy: the client is the socket's peer), a number of proxies in front (the client is that
 * many addresses back from the socket, counting X-Forwarded-For from the right), or the proxies' addresses and
 * ranges (X-Forwarded-For is read from the right past them).
 */
export type TTrustProxy = false | number | readonly string[];

export interface TConfig {
  port: number;
  host: string;
  /** Embedded database folder, JWT secret file and lock file live here. */
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * `DATABASE_READ_URL`: a streaming replica of DATABASE_URL's database for the reads that may lag (reports,
   * exports, history: db/read-replica.ts); only with a PostgreSQL DATABASE_URL. Unset: every read on the primary.
   */
  databaseReadUrl: string | undefined;
  /** `DATABASE_READ_MAX_LAG_SECONDS` (1 to 3600, default 5): further behind, the replica's reads go to the primary. */
  databaseReadMaxLagSeconds: number;
  jwtSecret: string;
  jwtExpiresIn: string;
  production: boolean;
  /** Folder of the web app's production build; missing in development (Vite serves the app) and API tests. */
  webDistDir: string | undefined;
  logLevel: string;
  /** First Super Admin in production, created only on an empty database. */
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Seed demo data on an empty PostgreSQL database too (the embedded one is always seeded outside production). */
  seedDemo: boolean;
  /**
   * Uploaded files (logos, signatures, hotel photos): `UPLOADS_DIR`, else `DATA_DIR/uploads`. Several processes on one
   * database share one folder (docs/OPERATIONS.md "Scale-out").
   */
  uploadsDir: string;
  /** The Central Bank of Armenia's rate service (tests point it at a local fake). */
  cbaRatesUrl: string;
  /** The address users reach the app at, without a trailing slash: links in e-mails start with it. */
  publicUrl: string;
  smtp: TSmtpEnvironment | null;
  /**
   * The oldest search answer served (ms); answers are dropped sooner at any change they read (modules/search/README.md).
   * 0 turns the cache off.
   */
  searchCacheMs: number;
  /** The most search answers a process keeps (the least recently used go first). */
  searchCacheEntries: number;
  /** CHECK_ANSWERS=true: zod checks every answer beside the compiled serializer (lib/answer-serializer.ts); off by default. */
  checkAnswers: boolean;
  /** `JOB_INTERVAL_MS`: every periodic job runs at this interval instead of its own (tests); unset: their own. */
  jobIntervalMs: number | undefined;
  /** Which proxies' X-Forwarded-For to believe: `request.ip` is the client's address that it gives. */
  trustProxy: TTrustProxy;
  /**
   * `WEBHOOK_ALLOW_INSECURE=true`: webhooks may go to http on a loopback address and to any address (tests, a local
   * receiver); unset, only https, and never to a private, loopback or link-local address (modules/webhooks/README.md).
   */
  webhookAllowInsecure: boolean;
  /**
   * Per API key and per process (issue 33): calls a second sustained and the burst, for reads and writes (each
   * counted apart; API_KEY_RATE_PER_SECOND, API_KEY_BURST) and for searches (API_KEY_SEARCH_RATE_PER_SECOND,
   * API_KEY_SEARCH_BURST).
   */
  apiKeyRates: TApiKeyRates;
  /** Where `GET /metrics` is served (docs/OPERATIONS.md "Metrics"). */
  metrics: TMetricsConfig;
}

/**
 * `METRICS_TOKEN`: the bearer token `GET /metrics` asks for on the main port (unset: the route answers 404 there);
 * `METRICS_PORT` (and `METRICS_HOST`, by default `HOST`): a second listener that serves only `/metrics`, for a port
 * the firewall keeps private (unset: none). With both set the second port asks for the token too.
 */
export interface TMetricsConfig {
  token: string | undefined;
  port: number | undefined;
  host: string;
}

export interface TApiKeyRates {
  calls: { perSecond: number; burst: number };
  searches: { perSecond: number; burst: number };
}

export class ConfigError extends Error {}

const JWT_SECRET_FILE = 'jwt-secret';
const MIN_SECRET_LENGTH = 32;

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new ConfigError(`PORT is not a port number: ${value}`);
  return port;
}

/** A secret generated once per data folder, so that tokens survive restarts in development. */
function readOrCreateSecret(dataDir: string): string {
  const path = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

function parsePublicUrl(value: string | undefined, port: number): string {
  const text = value || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`PUBLIC_URL is not a URL: ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must be an http(s) URL: ${text}`);
  }
  return url.toString().replace(/\/+$/, '');
}

const SMTP_SECURITY_VALUES: Record<string, TSmtpEnvironment['security']> = {
  tls: 'tls',
  true: 'tls',
  ssl: 'tls',
  starttls: 'starttls',
  false: 'starttls',
  none: 'none',
};
const SMTP_DEFAULT_PORTS: Record<TSmtpEnvironment['security'], number> = { tls: 465, starttls: 587, none: 25 };

function parseSmtp(env: NodeJS.ProcessEnv, publicUrl: string): TSmtpEnvironment | null {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const securityText = (env.SMTP_SECURE || 'starttls').trim().toLowerCase();
  const security = SMTP_SECURITY_VALUES[securityText];
  if (!security) throw new ConfigError(`SMTP_SECURE must be tls, starttls or none: ${env.SMTP_SECURE}`);
  const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : SMTP_DEFAULT_PORTS[security];
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new ConfigError(`SMTP_PORT is not a port number: ${env.SMTP_PORT}`);
  }
  return {
    host,
    port,
    security,
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from: env.SMTP_FROM || `no-reply@${new URL(publicUrl).hostname}`,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv, defaultWebDistDir?: string): TConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR || './data');
  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (production) throw new ConfigError('JWT_SECRET must be set in production (at least 32 characters).');
    jwtSecret = readOrCreateSecret(dataDir);
  }
  if (production && jwtSecret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`JWT_SECRET must have at least ${MIN_SECRET_LENGTH} characters.`);
  }
  const port = parsePort(env.PORT);
  const publicUrl = parsePublicUrl(env.PUBLIC_URL, port);
  const webDistDir = env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : defaultWebDistDir;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    ...parseReadReplica(env),
    jwtSecret,
    jwtExpiresIn: env.JWT_EXPIRES_IN || '12h',
    production,
    webDistDir: webDistDir && existsSync(join(webDistDir, 'index.html')) ? webDistDir : undefined,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO === 'true' || env.SEED_DEMO === '1',
    cbaRatesUrl: env.CBA_RATES_URL || CBA_DEFAULT_URL,
    uploadsDir: env.UPLOADS_DIR ? resolve(env.UPLOADS_DIR) : join(dataDir, 'uploads'),
    publicUrl,
    smtp: parseSmtp(env, publicUrl),
    searchCacheMs: parseSearchCacheMs(env.SEARCH_CACHE_MS),
    searchCacheEntries: parseSearchCacheEntries(env.SEARCH_CACHE_ENTRIES),
    checkAnswers: env.CHECK_ANSWERS === 'true' || env.CHECK_ANSWERS === '1',
    jobIntervalMs: parseJobIntervalMs(env.JOB_INTERVAL_MS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webhookAllowInsecure: env.WEBHOOK_ALLOW_INSECURE === 'true',
    apiKeyRates: parseApiKeyRates(env),
    metrics: parseMetrics(env, port),
  };
}

/** Long enough not to be guessed; the characters an Authorization header carries as they are (RFC 6750's b64token). */
const METRICS_TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{16,512}$/;

function parseMetrics(env: NodeJS.ProcessEnv, mainPort: number): TMetricsConfig {
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && !METRICS_TOKEN_PATTERN.test(token)) {
    throw new ConfigError(
      'METRICS_TOKEN must be 16 to 512 characters of letters, digits and . _ ~ + / = - ' +
        `(openssl rand -hex 32 makes one); it has ${token.length} characters` +
        (/[^A-Za-z0-9._~+/=-]/.test(token) ? ' and others (a space, a quote …)' : ''),
    );
  }
  const portText = env.METRICS_PORT;
  let port: number | undefined;
  if (portText !== undefined && portText !== '') {
    port = Number(portText);
    // 0 (a free port, printed at start) is for tests.
    if (!/^\d+$/.test(portText) || port > 65_535) {
      throw new ConfigError(`METRICS_PORT is not a port number: ${portText}`);
    }
    if (port !== 0 && port === mainPort) {
      throw new ConfigError(`METRICS_PORT must differ from PORT (${mainPort}): metrics get a listener of their own`);
    }
  }
  return { token, port, host: env.METRICS_HOST || env.HOST || '0.0.0.0' };
}

const POSTGRES_URL = /^postgres(ql)?:\/\//;

/** The default of DATABASE_READ_MAX_LAG_SECONDS: a report or export a few seconds old is still today's. */
export const DEFAULT_READ_MAX_LAG_SECONDS = 5;

/** DATABASE_READ_URL (a PostgreSQL URL, beside a PostgreSQL DATABASE_URL) and DATABASE_READ_MAX_LAG_SECONDS. */
function parseReadReplica(env: NodeJS.ProcessEnv): Pick<TConfig, 'databaseReadUrl' | 'databaseReadMaxLagSeconds'> {
  const url = env.DATABASE_READ_URL?.trim() || undefined;
  const lagText = env.DATABASE_READ_MAX_LAG_SECONDS?.trim() ?? '';
  const maxLag = lagText === '' ? DEFAULT_READ_MAX_LAG_SECONDS : Number(lagText);
  if (!Number.isFinite(maxLag) || maxLag < 1 || maxLag > 3_600) {
    throw new ConfigError(`DATABASE_READ_MAX_LAG_SECONDS must be a number of seconds from 1 to 3600: ${lagText}`);
  }
  if (url === undefined) return { databaseReadUrl: undefined, databaseReadMaxLagSeconds: maxLag };
  if (!POSTGRES_URL.test(url)) {
    throw new ConfigError('DATABASE_READ_URL must be a postgres:// URL of a streaming replica of DATABASE_URL.');
  }
  if (!POSTGRES_URL.test(env.DATABASE_URL ?? '')) {
    throw new ConfigError(
      'DATABASE_READ_URL needs a PostgreSQL DATABASE_URL (the embedded database has no replicas): set DATABASE_URL ' +
        'to the primary, or unset DATABASE_READ_URL.',
    );
  }
  return { databaseReadUrl: url, databaseReadMaxLagSeconds: maxLag };
}

/** A rate setting: a number from 0.01 to 100000 (calls a second, or a burst of whole calls), or its default. */
function parseRate(env: NodeJS.ProcessEnv, name: string, fallback: number, whole: boolean): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (
    !Number.isFinite(number) ||
    number < (whole ? 1 : 0.01) ||
    number > 100_000 ||
    (whole && !Number.isInteger(number))
  ) {
    throw new ConfigError(
      `${name} must be ${whole ? 'a whole number from 1' : 'a number from 0.01'} to 100000: ${value}`,
    );
  }
  return number;
}

/** The API keys' rate limits by default: 20 calls a second with bursts of 40, searches 10 a second with 20. */
export const DEFAULT_API_KEY_RATES: TApiKeyRates = {
  calls: { perSecond: 20, burst: 40 },
  searches: { perSecond: 10, burst: 20 },
};

function parseApiKeyRates(env: NodeJS.ProcessEnv): TApiKeyRates {
  const { calls, searches } = DEFAULT_API_KEY_RATES;
  return {
    calls: {
      perSecond: parseRate(env, 'API_KEY_RATE_PER_SECOND', calls.perSecond, false),
      burst: parseRate(env, 'API_KEY_BURST', calls.burst, true),
    },
    searches: {
      perSecond: parseRate(env, 'API_KEY_SEARCH_RATE_PER_SECOND', searches.perSecond, false),
      burst: parseRate(env, 'API_KEY_SEARCH_BURST', searches.burst, true),
    },
  };
}

/**
 * SEARCH_CACHE_MS: the oldest search answer served, 0 (no cache) to 600000, default 60000. Answers are dropped at
 * any change they read; this caps only what time alone changes (a sale closing by its time limit).
 */
function parseSearchCacheMs(value: string | undefined): number {
  if (value === undefined || value === '') return 60_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 600_000) {
    throw new ConfigError(`SEARCH_CACHE_MS must be a whole number of milliseconds from 0 to 600000: ${value}`);
  }
  return ms;
}

/** SEARCH_CACHE_ENTRIES: the most search answers a process keeps, 1 to 100000, default 5000. */
function parseSearchCacheEntries(value: string | undefined): number {
  if (value === undefined || value === '') return 5_000;
  const entries = Number(value);
  if (!Number.isInteger(entries) || entries < 1 || entries > 100_000) {
    throw new ConfigError(`SEARCH_CACHE_ENTRIES must be a whole number from 1 to 100000: ${value}`);
  }
  return entries;
}

/** JOB_INTERVAL_MS: 100 to 3600000, or unset. */
function parseJobIntervalMs(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 3_600_000) {
    throw new ConfigError(`JOB_INTERVAL_MS must be a whole number of milliseconds from 100 to 3600000: ${value}`);
  }
  return ms;
}

const MAX_PROXY_HOPS = 10;
/** proxy-addr's named ranges, which Fastify's trustProxy accepts in its list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4 or IPv6 address, optionally with a prefix length (`10.0.0.0/8`), or a named range. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || address.includes('%') || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, `false` or `0`: no proxy; `true`: one proxy (the same as `1`); `1` to `10`: that many proxies
 * in front; else a comma-separated list of the proxies' addresses or ranges (`10.0.0.2,10.0.0.3`, `10.0.0.0/24`).
 */
export function parseTrustProxy(value: string | undefined): TTrustProxy {
  const text = (value ?? '').trim();
  const lower = text.toLowerCase();
  if (lower === '' || lower === 'false' || lower === '0') return false;
  if (lower === 'true') return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS) {
      throw new ConfigError(`TRUST_PROXY must count 1 to ${MAX_PROXY_HOPS} proxies: ${text}`);
    }
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be true, a number of proxies (1 to ${MAX_PROXY_HOPS}) or the proxies' addresses ` +
        `(10.0.0.2,10.0.0.3 or 10.0.0.0/24); not an address: '${wrong}'`,
    );
  }
  return entries;
}

/**
 * Fastify's `trustProxy` option. Fastify does not count hops itself (a number there trusts no proxy at all), so a
 * count is a trust function: the socket's peer and the next `hops - 1` X-Forwarded-For entries from the right are
 * proxies, and `request.ip` is the entry before them. Anyone who reaches the port directly is taken for a proxy too:
 * a count is for a server that only its proxy can reach (docs/OPERATIONS.md); a list trusts only those addresses.
 */
export function trustProxyOption(trust: TTrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}
