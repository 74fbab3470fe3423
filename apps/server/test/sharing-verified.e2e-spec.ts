import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { EventBus } from '@coffer/server-core';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import {
  INVITATION_MAILS_PER_DAY,
  VISITOR_ACCESS_SECONDS,
  WRONG_CODES_PER_CLIENT,
  WRONG_CODES_WINDOW_SECONDS,
} from '@coffer/server-sharing';
import {
  createTestApp,
  linkIn,
  randomClientAddress,
  randomEmail,
  signedInClient,
  startTestSmtp,
  testClient,
  uploadFiles,
  type SignedInClient,
  type TestApp,
  type TestClient,
  type TestSmtpServer,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const PUBLIC_URL = 'http://coffer.test:3000';

/**
 * Nothing shared with an address reaches an account until the address is verified; visitors
 * without an account prove an address with a one-time code; owners may notify recipients. All
 * mail goes through a real SMTP server the test reads.
 */
describe('Sharing with verified addresses, one-time codes and invitations', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let db: DataSource;
  const sockets: Client[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(AppModule, { SMTP_URL: smtp.url, PUBLIC_URL });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await Promise.all(sockets.map(async (s) => s.dispose()));
    await t.close();
    await smtp.close();
  });

  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const path = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

  async function file(owner: TestClient, name = 'report.txt'): Promise<string> {
    return (await uploadFiles(owner, [{ name, content: `content ${Math.random()} 0123456789` }]).expect(201)).body
      .created[0].id;
  }

  async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
    return (await client.post('/api/graphql').send({ query, variables }).expect(200)).body;
  }

  async function seenBy(client: TestClient) {
    const rest = (await client.get('/api/files/shared-with-me').expect(200)).body as Array<{ _id: string }>;
    const graph = await gql(
      client,
      '{ sharedWithMe { totalCount edges { node { item { id: databaseId } } } } unseenShares { count } }',
    );
    const unseen = (await client.get('/api/share/unseen').expect(200)).body;
    return {
      rest: rest.map((r) => r._id),
      graphql: graph.data.sharedWithMe.edges.map((e: { node: { item: { id: string } } }) => e.node.item.id),
      graphqlUnseen: graph.data.unseenShares.count,
      unseen: unseen.unseen,
    };
  }

  /** Opens the mailed link in `browser` (signed in as the account, whose session then stays) or elsewhere. */
  async function verifyFromMail(email: string, browser: TestClient = testClient(t.server)) {
    const link = linkIn(await smtp.nextMailTo(email, '/verify-email?token='), `${PUBLIC_URL}/verify-email?token=`);
    await browser
      .post('/api/auth/verify-email')
      .send({ token: new URL(link).searchParams.get('token') })
      .expect(200);
  }

  function codeIn(raw: string): string {
    const match = /\b(\d{6})\b/.exec(raw.slice(raw.indexOf('enter this code')));
    if (!match) throw new Error('no code in the mail');
    return match[1]!;
  }

  describe('an unverified account is a stranger to what is shared with its address', () => {
    it('keeps a restricted link and a direct share from whoever registers the invited address, until the mailed link is opened', async () => {
      const owner = await signedInClient(t.server, { name: 'Alice Owner' });
      const invited = randomEmail('invited');
      const linked = await file(owner, 'linked.txt');
      const direct = await file(owner, 'direct.txt');
      const { token } = (
        await owner
          .post('/api/share/create')
          .send({ fileId: linked, scope: 'restricted', emails: [invited], password: 'link-pa55' })
          .expect(201)
      ).body;
      await owner
        .post('/api/files/share')
        .send({ fileId: direct, shareWith: [invited] })
        .expect(200);

      // Anyone can type the address at sign-up.
      const squatter = await signedInClient(t.server, { email: invited, verify: false });
      expect(await seenBy(squatter)).toEqual({ rest: [], graphql: [], graphqlUnseen: 0, unseen: 0 });
      const stranger = await signedInClient(t.server);
      for (const who of [squatter, stranger]) {
        const withPassword = await who.post(`/api/share/access/${token}`).send({ password: 'link-pa55' });
        expect([withPassword.status, withPassword.body.code]).toEqual([403, 'SHARE_NOT_INVITED']);
        const viaGraphql = await gql(
          who,
          'mutation($t: String!) { shareAccess(token: $t, password: "link-pa55") { downloadUrl } }',
          { t: token },
        );
        expect(viaGraphql.errors[0].extensions.code).toBe('SHARE_NOT_INVITED');
        expect((await who.post(`/api/share/add-to-account/${token}`).send({ password: 'link-pa55' })).status).toBe(403);
        for (const id of [linked, direct]) {
          expect((await who.get(`/api/files/download/${id}`)).status).toBe(404);
          expect((await who.get(`/api/files/preview/${id}`)).status).toBe(404);
        }
      }
      const mine = await file(squatter, 'own.txt');
      expect((await squatter.get(`/api/files/download/${mine}`)).status).toBe(200);

      await verifyFromMail(invited, squatter);

      const after = await seenBy(squatter);
      expect(after.rest.sort()).toEqual([linked, direct].sort());
      expect(after.graphql.sort()).toEqual([linked, direct].sort());
      expect([after.unseen, after.graphqlUnseen]).toEqual([2, 2]);
      const opened = (await squatter.post(`/api/share/access/${token}`).send({ password: 'link-pa55' }).expect(200))
        .body;
      expect((await squatter.get(path(opened.downloadUrl)).expect(200)).text).toContain('content');
      expect((await squatter.get(`/api/files/download/${direct}`)).status).toBe(200);
      expect((await squatter.get(`/api/files/download/${linked}`)).status).toBe(200);
    });

    it('unsharing tells only accounts that had a direct share, and does the same work whether or not an address has an account', async () => {
      const owner = await signedInClient(t.server);
      const id = await file(owner, 'kept.txt');
      const bystander = await signedInClient(t.server);
      const recipient = await signedInClient(t.server);
      await owner
        .post('/api/files/share')
        .send({ fileId: id, shareWith: [recipient.email] })
        .expect(200);
      const withdrawn: unknown[] = [];
      const stop = t.app.get(EventBus).listenLocal((topic, payload) => {
        if (topic === 'shareWithdrawn') withdrawn.push(payload);
      });
      try {
        await owner
          .post('/api/files/unshare')
          .send({ fileId: id, unshareWith: [bystander.email, randomEmail('nobody'), recipient.email] })
          .expect(200);
      } finally {
        stop();
      }
      expect(withdrawn).toEqual([{ userId: recipient.userId, fileId: id }]);
    });

    it('sends shareReceived only to verified accounts', async () => {
      const owner = await signedInClient(t.server);
      const unverified = await signedInClient(t.server, { verify: false });
      const verified = await signedInClient(t.server);
      const listen = (client: SignedInClient) => {
        const events: unknown[] = [];
        const socket = createClient({
          url: t.url.replace(/^http/, 'ws') + '/api/graphql',
          lazy: false,
          retryAttempts: 0,
          webSocketImpl: class extends WebSocket {
            constructor(address: string, protocols?: string | string[]) {
              super(address, protocols, {
                headers: { cookie: client.cookie, 'x-forwarded-for': randomClientAddress() },
              });
            }
          },
        });
        sockets.push(socket);
        socket.subscribe(
          { query: 'subscription { shareReceived { fileName } }' },
          { next: (e) => events.push(e.data), error: () => undefined, complete: () => undefined },
        );
        return events;
      };
      const toUnverified = listen(unverified);
      const toVerified = listen(verified);
      await sleep(400);
      const id = await file(owner, 'event.txt');
      await owner
        .post('/api/files/share')
        .send({ fileId: id, shareWith: [unverified.email, verified.email] })
        .expect(200);
      await owner
        .post('/api/share/create')
        .send({ fileId: id, scope: 'restricted', emails: [unverified.email, verified.email] })
        .expect(201);
      for (let i = 0; i < 60 && toVerified.length < 2; i++) await sleep(50);
      await sleep(300);
      expect(toVerified).toEqual([
        { shareReceived: { fileName: 'event.txt' } },
        { shareReceived: { fileName: 'event.txt' } },
      ]);
      expect(toUnverified).toEqual([]);
    });
  });

  describe('one-time codes for visitors', () => {
    let owner: SignedInClient;
    let token: string;
    let fileId: string;
    // Each test asks for codes for its own listed addresses (codes per address are throttled).
    const guests = Array.from({ length: 9 }, (_, i) => randomEmail(`guest${i}`));
    const [listed, other] = guests as [string, string];

    beforeAll(async () => {
      owner = await signedInClient(t.server, { name: 'Olga Owner' });
      fileId = await file(owner, 'guest.txt');
      token = (
        await owner
          .post('/api/share/create')
          .send({ fileId, scope: 'restricted', emails: guests, password: 'guest-pa55' })
          .expect(201)
      ).body.token;
    });

    async function askCode(visitor: TestClient, email: string): Promise<string> {
      await visitor.post(`/api/share/access/${token}/code`).send({ email }).expect(200, { ok: true });
      return codeIn((await smtp.nextMailTo(email, 'enter this code')).raw);
    }

    it('opens a restricted link for a visitor without an account; the password still applies', async () => {
      const visitor = testClient(t.server);
      expect((await visitor.post(`/api/share/access/${token}`).send({ password: 'guest-pa55' })).body.code).toBe(
        'SHARE_RESTRICTED',
      );
      const code = await askCode(visitor, listed);
      const verified = await visitor
        .post(`/api/share/access/${token}/code/verify`)
        .send({ email: listed, code })
        .expect(200);
      const cookie = ([] as string[])
        .concat(verified.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('coffer_visitor='))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(JSON.stringify(verified.body)).not.toContain(cookie.split(';')[0]!.split('=')[1]!);
      expect((await visitor.post(`/api/share/access/${token}`).send({})).body.code).toBe('PASSWORD_REQUIRED');
      const opened = (await visitor.post(`/api/share/access/${token}`).send({ password: 'guest-pa55' }).expect(200))
        .body;
      expect(opened.metadata.originalName).toBe('guest.txt');
      expect((await testClient(t.server).get(path(opened.downloadUrl)).expect(200)).text).toContain('content');
      // The code's access is bound to this browser: another one without the cookie is still refused.
      expect(
        (await testClient(t.server).post(`/api/share/access/${token}`).send({ password: 'guest-pa55' })).body.code,
      ).toBe('SHARE_RESTRICTED');
      // The owner removes the address: the access ends with it.
      await owner
        .patch(`/api/share/${token}`)
        .send({ emails: guests.slice(1) })
        .expect(200);
      expect((await visitor.post(`/api/share/access/${token}`).send({ password: 'guest-pa55' })).body.code).toBe(
        'SHARE_RESTRICTED',
      );
      await owner.patch(`/api/share/${token}`).send({ emails: guests }).expect(200);
      expect((await visitor.post(`/api/share/access/${token}`).send({ password: 'guest-pa55' })).status).toBe(200);
      // The access lasts a while, not forever.
      t.clock.advance((VISITOR_ACCESS_SECONDS + 1) * 1000);
      try {
        expect((await visitor.post(`/api/share/access/${token}`).send({ password: 'guest-pa55' })).body.code).toBe(
          'SHARE_RESTRICTED',
        );
      } finally {
        t.clock.advance(-(VISITOR_ACCESS_SECONDS + 1) * 1000);
      }
    });

    it('binds a code to a new visitor token, never to one the browser already held (planted by a neighbouring site)', async () => {
      const planted = randomBytes(32).toString('base64url');
      const address = randomClientAddress();
      const asVictim = (url: string) =>
        request(t.server).post(url).set('X-Forwarded-For', address).set('Cookie', `coffer_visitor=${planted}`);
      await asVictim(`/api/share/access/${token}/code`).send({ email: guests[8] }).expect(200);
      const code = codeIn((await smtp.nextMailTo(guests[8]!, 'enter this code')).raw);
      const verified = await asVictim(`/api/share/access/${token}/code/verify`)
        .send({ email: guests[8], code })
        .expect(200);
      const minted = ([] as string[])
        .concat(verified.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('coffer_visitor='))!
        .split(';')[0]!
        .slice('coffer_visitor='.length);
      expect(minted).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(minted).not.toBe(planted);
      const withCookie = (value: string) =>
        request(t.server)
          .post(`/api/share/access/${token}`)
          .set('Cookie', `coffer_visitor=${value}`)
          .send({ password: 'guest-pa55' });
      // Whoever planted the old value opens nothing; the browser's new one opens the link.
      expect((await withCookie(planted)).body.code).toBe('SHARE_RESTRICTED');
      expect((await withCookie(minted)).status).toBe(200);
    });

    it('works over GraphQL too, and lets a signed-in account that is not verified use a code', async () => {
      const unverified = await signedInClient(t.server, { verify: false });
      expect(
        (
          await gql(
            unverified,
            'mutation($t: String!) { shareAccess(token: $t, password: "guest-pa55") { originalName } }',
            { t: token },
          )
        ).errors[0].extensions.code,
      ).toBe('SHARE_NOT_INVITED');
      expect(
        (
          await gql(unverified, 'mutation($t: String!, $e: String!) { requestShareCode(token: $t, email: $e) }', {
            t: token,
            e: other,
          })
        ).data,
      ).toEqual({ requestShareCode: true });
      const code = codeIn((await smtp.nextMailTo(other, 'enter this code')).raw);
      const res = await unverified.post('/api/graphql').send({
        query:
          'mutation($t: String!, $e: String!, $c: String!) { verifyShareCode(token: $t, email: $e, code: $c) { expiresAt } }',
        variables: { t: token, e: other, c: code },
      });
      expect(res.body.data.verifyShareCode.expiresAt).toEqual(expect.any(String));
      const opened = await gql(
        unverified,
        'mutation($t: String!) { shareAccess(token: $t, password: "guest-pa55") { originalName ownerName } }',
        { t: token },
      );
      expect(opened.data.shareAccess).toEqual({ originalName: 'guest.txt', ownerName: 'Olga Owner' });
    });

    // That both take as long: sharing-verified.system-spec.ts.
    it('answers the same for a listed and an unlisted address and mails only the listed one', async () => {
      const unlisted = randomEmail('nobody');
      const answers = [];
      for (const email of [guests[2]!, unlisted]) {
        const res = await testClient(t.server).post(`/api/share/access/${token}/code`).send({ email });
        answers.push({ status: res.status, body: res.body, cookie: res.headers['set-cookie'] ?? null });
      }
      expect(answers[0]).toEqual(answers[1]);
      await smtp.nextMailTo(guests[2]!, 'enter this code');
      await sleep(300);
      expect(smtp.received.filter((m) => m.to.includes(unlisted))).toEqual([]);
      // GraphQL: the same.
      const viaGraphql = await Promise.all(
        [guests[2]!, unlisted].map((e) =>
          gql(testClient(t.server), 'mutation($t: String!, $e: String!) { requestShareCode(token: $t, email: $e) }', {
            t: token,
            e: e,
          }),
        ),
      );
      expect(viaGraphql[0]).toEqual(viaGraphql[1]);
      await smtp.nextMailTo(guests[2]!, 'enter this code');
    });

    it('throttles wrong codes per client address on the link; the right code works after the wait, and another visitor is not held up', async () => {
      const guesser = testClient(t.server);
      const code = await askCode(guesser, guests[3]!);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < WRONG_CODES_PER_CLIENT; i++) {
        const res = await guesser
          .post(`/api/share/access/${token}/code/verify`)
          .send({ email: guests[3]!, code: wrong });
        expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_ERROR']);
      }
      const blocked = await guesser.post(`/api/share/access/${token}/code/verify`).send({ email: guests[3]!, code });
      expect([blocked.status, blocked.body.code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

      const someoneElse = testClient(t.server);
      const theirs = await askCode(someoneElse, guests[4]!);
      await someoneElse
        .post(`/api/share/access/${token}/code/verify`)
        .send({ email: guests[4]!, code: theirs })
        .expect(200);

      t.clock.advance((WRONG_CODES_WINDOW_SECONDS + 1) * 1000);
      await guesser.post(`/api/share/access/${token}/code/verify`).send({ email: guests[3]!, code }).expect(200);
      expect((await guesser.post(`/api/share/access/${token}`).send({ password: 'guest-pa55' })).status).toBe(200);
    });

    it('voids a code after ten wrong attempts from anywhere', async () => {
      const visitor = testClient(t.server);
      const code = await askCode(visitor, guests[5]!);
      const wrong = code === '111111' ? '111112' : '111111';
      for (let i = 0; i < 10; i++)
        await testClient(t.server)
          .post(`/api/share/access/${token}/code/verify`)
          .send({ email: guests[5]!, code: wrong })
          .expect(400);
      expect(
        (await visitor.post(`/api/share/access/${token}/code/verify`).send({ email: guests[5]!, code })).status,
      ).toBe(400);
    });

    it('lets a code work once, and not after 10 minutes; only its keyed hash is stored', async () => {
      const first = testClient(t.server);
      const code = await askCode(first, guests[6]!);
      const rows: Array<{ code_hash: string }> = await db.query(
        'SELECT code_hash FROM share_visitor_code WHERE email = $1',
        [guests[6]!],
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(code);
      await first.post(`/api/share/access/${token}/code/verify`).send({ email: guests[6]!, code }).expect(200);
      const reused = await testClient(t.server)
        .post(`/api/share/access/${token}/code/verify`)
        .send({ email: guests[6]!, code });
      expect([reused.status, reused.body.code]).toEqual([400, 'VALIDATION_ERROR']);

      const late = testClient(t.server);
      const lateCode = await askCode(late, guests[7]!);
      t.clock.advance(10 * 60 * 1000 + 1000);
      const expired = await late
        .post(`/api/share/access/${token}/code/verify`)
        .send({ email: guests[7]!, code: lateCode });
      expect([expired.status, expired.body.code, expired.body.message]).toEqual([
        400,
        'VALIDATION_ERROR',
        reused.body.message,
      ]);
    });

    it('throttles code requests per address on a link', async () => {
      const email = randomEmail('many');
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await testClient(t.server).post(`/api/share/access/${token}/code`).send({ email })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it("someone else holding the link can neither void a visitor's code by asking again nor use up the link's asking", async () => {
      const visitorEmail = randomEmail('visitor');
      const { token: own } = (
        await owner
          .post('/api/share/create')
          .send({ fileId, scope: 'restricted', emails: [visitorEmail] })
          .expect(201)
      ).body;
      const visitor = testClient(t.server);
      await visitor.post(`/api/share/access/${own}/code`).send({ email: visitorEmail }).expect(200);
      const code = codeIn((await smtp.nextMailTo(visitorEmail, 'enter this code')).raw);
      // Another client asks for the same address (a second code is mailed to it), then for 40 others.
      await testClient(t.server).post(`/api/share/access/${own}/code`).send({ email: visitorEmail }).expect(200);
      await smtp.nextMailTo(visitorEmail, 'enter this code');
      for (let i = 0; i < 40; i++) {
        await testClient(t.server)
          .post(`/api/share/access/${own}/code`)
          .send({ email: randomEmail('noise') })
          .expect(200);
      }
      await visitor.post(`/api/share/access/${own}/code/verify`).send({ email: visitorEmail, code }).expect(200);
      const another = randomEmail('late');
      await owner
        .patch(`/api/share/${own}`)
        .send({ emails: [visitorEmail, another] })
        .expect(200);
      await testClient(t.server).post(`/api/share/access/${own}/code`).send({ email: another }).expect(200);
    });

    it('refuses codes for public links, unknown tokens and malformed addresses', async () => {
      const { token: open } = (await owner.post('/api/share/create').send({ fileId, scope: 'public' }).expect(201))
        .body;
      expect((await testClient(t.server).post(`/api/share/access/${open}/code`).send({ email: listed })).status).toBe(
        400,
      );
      expect(
        (
          await testClient(t.server)
            .post('/api/share/access/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/code')
            .send({ email: listed })
        ).status,
      ).toBe(404);
      expect(
        (await testClient(t.server).post(`/api/share/access/${token}/code`).send({ email: 'not-an-address' })).body
          .code,
      ).toBe('VALIDATION_ERROR');
    });
  });

  describe('invitations', () => {
    it('mails listed addresses the sharer, the file and the link when the owner asks, and nobody otherwise', async () => {
      const owner = await signedInClient(t.server, { name: 'Nora Sharer' });
      const id = await file(owner, 'plan.txt');
      const [a, b, quiet] = [randomEmail('inv'), randomEmail('inv'), randomEmail('quiet')];
      const { token } = (
        await owner
          .post('/api/share/create')
          .send({ fileId: id, scope: 'restricted', emails: [a, b], notify: true })
          .expect(201)
      ).body;
      for (const to of [a, b]) {
        const mail = await smtp.nextMailTo(to, 'shared');
        expect(mail.raw).toContain('Nora Sharer');
        expect(mail.raw).toContain('plan.txt');
        expect(linkIn(mail, `${PUBLIC_URL}/share/`)).toBe(`${PUBLIC_URL}/share/${token}`);
      }
      const added = randomEmail('added');
      await owner
        .patch(`/api/share/${token}`)
        .send({ emails: [a, b, added], notify: true })
        .expect(200);
      expect(linkIn(await smtp.nextMailTo(added, 'shared'), `${PUBLIC_URL}/share/`)).toBe(
        `${PUBLIC_URL}/share/${token}`,
      );
      await owner
        .post('/api/share/create')
        .send({ fileId: id, scope: 'restricted', emails: [quiet] })
        .expect(201);
      await owner
        .post('/api/files/share')
        .send({ fileId: id, shareWith: [quiet] })
        .expect(200);

      const direct = randomEmail('direct');
      await owner
        .post('/api/files/share')
        .send({ fileId: id, shareWith: [direct], notify: true })
        .expect(200);
      const mail = await smtp.nextMailTo(direct, 'shared');
      expect(mail.raw).toContain('Nora Sharer');
      expect(mail.raw).toContain('plan.txt');
      expect(mail.raw).toContain(`${PUBLIC_URL}/dashboard/shared`);

      const viaGraphql = randomEmail('gql');
      const res = await gql(
        owner,
        'mutation($f: ID!, $e: [String!]!) { shareWithUsers(fileId: $f, emails: $e, notify: true) { email } }',
        { f: id, e: [viaGraphql] },
      );
      expect(res.data.shareWithUsers).toEqual([{ email: viaGraphql }]);
      expect((await smtp.nextMailTo(viaGraphql, 'shared')).raw).toContain('plan.txt');
      const linkViaGraphql = randomEmail('gql-link');
      const created = await gql(owner, 'mutation($i: CreateShareLinkInput!) { createShareLink(input: $i) { url } }', {
        i: { fileId: id, scope: 'RESTRICTED', emails: [linkViaGraphql], notify: true },
      });
      expect(linkIn(await smtp.nextMailTo(linkViaGraphql, 'shared'), `${PUBLIC_URL}/share/`)).toBe(
        created.data.createShareLink.url,
      );

      await sleep(300);
      expect(smtp.received.filter((m) => m.to.includes(quiet))).toEqual([]);
      // Only the address the change added was mailed again.
      expect(smtp.received.filter((m) => m.to.includes(a))).toHaveLength(1);
      expect(
        (await owner.post('/api/files/share').send({ fileId: id, shareWith: [quiet], notify: 'yes' })).body.code,
      ).toBe('VALIDATION_ERROR');
    });

    it('mails nothing for an unverified account, and keeps sharer and file names out of the subject', async () => {
      const squatter = await signedInClient(t.server, { name: 'Claim your prize', verify: false });
      const bait = await file(squatter, 'urgent-invoice.txt');
      const target = randomEmail('target');
      for (const [path, body] of [
        ['/api/share/create', { fileId: bait, scope: 'restricted', emails: [target], notify: true }],
        ['/api/files/share', { fileId: bait, shareWith: [target], notify: true }],
      ] as const) {
        const refused = await squatter.post(path).send(body);
        expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
        expect(refused.body.message).toMatch(/confirm your e-mail address/i);
      }
      // Refused before anything changed: no link, no recipient.
      expect(await db.query('SELECT id FROM share_link WHERE file_id = $1', [bait])).toEqual([]);
      expect(await db.query('SELECT email FROM file_share_email WHERE file_id = $1', [bait])).toEqual([]);

      const owner = await signedInClient(t.server, { name: 'Win a prize at evil.example' });
      const id = await file(owner, 'click-here-now.txt');
      const to = randomEmail('subject');
      await owner
        .post('/api/files/share')
        .send({ fileId: id, shareWith: [to], notify: true })
        .expect(200);
      const mail = await smtp.nextMailTo(to, 'shared');
      expect(mail.raw).toMatch(/^Subject: A file was shared with you on Coffer$/m);
      expect(mail.raw).toContain('click-here-now.txt');
      await sleep(300);
      expect(smtp.received.filter((m) => m.to.includes(target))).toEqual([]);
    });

    it(`sends at most ${INVITATION_MAILS_PER_DAY} invitation mails a day per account, refusing the share that would pass it`, async () => {
      const owner = await signedInClient(t.server);
      const id = await file(owner, 'many.txt');
      const first = Array.from({ length: INVITATION_MAILS_PER_DAY - 1 }, () => randomEmail('bulk'));
      await owner.post('/api/files/share').send({ fileId: id, shareWith: first, notify: true }).expect(200);
      const [one, two] = [randomEmail('one'), randomEmail('two')];
      const over = await owner
        .post('/api/share/create')
        .send({ fileId: id, scope: 'restricted', emails: [one, two], notify: true });
      expect([over.status, over.body.code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(await db.query('SELECT id FROM share_link WHERE file_id = $1', [id])).toEqual([]);
      // What fits is still sent; sharing without notify is not limited by it.
      await owner
        .post('/api/files/share')
        .send({ fileId: id, shareWith: [one], notify: true })
        .expect(200);
      await owner
        .post('/api/files/share')
        .send({ fileId: id, shareWith: [two] })
        .expect(200);
      await smtp.nextMailTo(one, 'shared');
      const refused = await owner.post('/api/files/share').send({ fileId: id, shareWith: [two], notify: true });
      expect(refused.status).toBe(429);
      await smtp.nextMailTo(first[0]!, 'shared');
    });
  });
});
