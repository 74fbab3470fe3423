import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { CLIENT_BINDING_HEADER, RECOVERY_CODE_COUNT, SECOND_FACTOR_MESSAGES } from '@coffer/shared-contracts';
import {
  authenticatorCode,
  createTestApp,
  enrolledUser,
  nextCodeStep,
  nextAppMail,
  registerUser,
  STRONG_PASSWORD,
  testClient,
  type TestApp,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const LOGIN_GQL = 'mutation($input: LoginInput!) { login(input: $input) { id email } }';
const SECOND_GQL = 'mutation($input: SecondFactorInput!) { loginSecondFactor(input: $input) { id email } }';
const ME_GQL = '{ me { id twoFactor { enabled recoveryCodesLeft } sessions { nodes { current signInMethod } } } }';

/** Authenticator codes (TOTP) and recovery codes, over REST and GraphQL, with codes made by otplib as an app makes them. */
describe('Two-step verification', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(() => t.close());

  const codeAt = (secret: string, stepsAhead = 0) => authenticatorCode(t, secret, stepsAhead);
  const nextStep = () => nextCodeStep(t);
  const enrolled = () => enrolledUser(t);

  function cookieNamed(res: request.Response, name: string): string | undefined {
    return ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));
  }

  it('enrols with the password and a first code, and only then asks for codes at sign-in', async () => {
    const client = testClient(t.server);
    const user = await registerUser(client);
    await client.get('/api/auth/two-factor').expect(200, { enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const wrong = await client.post('/api/auth/two-factor/setup').send({ password: 'Wr0ng!pass' }).expect(403);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    const setup = await client.post('/api/auth/two-factor/setup').send({ password: STRONG_PASSWORD }).expect(200);
    const secret = setup.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.body.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Coffer:${user.email}`);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Coffer');

    // Not yet confirmed: the password alone still signs in.
    await testClient(t.server)
      .post('/api/auth/login')
      .send({ email: user.email, password: STRONG_PASSWORD })
      .expect(200);

    nextStep();
    const bad = await client.post('/api/auth/two-factor/enable').send({ code: '000000' }).expect(401);
    expect(bad.body).toMatchObject({ code: 'INVALID_CODE', message: SECOND_FACTOR_MESSAGES.invalidCode });
    const enabled = await client
      .post('/api/auth/two-factor/enable')
      .send({ code: await codeAt(secret) })
      .expect(200);
    expect(enabled.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    const status = await client.get('/api/auth/two-factor').expect(200);
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });

    // A second set-up cannot replace the confirmed secret.
    const again = await client.post('/api/auth/two-factor/setup').send({ password: STRONG_PASSWORD }).expect(400);
    expect(again.body.message).toBe(SECOND_FACTOR_MESSAGES.alreadyOn);
  });

  it('REST login: the password answers SECOND_FACTOR_REQUIRED with a challenge cookie, the code signs in once', async () => {
    const { email, secret } = await enrolled();
    const browser = testClient(t.server);
    const first = await browser.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(401);
    expect(first.body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', message: SECOND_FACTOR_MESSAGES.required });
    expect(cookieNamed(first, 'coffer_sid')).toBeUndefined();
    const challenge = cookieNamed(first, 'coffer_sign_in')!;
    expect(challenge).toMatch(/HttpOnly/);
    expect(challenge).toMatch(/SameSite=Strict/);
    expect(challenge).toMatch(/Max-Age=300/);
    // Not signed in yet, on any path.
    await browser.get('/api/auth/me').expect(401);
    expect((await browser.post('/api/graphql').send({ query: ME_GQL })).body.errors[0].extensions.code).toBe(
      'UNAUTHORIZED',
    );

    nextStep();
    const code = await codeAt(secret);
    const wrong = await browser.post('/api/auth/login/second-factor').send({ code: '123456' }).expect(401);
    expect(wrong.body.code).toBe('INVALID_CODE');
    const done = await browser.post('/api/auth/login/second-factor').send({ code }).expect(200);
    expect(done.body).toMatchObject({ email });
    expect(cookieNamed(done, 'coffer_sid')).toMatch(/^coffer_sid=[A-Za-z0-9_-]{43};.*HttpOnly/);
    expect(cookieNamed(done, 'coffer_sign_in')).toMatch(/Max-Age=0/);
    const me = await browser.post('/api/graphql').send({ query: ME_GQL }).expect(200);
    expect(me.body.data.me.sessions.nodes.find((s: { current: boolean }) => s.current).signInMethod).toBe(
      'PASSWORD_AND_TOTP',
    );
    const rest = await browser.get('/api/auth/sessions').expect(200);
    expect(rest.body.find((s: { current: boolean }) => s.current).signInMethod).toBe('password+totp');

    // The same code (and any older one) does not sign in again, even through a new challenge.
    const replay = testClient(t.server);
    await replay.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(401);
    const replayed = await replay.post('/api/auth/login/second-factor').send({ code }).expect(401);
    expect(replayed.body.code).toBe('INVALID_CODE');
    const older = await replay
      .post('/api/auth/login/second-factor')
      .send({ code: await codeAt(secret, -1) })
      .expect(401);
    expect(older.body.code).toBe('INVALID_CODE');
    // The next step's code does.
    await replay
      .post('/api/auth/login/second-factor')
      .send({ code: await codeAt(secret, 1) })
      .expect(200);
  });

  it('GraphQL login requires the second factor too, and loginSecondFactor completes it', async () => {
    const { email, secret } = await enrolled();
    const browser = testClient(t.server);
    const first = await browser
      .post('/api/graphql')
      .send({ query: LOGIN_GQL, variables: { input: { email, password: STRONG_PASSWORD } } })
      .expect(200);
    expect(first.body.data).toEqual({ login: null });
    expect(first.body.errors[0]).toMatchObject({
      message: SECOND_FACTOR_MESSAGES.required,
      extensions: { code: 'SECOND_FACTOR_REQUIRED' },
    });
    expect(cookieNamed(first, 'coffer_sid')).toBeUndefined();
    expect(cookieNamed(first, 'coffer_sign_in')).toMatch(/^coffer_sign_in=[A-Za-z0-9_-]{43};.*HttpOnly/);
    expect((await browser.post('/api/graphql').send({ query: ME_GQL })).body.errors[0].extensions.code).toBe(
      'UNAUTHORIZED',
    );

    nextStep();
    const done = await browser
      .post('/api/graphql')
      .send({ query: SECOND_GQL, variables: { input: { code: await codeAt(secret) } } })
      .expect(200);
    expect(done.body.data.loginSecondFactor.email).toBe(email);
    const me = await browser.post('/api/graphql').send({ query: ME_GQL }).expect(200);
    expect(me.body.data.me.twoFactor).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
  });

  it('a recovery code signs in once, typed in any case and with spaces', async () => {
    const { email, recoveryCodes } = await enrolled();
    const recoveryCode = recoveryCodes[3]!;
    const browser = testClient(t.server);
    await browser.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(401);
    const typed = ` ${recoveryCode.toUpperCase().replace(/-/g, ' ')} `;
    await browser.post('/api/auth/login/second-factor').send({ recoveryCode: typed }).expect(200);
    const sessions = await browser.get('/api/auth/sessions').expect(200);
    expect(sessions.body.find((s: { current: boolean }) => s.current).signInMethod).toBe('password+recovery-code');
    expect((await browser.get('/api/auth/two-factor').expect(200)).body.recoveryCodesLeft).toBe(
      RECOVERY_CODE_COUNT - 1,
    );

    const again = testClient(t.server);
    await again.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(401);
    const reused = await again.post('/api/auth/login/second-factor').send({ recoveryCode }).expect(401);
    expect(reused.body).toMatchObject({ code: 'INVALID_CODE', message: SECOND_FACTOR_MESSAGES.invalidRecoveryCode });
  });

  it('throttles wrong codes per account and address, without keeping the owner out elsewhere for long', async () => {
    const { email, secret } = await enrolled();
    const attacker = testClient(t.server);
    await attacker.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(401);
    for (let i = 0; i < 5; i++) {
      const res = await attacker.post('/api/auth/login/second-factor').send({ code: String(100000 + i) });
      expect(res.body.code).toBe('INVALID_CODE');
    }
    nextStep();
    // From that address even the right code now waits.
    const limited = await attacker
      .post('/api/auth/login/second-factor')
      .send({ code: await codeAt(secret) })
      .expect(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: SECOND_FACTOR_MESSAGES.throttled });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, elsewhere, signs in.
    const owner = testClient(t.server);
    await owner.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(401);
    await owner
      .post('/api/auth/login/second-factor')
      .send({ code: await codeAt(secret) })
      .expect(200);

    // Guessing from many addresses stops at the account-wide count, for one window only.
    for (let i = 0; i < 3; i++) {
      const guesser = testClient(t.server);
      await guesser.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(401);
      for (let j = 0; j < 4; j++) await guesser.post('/api/auth/login/second-factor').send({ code: '999999' });
    }
    nextStep();
    const late = testClient(t.server);
    await late.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(401);
    await late
      .post('/api/auth/login/second-factor')
      .send({ code: await codeAt(secret) })
      .expect(429);
    t.clock.advance(15 * 60 * 1000);
    await late.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(401);
    await late
      .post('/api/auth/login/second-factor')
      .send({ code: await codeAt(secret) })
      .expect(200);
  });

  it('a challenge lasts five minutes, works once, and only from the web app that started it', async () => {
    const { email, secret } = await enrolled();
    const none = await testClient(t.server).post('/api/auth/login/second-factor').send({ code: '123456' }).expect(401);
    expect(none.body).toMatchObject({ code: 'SIGN_IN_EXPIRED', message: SECOND_FACTOR_MESSAGES.expired });

    const slow = testClient(t.server);
    await slow.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(401);
    t.clock.advance(301_000);
    nextStep();
    const expired = await slow
      .post('/api/auth/login/second-factor')
      .send({ code: await codeAt(secret) })
      .expect(401);
    expect(expired.body.code).toBe('SIGN_IN_EXPIRED');

    // A challenge started by a web app (its per-origin value) is not completed by another.
    const binding = randomBytes(32).toString('base64url');
    const app = testClient(t.server);
    const started = await app
      .post('/api/auth/login')
      .set(CLIENT_BINDING_HEADER, binding)
      .send({ email, password: STRONG_PASSWORD })
      .expect(401);
    const challengeCookie = cookieNamed(started, 'coffer_sign_in')!.split(';')[0]!;
    nextStep();
    const elsewhere = await request(t.server)
      .post('/api/auth/login/second-factor')
      .set('Cookie', challengeCookie)
      .set(CLIENT_BINDING_HEADER, randomBytes(32).toString('base64url'))
      .send({ code: await codeAt(secret) })
      .expect(401);
    expect(elsewhere.body.code).toBe('SIGN_IN_EXPIRED');
    await app
      .post('/api/auth/login/second-factor')
      .set(CLIENT_BINDING_HEADER, binding)
      .send({ code: await codeAt(secret) })
      .expect(200);
    // Spent: the same challenge does not start a second session.
    nextStep();
    const reused = await request(t.server)
      .post('/api/auth/login/second-factor')
      .set('Cookie', challengeCookie)
      .set(CLIENT_BINDING_HEADER, binding)
      .send({ code: await codeAt(secret) })
      .expect(401);
    expect(reused.body.code).toBe('SIGN_IN_EXPIRED');
  });

  it('a password reset keeps the second factor', async () => {
    const { email, secret } = await enrolled();
    await testClient(t.server).post('/api/auth/password-reset').send({ email }).expect(202);
    const mail = await nextAppMail(t.server, email, '/reset-password?token=');
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    const password = 'N3w!password';
    await request(t.server).post('/api/auth/password-reset/confirm').send({ token, password }).expect(200);

    const browser = testClient(t.server);
    const login = await browser.post('/api/auth/login').send({ email, password }).expect(401);
    expect(login.body.code).toBe('SECOND_FACTOR_REQUIRED');
    nextStep();
    await browser
      .post('/api/auth/login/second-factor')
      .send({ code: await codeAt(secret) })
      .expect(200);
    expect((await browser.get('/api/auth/two-factor').expect(200)).body.enabled).toBe(true);
  });

  it('new recovery codes void the old ones; turning off needs the password and a code', async () => {
    const { client, email, secret, recoveryCodes } = await enrolled();
    nextStep();
    const noCode = await client.post('/api/auth/two-factor/recovery-codes').send({ password: STRONG_PASSWORD });
    expect(noCode.body.code).toBe('INVALID_CODE');
    const fresh = await client
      .post('/api/auth/two-factor/recovery-codes')
      .send({ password: STRONG_PASSWORD, code: await codeAt(secret) })
      .expect(200);
    expect(fresh.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const old = testClient(t.server);
    await old.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(401);
    await old.post('/api/auth/login/second-factor').send({ recoveryCode: recoveryCodes[0] }).expect(401);

    // GraphQL, as the account screen does it: a wrong password changes nothing.
    const disable = 'mutation($input: TwoFactorConfirmInput!) { twoFactorDisable(input: $input) }';
    const wrongPassword = await client.post('/api/graphql').send({
      query: disable,
      variables: { input: { password: 'Wr0ng!pass', recoveryCode: fresh.body.recoveryCodes[0] } },
    });
    expect(wrongPassword.body.errors[0].extensions.code).toBe('WRONG_PASSWORD');
    const off = await client
      .post('/api/graphql')
      .send({
        query: disable,
        variables: { input: { password: STRONG_PASSWORD, recoveryCode: fresh.body.recoveryCodes[1] } },
      })
      .expect(200);
    expect(off.body.data).toEqual({ twoFactorDisable: true });
    await client.get('/api/auth/two-factor').expect(200, { enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    const plain = testClient(t.server);
    await plain.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(200);
    expect(
      (await plain.get('/api/auth/sessions').expect(200)).body.find((s: { current: boolean }) => s.current)
        .signInMethod,
    ).toBe('password');
  });

  it('access tokens cannot see or change second factors', async () => {
    const { client } = await enrolled();
    const created = await client
      .post('/api/graphql')
      .send({
        query: 'mutation { accessTokenCreate(input: { name: "cli", scopes: [READ, WRITE, SHARE] }) { token } }',
      })
      .expect(200);
    const token = created.body.data.accessTokenCreate.token as string;
    const bearer = (req: request.Test) => req.set('Authorization', `Bearer ${token}`);
    expect((await bearer(request(t.server).get('/api/auth/two-factor'))).status).toBe(403);
    expect(
      (await bearer(request(t.server).post('/api/auth/two-factor/setup')).send({ password: STRONG_PASSWORD })).status,
    ).toBe(403);
    const gql = await bearer(request(t.server).post('/api/graphql')).send({
      query: '{ me { twoFactor { enabled } } }',
    });
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
