// The sharing spec's statistical timing probe (sharing-verified.e2e-spec.ts has the rest): asking
// a restricted link for a code takes as long for an unlisted address as for a listed one. It times
// dozens of pairs of requests, so it runs in `npm run test:system`.
import {
  createTestApp,
  randomEmail,
  signedInClient,
  startTestSmtp,
  testClient,
  timePairs,
  uploadFiles,
  type TestApp,
  type TestSmtpServer,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

describe('Sharing with verified addresses: one-time codes for visitors, timing', () => {
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

  it('takes as long to answer a code request for a listed address as for an unlisted one', async () => {
    const owner = await signedInClient(t.server, { name: 'Olga Owner' });
    const fileId = (
      await uploadFiles(owner, [{ name: 'guest.txt', content: `content ${Math.random()} 0123456789` }]).expect(201)
    ).body.created[0].id as string;
    // Timing: each sample with its own link, so no throttle is reached. Rounds of 24 pairs, up to
    // four while one round is too noisy to tell (a busy machine).
    const round = 24;
    const links: Array<{ guest: string; token: string }> = [];
    for (let i = 0; i < 4 * round; i++) {
      const guest = randomEmail('timed');
      links.push({
        guest,
        token: (
          await owner
            .post('/api/share/create')
            .send({ fileId, scope: 'restricted', emails: [guest] })
            .expect(201)
        ).body.token,
      });
    }
    const times = await timePairs(
      ['listed', 'unlisted'],
      // The same statements run for both, so only noise separates them.
      {
        pairs: round,
        upTo: links.length,
        tolerance: ({ listed, unlisted }) => Math.max(5, 0.25 * Math.max(listed, unlisted)),
      },
      (kind, i) =>
        testClient(t.server)
          .post(`/api/share/access/${links[i]!.token}/code`)
          .send({ email: kind === 'listed' ? links[i]!.guest : randomEmail('timed-no') })
          .expect(200),
      // The mail leaves after the answer; it is let go before the next sample, so it slows neither kind down.
      async (kind, i) => (kind === 'listed' ? smtp.nextMailTo(links[i]!.guest, 'enter this code') : undefined),
    );
    expect(times.gap).toBeLessThan(times.tolerance);
  });
});
