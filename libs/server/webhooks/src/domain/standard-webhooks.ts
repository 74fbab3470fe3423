import { createHmac, randomBytes } from 'node:crypto';

/** Secrets are `whsec_` and the base64 of this many random bytes (the spec asks for 24 to 64). */
const SECRET_BYTES = 32;
const SECRET_PREFIX = 'whsec_';

/** A new signing secret, in the form Standard Webhooks libraries read. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

/** The `webhook-id` of a message: stable across its retries. */
export function webhookMessageId(messageId: string): string {
  return `msg_${messageId.replace(/-/g, '')}`;
}

/**
 * The headers of one delivery attempt per the Standard Webhooks specification: the signature is
 * the base64 HMAC-SHA256, keyed with the decoded secret, of `id.timestamp.body`.
 */
export function signedHeaders(secret: string, id: string, timestampSeconds: number, body: string) {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': `v1,${signature}`,
  };
}
