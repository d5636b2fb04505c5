#!/usr/bin/env node
// A sample webhook receiver for the portal (issue 30): verifies each delivery with the Standard
// Webhooks library (any Standard Webhooks implementation works the same way) and prints it.
//
//   WEBHOOK_SECRET=whsec_... node examples/webhook-receiver.mjs [port]   (default 8787)
//
// Register http://127.0.0.1:8787/ under 設定 › API連携 › Webhook (`npm start` allows http to
// loopback; production needs https). Answers 204 to a verified delivery and 400 otherwise. The
// same webhook-id arrives again on a retry or a 再送: deduplicate on it.
import http from 'node:http';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

const secret = process.env.WEBHOOK_SECRET;
if (!secret) {
  console.error('Set WEBHOOK_SECRET to the secret shown when the endpoint was added (whsec_…).');
  process.exit(1);
}
const port = Number(process.argv[2] ?? process.env.PORT ?? 8787);
const webhook = new Webhook(secret);
const seen = new Set();

const server = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    try {
      const event = webhook.verify(body, {
        'webhook-id': request.headers['webhook-id'] ?? '',
        'webhook-timestamp': request.headers['webhook-timestamp'] ?? '',
        'webhook-signature': request.headers['webhook-signature'] ?? '',
      });
      const id = request.headers['webhook-id'];
      const again = seen.has(id) ? ' (again: already received)' : '';
      seen.add(id);
      console.log(`verified ${id}${again}: ${event.type}`);
      console.log(JSON.stringify(event.data, null, 2));
      response.writeHead(204).end();
    } catch (error) {
      const reason = error instanceof WebhookVerificationError ? error.message : String(error);
      console.error(`refused: ${reason}`);
      response.writeHead(400, { 'content-type': 'text/plain' }).end('invalid signature');
    }
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`webhook receiver on http://127.0.0.1:${port}/`);
});
