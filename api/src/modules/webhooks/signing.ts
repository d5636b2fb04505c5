// Standard Webhooks signing (https://www.standardwebhooks.com) with its maintained library: a
// per-endpoint secret (whsec_ + base64 of 32 random bytes), a message id that every attempt and
// replay of a delivery repeats (webhook-id), and the headers of one attempt signed at its time.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

export const SECRET_PREFIX = 'whsec_';

export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** The secret's first characters after the prefix: enough to tell two secrets apart. */
export const secretHint = (secret: string) => `${secret.slice(0, SECRET_PREFIX.length + 4)}…`;

export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of one attempt: the timestamp is the attempt's, the id the delivery's. */
export function signedHeaders(
  secret: string,
  messageId: string,
  at: Date,
  body: string,
): SignedHeaders {
  const signature = new Webhook(secret).sign(messageId, at, body);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}
