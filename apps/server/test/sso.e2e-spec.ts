import request from 'supertest';
import { DataSource } from 'typeorm';
import { SSO_MESSAGES } from '@coffer/shared-contracts';
import {
  authenticatorCode,
  createTestApp,
  enrolledUser,
  nextAppMail,
  nextCodeStep,
  randomEmail,
  registerUser,
  ssoCallback,
  ssoSignIn,
  ssoStart,
  startOidcProvider,
  STRONG_PASSWORD,
  testClient,
  type TestApp,
  type TestClient,
  type TestOidcProvider,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const PUBLIC_URL = 'http://coffer.test:3000';
const CLIENT = { client_id: 'coffer', client_secret: 'coffer-secret-of-the-tests' };
const SESSIONS =
  '{ me { databaseId emailVerified sessions { nodes { current signInMethod } } identities { provider label email } } }';

function ssoEnv(issuers: { acme: string; other: string }, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PUBLIC_URL,
    SSO_PROVIDERS: 'acme,other',
    SSO_ACME_ISSUER: issuers.acme,
    SSO_ACME_CLIENT_ID: CLIENT.client_id,
    SSO_ACME_CLIENT_SECRET: CLIENT.client_secret,
    SSO_ACME_LABEL: 'Acme',
    SSO_OTHER_ISSUER: issuers.other,
    SSO_OTHER_CLIENT_ID: CLIENT.client_id,
    SSO_OTHER_CLIENT_SECRET: CLIENT.client_secret,
    ...extra,
  };
}

