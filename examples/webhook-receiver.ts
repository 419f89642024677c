/**
 * A webhook receiver: checks each delivery's signature with the endpoint's secret and prints its event (docs/API.md
 * "Examples"). Answers 204 to a delivery it accepts, 400 to one whose signature or timestamp is wrong (the server
 * does not retry a 4xx: fix the secret and resend the failed deliveries from /developers).
 *
 *   FRS_WEBHOOK_SECRET=whsec_… PORT=4000 npx tsx examples/webhook-receiver.ts
 *
 * Delivery is at least once: the same event may arrive twice, always with the same `webhook-id`, which this receiver
 * remembers to act on each event once.
 */
import { createServer, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { verifyWebhook, WebhookVerificationError, type TFrsWebhookEvent } from '@frs/client';

/** How many delivery ids are remembered to drop a repeat (a real receiver keeps them in its database). */
const REMEMBERED_IDS = 10_000;

/** A server that verifies every POST and hands each new event to `onEvent` with its `webhook-id`. */
export function webhookReceiver(
  secret: string,
  onEvent: (event: TFrsWebhookEvent, id: string, repeated: boolean) => void,
): Server {
  const seen = new Set<string>();
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST') {
        response.writeHead(405, { allow: 'POST' }).end();
        return;
      }
      let event: TFrsWebhookEvent;
      try {
        // The raw bytes as received: the signature covers them, not a parsed and re-serialised copy.
        event = verifyWebhook(secret, Buffer.concat(chunks), request.headers);
      } catch (error) {
        if (!(error instanceof WebhookVerificationError)) throw error;
        response.writeHead(400, { 'content-type': 'text/plain' }).end(error.message);
        return;
      }
      const id = String(request.headers['webhook-id']);
      const repeated = seen.has(id);
      if (!repeated) {
        seen.add(id);
        if (seen.size > REMEMBERED_IDS) seen.delete(seen.values().next().value!);
      }
      onEvent(event, id, repeated);
      // Answer fast (the server waits 5 s at most): real work belongs in a queue of the receiver's own.
      response.writeHead(204).end();
    });
  });
}

function main() {
  const secret = process.env.FRS_WEBHOOK_SECRET;
  if (!secret) {
    process.stderr.write('Set FRS_WEBHOOK_SECRET (the whsec_… secret shown when the endpoint was registered)\n');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4000);
  const server = webhookReceiver(secret, (event, id, repeated) => {
    process.stdout.write(
      `${event.timestamp} ${event.type} ${id}${repeated ? ' (repeated: already handled)' : ''} ${JSON.stringify(event.data)}\n`,
    );
  });
  server.listen(port, () => process.stdout.write(`Receiving webhooks on http://localhost:${port}/\n`));
}

// Run as a script (not when a test imports the receiver).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
