import request from 'supertest';
import { PASSKEY_MESSAGES, SECOND_FACTOR_MESSAGES } from '@coffer/shared-contracts';
import {
  createTestApp,
  enrolledUser,
  registerUser,
  SoftwarePasskey,
  STRONG_PASSWORD,
  testClient,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const SESSIONS = '{ me { sessions { nodes { current signInMethod } } } }';

/** Passkeys over REST and GraphQL, answered by a software authenticator (the browser journeys use Chromium's). */
describe('Passkeys', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(() => t.close());

  /** Registers a new software passkey for the signed-in `client` over REST. */
  async function addPasskey(client: TestClient, name = 'Laptop', passkey = new SoftwarePasskey(t.config.publicUrl)) {
    const options = await client
      .post('/api/auth/passkeys/registration-options')
      .send({ password: STRONG_PASSWORD })
      .expect(200);
    const created = await client
      .post('/api/auth/passkeys')
      .send({ response: passkey.create(options.body), name })
      .expect(201);
    return { passkey, id: created.body.id as string };
  }

  async function currentMethod(client: TestClient): Promise<string> {
    const me = await client.post('/api/graphql').send({ query: SESSIONS }).expect(200);
    return me.body.data.me.sessions.nodes.find((s: { current: boolean }) => s.current).signInMethod;
  }

  it('registers passkeys with the password, lists, renames and removes them', async () => {
    const client = testClient(t.server);
    await registerUser(client);
    const wrong = await client
      .post('/api/auth/passkeys/registration-options')
      .send({ password: 'Wr0ng!pass' })
      .expect(403);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    const options = await client
      .post('/api/auth/passkeys/registration-options')
      .send({ password: STRONG_PASSWORD })
      .expect(200);
    expect(options.body).toMatchObject({
      rp: { name: 'Coffer', id: new URL(t.config.publicUrl).hostname },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
    const passkey = new SoftwarePasskey(t.config.publicUrl);
    const answer = passkey.create(options.body);
    const bad = await client.post('/api/auth/passkeys').send({ response: answer, name: ' ' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_ERROR', message: PASSKEY_MESSAGES.invalidName });
    const created = await client.post('/api/auth/passkeys').send({ response: answer, name: 'Laptop' }).expect(201);
    expect(created.body).toMatchObject({ name: 'Laptop', lastUsedAt: null, backedUp: false });
    // The answer's challenge is spent: sent again, it registers nothing.
    const again = await client.post('/api/auth/passkeys').send({ response: answer, name: 'Laptop' }).expect(400);
    expect(again.body.message).toBe(PASSKEY_MESSAGES.notRegistered);
    // The same authenticator again, with fresh options, is already there.
    const fresh = await client
      .post('/api/auth/passkeys/registration-options')
      .send({ password: STRONG_PASSWORD })
      .expect(200);
    expect(fresh.body.excludeCredentials).toEqual([expect.objectContaining({ id: passkey.credentialId })]);
    const twice = await client
      .post('/api/auth/passkeys')
      .send({ response: passkey.create(fresh.body), name: 'Laptop' })
      .expect(400);
    expect(twice.body.message).toBe(PASSKEY_MESSAGES.alreadyRegistered);

    const id = created.body.id as string;
    await client.patch(`/api/auth/passkeys/${id}`).send({ name: 'Work laptop' }).expect(200);
    const listed = await client.get('/api/auth/passkeys').expect(200);
    expect(listed.body.map((p: { name: string }) => p.name)).toEqual(['Work laptop']);
    const gql = await client.post('/api/graphql').send({ query: '{ me { passkeys { id name } } }' }).expect(200);
    expect(gql.body.data.me.passkeys).toEqual([{ id, name: 'Work laptop' }]);

    // Another account cannot touch it.
    const other = testClient(t.server);
    await registerUser(other);
    await other.patch(`/api/auth/passkeys/${id}`).send({ name: 'mine' }).expect(404);
    await other.delete(`/api/auth/passkeys/${id}`).expect(404);
    await client.delete(`/api/auth/passkeys/${id}`).expect(200);
    expect((await client.get('/api/auth/passkeys').expect(200)).body).toEqual([]);
  });

  it('signs in without a password, once per challenge, only with a checked holder and from the site', async () => {
    const client = testClient(t.server);
    const user = await registerUser(client);
    const { passkey } = await addPasskey(client);

    const browser = testClient(t.server);
    const options = await browser.post('/api/auth/login/passkey/options').expect(200);
    expect(options.body).toMatchObject({ userVerification: 'required', rpId: new URL(t.config.publicUrl).hostname });
    const answer = passkey.get(options.body);
    const signedIn = await browser.post('/api/auth/login/passkey').send({ response: answer }).expect(200);
    expect(signedIn.body).toEqual({ id: user.id, email: user.email, name: user.name });
    expect(await currentMethod(browser)).toBe('PASSKEY');
    const listed = await client.get('/api/auth/passkeys').expect(200);
    expect(listed.body[0].lastUsedAt).not.toBeNull();

    // The same answer again (a replay) signs nobody in.
    const replay = await testClient(t.server).post('/api/auth/login/passkey').send({ response: answer }).expect(401);
    expect(replay.body).toMatchObject({ code: 'INVALID_CODE', message: PASSKEY_MESSAGES.notVerified });
    // Signed for another site, or without the authenticator's check of its holder: refused.
    const phished = await testClient(t.server)
      .post('/api/auth/login/passkey')
      .send({
        response: passkey.get((await request(t.server).post('/api/auth/login/passkey/options')).body, {
          origin: 'https://coffer.example.evil',
        }),
      })
      .expect(401);
    expect(phished.body.code).toBe('INVALID_CODE');
    const careless = new SoftwarePasskey(t.config.publicUrl, false);
    const owner2 = testClient(t.server);
    await registerUser(owner2);
    // Registration itself demands the holder's check.
    const careOptions = await owner2
      .post('/api/auth/passkeys/registration-options')
      .send({ password: STRONG_PASSWORD })
      .expect(200);
    await owner2
      .post('/api/auth/passkeys')
      .send({ response: careless.create(careOptions.body), name: 'Key' })
      .expect(400);
    // Malformed answers are refused, never errors.
    for (const response of [null, 'x', 42, {}, { id: '../../etc' }, { id: passkey.credentialId, response: {} }]) {
      const res = await testClient(t.server).post('/api/auth/login/passkey').send({ response });
      expect([response, res.status]).toEqual([response, 401]);
    }
  });

  it('is a second factor for an account with two-step verification, over REST and GraphQL', async () => {
    const { client, email } = await enrolledUser(t);
    const { passkey } = await addPasskey(client, 'Phone');

    const browser = testClient(t.server);
    await browser.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(401);
    const options = await browser.post('/api/auth/login/second-factor/passkey-options').expect(200);
    expect(options.body.allowCredentials).toEqual([expect.objectContaining({ id: passkey.credentialId })]);
    await browser
      .post('/api/auth/login/second-factor')
      .send({ passkey: passkey.get(options.body) })
      .expect(200);
    expect(await currentMethod(browser)).toBe('PASSWORD_AND_PASSKEY');

    // Without a password step there is nothing to answer.
    const none = await testClient(t.server).post('/api/auth/login/second-factor/passkey-options').expect(401);
    expect(none.body).toMatchObject({ code: 'SIGN_IN_EXPIRED', message: SECOND_FACTOR_MESSAGES.expired });

    // Someone else's passkey is no second factor for this account.
    const stranger = testClient(t.server);
    await registerUser(stranger);
    const { passkey: theirs } = await addPasskey(stranger);
    const attempt = testClient(t.server);
    await attempt.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(401);
    const forOwner = await attempt.post('/api/auth/login/second-factor/passkey-options').expect(200);
    const refused = await attempt
      .post('/api/auth/login/second-factor')
      .send({ passkey: theirs.get(forOwner.body) })
      .expect(401);
    expect(refused.body.code).toBe('INVALID_CODE');

    // GraphQL, as the web app does it.
    const gql = testClient(t.server);
    const login = await gql.post('/api/graphql').send({
      query: 'mutation($i: LoginInput!) { login(input: $i) { id } }',
      variables: { i: { email, password: STRONG_PASSWORD } },
    });
    expect(login.body.errors[0].extensions.code).toBe('SECOND_FACTOR_REQUIRED');
    const gqlOptions = await gql.post('/api/graphql').send({ query: 'mutation { loginSecondFactorPasskeyOptions }' });
    const json = JSON.stringify(passkey.get(JSON.parse(gqlOptions.body.data.loginSecondFactorPasskeyOptions)));
    const done = await gql.post('/api/graphql').send({
      query: 'mutation($i: SecondFactorInput!) { loginSecondFactor(input: $i) { email } }',
      variables: { i: { passkeyResponseJson: json } },
    });
    expect(done.body.data.loginSecondFactor.email).toBe(email);
    expect(await currentMethod(gql)).toBe('PASSWORD_AND_PASSKEY');
  });

  it('registers and signs in over GraphQL too; a removed passkey signs in no more', async () => {
    const client = testClient(t.server);
    const user = await registerUser(client);
    const passkey = new SoftwarePasskey(t.config.publicUrl);
    const options = await client.post('/api/graphql').send({
      query: 'mutation($p: String!) { passkeyRegistrationOptions(password: $p) }',
      variables: { p: STRONG_PASSWORD },
    });
    const created = await client.post('/api/graphql').send({
      query: 'mutation($i: PasskeyRegisterInput!) { passkeyRegister(input: $i) { id name } }',
      variables: {
        i: {
          name: 'Key',
          responseJson: JSON.stringify(passkey.create(JSON.parse(options.body.data.passkeyRegistrationOptions))),
        },
      },
    });
    const id = created.body.data.passkeyRegister.id as string;
    const notJson = await client.post('/api/graphql').send({
      query: 'mutation($i: PasskeySignInInput!) { loginPasskey(input: $i) { id } }',
      variables: { i: { responseJson: '{' } },
    });
    expect(notJson.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');

    const browser = testClient(t.server);
    const signIn = async (via: TestClient) => {
      const opts = await via.post('/api/graphql').send({ query: 'mutation { loginPasskeyOptions }' });
      return via.post('/api/graphql').send({
        query: 'mutation($i: PasskeySignInInput!) { loginPasskey(input: $i) { databaseId } }',
        variables: { i: { responseJson: JSON.stringify(passkey.get(JSON.parse(opts.body.data.loginPasskeyOptions))) } },
      });
    };
    expect((await signIn(browser)).body.data.loginPasskey.databaseId).toBe(user.id);
    await client
      .post('/api/graphql')
      .send({ query: 'mutation($id: ID!) { passkeyRemove(id: $id) }', variables: { id } })
      .expect(200);
    expect((await signIn(testClient(t.server))).body.errors[0].extensions.code).toBe('INVALID_CODE');
  });
  it('keeps only so many anonymous passkey challenges open per client address', async () => {
    const visitor = testClient(t.server);
    for (let i = 0; i < 60; i++) await visitor.post('/api/auth/login/passkey/options').expect(200);
    const limited = await visitor.post('/api/auth/login/passkey/options').expect(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: PASSKEY_MESSAGES.tooManyAttempts });
    await testClient(t.server).post('/api/auth/login/passkey/options').expect(200);
  });
});
