import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES, CLIENT_BINDING_HEADER } from '@coffer/shared-contracts';
import {
  LOGIN_ATTEMPTS_PER_ACCOUNT,
  LOGIN_ATTEMPTS_PER_ADDRESS,
  LOGIN_FREE_ATTEMPTS_PER_ACCOUNT,
  LOGIN_MAX_DELAY_SECONDS,
} from '@coffer/server-auth';
import {
  createTestApp,
  randomClientAddress,
  randomEmail,
  registerUser,
  STRONG_PASSWORD,
  testClient,
  uploadFiles,
  type TestApp,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

function sessionCookie(setCookie: string[] | string | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = list.find((c) => c.startsWith('coffer_sid='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(list)}`);
  return cookie;
}

function cookieValue(cookie: string): string {
  return cookie.split(';')[0]!;
}

describe('Accounts over REST (/api/auth)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(() => t.close());

  describe('register', () => {
    it('creates the account, answers 201 with the user and signs it in', async () => {
      const client = testClient(t.server);
      const email = randomEmail();
      const res = await client
        .post('/api/auth/register')
        .send({ email, password: STRONG_PASSWORD, name: 'Ada' })
        .expect(201);
      expect(res.body).toEqual({ id: expect.any(String), email, name: 'Ada' });
      const cookie = sessionCookie(res.headers['set-cookie']);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=604800/);
      expect(cookie).not.toMatch(/Secure/);
      expect(cookieValue(cookie)).toMatch(/^coffer_sid=[A-Za-z0-9_-]{43}$/);
      const me = await client.get('/api/auth/me').expect(200);
      expect(me.body).toEqual({ id: res.body.id, email, name: 'Ada' });
    });

    it('trims and lowercases the e-mail, and login ignores its case', async () => {
      const client = testClient(t.server);
      const local = randomEmail('Mixed').replace('@example.test', '');
      const res = await client
        .post('/api/auth/register')
        .send({ email: `  ${local.toUpperCase()}@Example.TEST `, password: STRONG_PASSWORD, name: '  Grace  ' })
        .expect(201);
      expect(res.body.email).toBe(`${local.toLowerCase()}@example.test`);
      expect(res.body.name).toBe('Grace');
      await testClient(t.server)
        .post('/api/auth/login')
        .send({ email: `${local.toUpperCase()}@EXAMPLE.test`, password: STRONG_PASSWORD })
        .expect(200);
    });

    it('refuses a duplicate e-mail, compared case-insensitively', async () => {
      const user = await registerUser(testClient(t.server));
      const res = await testClient(t.server)
        .post('/api/auth/register')
        .send({ email: user.email.toUpperCase(), password: STRONG_PASSWORD, name: 'Copy' })
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'USER_EXISTS', message: 'User already exists.' });
    });

    it.each([
      ['no upper case', 'str0ng!pass'],
      ['no lower case', 'STR0NG!PASS'],
      ['no digit', 'Strong!pass'],
      ['no special character', 'Str0ngpass'],
      ['fewer than 8 characters', 'S0!abcd'],
    ])('refuses a password with %s (WEAK_PASSWORD)', async (_rule, password) => {
      const res = await testClient(t.server)
        .post('/api/auth/register')
        .send({ email: randomEmail(), password, name: 'X' })
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'WEAK_PASSWORD', message: ACCOUNT_MESSAGES.weakPassword });
    });

    it.each([['plainaddress'], ['a@b'], ['a b@c.de'], ['']])('refuses the e-mail %p', async (email) => {
      const res = await testClient(t.server)
        .post('/api/auth/register')
        .send({ email, password: STRONG_PASSWORD, name: 'X' })
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: ACCOUNT_MESSAGES.invalidEmail });
    });

    it('refuses a blank name', async () => {
      const res = await testClient(t.server)
        .post('/api/auth/register')
        .send({ email: randomEmail(), password: STRONG_PASSWORD, name: '   ' })
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: ACCOUNT_MESSAGES.nameRequired });
    });

    it('refuses missing fields and unknown fields with one message', async () => {
      const missing = await testClient(t.server)
        .post('/api/auth/register')
        .send({ password: STRONG_PASSWORD, name: 'X' })
        .expect(400);
      expect(missing.body.code).toBe('VALIDATION_ERROR');
      const extra = await testClient(t.server)
        .post('/api/auth/register')
        .send({ email: randomEmail(), password: STRONG_PASSWORD, name: 'X', role: 'admin' })
        .expect(400);
      expect(extra.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining('role'),
      });
    });
  });

  describe('login', () => {
    it('signs in with a new session id and answers the user', async () => {
      const user = await registerUser(testClient(t.server));
      const client = testClient(t.server);
      const res = await client.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
      expect(res.body).toEqual({ id: user.id, email: user.email, name: user.name });
      sessionCookie(res.headers['set-cookie']);
      await client.get('/api/auth/me').expect(200);
    });

    it('rotates the session id: the id presented before login stops working', async () => {
      const client = testClient(t.server);
      const user = await registerUser(client);
      const registration = await testClient(t.server)
        .post('/api/auth/login')
        .send({ email: user.email, password: user.password })
        .expect(200);
      const before = cookieValue(sessionCookie(registration.headers['set-cookie']));
      const login = await testClient(t.server)
        .post('/api/auth/login')
        .set('Cookie', before)
        .send({ email: user.email, password: user.password })
        .expect(200);
      const after = cookieValue(sessionCookie(login.headers['set-cookie']));
      expect(after).not.toBe(before);
      await testClient(t.server).get('/api/auth/me').set('Cookie', before).expect(401);
      await testClient(t.server).get('/api/auth/me').set('Cookie', after).expect(200);
    });

    it('rotates the session id on register too', async () => {
      const first = await testClient(t.server)
        .post('/api/auth/register')
        .send({ email: randomEmail(), password: STRONG_PASSWORD, name: 'A' })
        .expect(201);
      const before = cookieValue(sessionCookie(first.headers['set-cookie']));
      const second = await testClient(t.server)
        .post('/api/auth/register')
        .set('Cookie', before)
        .send({ email: randomEmail(), password: STRONG_PASSWORD, name: 'B' })
        .expect(201);
      expect(cookieValue(sessionCookie(second.headers['set-cookie']))).not.toBe(before);
      await testClient(t.server).get('/api/auth/me').set('Cookie', before).expect(401);
    });

    it('answers unknown e-mail and wrong password identically', async () => {
      const user = await registerUser(testClient(t.server));
      const wrong = await testClient(t.server)
        .post('/api/auth/login')
        .send({ email: user.email, password: 'Wrong!pass1' })
        .expect(401);
      const unknown = await testClient(t.server)
        .post('/api/auth/login')
        .send({ email: randomEmail(), password: 'Wrong!pass1' })
        .expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials.' });
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.headers['set-cookie']).toBeUndefined();
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('validates the e-mail and the 6-character minimum with the account messages the web app shares', async () => {
      const badEmail = await testClient(t.server)
        .post('/api/auth/login')
        .send({ email: 'nope', password: 'whatever1' })
        .expect(400);
      expect(badEmail.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: ACCOUNT_MESSAGES.invalidEmail,
      });
      const short = await testClient(t.server)
        .post('/api/auth/login')
        .send({ email: randomEmail(), password: '12345' })
        .expect(400);
      expect(short.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: ACCOUNT_MESSAGES.loginPasswordTooShort,
      });
      const empty = await testClient(t.server).post('/api/auth/login').send({}).expect(400);
      expect(empty.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: ACCOUNT_MESSAGES.invalidEmail });
      const noPassword = await testClient(t.server).post('/api/auth/login').send({ email: randomEmail() }).expect(400);
      expect(noPassword.body.message).toBe(ACCOUNT_MESSAGES.loginPasswordTooShort);
    });

    it(`throttles an account after ${LOGIN_ATTEMPTS_PER_ACCOUNT} attempts from one address; other accounts are unaffected`, async () => {
      const victim = await registerUser(testClient(t.server));
      const other = await registerUser(testClient(t.server));
      const attacker = testClient(t.server);
      for (let i = 0; i < LOGIN_ATTEMPTS_PER_ACCOUNT; i++) {
        await attacker.post('/api/auth/login').send({ email: victim.email, password: 'Wrong!pass1' }).expect(401);
      }
      const limited = await attacker
        .post('/api/auth/login')
        .send({ email: victim.email, password: victim.password })
        .expect(429);
      expect(limited.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: expect.any(String) });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another account from the same address still signs in.
      await attacker.post('/api/auth/login').send({ email: other.email, password: other.password }).expect(200);
      // The victim is not locked out from their own address.
      await testClient(t.server)
        .post('/api/auth/login')
        .send({ email: victim.email, password: victim.password })
        .expect(200);
    });

    it(`lets an account in with its right password at an address it used, after others there made ${LOGIN_ATTEMPTS_PER_ADDRESS} failed attempts`, async () => {
      const shared = randomClientAddress();
      const user = await registerUser(testClient(t.server, shared));
      const neighbour = testClient(t.server, shared);
      for (let i = 0; i < LOGIN_ATTEMPTS_PER_ADDRESS; i++) {
        await neighbour.post('/api/auth/login').send({ email: randomEmail(), password: 'Wrong!pass1' }).expect(401);
      }
      await neighbour.post('/api/auth/login').send({ email: randomEmail(), password: 'Wrong!pass1' }).expect(429);
      await testClient(t.server, shared)
        .post('/api/auth/login')
        .send({ email: user.email, password: user.password })
        .expect(200);
    });

    it(`throttles one address after ${LOGIN_ATTEMPTS_PER_ADDRESS} failed attempts across accounts; other addresses are unaffected`, async () => {
      const user = await registerUser(testClient(t.server));
      const attacker = testClient(t.server);
      for (let i = 0; i < LOGIN_ATTEMPTS_PER_ADDRESS; i++) {
        await attacker.post('/api/auth/login').send({ email: randomEmail(), password: 'Wrong!pass1' }).expect(401);
      }
      await attacker.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(429);
      await testClient(t.server)
        .post('/api/auth/login')
        .send({ email: user.email, password: user.password })
        .expect(200);
    });

    it('groups IPv6 clients by /64 for throttling', async () => {
      const victim = await registerUser(testClient(t.server));
      for (let i = 0; i < LOGIN_ATTEMPTS_PER_ACCOUNT; i++) {
        await testClient(t.server, `2001:db8:77:1::${i + 1}`)
          .post('/api/auth/login')
          .send({ email: victim.email, password: 'Wrong!pass1' })
          .expect(401);
      }
      await testClient(t.server, '2001:db8:77:1::ffff')
        .post('/api/auth/login')
        .send({ email: victim.email, password: victim.password })
        .expect(429);
      await testClient(t.server, '2001:db8:77:2::1')
        .post('/api/auth/login')
        .send({ email: victim.email, password: victim.password })
        .expect(200);
    });
  });

  describe('login throttling across addresses', () => {
    it('spaces out guesses on one account from many addresses, never slows its owner at a known address, and lets the right password in after the delay', async () => {
      const owner = testClient(t.server);
      const victim = await registerUser(owner);
      // A botnet: every guess from a new address, so no per-address counter ever fills.
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_FREE_ATTEMPTS_PER_ACCOUNT + 10; i++) {
        statuses.push(
          (
            await testClient(t.server)
              .post('/api/auth/login')
              .send({ email: victim.email, password: `Wrong!pass${i}` })
          ).status,
        );
      }
      expect(statuses.slice(0, LOGIN_FREE_ATTEMPTS_PER_ACCOUNT)).toEqual(
        Array(LOGIN_FREE_ATTEMPTS_PER_ACCOUNT).fill(401),
      );
      expect(statuses).toContain(429);
      // Even the right password from yet another new address waits: the answer says nothing about it.
      const waiting = await testClient(t.server)
        .post('/api/auth/login')
        .send({ email: victim.email, password: victim.password })
        .expect(429);
      expect(waiting.body.code).toBe('RATE_LIMITED');
      expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_MAX_DELAY_SECONDS);
      // The owner, at the address they registered from, is not slowed at all.
      await testClient(t.server, owner.address)
        .post('/api/auth/login')
        .send({ email: victim.email, password: victim.password })
        .expect(200);
      // After the delay, the right password works from a new address too (no hard lock-out).
      t.clock.advance((LOGIN_MAX_DELAY_SECONDS + 1) * 1000);
      const newDevice = testClient(t.server);
      await newDevice.post('/api/auth/login').send({ email: victim.email, password: victim.password }).expect(200);
      // That sign-in made the new address known: while the guessing goes on, it is not slowed either.
      for (let i = 0; i < 3; i++)
        await testClient(t.server).post('/api/auth/login').send({ email: victim.email, password: 'Wrong!again1' });
      await testClient(t.server)
        .post('/api/auth/login')
        .send({ email: victim.email, password: victim.password })
        .expect(429);
      await testClient(t.server, newDevice.address)
        .post('/api/auth/login')
        .send({ email: victim.email, password: victim.password })
        .expect(200);
    });
  });

  describe('registration throttling', () => {
    it('limits sign-ups per address (10 an hour by default) without touching other addresses', async () => {
      const address = randomClientAddress();
      for (let i = 0; i < t.config.registrationsPerAddressPerHour; i++)
        await registerUser(testClient(t.server, address));
      const refused = await testClient(t.server, address)
        .post('/api/auth/register')
        .send({ email: randomEmail(), password: STRONG_PASSWORD, name: 'N' })
        .expect(429);
      expect(refused.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: expect.any(String) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await registerUser(testClient(t.server));
    });

    it('counts an IPv6 /64 as one address', async () => {
      const net = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
      for (let i = 0; i < t.config.registrationsPerAddressPerHour; i++)
        await registerUser(testClient(t.server, `${net}::${(i + 1).toString(16)}`));
      await testClient(t.server, `${net}::ffff`)
        .post('/api/auth/register')
        .send({ email: randomEmail(), password: STRONG_PASSWORD, name: 'N' })
        .expect(429);
    });
  });

  describe('me and logout', () => {
    it('answers 401 UNAUTHORIZED to an anonymous /me', async () => {
      const res = await testClient(t.server).get('/api/auth/me').expect(401);
      expect(res.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' });
    });

    it('accepts `Authorization: Bearer null` and other junk beside a valid cookie', async () => {
      const client = testClient(t.server);
      const user = await registerUser(client);
      for (const header of ['Bearer null', 'Bearer undefined', 'Basic abc', 'garbage']) {
        const res = await client.get('/api/auth/me').set('Authorization', header).expect(200);
        expect(res.body.email).toBe(user.email);
      }
    });

    it('deletes the session on logout, so the old id is rejected server-side', async () => {
      const client = testClient(t.server);
      const user = await registerUser(client);
      const login = await testClient(t.server)
        .post('/api/auth/login')
        .send({ email: user.email, password: user.password })
        .expect(200);
      const cookie = cookieValue(sessionCookie(login.headers['set-cookie']));
      const out = await testClient(t.server).post('/api/auth/logout').set('Cookie', cookie).send({}).expect(200);
      expect(out.body).toEqual({ ok: true });
      expect(sessionCookie(out.headers['set-cookie'])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
      await testClient(t.server).get('/api/auth/me').set('Cookie', cookie).expect(401);
      // The registration session of the same user is a different session and still works.
      await client.get('/api/auth/me').expect(200);
    });

    it('answers logout with 200 without a session too', async () => {
      const res = await testClient(t.server).post('/api/auth/logout').send({}).expect(200);
      expect(res.body).toEqual({ ok: true });
    });
  });

  describe("cookies planted by a neighbouring origin (the web app's per-origin value)", () => {
    const mine = randomBytes(32).toString('base64url');
    const theirs = randomBytes(32).toString('base64url');

    async function logIn(email: string, password: string, binding?: string): Promise<string> {
      const req = testClient(t.server).post('/api/auth/login');
      if (binding) req.set(CLIENT_BINDING_HEADER, binding);
      return cookieValue(sessionCookie((await req.send({ email, password }).expect(200)).headers['set-cookie']));
    }

    const me = (cookie: string, binding?: string) => {
      const req = testClient(t.server).get('/api/auth/me').set('Cookie', cookie);
      return binding ? req.set(CLIENT_BINDING_HEADER, binding) : req;
    };

    it("a request carrying the web app's value is signed in only by a session bound to that value", async () => {
      const attacker = await registerUser(testClient(t.server));
      // The attacker's own session, made by a script (no value) or by their browser (their value).
      for (const planted of [
        await logIn(attacker.email, attacker.password),
        await logIn(attacker.email, attacker.password, theirs),
      ]) {
        expect((await me(planted, mine)).status).toBe(401);
        const graphql = await testClient(t.server)
          .post('/api/graphql')
          .set('Cookie', planted)
          .set(CLIENT_BINDING_HEADER, mine)
          .send({ query: '{ me { email } }' });
        expect(graphql.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
      }
      // Clients that send no value keep working with any session, as the REST contract requires.
      expect((await me(await logIn(attacker.email, attacker.password, theirs))).body.email).toBe(attacker.email);
    });

    it("the web app's own session works with its value, over REST and GraphQL, also when signed up there", async () => {
      const user = await registerUser(testClient(t.server));
      const session = await logIn(user.email, user.password, mine);
      expect((await me(session, mine)).body.email).toBe(user.email);
      const malformed = await me(session, 'short');
      expect(malformed.status).toBe(401);
      const signup = await testClient(t.server)
        .post('/api/graphql')
        .set(CLIENT_BINDING_HEADER, mine)
        .send({
          query: 'mutation($i: RegisterInput!) { register(input: $i) { email } }',
          variables: { i: { email: randomEmail(), password: STRONG_PASSWORD, name: 'Web' } },
        })
        .expect(200);
      const cookie = cookieValue(sessionCookie(signup.headers['set-cookie']));
      expect((await me(cookie, mine)).status).toBe(200);
      expect((await me(cookie, theirs)).status).toBe(401);
    });
  });
});

describe('Accounts behind an https PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(AppModule, { PUBLIC_URL: 'https://coffer.example.com' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure with the __Host- prefix', async () => {
    const res = await testClient(t.server)
      .post('/api/auth/register')
      .send({ email: randomEmail(), password: STRONG_PASSWORD, name: 'S' })
      .expect(201);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    const cookie = cookies.find((c) => c.startsWith('__Host-coffer_sid='));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Domain=/);
  });
});

describe('REGISTRATION=closed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(AppModule, { REGISTRATION: 'closed' });
  });
  afterAll(() => t.close());

  it('refuses every sign-up with REGISTRATION_CLOSED over REST and GraphQL, and creates nothing', async () => {
    const email = randomEmail();
    const rest = await testClient(t.server)
      .post('/api/auth/register')
      .send({ email, password: STRONG_PASSWORD, name: 'N' })
      .expect(403);
    expect(rest.body).toEqual({
      statusCode: 403,
      code: 'REGISTRATION_CLOSED',
      message: expect.stringContaining('closed'),
    });
    const gql = await testClient(t.server)
      .post('/api/graphql')
      .send({
        query: 'mutation($i: RegisterInput!) { register(input: $i) { id } }',
        variables: { i: { email, password: STRONG_PASSWORD, name: 'N' } },
      })
      .expect(200);
    expect(gql.body.errors[0]).toMatchObject({
      message: rest.body.message,
      extensions: { code: 'REGISTRATION_CLOSED' },
    });
    await testClient(t.server).post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(401);
  });
});

describe('REGISTRATION=invite', () => {
  let t: TestApp;
  const [direct, listed, revoked, stranger] = ['direct', 'listed', 'revoked', 'stranger'].map((p) =>
    randomEmail(p),
  ) as [string, string, string, string];
  // Shared on by an account nobody proved the address of, or only from a file now in the trash.
  const [byUnverified, trashedDirect, trashedListed] = ['by-unverified', 'trashed-direct', 'trashed-listed'].map((p) =>
    randomEmail(p),
  ) as [string, string, string];

  beforeAll(async () => {
    // One database, two configurations in turn (the embedded test database takes one app at a
    // time): the owner's account and shares predate the switch to invite-only.
    const open = await createTestApp(AppModule);
    try {
      const owner = testClient(open.server);
      await registerUser(owner);
      const fileId = (await uploadFiles(owner, [{ name: 'welcome.txt', content: 'hi' }]).expect(201)).body.created[0]
        .id as string;
      await owner
        .post('/api/files/share')
        .send({ fileId, shareWith: [direct] })
        .expect(200);
      await owner
        .post('/api/share/create')
        .send({ fileId, scope: 'restricted', emails: [listed.toUpperCase()], maxAccess: null })
        .expect(201);
      const gone = (
        await owner
          .post('/api/share/create')
          .send({ fileId, scope: 'restricted', emails: [revoked], maxAccess: null })
          .expect(201)
      ).body.token;
      await owner.delete(`/api/share/${gone}`).expect(200);

      const binned = (await uploadFiles(owner, [{ name: 'old.txt', content: 'old' }]).expect(201)).body.created[0]
        .id as string;
      await owner
        .post('/api/files/share')
        .send({ fileId: binned, shareWith: [trashedDirect] })
        .expect(200);
      await owner
        .post('/api/share/create')
        .send({ fileId: binned, scope: 'restricted', emails: [trashedListed], maxAccess: null })
        .expect(201);
      await owner.delete(`/api/files/${binned}`).expect(200);

      const squatter = testClient(open.server);
      await registerUser(squatter, { verify: false });
      const own = (await uploadFiles(squatter, [{ name: 'bait.txt', content: 'x' }]).expect(201)).body.created[0]
        .id as string;
      await squatter
        .post('/api/files/share')
        .send({ fileId: own, shareWith: [byUnverified] })
        .expect(200);
      await squatter
        .post('/api/share/create')
        .send({ fileId: own, scope: 'restricted', emails: [byUnverified], maxAccess: null })
        .expect(201);
    } finally {
      await open.close();
    }
    t = await createTestApp(AppModule, { REGISTRATION: 'invite' });
  });
  afterAll(() => t.close());

  const signUp = (email: string) =>
    testClient(t.server).post('/api/auth/register').send({ email, password: STRONG_PASSWORD, name: 'Invited' });

  it('admits only addresses someone has shared with (directly, or on an active restricted link); everyone else gets REGISTRATION_INVITE_ONLY', async () => {
    await signUp(direct).expect(201);
    await signUp(listed).expect(201);
    for (const email of [revoked, stranger, byUnverified, trashedDirect, trashedListed]) {
      const res = await signUp(email).expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        code: 'REGISTRATION_INVITE_ONLY',
        message: expect.stringContaining('invitation'),
      });
    }
    const gql = await testClient(t.server)
      .post('/api/graphql')
      .send({
        query: 'mutation($i: RegisterInput!) { register(input: $i) { id } }',
        variables: { i: { email: stranger, password: STRONG_PASSWORD, name: 'N' } },
      })
      .expect(200);
    expect(gql.body.errors[0].extensions.code).toBe('REGISTRATION_INVITE_ONLY');
  });
});