/** Single sign-on against real OpenID providers (oidc-provider, in processes of their own). */
describe('Single sign-on (OpenID Connect)', () => {
  let acme: TestOidcProvider;
  let other: TestOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    // Both providers know the client and both of its callbacks (so a code from one can be sent to the other's).
    const redirect_uris = [`${PUBLIC_URL}/api/auth/sso/acme/callback`, `${PUBLIC_URL}/api/auth/sso/other/callback`];
    [acme, other] = await Promise.all([
      startOidcProvider([{ ...CLIENT, redirect_uris }]),
      startOidcProvider([{ ...CLIENT, redirect_uris }]),
    ]);
    t = await createTestApp(AppModule, ssoEnv({ acme: acme.issuer, other: other.issuer }));
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([acme.close(), other.close()]);
  });

  const startAt = (browser: TestClient, provider = 'acme', returnTo = '/files') =>
    ssoStart(browser, provider, returnTo);
  const callback = ssoCallback;
  /** The callback sent with a chosen state cookie (a browser that kept, or was given, one). */
  const ssoCallbackWithCookie = async (browser: TestClient, url: URL, state: string) =>
    (await browser.get(`${url.pathname}${url.search}`).set('Cookie', `coffer_sso=${state}`).expect(303)).headers[
      'location'
    ] as string;
  const signInWith = (browser: TestClient, login: string, provider = 'acme', returnTo = '/files') =>
    ssoSignIn(browser, provider === 'acme' ? acme : other, provider, login, returnTo);

  async function whoAmI(browser: TestClient) {
    const res = await browser.post('/api/graphql').send({ query: SESSIONS }).expect(200);
    return res.body.data?.me as
      | {
          databaseId: string;
          emailVerified: boolean;
          sessions: { nodes: Array<{ current: boolean; signInMethod: string }> };
          identities: Array<{ provider: string; label: string; email: string }>;
        }
      | undefined;
  }

  const login = (email: string, verified = true, sub = `sub-${email}`) => `${sub}|${email}|${verified}`;

  it('offers its providers; a first sign-in makes an account for a verified address, and the next finds it', async () => {
    const options = await request(t.server)
      .post('/api/graphql')
      .send({ query: '{ signInOptions { passwordSignIn providers { id label } } }' });
    expect(options.body.data.signInOptions).toEqual({
      passwordSignIn: true,
      providers: [
        { id: 'acme', label: 'Acme' },
        { id: 'other', label: 'other' },
      ],
    });
    const start = await testClient(t.server).post('/api/auth/sso/acme/start').send({}).expect(200);
    const url = new URL(start.body.url);
    expect(url.origin).toBe(acme.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/sso/acme/callback`);
    const cookie = ([] as string[]).concat(start.headers['set-cookie'] ?? []).find((c) => c.startsWith('coffer_sso='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const email = randomEmail('sso');
    const browser = testClient(t.server);
    expect(await signInWith(browser, login(email), 'acme', '/files?path=%2FDocs')).toBe('/files?path=%2FDocs');
    const me = await whoAmI(browser);
    expect(me!.emailVerified).toBe(true);
    expect(me!.sessions.nodes.find((s) => s.current)!.signInMethod).toBe('SSO');
    expect(me!.identities).toEqual([{ provider: 'acme', label: 'Acme', email }]);

    const again = testClient(t.server);
    expect(await signInWith(again, login(email))).toBe('/files');
    expect((await whoAmI(again))!.databaseId).toBe(me!.databaseId);
    // A return path elsewhere is not followed.
    expect(await signInWith(testClient(t.server), login(email), 'acme', '//evil.example/x')).toBe('/dashboard');
  });

  it('links to an existing account only when that account signs in and confirms', async () => {
    const owner = testClient(t.server);
    const user = await registerUser(owner);
    const browser = testClient(t.server);
    const location = await signInWith(browser, login(user.email, true, 'linker'));
    expect(location).toMatch(/^\/login\?sso_link=[A-Za-z0-9_-]{43}$/);
    // Not signed in by the provider alone.
    expect(await whoAmI(browser)).toBeUndefined();
    const token = new URL(location, PUBLIC_URL).searchParams.get('sso_link')!;

    // Another account cannot take it.
    const stranger = testClient(t.server);
    await registerUser(stranger);
    const taken = await stranger.post('/api/auth/sso/link').send({ token }).expect(400);
    expect(taken.body.message).toBe(SSO_MESSAGES.linkOtherAccount);

    // The account itself confirms, signed in with its password.
    const linked = await owner.post('/api/auth/sso/link').send({ token }).expect(200);
    expect(linked.body).toMatchObject({ provider: 'acme', label: 'Acme', email: user.email });
    await owner.post('/api/auth/sso/link').send({ token }).expect(400);
    const next = testClient(t.server);
    expect(await signInWith(next, login(user.email, true, 'linker'))).toBe('/files');
    expect((await whoAmI(next))!.databaseId).toBe(user.id);
    expect((await owner.get('/api/auth/identities').expect(200)).body).toEqual([
      expect.objectContaining({ provider: 'acme', email: user.email }),
    ]);
  });

  it('refuses a wrong state, a replayed state, a wrong nonce and another issuer (login CSRF and unverified addresses: adversarial.e2e-spec.ts)', async () => {
    const email = randomEmail('checks');
    const failed = '/login?sso_error=failed';

    // The state in the URL is not the one this browser started with.
    const browser = testClient(t.server);
    const back = await acme.signIn(await startAt(browser), login(email));
    const forged = new URL(back);
    forged.searchParams.set('state', 'x'.repeat(43));
    expect(await callback(browser, forged)).toBe(failed);

    // A callback that worked does nothing the second time (its sign-in was taken).
    const once = testClient(t.server);
    const answer = await acme.signIn(await startAt(once), login(email));
    expect(await callback(once, answer)).toBe('/files');
    const replay = testClient(t.server);
    const state = answer.searchParams.get('state')!;
    expect(await ssoCallbackWithCookie(replay, answer, state)).toBe(failed);
    expect(await whoAmI(replay)).toBeUndefined();

    // The ID token's nonce is not the one this sign-in sent.
    const db = t.app.get(DataSource);
    const nonceBrowser = testClient(t.server);
    const nonceUrl = await startAt(nonceBrowser);
    await db.query(`UPDATE sso_attempt SET nonce = 'not-the-nonce' WHERE provider = 'acme'`);
    const nonceBack = await acme.signIn(nonceUrl, login(email));
    expect(await callback(nonceBrowser, nonceBack)).toBe(failed);
    expect(await whoAmI(nonceBrowser)).toBeUndefined();

    // A code issued by another provider, sent back to this provider's callback.
    const mixBrowser = testClient(t.server);
    const acmeUrl = new URL(await startAt(mixBrowser));
    const atOther = new URL(`${acmeUrl.pathname}${acmeUrl.search}`, other.issuer);
    const mixed = await other.signIn(atOther.href, login(email));
    expect(mixed.searchParams.get('iss')).toBe(other.issuer);
    expect(await callback(mixBrowser, mixed)).toBe(failed);
    expect(await whoAmI(mixBrowser)).toBeUndefined();
  });

  it('an account a provider made confirms sensitive changes with a fresh sign-in, and keeps its only way in', async () => {
    const email = randomEmail('nopassword');
    const browser = testClient(t.server);
    expect(await signInWith(browser, login(email, true, 'made-by-sso'))).toBe('/files');
    // It has no password of its own: a sign-in of the last 10 minutes stands in for it.
    const setup = await browser.post('/api/auth/two-factor/setup').send({ password: 'anything' }).expect(200);
    expect(setup.body.secret).toBeTruthy();
    const unlink = await browser.delete('/api/auth/identities/acme').expect(400);
    expect(unlink.body.message).toBe(SSO_MESSAGES.lastWayIn);
    t.clock.advance(11 * 60 * 1000);
    const stale = await browser
      .post('/api/auth/passkeys/registration-options')
      .send({ password: 'anything' })
      .expect(403);
    expect(stale.body).toMatchObject({ code: 'WRONG_PASSWORD', message: SSO_MESSAGES.signInAgain });
    // Signed in again, it may; once it has set a password (here through a reset), the password is asked again.
    const again = testClient(t.server);
    expect(await signInWith(again, login(email, true, 'made-by-sso'))).toBe('/files');
    await again.post('/api/auth/passkeys/registration-options').send({ password: 'anything' }).expect(200);
    await testClient(t.server).post('/api/auth/password-reset').send({ email }).expect(202);
    const mail = await nextAppMail(t.server, email, '/reset-password?token=');
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    await request(t.server)
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: STRONG_PASSWORD })
      .expect(200);
    const withPassword = testClient(t.server);
    await withPassword.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(200);
    await withPassword.post('/api/auth/passkeys/registration-options').send({ password: 'anything' }).expect(403);
    await withPassword.delete('/api/auth/identities/acme').expect(200);
  });

  it('asks an account with two-step verification for its second factor after the provider', async () => {
    const { client, email, secret } = await enrolledUser(t);
    const token = new URL(await signInWith(client, login(email, true, 'twofactor')), PUBLIC_URL).searchParams.get(
      'sso_link',
    )!;
    await client.post('/api/auth/sso/link').send({ token }).expect(200);

    const browser = testClient(t.server);
    const location = await signInWith(browser, login(email, true, 'twofactor'));
    expect(location).toBe('/login?second_factor=1&return_to=%2Ffiles');
    expect(await whoAmI(browser)).toBeUndefined();
    nextCodeStep(t);
    await browser
      .post('/api/auth/login/second-factor')
      .send({ code: await authenticatorCode(t, secret) })
      .expect(200);
    expect((await whoAmI(browser))!.sessions.nodes.find((s) => s.current)!.signInMethod).toBe('SSO_AND_TOTP');
  });

  it('keeps only so many sign-ins under way per client address', async () => {
    const visitor = testClient(t.server);
    for (let i = 0; i < 60; i++) await visitor.post('/api/auth/sso/acme/start').send({}).expect(200);
    await visitor.post('/api/auth/sso/acme/start').send({}).expect(429);
    await testClient(t.server).post('/api/auth/sso/acme/start').send({}).expect(200);
    await testClient(t.server).post('/api/auth/sso/nowhere/start').send({}).expect(404);
  });

  describe('with password sign-in off', () => {
    let closed: TestApp;

    beforeAll(async () => {
      closed = await createTestApp(
        AppModule,
        ssoEnv({ acme: acme.issuer, other: other.issuer }, { PASSWORD_SIGN_IN: 'false' }),
      );
    });
    afterAll(() => closed.close());

    it('refuses passwords on every path and still signs in through the provider', async () => {
      const options = await request(closed.server).get('/api/auth/sso/providers').expect(200);
      expect(options.body.passwordSignIn).toBe(false);
      const email = randomEmail('nopw');
      const register = await testClient(closed.server)
        .post('/api/auth/register')
        .send({ email, password: STRONG_PASSWORD, name: 'N' })
        .expect(403);
      expect(register.body).toMatchObject({ code: 'FORBIDDEN', message: SSO_MESSAGES.passwordSignInOff });
      const rest = await testClient(closed.server)
        .post('/api/auth/login')
        .send({ email, password: STRONG_PASSWORD })
        .expect(403);
      expect(rest.body.message).toBe(SSO_MESSAGES.passwordSignInOff);
      const gql = await testClient(closed.server)
        .post('/api/graphql')
        .send({ query: 'mutation { login(input: { email: "a@b.co", password: "Str0ng!pass" }) { id } }' });
      expect(gql.body.errors[0]).toMatchObject({
        message: SSO_MESSAGES.passwordSignInOff,
        extensions: { code: 'FORBIDDEN' },
      });
      await testClient(closed.server).post('/api/auth/password-reset').send({ email }).expect(403);

      const browser = testClient(closed.server);
      const url = (await browser.post('/api/auth/sso/acme/start').send({}).expect(200)).body.url as string;
      const back = await acme.signIn(url, login(email));
      expect((await browser.get(`${back.pathname}${back.search}`).expect(303)).headers['location']).toBe('/dashboard');
      // The only way in cannot be unlinked.
      const unlink = await browser.delete('/api/auth/identities/acme').expect(400);
      expect(unlink.body.message).toBe(SSO_MESSAGES.lastWayIn);
    });
  });
});
