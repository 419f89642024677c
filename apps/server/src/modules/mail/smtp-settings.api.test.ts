import { createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIL_ENDPOINTS,
  MASKED_PASSWORD,
  type TEndpointDefinition,
  type TErrorBody,
  type TSmtpSettings,
  type TSmtpTestResult,
} from '@frs/contract';
import { history, smtpSettings } from '../../db/schema';
import { loggerOptions } from '../../lib/logger';
import { injectEndpoint } from '../../../test/endpoint-call';
import { createUser, loginAs } from '../../../test/factories';
import { startMailCapture, type TMailCapture } from '../../../test/mail-capture';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
let capture: TMailCapture;
let guarded: SMTPServer;
let guardedPort: number;
let adminToken: string;
let viewerToken: string;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  testApp = await createTestApp({ logger: { ...(loggerOptions('warn') as object), stream } });
  capture = await startMailCapture();
  // A real SMTP server that wants a login and refuses every one: its answer is the error the admin must see.
  guarded = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(new Error('535 5.7.8 Authentication credentials invalid')),
  });
  await new Promise<void>((resolve) => guarded.listen(0, '127.0.0.1', resolve));
  guardedPort = (guarded.server.address() as { port: number }).port;
  adminToken = (await loginAs(testApp.app, (await createUser(testApp.database.db, { role: 'Admin' })).email)).token;
  viewerToken = (await loginAs(testApp.app, (await createUser(testApp.database.db, { role: 'Viewer' })).email)).token;
});

afterAll(async () => {
  await testApp.app.close();
  await capture.close();
  await new Promise<void>((resolve) => guarded.close(() => resolve()));
});

const call = (endpoint: TEndpointDefinition, token: string, body?: object) =>
  injectEndpoint(testApp.app, endpoint, { token, body, headers: { 'accept-language': 'en' } });

const SETTINGS = {
  host: '127.0.0.1',
  security: 'none',
  username: 'robot',
  password: 's3cret-password',
  fromAddress: 'robot@agency.test',
  fromName: 'Agency robot',
};

