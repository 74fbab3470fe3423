// The adversarial spec's slow cases (adversarial.e2e-spec.ts has the rest): a thousand malformed
// bodies in a row, and a statistical timing probe that samples until the answer is clear (minutes
// on a busy machine). Both run in `npm run test:system`.
import {
  createTestApp,
  randomEmail,
  registerUser,
  storageState,
  testClient,
  timePairs,
  type TestApp,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';
import { MALFORMED_MULTIPART, raw } from './adversarial-inputs';

describe('Adversarial inputs, at volume', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    cookie = (await registerUser(testClient(t.server))).cookie;
  });
  afterAll(() => t.close());

  it('answers 1 000 malformed multipart bodies with 4xx and keeps serving', async () => {
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const { type, body } = MALFORMED_MULTIPART[i % MALFORMED_MULTIPART.length]!(i);
      const status = await raw(
        t,
        '/api/files/upload',
        { 'Content-Type': type, 'Content-Length': body.length, Cookie: cookie, 'X-Forwarded-For': '198.51.100.7' },
        body,
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    for (const status of statuses.keys()) expect([status, status >= 400 && status < 500]).toEqual([status, true]);
    expect(storageState(t.config.dataDir).staging).toEqual([]);
    await testClient(t.server).get('/api/health').expect(200);
  });

  it('does not reveal which e-mails have accounts: same status, body and time for unknown e-mail and wrong password', async () => {
    // Several accounts, each guessed at (4 times) well under the free attempts an account allows per hour.
    const rounds = 4;
    const knowns: Array<{ email: string }> = [];
    for (let k = 0; k < 16 * rounds; k++) knowns.push(await registerUser(testClient(t.server)));
    const bodies = new Set<string>();
    const times = await timePairs(
      ['known', 'unknown'],
      // Both paths run one argon2id verification and the same statements; they stay within 10 % of each other.
      { pairs: 64, upTo: 64 * rounds, tolerance: ({ known, unknown }) => 0.1 * Math.max(known, unknown) },
      async (kind, i) => {
        const email = kind === 'known' ? knowns[Math.floor(i / 4)]!.email : randomEmail();
        const res = await testClient(t.server)
          .post('/api/auth/login')
          .send({ email, password: `Wrong!pass${i}` });
        expect({ status: res.status, body: res.body as unknown }).toMatchObject({ status: 401 });
        bodies.add(JSON.stringify(res.body));
      },
    );
    expect(bodies.size).toBe(1);
    expect(times.gap).toBeLessThan(times.tolerance);
  }, 180_000);
});
