import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { randomClientAddress } from './client-address';
import { verifyAddress } from './mailbox';

/** A fresh, valid e-mail address for a test's own user. */
export function randomEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.test`;
}

export { randomClientAddress };

export const STRONG_PASSWORD = 'Str0ng!pass';

/**
 * A cookie-keeping HTTP client that presents itself from its own client address.
 * `server` is the Node server of a TestApp.
 */
export function testClient(server: Parameters<typeof request.agent>[0], address = randomClientAddress()) {
  const agent = request.agent(server);
  agent.set('X-Forwarded-For', address);
  return Object.assign(agent, { address, appServer: server });
}

export type TestClient = ReturnType<typeof testClient>;

export interface NewUser {
  email: string;
  password: string;
  name: string;
  /** false: leave the address unverified (default: verified through the link mailed at sign-up). */
  verify: boolean;
}

/**
 * Registers a user through the REST API; the client is signed in afterwards. By default the
 * address is then verified as a person would (the link mailed at sign-up, read from the app's
 * outbox or test SMTP server), since only verified accounts receive what is shared with them.
 */
export async function registerUser(client: TestClient, overrides: Partial<NewUser> = {}) {
  const { verify = true, ...fields } = overrides;
  const body = { email: randomEmail(), password: STRONG_PASSWORD, name: 'Test User', ...fields };
  const res = await client.post('/api/auth/register').send(body).expect(201);
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = setCookie.map((c) => c.split(';')[0]!).find((c) => c.includes('coffer_sid='))!;
  if (verify) await verifyAddress(client.appServer!, body.email, cookie);
  return { ...body, id: res.body.id as string, cookie };
}

export type SignedInClient = TestClient & { userId: string; email: string; cookie: string };

/** A new client with a freshly registered, signed-in user (REST), and who that user is. */
export async function signedInClient(
  server: Parameters<typeof request.agent>[0],
  overrides: Partial<NewUser> = {},
): Promise<SignedInClient> {
  const client = testClient(server);
  const user = await registerUser(client, overrides);
  return Object.assign(client, { userId: user.id, email: user.email, cookie: user.cookie });
}
