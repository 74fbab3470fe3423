import { generate } from 'otplib';
import { registerUser, STRONG_PASSWORD, testClient, type TestClient } from './clients';
import type { TestApp } from './create-test-app';

/** The code an authenticator app shows for `secret` at the test server's clock, `stepsAhead` 30-second steps on. */
export function authenticatorCode(t: TestApp, secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + stepsAhead * 30 });
}

/** Moves the test server's clock into the next 30-second step: codes of the steps before are spent or stale. */
export function nextCodeStep(t: TestApp): void {
  const ms = t.clock.now().getTime();
  t.clock.advance(30_000 - (ms % 30_000) + 1000);
}

export interface EnrolledUser {
  client: TestClient;
  email: string;
  secret: string;
  recoveryCodes: string[];
}

/** A new verified user with an authenticator app turned on over REST, as the account screen does it. */
export async function enrolledUser(t: TestApp): Promise<EnrolledUser> {
  const client = testClient(t.server);
  const user = await registerUser(client);
  const setup = await client.post('/api/auth/two-factor/setup').send({ password: STRONG_PASSWORD }).expect(200);
  const secret = setup.body.secret as string;
  nextCodeStep(t);
  const enabled = await client
    .post('/api/auth/two-factor/enable')
    .send({ code: await authenticatorCode(t, secret) })
    .expect(200);
  return { client, email: user.email, secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}
