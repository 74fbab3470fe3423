import { randomBytes, randomInt } from 'node:crypto';
import request from 'supertest';

/** A fresh, valid e-mail address for a test's own user. */
export function randomEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.test`;
}

/** A documentation-range IPv4 address, so each test client is throttled on its own. */
export function randomClientAddress(): string {
  return `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export const STRONG_PASSWORD = 'Str0ng!pass';

/**
 * A cookie-keeping HTTP client that presents itself from its own client address.
 * `server` is the Node server of a TestApp.
 */
export function testClient(server: Parameters<typeof request.agent>[0], address = randomClientAddress()) {
  const agent = request.agent(server);
  agent.set('X-Forwarded-For', address);
  return Object.assign(agent, { address });
}

export type TestClient = ReturnType<typeof testClient>;

/** Registers a user through the REST API; the client is signed in afterwards. */
export async function registerUser(client: TestClient, overrides: Partial<{ email: string; password: string; name: string }> = {}) {
  const body = { email: randomEmail(), password: STRONG_PASSWORD, name: 'Test User', ...overrides };
  const res = await client.post('/api/auth/register').send(body).expect(201);
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = setCookie.map((c) => c.split(';')[0]!).find((c) => c.includes('coffer_sid='))!;
  return { ...body, id: res.body.id as string, cookie };
}

export type SignedInClient = TestClient & { userId: string; email: string; cookie: string };

/** A new client with a freshly registered, signed-in user (REST), and who that user is. */
export async function signedInClient(server: Parameters<typeof request.agent>[0], overrides: Partial<{ email: string; password: string; name: string }> = {}): Promise<SignedInClient> {
  const client = testClient(server);
  const user = await registerUser(client, overrides);
  return Object.assign(client, { userId: user.id, email: user.email, cookie: user.cookie });
}