describe('SMTP settings', () => {
  it('answers "not saved" with the current transport until an admin saves them', async () => {
    const response = await call(MAIL_ENDPOINTS.smtpSettings, viewerToken);
    expect(response.statusCode).toBe(200);
    expect(response.json<TSmtpSettings>()).toMatchObject({ saved: false, password: '', status: { configured: false } });
  });

  it('saves them, masks the password in every answer, and keeps it when the mask comes back', async () => {
    const saved = await call(MAIL_ENDPOINTS.editSmtpSettings, adminToken, { ...SETTINGS, port: capture.port });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TSmtpSettings>()).toMatchObject({
      saved: true,
      port: capture.port,
      password: MASKED_PASSWORD,
      status: { configured: true, transport: 'smtp-settings' },
    });
    expect(saved.body).not.toContain('s3cret-password');
    const again = await call(MAIL_ENDPOINTS.editSmtpSettings, adminToken, {
      ...SETTINGS,
      port: capture.port,
      password: MASKED_PASSWORD,
      fromName: 'Renamed robot',
    });
    expect(again.statusCode).toBe(200);
    const [row] = await testApp.database.db.select().from(smtpSettings).where(eq(smtpSettings.id, 1));
    expect(row).toMatchObject({ password: 's3cret-password', fromName: 'Renamed robot' });
    const rows = await testApp.database.db.select().from(history).where(eq(history.entity, 'smtpSettings'));
    expect(JSON.stringify(rows)).not.toContain('s3cret-password');
    expect(rows.at(-1)?.newValues).toEqual({ fromName: 'Renamed robot' });
  });

  it('refuses an invalid host, port and sender with field errors, changing nothing', async () => {
    const response = await call(MAIL_ENDPOINTS.editSmtpSettings, adminToken, {
      ...SETTINGS,
      host: 'smtp server!',
      port: 70_000,
      fromAddress: 'robot@',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({
      host: 'A server name or IP address, e.g. smtp.example.am',
      port: 'Maximum 65535',
      fromAddress: 'Invalid e-mail address',
    });
    const [row] = await testApp.database.db.select().from(smtpSettings);
    expect(row?.port).toBe(capture.port);
  });

  it('is read by Viewer and changed by admins only', async () => {
    expect((await call(MAIL_ENDPOINTS.editSmtpSettings, viewerToken, { ...SETTINGS, port: 25 })).statusCode).toBe(403);
    expect((await call(MAIL_ENDPOINTS.removeSmtpSettings, viewerToken)).statusCode).toBe(403);
    // The permission is checked before the body: a bad body from a Viewer is a 403 too, not a 400.
    expect((await call(MAIL_ENDPOINTS.editSmtpSettings, viewerToken, { host: 'smtp server!' })).statusCode).toBe(403);
    const agent = await createUser(testApp.database.db);
    const agentToken = (await loginAs(testApp.app, agent.email)).token;
    expect((await call(MAIL_ENDPOINTS.smtpSettings, agentToken)).statusCode).toBe(403);
    expect((await call(MAIL_ENDPOINTS.testSmtp, viewerToken, { to: 'a@b.test' })).statusCode).toBe(403);
  });
});

describe('the test e-mail', () => {
  it('goes through the saved settings to a real SMTP server, in the caller language', async () => {
    const before = capture.mails.length;
    const response = await call(MAIL_ENDPOINTS.testSmtp, adminToken, { to: 'owner@agency.test' });
    expect(response.json<TSmtpTestResult>()).toEqual({ delivered: true, error: null });
    const mail = capture.mails[before];
    expect(mail?.to).toEqual(['owner@agency.test']);
    expect(mail?.subject).toBe('Flights Reservation System: test e-mail');
  });

  it('says that an SMTP server refused the login, without saving the settings; the log has its answer', async () => {
    const response = await call(MAIL_ENDPOINTS.testSmtp, adminToken, {
      to: 'owner@agency.test',
      settings: { ...SETTINGS, port: guardedPort },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TSmtpTestResult>()).toEqual({
      delivered: false,
      error: 'The SMTP server refused the user name or password',
    });
    const [row] = await testApp.database.db.select().from(smtpSettings);
    expect(row?.port).toBe(capture.port);
    const logged = logLines.find((line) => line.includes(`"port":${guardedPort}`));
    expect(logged).toContain('SMTP test e-mail failed');
    expect(logged).toContain('EAUTH');
    expect(logged).not.toContain('s3cret-password');
  });

  it('answers a closed port and open ports that do not speak SMTP alike (no port scanning through it)', async () => {
    const peers: Server[] = [];
    /** A plain TCP server that greets every connection its own way. */
    const listen = async (greet: (socket: Socket) => void) => {
      const server = createServer(greet);
      peers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as { port: number }).port;
    };
    try {
      const closedPort = await listen(() => undefined);
      await new Promise<void>((resolve) => peers.pop()?.close(() => resolve()));
      const hangsUp = await listen((socket) => socket.destroy());
      const webServer = await listen((socket) => socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n'));
      const garbage = await listen((socket) => socket.write('\u0000\u00ff garbage that is no greeting\r\n'));
      const answers = [];
      for (const port of [closedPort, hangsUp, webServer, garbage]) {
        const response = await call(MAIL_ENDPOINTS.testSmtp, adminToken, {
          to: 'owner@agency.test',
          settings: { ...SETTINGS, port },
        });
        answers.push({ port, status: response.statusCode, body: response.json<TSmtpTestResult>() });
      }
      for (const answer of answers) {
        expect({ ...answer, port: 0 }, `port ${answer.port}`).toEqual({
          port: 0,
          status: 200,
          body: {
            delivered: false,
            error:
              'The test e-mail could not be sent through this SMTP server. Check the host, port, security and sender (the server log has the details)',
          },
        });
      }
      // The details stay in the server log, where they tell the ports apart.
      const logged = answers.map(({ port }) => {
        const line = logLines.find((candidate) => candidate.includes(`"port":${port}`));
        return (JSON.parse(line ?? '{}') as { failure?: { message?: string } }).failure?.message;
      });
      expect(logged[0]).toContain('ECONNREFUSED');
      expect(logged[2]).toContain('HTTP/1.1 400 Bad Request');
      expect(new Set(logged).size).toBe(answers.length);
    } finally {
      await Promise.all(peers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    }
  });
});

describe('"Use the server\'s settings" (issue 31)', () => {
  it('removes the saved settings: mail goes by the environment again, the history keeps what was removed', async () => {
    const environment = await createTestApp({
      mail: {
        publicUrl: 'http://localhost',
        dataDir: undefined,
        production: true,
        smtp: {
          host: '127.0.0.1',
          port: capture.port,
          security: 'none',
          user: undefined,
          password: undefined,
          from: 'Agency <env@agency.test>',
        },
      },
    });
    try {
      const admin = await createUser(environment.database.db, { role: 'Admin' });
      const token = (await loginAs(environment.app, admin.email)).token;
      const callHere = (endpoint: TEndpointDefinition, body?: object) =>
        injectEndpoint(environment.app, endpoint, { token, body, headers: { 'accept-language': 'en' } });
      const saved = await callHere(MAIL_ENDPOINTS.editSmtpSettings, { ...SETTINGS, port: capture.port });
      expect(saved.json<TSmtpSettings>()).toMatchObject({
        saved: true,
        status: { transport: 'smtp-settings' },
        fallback: 'environment',
      });

      const removed = await callHere(MAIL_ENDPOINTS.removeSmtpSettings);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json<TSmtpSettings>()).toEqual({
        saved: false,
        host: '127.0.0.1',
        port: capture.port,
        security: 'none',
        username: null,
        password: '',
        fromAddress: 'env@agency.test',
        fromName: 'Agency',
        status: { configured: true, transport: 'environment' },
        fallback: 'environment',
      });
      expect(await environment.database.db.select().from(smtpSettings)).toEqual([]);
      // The /agents warning reads the mail status: configured, through the environment.
      expect((await callHere(MAIL_ENDPOINTS.status)).json()).toEqual({ configured: true, transport: 'environment' });
      const rows = await environment.database.db.select().from(history).where(eq(history.entity, 'smtpSettings'));
      expect(rows.map((row) => row.action)).toEqual(['create', 'delete']);
      expect(rows[1]).toMatchObject({
        actorId: admin.id,
        oldValues: { host: '127.0.0.1', username: 'robot', fromAddress: 'robot@agency.test' },
        newValues: {},
      });
      expect(JSON.stringify(rows)).not.toContain('s3cret-password');

      // Nothing saved: removing again changes nothing and writes no history.
      expect((await callHere(MAIL_ENDPOINTS.removeSmtpSettings)).json<TSmtpSettings>()).toMatchObject({ saved: false });
      expect(
        await environment.database.db.select().from(history).where(eq(history.entity, 'smtpSettings')),
      ).toHaveLength(2);
    } finally {
      await environment.app.close();
    }
  });

  it('says that without the environment mail then waits (production), and the status follows', async () => {
    const saved = await call(MAIL_ENDPOINTS.editSmtpSettings, adminToken, { ...SETTINGS, port: capture.port });
    expect(saved.json<TSmtpSettings>()).toMatchObject({ fallback: 'none', status: { configured: true } });
    const removed = await call(MAIL_ENDPOINTS.removeSmtpSettings, adminToken);
    expect(removed.json<TSmtpSettings>()).toMatchObject({
      saved: false,
      host: '',
      status: { configured: false, transport: 'none' },
      fallback: 'none',
    });
    expect((await call(MAIL_ENDPOINTS.status, adminToken)).json()).toEqual({ configured: false, transport: 'none' });
  });
});
