// The account spec's statistical timing probe (account.e2e-spec.ts has the rest): it samples
// until the answer is clear, which on a busy machine takes minutes, so it runs in `npm run test:system`.
import {
  createTestApp,
  randomEmail,
  registerUser,
  startTestSmtp,
  testClient,
  timePairs,
  type TestApp,
  type TestSmtpServer,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

describe('Account self-service: password reset timing', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(AppModule, { SMTP_URL: smtp.url, PUBLIC_URL: 'http://coffer.test:3000' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('takes as long for an unknown address as for a known one', async () => {
    const users: Array<{ email: string }> = [];
    for (let i = 0; i < 24; i++) users.push(await registerUser(testClient(t.server)));
    // Up to 3 rounds, each address asked for once a round: within its throttle of 3 requests.
    const knownEmail = (i: number) => users[i % users.length]!.email;
    const times = await timePairs(
      ['known', 'unknown'],
      // Both answer before the account is looked up; only noise separates them (a few ms at most).
      {
        pairs: users.length,
        upTo: 3 * users.length,
        tolerance: ({ known, unknown }) => Math.max(5, 0.25 * Math.max(known, unknown)),
      },
      (kind, i) =>
        testClient(t.server)
          .post('/api/auth/password-reset')
          .send({ email: kind === 'known' ? knownEmail(i) : randomEmail() })
          .expect(202),
      // The reset mail is written after the answer; it is let go before the next sample.
      async (kind, i) => (kind === 'known' ? smtp.nextMailTo(knownEmail(i), 'Reset your Coffer password') : undefined),
    );
    expect(times.gap).toBeLessThan(times.tolerance);
  });
});
