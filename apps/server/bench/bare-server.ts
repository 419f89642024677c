/**
 * The yardstick of `npm run bench`: a bare Fastify process answering a JSON GET and a JSON POST with a small body, no
 * database, no authentication, no logging. Prints its port once it listens.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
app.post('/bare', async (request) => ({ ok: true, echo: (request.body as { n?: number } | null)?.n ?? 0 }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`bare listening on ${typeof address === 'object' && address ? address.port : 0}\n`);
