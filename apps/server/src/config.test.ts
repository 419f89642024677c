import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempFolders } from '../test/temp-folders';
import { ConfigError, loadConfig, trustProxyOption } from './config';

const freshFolder = useTempFolders('frs-config-');

describe('loadConfig', () => {
  it('defaults to port 8080 and the embedded database', () => {
    const config = loadConfig({ DATA_DIR: freshFolder() });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.production).toBe(false);
  });

  it('generates the JWT secret once and keeps it in the data folder', () => {
    const folder = freshFolder();
    const first = loadConfig({ DATA_DIR: folder });
    const second = loadConfig({ DATA_DIR: folder });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(folder, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
  });

  it('requires a long JWT_SECRET in production and writes no secret file there', () => {
    const folder = freshFolder();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: folder })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: folder, JWT_SECRET: 'short' })).toThrow(/32/);
    expect(existsSync(join(folder, 'jwt-secret'))).toBe(false);
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: folder, JWT_SECRET: 'x'.repeat(40) });
    expect(config.production).toBe(true);
  });

  it('reads PORT and DATABASE_URL, and refuses a bad port', () => {
    const config = loadConfig({ DATA_DIR: freshFolder(), PORT: '9090', DATABASE_URL: 'postgres://u:p@h/db' });
    expect(config.port).toBe(9090);
    expect(config.databaseUrl).toBe('postgres://u:p@h/db');
    expect(() => loadConfig({ DATA_DIR: freshFolder(), PORT: 'eighty' })).toThrow(ConfigError);
  });

  it('reads DATABASE_READ_URL only beside a PostgreSQL DATABASE_URL, and its lag limit (5 s by default)', () => {
    const primary = 'postgres://u:p@primary/db';
    const replica = 'postgres://u:p@replica/db';
    const config = loadConfig({ DATA_DIR: freshFolder(), DATABASE_URL: primary, DATABASE_READ_URL: replica });
    expect([config.databaseReadUrl, config.databaseReadMaxLagSeconds]).toEqual([replica, 5]);
    const unset = loadConfig({ DATA_DIR: freshFolder(), DATABASE_URL: primary });
    expect([unset.databaseReadUrl, unset.databaseReadMaxLagSeconds]).toEqual([undefined, 5]);
    const lag = (value: string) =>
      loadConfig({
        DATA_DIR: freshFolder(),
        DATABASE_URL: primary,
        DATABASE_READ_URL: replica,
        DATABASE_READ_MAX_LAG_SECONDS: value,
      }).databaseReadMaxLagSeconds;
    expect([lag('1'), lag('2.5'), lag('3600')]).toEqual([1, 2.5, 3600]);
    for (const wrong of ['0', '0.5', '3601', 'five', '-1']) {
      expect(() => lag(wrong)).toThrow(/DATABASE_READ_MAX_LAG_SECONDS must be a number of seconds from 1 to 3600/);
    }
    // The embedded database has no replicas: a replica without a PostgreSQL primary stops the start, saying why.
    expect(() => loadConfig({ DATA_DIR: freshFolder(), DATABASE_READ_URL: replica })).toThrow(
      /DATABASE_READ_URL needs a PostgreSQL DATABASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: freshFolder(), DATABASE_URL: './data', DATABASE_READ_URL: replica })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadConfig({ DATA_DIR: freshFolder(), DATABASE_URL: primary, DATABASE_READ_URL: 'replica.example:5432' }),
    ).toThrow(/DATABASE_READ_URL must be a postgres:\/\/ URL/);
  });

  it('uses the web build only when it has an index.html', () => {
    const config = loadConfig({ DATA_DIR: freshFolder() }, freshFolder());
    expect(config.webDistDir).toBeUndefined();
  });

  it('builds links from PUBLIC_URL, or from the port', () => {
    expect(loadConfig({ DATA_DIR: freshFolder(), PORT: '9191' }).publicUrl).toBe('http://localhost:9191');
    expect(loadConfig({ DATA_DIR: freshFolder(), PUBLIC_URL: 'https://b2b.agency.am/' }).publicUrl).toBe(
      'https://b2b.agency.am',
    );
    expect(() => loadConfig({ DATA_DIR: freshFolder(), PUBLIC_URL: 'ftp://x' })).toThrow(ConfigError);
  });

  it('reads SMTP from the environment only when SMTP_HOST is set', () => {
    expect(loadConfig({ DATA_DIR: freshFolder() }).smtp).toBeNull();
    const smtp = loadConfig({
      DATA_DIR: freshFolder(),
      SMTP_HOST: 'mail.agency.am',
      SMTP_SECURE: 'tls',
      SMTP_USER: 'robot',
      SMTP_PASSWORD: 'secret',
      SMTP_FROM: 'Agency <robot@agency.am>',
    }).smtp;
    expect(smtp).toEqual({
      host: 'mail.agency.am',
      port: 465,
      security: 'tls',
      user: 'robot',
      password: 'secret',
      from: 'Agency <robot@agency.am>',
    });
    const plain = loadConfig({
      DATA_DIR: freshFolder(),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '2525',
      SMTP_SECURE: 'none',
    });
    expect(plain.smtp).toMatchObject({ port: 2525, security: 'none', from: 'no-reply@localhost' });
    expect(() => loadConfig({ DATA_DIR: freshFolder(), SMTP_HOST: 'h', SMTP_SECURE: 'maybe' })).toThrow(ConfigError);
  });

  it('keeps uploads in DATA_DIR/uploads unless UPLOADS_DIR names a folder (shared by several processes)', () => {
    const folder = freshFolder();
    expect(loadConfig({ DATA_DIR: folder }).uploadsDir).toBe(join(folder, 'uploads'));
    const shared = freshFolder();
    expect(loadConfig({ DATA_DIR: folder, UPLOADS_DIR: shared }).uploadsDir).toBe(shared);
  });

  it('reads JOB_INTERVAL_MS within its bounds, and leaves the jobs their own intervals without it', () => {
    expect(loadConfig({ DATA_DIR: freshFolder() }).jobIntervalMs).toBeUndefined();
    expect(loadConfig({ DATA_DIR: freshFolder(), JOB_INTERVAL_MS: '250' }).jobIntervalMs).toBe(250);
    for (const value of ['50', '1.5', 'soon', '3600001']) {
      expect(() => loadConfig({ DATA_DIR: freshFolder(), JOB_INTERVAL_MS: value })).toThrow(ConfigError);
    }
  });

  it('reads SEARCH_CACHE_MS (the oldest answer served, 0: off) and SEARCH_CACHE_ENTRIES within their bounds', () => {
    const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: freshFolder(), ...env });
    expect(config({}).searchCacheMs).toBe(60_000);
    expect(config({}).searchCacheEntries).toBe(5_000);
    expect(config({ SEARCH_CACHE_MS: '0' }).searchCacheMs).toBe(0);
    expect(config({ SEARCH_CACHE_MS: '600000', SEARCH_CACHE_ENTRIES: '1' }).searchCacheEntries).toBe(1);
    for (const value of ['-1', '1.5', 'long', '600001']) {
      expect(() => config({ SEARCH_CACHE_MS: value })).toThrow(ConfigError);
    }
    for (const value of ['0', '2.5', 'many', '100001']) {
      expect(() => config({ SEARCH_CACHE_ENTRIES: value })).toThrow(ConfigError);
    }
  });

  it('reads TRUST_PROXY: true is one proxy, a number counts proxies, a list names them; anything else stops', () => {
    const trust = (value: string | undefined) => loadConfig({ DATA_DIR: freshFolder(), TRUST_PROXY: value }).trustProxy;
    for (const none of [undefined, '', 'false', '0']) expect(trust(none)).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust(' TRUE ')).toBe(1);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.2,10.0.0.3')).toEqual(['10.0.0.2', '10.0.0.3']);
    expect(trust(' 10.0.0.0/24 , fd00::/8, ::1,loopback ')).toEqual(['10.0.0.0/24', 'fd00::/8', '::1', 'loopback']);
    for (const garbage of ['yes', '11', '-1', '1.5', '10.0.0.2,', '10.0.0.0/33', '10.0.0.256', 'proxy.internal']) {
      expect(() => trust(garbage), garbage).toThrow(ConfigError);
      expect(() => trust(garbage), garbage).toThrow(/^TRUST_PROXY must /);
    }
  });

  it('reads the API keys rate limits, 20/s with bursts of 40 and searches 10/s with 20 by default', () => {
    expect(loadConfig({ DATA_DIR: freshFolder() }).apiKeyRates).toEqual({
      calls: { perSecond: 20, burst: 40 },
      searches: { perSecond: 10, burst: 20 },
    });
    const set = loadConfig({
      DATA_DIR: freshFolder(),
      API_KEY_RATE_PER_SECOND: '5',
      API_KEY_BURST: '8',
      API_KEY_SEARCH_RATE_PER_SECOND: '0.5',
      API_KEY_SEARCH_BURST: '2',
    }).apiKeyRates;
    expect(set).toEqual({ calls: { perSecond: 5, burst: 8 }, searches: { perSecond: 0.5, burst: 2 } });
    for (const [name, value] of [
      ['API_KEY_RATE_PER_SECOND', '0'],
      ['API_KEY_RATE_PER_SECOND', 'fast'],
      ['API_KEY_BURST', '1.5'],
      ['API_KEY_SEARCH_BURST', '0'],
      ['API_KEY_SEARCH_RATE_PER_SECOND', '100001'],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: freshFolder(), [name]: value }), `${name}=${value}`).toThrow(
        new RegExp(`^${name} must `),
      );
    }
  });

  it("gives Fastify a trust function that counts TRUST_PROXY's hops from the socket, or the proxies' list", () => {
    const twoHops = trustProxyOption(2);
    if (typeof twoHops !== 'function') throw new Error('a hop count must be a trust function');
    expect([0, 1, 2, 3].map((hop) => twoHops('203.0.113.1', hop))).toEqual([true, true, false, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.2', '10.0.0.3'])).toEqual(['10.0.0.2', '10.0.0.3']);
  });

  it('allows insecure webhooks only when WEBHOOK_ALLOW_INSECURE is exactly true', () => {
    const allow = (value: string | undefined) =>
      loadConfig({ DATA_DIR: freshFolder(), WEBHOOK_ALLOW_INSECURE: value }).webhookAllowInsecure;
    expect([allow(undefined), allow(''), allow('1'), allow('yes'), allow('true')]).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('serves metrics only when asked: METRICS_TOKEN, METRICS_PORT and METRICS_HOST, refusing bad values', () => {
    const unset = loadConfig({ DATA_DIR: freshFolder(), HOST: '10.0.0.5' });
    expect(unset.metrics).toEqual({ token: undefined, port: undefined, host: '10.0.0.5' });
    const token = 'a1b2c3d4e5f6a7b8c9d0e1f2';
    const set = loadConfig({
      DATA_DIR: freshFolder(),
      METRICS_TOKEN: token,
      METRICS_PORT: '9464',
      METRICS_HOST: '127.0.0.1',
    });
    expect(set.metrics).toEqual({ token, port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ DATA_DIR: freshFolder(), METRICS_PORT: '0' }).metrics.port).toBe(0);

    const refused = (env: NodeJS.ProcessEnv, message: RegExp) => {
      expect(() => loadConfig({ DATA_DIR: freshFolder(), ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: freshFolder(), ...env })).toThrow(message);
    };
    refused({ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be 16 to 512 characters.*it has 5 characters$/);
    refused({ METRICS_TOKEN: 'sixteen chars and a space' }, /and others \(a space/);
    refused({ METRICS_PORT: 'nine' }, /METRICS_PORT is not a port number: nine/);
    refused({ METRICS_PORT: '70000' }, /METRICS_PORT is not a port number: 70000/);
    refused({ METRICS_PORT: '-1' }, /METRICS_PORT is not a port number/);
    refused({ METRICS_PORT: '8080' }, /METRICS_PORT must differ from PORT \(8080\)/);
    refused({ PORT: '9000', METRICS_PORT: '9000' }, /differ from PORT \(9000\)/);
  });
});
