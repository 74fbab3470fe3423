import request from 'supertest';
import WebSocket from 'ws';
import {
  createTestApp,
  linkIn,
  randomEmail,
  registerUser,
  startTestSmtp,
  STRONG_PASSWORD,
  testClient,
  type TestApp,
  type TestSmtpServer,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const NEW_PASSWORD = 'N3w!password';
const ME = '{ me { id: databaseId email emailVerified } }';

describe('Account self-service: address verification and passwords', () => {
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

  function tokenOf(link: string): string {
    return new URL(link).searchParams.get('token')!;
  }

  async function signIn(email: string, password: string) {
    const client = testClient(t.server);
    const res = await client.post('/api/auth/login').send({ email, password }).expect(200);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('coffer_sid='))!;
    return Object.assign(client, { cookie });
  }

  describe('address verification', () => {
    it('mails a single-use link that verifies the address, over REST and GraphQL', async () => {
      const client = testClient(t.server);
      const user = await registerUser(client, { verify: false });
      expect((await client.post('/api/graphql').send({ query: ME })).body.data.me.emailVerified).toBe(false);

      // Sign-up mails the first link; asking again mails a new one and voids the first.
      const atSignUp = linkIn(await smtp.nextMailTo(user.email), 'http://coffer.test:3000/verify-email?token=');
      await client.post('/api/auth/verify-email/resend').expect(200, { ok: true });
      const mail = await smtp.nextMailTo(user.email);
      await request(t.server)
        .post('/api/auth/verify-email')
        .send({ token: tokenOf(atSignUp) })
        .expect(400);
      expect(mail.raw).toContain('Subject: Confirm your e-mail address for Coffer');
      expect(mail.raw).toContain('Content-Type: text/plain');
      const link = linkIn(mail, 'http://coffer.test:3000/verify-email?token=');

      // Opened in the browser signed in to the account, which stays signed in; it works once.
      const verified = await client
        .post('/api/auth/verify-email')
        .send({ token: tokenOf(link) })
        .expect(200);
      expect(verified.body).toEqual({ id: user.id, email: user.email, name: user.name, emailVerified: true });
      expect((await client.post('/api/graphql').send({ query: ME })).body.data.me.emailVerified).toBe(true);
      const again = await request(t.server)
        .post('/api/auth/verify-email')
        .send({ token: tokenOf(link) })
        .expect(400);
      expect(again.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('invalid') });
    });

    it('voids older links when a new one is sent, and refuses malformed tokens without touching the database', async () => {
      const client = testClient(t.server);
      const user = await registerUser(client, { verify: false });
      await smtp.nextMailTo(user.email);
      await client.post('/api/graphql').send({ query: 'mutation { sendVerificationEmail }' }).expect(200);
      const first = tokenOf(linkIn(await smtp.nextMailTo(user.email), 'http://coffer.test:3000/verify-email?token='));
      await client.post('/api/graphql').send({ query: 'mutation { sendVerificationEmail }' }).expect(200);
      const second = tokenOf(linkIn(await smtp.nextMailTo(user.email), 'http://coffer.test:3000/verify-email?token='));
      const stale = await request(t.server)
        .post('/api/graphql')
        .send({ query: 'mutation($t: String!) { verifyEmail(token: $t) { id } }', variables: { t: first } });
      expect(stale.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
      for (const token of ['', 'x', 'a'.repeat(500), 42]) {
        await request(t.server).post('/api/auth/verify-email').send({ token }).expect(400);
      }
      const ok = await request(t.server)
        .post('/api/graphql')
        .send({
          query: 'mutation($t: String!) { verifyEmail(token: $t) { id: databaseId emailVerified } }',
          variables: { t: second },
        });
      expect(ok.body.data.verifyEmail).toEqual({ id: user.id, emailVerified: true });
    });

    it('moves the account to a new address only when the link mailed there is opened', async () => {
      const client = testClient(t.server);
      const user = await registerUser(client);
      const taken = await registerUser(testClient(t.server));
      const newEmail = randomEmail('moved');
      const wrong = await client
        .post('/api/auth/email')
        .send({ email: newEmail, currentPassword: 'Wrong!pass1' })
        .expect(403);
      expect(wrong.body.code).toBe('WRONG_PASSWORD');
      // The same answer whether or not another account has the address.
      await client
        .post('/api/auth/email')
        .send({ email: taken.email, currentPassword: STRONG_PASSWORD })
        .expect(202, { ok: true });
      await client
        .post('/api/auth/email')
        .send({ email: newEmail, currentPassword: STRONG_PASSWORD })
        .expect(202, { ok: true });
      expect((await client.get('/api/auth/me').expect(200)).body.email).toBe(user.email);

      const toTaken = tokenOf(
        linkIn(
          await smtp.nextMailTo(taken.email, 'Confirm your new e-mail address'),
          'http://coffer.test:3000/verify-email?token=',
        ),
      );
      const toNew = tokenOf(
        linkIn(
          await smtp.nextMailTo(newEmail, 'Confirm your new e-mail address'),
          'http://coffer.test:3000/verify-email?token=',
        ),
      );
      // The later request voided the earlier link.
      await request(t.server).post('/api/auth/verify-email').send({ token: toTaken }).expect(400);
      const moved = await request(t.server).post('/api/auth/verify-email').send({ token: toNew }).expect(200);
      expect(moved.body).toEqual({ id: user.id, email: newEmail, name: user.name, emailVerified: true });
      expect((await client.post('/api/graphql').send({ query: ME })).body.data.me).toEqual({
        id: user.id,
        email: newEmail,
        emailVerified: true,
      });
      const notice = await smtp.nextMailTo(user.email, 'Your Coffer address was changed');
      expect(notice.raw).toContain(`now uses ${newEmail}`);
      await signIn(newEmail, STRONG_PASSWORD);
    });

    it('tells only the holder of the new address that another account has it', async () => {
      const client = testClient(t.server);
      await registerUser(client);
      const taken = await registerUser(testClient(t.server));
      await client
        .post('/api/graphql')
        .send({
          query: 'mutation($i: ChangeEmailInput!) { changeEmail(input: $i) }',
          variables: { i: { email: taken.email, currentPassword: STRONG_PASSWORD } },
        })
        .expect(200);
      const token = tokenOf(
        linkIn(
          await smtp.nextMailTo(taken.email, 'Confirm your new e-mail address'),
          'http://coffer.test:3000/verify-email?token=',
        ),
      );
      const res = await request(t.server).post('/api/auth/verify-email').send({ token }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'USER_EXISTS',
        message: 'Another account already uses this address.',
      });
    });

    it('does not let an access token ask for mail or change the password', async () => {
      const client = testClient(t.server);
      await registerUser(client);
      const created = await client
        .post('/api/graphql')
        .send({
          query: 'mutation { createAccessToken(input: { name: "script", scopes: [READ, WRITE, SHARE] }) { token } }',
        })
        .expect(200);
      const token = created.body.data.createAccessToken.token as string;
      const bearer = request(t.server);
      const resend = await bearer
        .post('/api/auth/verify-email/resend')
        .set('Authorization', `Bearer ${token}`)
        .expect(403);
      expect(resend.body.message).toBe('Access tokens cannot change account settings; sign in.');
      await request(t.server)
        .post('/api/auth/password')
        .set('Authorization', `Bearer ${token}`)
        .send({ currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD })
        .expect(403);
    });
  });

  describe('a proof of the address ends what was made before it', () => {
    const MINT = 'mutation($i: CreateAccessTokenInput!) { createAccessToken(input: $i) { token } }';

    it('a verification link opened elsewhere signs out every session of the account but the one that opens it', async () => {
      const registering = testClient(t.server);
      const user = await registerUser(registering, { verify: false });
      const elsewhere = await signIn(user.email, STRONG_PASSWORD);
      const link = linkIn(await smtp.nextMailTo(user.email), 'http://coffer.test:3000/verify-email?token=');
      await elsewhere
        .post('/api/auth/verify-email')
        .send({ token: tokenOf(link) })
        .expect(200);
      await registering.get('/api/auth/me').expect(401);
      expect((await elsewhere.post('/api/graphql').send({ query: ME })).body.data.me.emailVerified).toBe(true);

      // Opened by someone signed in to no account, or to another one: every session ends.
      const other = testClient(t.server);
      const second = await registerUser(other, { verify: false });
      const secondSession = await signIn(second.email, STRONG_PASSWORD);
      const secondLink = linkIn(await smtp.nextMailTo(second.email), 'http://coffer.test:3000/verify-email?token=');
      await elsewhere
        .post('/api/auth/verify-email')
        .send({ token: tokenOf(secondLink) })
        .expect(200);
      await other.get('/api/auth/me').expect(401);
      await secondSession.get('/api/auth/me').expect(401);
      await elsewhere.get('/api/auth/me').expect(200);
    });

    it('access tokens do not survive a password reset', async () => {
      const client = testClient(t.server);
      const user = await registerUser(client);
      const minted = await client
        .post('/api/graphql')
        .send({ query: MINT, variables: { i: { name: 'cli', scopes: ['READ'] } } });
      const token = minted.body.data.createAccessToken.token as string;
      await request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
      await testClient(t.server).post('/api/auth/password-reset').send({ email: user.email }).expect(202);
      const link = linkIn(
        await smtp.nextMailTo(user.email, 'Reset your Coffer password'),
        'http://coffer.test:3000/reset-password?token=',
      );
      await request(t.server)
        .post('/api/auth/password-reset/confirm')
        .send({ token: tokenOf(link), password: NEW_PASSWORD })
        .expect(200);
      await request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
    });

    it('a reset link asked for before a password change stops working', async () => {
      const client = testClient(t.server);
      const user = await registerUser(client);
      await testClient(t.server).post('/api/auth/password-reset').send({ email: user.email }).expect(202);
      const link = linkIn(
        await smtp.nextMailTo(user.email, 'Reset your Coffer password'),
        'http://coffer.test:3000/reset-password?token=',
      );
      await client
        .post('/api/auth/password')
        .send({ currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD })
        .expect(200);
      const stale = await request(t.server)
        .post('/api/auth/password-reset/confirm')
        .send({ token: tokenOf(link), password: 'Att4cker!pass' })
        .expect(400);
      expect(stale.body.code).toBe('VALIDATION_ERROR');
      await signIn(user.email, NEW_PASSWORD);
    });
  });

  describe('password change', () => {
    it('needs the current password, follows the sign-up rules and signs out every other session', async () => {
      const first = testClient(t.server);
      const user = await registerUser(first);
      const second = await signIn(user.email, STRONG_PASSWORD);

      const wrong = await first
        .post('/api/auth/password')
        .send({ currentPassword: 'Wrong!pass1', newPassword: NEW_PASSWORD })
        .expect(403);
      expect(wrong.body).toEqual({
        statusCode: 403,
        code: 'WRONG_PASSWORD',
        message: 'The current password is not correct.',
      });
      const weak = await first
        .post('/api/auth/password')
        .send({ currentPassword: STRONG_PASSWORD, newPassword: 'weak' })
        .expect(400);
      expect(weak.body.code).toBe('WEAK_PASSWORD');
      await second.get('/api/auth/me').expect(200);

      // A live-updates socket of the other session, opened with its cookie.
      const socket = new WebSocket(t.url.replace(/^http/, 'ws') + '/api/graphql', 'graphql-transport-ws', {
        headers: { Cookie: second.cookie },
      });
      const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
      await new Promise<void>((resolve, reject) => {
        socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
        socket.on('message', (data) =>
          JSON.parse((data as Buffer).toString()).type === 'connection_ack' ? resolve() : undefined,
        );
        socket.on('error', reject);
      });

      await first
        .post('/api/auth/password')
        .send({ currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD })
        .expect(200, { ok: true });
      expect(await closed).toBe(4401);
      await first.get('/api/auth/me').expect(200);
      await second.get('/api/auth/me').expect(401);
      await testClient(t.server)
        .post('/api/auth/login')
        .send({ email: user.email, password: STRONG_PASSWORD })
        .expect(401);
      await signIn(user.email, NEW_PASSWORD);
    });
  });

  describe('sessions', () => {
    it('lists the sessions with device, address and the current one, and signs out one or all others', async () => {
      const laptop = testClient(t.server);
      laptop.set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0');
      const user = await registerUser(laptop);
      const phone = testClient(t.server);
      phone.set(
        'User-Agent',
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      );
      await phone.post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(200);
      const tablet = await signIn(user.email, STRONG_PASSWORD);
      // The web app talks GraphQL: its requests name the device too.
      tablet.set(
        'User-Agent',
        'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      );
      await tablet.post('/api/graphql').send({ query: '{ me { id } }' }).expect(200);
      await phone.get('/api/auth/me').expect(200);

      const listed = (await laptop.get('/api/auth/sessions').expect(200)).body as Array<{
        id: string;
        device: string;
        clientAddress: string;
        current: boolean;
      }>;
      expect(listed).toHaveLength(3);
      expect(listed.filter((s) => s.current).map((s) => s.device)).toEqual(['Firefox on Linux']);
      const phoneSession = listed.find((s) => s.device === 'Safari on iOS')!;
      expect(phoneSession.clientAddress).toBe(phone.address);
      expect(listed.map((s) => s.device).sort()).toEqual(['Chrome on ChromeOS', 'Firefox on Linux', 'Safari on iOS']);

      // Another user cannot see or end them: their ids answer as unknown ones do.
      const stranger = testClient(t.server);
      await registerUser(stranger);
      expect((await stranger.get('/api/auth/sessions').expect(200)).body).toHaveLength(1);
      await stranger.delete(`/api/auth/sessions/${phoneSession.id}`).expect(404);
      await stranger.delete('/api/auth/sessions/not-a-uuid').expect(404);
      await phone.get('/api/auth/me').expect(200);

      await laptop.delete(`/api/auth/sessions/${phoneSession.id}`).expect(200, { ok: true });
      await phone.get('/api/auth/me').expect(401);
      await tablet.get('/api/auth/me').expect(200);

      const gql = await laptop.post('/api/graphql').send({ query: 'mutation { endOtherSessions }' }).expect(200);
      expect(gql.body.data).toEqual({ endOtherSessions: true });
      await tablet.get('/api/auth/me').expect(401);
      const left = await laptop.post('/api/graphql').send({ query: '{ sessions { device current } }' }).expect(200);
      expect(left.body.data.sessions).toEqual([{ device: 'Firefox on Linux', current: true }]);
    });
  });

  describe('password reset', () => {
    it('answers the same for known and unknown addresses and mails only the account holder', async () => {
      const user = await registerUser(testClient(t.server));
      const unknown = randomEmail();
      const known = await testClient(t.server)
        .post('/api/auth/password-reset')
        .send({ email: user.email.toUpperCase() });
      const other = await testClient(t.server).post('/api/auth/password-reset').send({ email: unknown });
      expect([known.status, known.body]).toEqual([202, { ok: true }]);
      expect([other.status, other.body]).toEqual([known.status, known.body]);
      const gql = await testClient(t.server)
        .post('/api/graphql')
        .send({ query: 'mutation($e: String!) { requestPasswordReset(email: $e) }', variables: { e: randomEmail() } });
      expect(gql.body.data).toEqual({ requestPasswordReset: true });
      await smtp.nextMailTo(user.email, 'Reset your Coffer password');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received.some((m) => m.to.includes(unknown))).toBe(false);
    });

    it('sets the new password once, ends every session, and proves the address', async () => {
      const first = testClient(t.server);
      const user = await registerUser(first);
      const second = await signIn(user.email, STRONG_PASSWORD);
      await testClient(t.server).post('/api/auth/password-reset').send({ email: user.email }).expect(202);
      const link = linkIn(
        await smtp.nextMailTo(user.email, 'Reset your Coffer password'),
        'http://coffer.test:3000/reset-password?token=',
      );
      const token = tokenOf(link);

      // A weak password is refused before the link is used up.
      const weak = await request(t.server)
        .post('/api/auth/password-reset/confirm')
        .send({ token, password: 'weak' })
        .expect(400);
      expect(weak.body.code).toBe('WEAK_PASSWORD');
      await request(t.server)
        .post('/api/auth/password-reset/confirm')
        .send({ token, password: NEW_PASSWORD })
        .expect(200, { ok: true });
      await first.get('/api/auth/me').expect(401);
      await second.get('/api/auth/me').expect(401);
      const reused = await request(t.server)
        .post('/api/auth/password-reset/confirm')
        .send({ token, password: 'An0ther!pass' })
        .expect(400);
      expect(reused.body.message).toContain('invalid');

      const again = await signIn(user.email, NEW_PASSWORD);
      expect((await again.post('/api/graphql').send({ query: ME })).body.data.me.emailVerified).toBe(true);
    });

    it('throttles reset requests per address asked for', async () => {
      const email = randomEmail();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await testClient(t.server).post('/api/auth/password-reset').send({ email })).status);
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
    });
  });
});
