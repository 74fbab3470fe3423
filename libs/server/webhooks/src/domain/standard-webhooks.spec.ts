import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, signedHeaders, webhookMessageId } from './standard-webhooks';

describe('Standard Webhooks signing', () => {
  it('makes secrets of 32 random bytes that the reference library verifies signatures with', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(newWebhookSecret()).not.toBe(secret);
    const body = JSON.stringify({ type: 'upload.completed', timestamp: new Date().toISOString(), data: { a: 1 } });
    const id = webhookMessageId('0b6e8c3e-2f7a-4c5e-9d61-2a1f0c9b7e11');
    expect(id).toBe('msg_0b6e8c3e2f7a4c5e9d612a1f0c9b7e11');
    const headers = signedHeaders(secret, id, Math.floor(Date.now() / 1000), body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('signs id, timestamp and body: changing any of them fails verification', () => {
    const secret = newWebhookSecret();
    const now = Math.floor(Date.now() / 1000);
    const headers = signedHeaders(secret, 'msg_1', now, '{"a":1}');
    const verifier = new Webhook(secret);
    expect(() => verifier.verify('{"a":2}', headers)).toThrow();
    expect(() => verifier.verify('{"a":1}', { ...headers, 'webhook-id': 'msg_2' })).toThrow();
    expect(() => verifier.verify('{"a":1}', { ...headers, 'webhook-timestamp': String(now - 1) })).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify('{"a":1}', headers)).toThrow();
  });
});
