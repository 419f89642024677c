import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CBA_DEFAULT_URL } from './modules/currency/cba-rate-provider';

export interface TConfig {
  port: number;
  host: string;
  /** Embedded database folder, JWT secret file and lock file live here. */
  dataDir: string;
  databaseUrl: string | undefined;
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
  /** Uploaded files (logos, signatures, hotel photos): `DATA_DIR/uploads`. */
  uploadsDir: string;
  /** The Central Bank of Armenia's rate service (tests point it at a local fake). */
  cbaRatesUrl: string;
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
  const webDistDir = env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : defaultWebDistDir;
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    jwtExpiresIn: env.JWT_EXPIRES_IN || '12h',
    production,
    webDistDir: webDistDir && existsSync(join(webDistDir, 'index.html')) ? webDistDir : undefined,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO === 'true' || env.SEED_DEMO === '1',
    cbaRatesUrl: env.CBA_RATES_URL || CBA_DEFAULT_URL,
    uploadsDir: join(dataDir, 'uploads'),
  };
}
