import { DataSource } from 'typeorm';
import {
  SHARE_FAILURES_PER_ADDRESS,
  SHARE_PASSWORD_ATTEMPTS_PER_LINK,
  SHARE_PASSWORD_FREE_FAILURES,
} from '@coffer/server-sharing';
import {
  createTestApp,
  PNG_BYTES,
  randomClientAddress,
  randomEmail,
  signedInClient,
  testClient,
  uploadFiles,
  type SignedInClient,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

// A file reached through a share obeys that share's rules wherever it is read: the recipient's
// own download and preview routes (Range included), GraphQL, signed URLs and "add to my files".
describe('Sharing rules that cannot be bypassed', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const user = (email = randomEmail()) => signedInClient(t.server, { email });
  const anon = (address?: string) => testClient(t.server, address);
  const path = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

  async function file(
    owner: TestClient,
    name = 'doc.txt',
    content: string | Buffer = `content ${Math.random()} 0123456789`,
  ): Promise<string> {
    return (await uploadFiles(owner, [{ name, content }]).expect(201)).body.created[0].id;
  }

  async function link(owner: TestClient, body: Record<string, unknown>): Promise<{ token: string }> {
    return (await owner.post('/api/share/create').send(body).expect(201)).body;
  }

  async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
    return (await client.post('/api/graphql').send({ query, variables }).expect(200)).body;
  }

  async function accessCount(fileId: string): Promise<number> {
    const rows: Array<{ access_count: number }> = await db.query(
      'SELECT access_count FROM share_link WHERE file_id = $1',
      [fileId],
    );
    return rows.reduce((sum, r) => sum + r.access_count, 0);
  }

  function uniquePng(): Buffer {
    return Buffer.concat([PNG_BYTES, Buffer.from(`${Math.random()}`)]);
  }

  describe('a listed recipient and the link password', () => {
    let owner: SignedInClient;
    let me: SignedInClient;
    let id: string;
    let token: string;

    beforeAll(async () => {
      owner = await user();
      me = await user();
      id = await file(owner, 'pic.png', uniquePng());
      token = (await link(owner, { fileId: id, scope: 'restricted', emails: [me.email], password: 'link-pa55' })).token;
    });

    it('lists the file as protected, and refuses download, preview, Range, HEAD, GraphQL and add-to-my-files without the password', async () => {
      const shared = (await me.get('/api/files/shared-with-me').expect(200)).body;
      expect(shared.map((s: { _id: string }) => s._id)).toEqual([id]);
      expect(shared[0].shareLinkInfo).toEqual({ token, requiresPassword: true });
      for (const res of [
        await me.get(`/api/files/download/${id}`),
        await me.get(`/api/files/download/${id}`).set('Range', 'bytes=0-7'),
        await me.get(`/api/files/download/${id}`).set('Range', 'bytes=8-'),
        await me.get(`/api/files/preview/${id}`),
        await me.post(`/api/share/add-to-account/${token}`).send({}),
      ]) {
        expect([res.status, res.body.code]).toEqual([403, 'PASSWORD_REQUIRED']);
        expect(Buffer.isBuffer(res.body)).toBe(false);
      }
      expect((await me.head(`/api/files/download/${id}`)).status).toBe(403);
      expect((await me.get(`/api/share/access/${token}`).expect(401)).body.code).toBe('PASSWORD_REQUIRED');
      const viaGraphql = await gql(me, 'mutation($t: String!) { shareAccess(token: $t) { downloadUrl } }', {
        t: token,
      });
      expect(viaGraphql.errors[0].extensions).toMatchObject({ code: 'PASSWORD_REQUIRED' });
      const added = await gql(me, 'mutation($t: String!) { addSharedFileToMyFiles(token: $t) { item { id } } }', {
        t: token,
      });
      expect(added.errors[0].extensions).toMatchObject({ code: 'PASSWORD_REQUIRED' });
      expect(await accessCount(id)).toBe(0);
    });

    it('remembers the password once given (on the share page) until it changes', async () => {
      await me.get(`/api/share/access/${token}`).query({ password: 'wrong' }).expect(403);
      await me.get(`/api/share/access/${token}`).query({ password: 'link-pa55' }).expect(200);
      // That opening paid for one download: the recipient's own download route uses it.
      expect(((await me.get(`/api/files/download/${id}`).expect(200)).body as Buffer).subarray(0, 8)).toEqual(
        PNG_BYTES.subarray(0, 8),
      );
      expect(await accessCount(id)).toBe(1);
      await me.get(`/api/files/preview/${id}`).expect(200);
      await me.get(`/api/share/access/${token}`).expect(200);
      await owner.patch(`/api/share/${token}`).send({ password: 'changed-pa55' }).expect(200);
      expect((await me.get(`/api/files/download/${id}`).expect(403)).body.code).toBe('PASSWORD_REQUIRED');
      expect((await me.get(`/api/share/access/${token}`).expect(401)).body.code).toBe('PASSWORD_REQUIRED');
    });

    it('protects an upload-time private share (sharedWith + link) once the upload protects its link', async () => {
      const friend = await user();
      const up = await uploadFiles(owner, [{ name: 'plan.txt', content: `plan ${Math.random()}` }], {
        shareType: 'private',
        emails: JSON.stringify([friend.email]),
      }).expect(201);
      const fileId = up.body.created[0].id;
      await friend.get(`/api/files/download/${fileId}`).expect(200);
      await owner
        .post('/api/share/protected')
        .send({ fileId, password: 'upl0ad-pass', scope: 'restricted', emails: [friend.email] })
        .expect(201);
      expect((await friend.get(`/api/files/download/${fileId}`).expect(403)).body.code).toBe('PASSWORD_REQUIRED');
      const shared = (await friend.get('/api/files/shared-with-me').expect(200)).body;
      expect(shared.find((s: { _id: string }) => s._id === fileId).shareLinkInfo.requiresPassword).toBe(true);
      await friend
        .get(`/api/share/access/${shared[0].shareLinkInfo.token}`)
        .query({ password: 'upl0ad-pass' })
        .expect(200);
      await friend.get(`/api/files/download/${fileId}`).expect(200);
    });
  });

  describe('download limits', () => {
    it('count every download of a listed recipient atomically; a resumed download (Range past byte 0) continues for five minutes', async () => {
      const owner = await user();
      const me = await user();
      const content = `0123456789abcdef ${Math.random()}`;
      const id = await file(owner, 'limited.txt', content);
      await link(owner, { fileId: id, scope: 'restricted', emails: [me.email], maxAccess: 1 });
      expect((await me.get(`/api/files/download/${id}`).expect(200)).text).toBe(content);
      expect(await accessCount(id)).toBe(1);
      expect((await me.get(`/api/files/download/${id}`).set('Range', 'bytes=5-').expect(206)).text).toBe(
        content.slice(5),
      );
      for (const res of await Promise.all([
        me.get(`/api/files/download/${id}`),
        me.get(`/api/files/download/${id}`).set('Range', 'bytes=0-7'),
        me.get(`/api/files/download/${id}`).set('Range', `bytes=-${content.length + 10}`),
        ...Array.from({ length: 5 }, () => me.get(`/api/files/download/${id}`)),
      ])) {
        expect([res.status, res.body.code]).toEqual([403, 'SHARE_LIMIT_REACHED']);
      }
      t.clock.advance(301_000);
      try {
        expect((await me.get(`/api/files/download/${id}`).set('Range', 'bytes=5-').expect(403)).body.code).toBe(
          'SHARE_LIMIT_REACHED',
        );
      } finally {
        t.clock.advance(-301_000);
      }
      expect(await accessCount(id)).toBe(1);
    });

    it('let exactly maxAccess of many concurrent recipient downloads through', async () => {
      const owner = await user();
      const me = await user();
      const id = await file(owner);
      await link(owner, { fileId: id, scope: 'restricted', emails: [me.email], maxAccess: 3 });
      const results = await Promise.all(Array.from({ length: 12 }, () => me.get(`/api/files/download/${id}`)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(3);
      expect(results.filter((r) => r.status === 403 && r.body.code === 'SHARE_LIMIT_REACHED')).toHaveLength(9);
      expect(await accessCount(id)).toBe(3);
    });

    it('serve exactly maxAccess downloads of a public link to 200 concurrent visitors', async () => {
      const owner = await user();
      const content = `popular ${Math.random()}`;
      const id = await file(owner, 'popular.txt', content);
      const { token } = await link(owner, { fileId: id, scope: 'public', maxAccess: 7 });
      const visit = async () => {
        const visitor = anon(randomClientAddress());
        const opened = await visitor.get(`/api/share/access/${token}`);
        if (opened.status !== 200) return `${opened.status} ${opened.body.code}`;
        const bytes = await visitor.get(path(opened.body.downloadUrl));
        return bytes.status === 200 && bytes.text === content
          ? 'downloaded'
          : `download ${bytes.status} ${bytes.body.code}`;
      };
      const outcomes = await Promise.all(Array.from({ length: 200 }, visit));
      const tally = outcomes.reduce<Record<string, number>>(
        (counts, o) => ({ ...counts, [o]: (counts[o] ?? 0) + 1 }),
        {},
      );
      expect(tally).toEqual({ downloaded: 7, '403 SHARE_LIMIT_REACHED': 193 });
      expect(await accessCount(id)).toBe(7);
    });

    it('give a limited image no preview (it would be an uncounted download)', async () => {
      const owner = await user();
      const me = await user();
      const id = await file(owner, 'photo.png', uniquePng());
      await link(owner, { fileId: id, scope: 'restricted', emails: [me.email], maxAccess: 5 });
      expect((await me.get(`/api/files/preview/${id}`).expect(403)).body.code).toBe('FORBIDDEN');
      expect(await accessCount(id)).toBe(0);
    });

    it('count add-to-my-files as a download: a maxAccess 1 link adds once, also under concurrency', async () => {
      const owner = await user();
      const adder = await user();
      const id = await file(owner);
      const { token } = await link(owner, { fileId: id, scope: 'public', maxAccess: 1 });
      const results = await Promise.all(
        Array.from({ length: 5 }, () => adder.post(`/api/share/add-to-account/${token}`).send({})),
      );
      // One add makes the copy; the others are refused at the limit, or (checked between its count and its commit) told it is already there.
      expect(results.filter((r) => r.status === 200 && !r.body.alreadyAdded)).toHaveLength(1);
      expect(
        results.filter((r) => !(r.status === 200 || (r.status === 403 && r.body.code === 'SHARE_LIMIT_REACHED'))),
      ).toEqual([]);
      // The link's rules come first: at its limit, even the adder's repeat is refused.
      const viaGraphql = await gql(
        adder,
        'mutation($t: String!) { addSharedFileToMyFiles(token: $t) { alreadyAdded } }',
        { t: token },
      );
      expect(viaGraphql.errors[0].extensions.code).toBe('SHARE_LIMIT_REACHED');
      expect((await adder.get('/api/files/list').expect(200)).body.items).toHaveLength(1);
      expect(await accessCount(id)).toBe(1);
    });
  });

  describe('signed download URLs follow the link as it is now', () => {
    it('count each download: opening pays for one, the next full download needs the limit, a resume does not', async () => {
      const owner = await user();
      const content = `abcdefghij ${Math.random()}`;
      const id = await file(owner, 'signed.txt', content);
      const { token } = await link(owner, { fileId: id, scope: 'public', maxAccess: 1 });
      const url = path((await anon().get(`/api/share/access/${token}`).expect(200)).body.downloadUrl);
      expect((await anon().get(url).expect(200)).text).toBe(content);
      for (let i = 0; i < 3; i++) expect((await anon().get(url).expect(403)).body.code).toBe('SHARE_LIMIT_REACHED');
      expect((await anon().get(url).set('Range', 'bytes=0-3').expect(403)).body.code).toBe('SHARE_LIMIT_REACHED');
      expect((await anon().get(url).set('Range', 'bytes=4-').expect(206)).text).toBe(content.slice(4));
      expect(await accessCount(id)).toBe(1);
    });

    it('may be kept by the browser until the signature runs out, and answer If-None-Match with 304 while the link allows', async () => {
      const owner = await user();
      const id = await file(owner);
      const { token } = await link(owner, { fileId: id, scope: 'public' });
      const url = path((await anon().get(`/api/share/access/${token}`).expect(200)).body.downloadUrl);
      const res = await anon().get(url).expect(200);
      const maxAge = Number(/^private, max-age=(\d+), immutable$/.exec(res.headers['cache-control'] as string)?.[1]);
      expect(maxAge).toBeGreaterThan(240);
      expect(maxAge).toBeLessThanOrEqual(300);
      expect(
        (
          await anon()
            .get(url)
            .set('If-None-Match', res.headers['etag'] as string)
            .expect(304)
        ).text ?? '',
      ).toBe('');
      await owner.delete(`/api/share/${token}`).expect(200);
      expect(
        (
          await anon()
            .get(url)
            .set('If-None-Match', res.headers['etag'] as string)
            .expect(404)
        ).body.code,
      ).toBe('SHARE_NOT_FOUND');
    });

    it('stop when the link has become restricted since the URL was issued', async () => {
      const owner = await user();
      const id = await file(owner);
      const { token } = await link(owner, { fileId: id, scope: 'public' });
      const url = path((await anon().get(`/api/share/access/${token}`).expect(200)).body.downloadUrl);
      await owner
        .patch(`/api/share/${token}`)
        .send({ scope: 'restricted', emails: ['someone@example.com'] })
        .expect(200);
      expect((await anon().get(url).expect(403)).body.code).toBe('DOWNLOAD_URL_INVALID');
      expect((await anon().get(url).set('Range', 'bytes=3-').expect(403)).body.code).toBe('DOWNLOAD_URL_INVALID');
    });

    it('keep working for a listed recipient after the link became restricted to them', async () => {
      const owner = await user();
      const me = await user();
      const id = await file(owner);
      const { token } = await link(owner, { fileId: id, scope: 'restricted', emails: [me.email] });
      const url = path((await me.get(`/api/share/access/${token}`).expect(200)).body.downloadUrl);
      await anon().get(url).expect(200);
      await owner
        .patch(`/api/share/${token}`)
        .send({ emails: ['someone-else@example.com'] })
        .expect(200);
      expect((await anon().get(url).expect(403)).body.code).toBe('DOWNLOAD_URL_INVALID');
    });

    it('stop when maxAccess is lowered below the downloads already counted', async () => {
      const owner = await user();
      const id = await file(owner);
      const { token } = await link(owner, { fileId: id, scope: 'public' });
      const first = path((await anon().get(`/api/share/access/${token}`).expect(200)).body.downloadUrl);
      await anon().get(`/api/share/access/${token}`).expect(200);
      await owner.patch(`/api/share/${token}`).send({ maxAccess: 1 }).expect(200);
      expect((await anon().get(first).expect(403)).body.code).toBe('SHARE_LIMIT_REACHED');
      expect(await accessCount(id)).toBe(2);
    });
  });

  describe('no answer tells whether an address has an account', () => {
    it('shares and unshares with any address alike, over REST and GraphQL; the share reaches an account created later', async () => {
      const owner = await user();
      const existing = await user();
      const later = randomEmail('later');
      const id = await file(owner, 'for-you.txt', `for you ${Math.random()}`);
      const known = await owner.post('/api/files/share').send({ fileId: id, shareWith: [existing.email] });
      const unknown = await owner.post('/api/files/share').send({ fileId: id, shareWith: [later] });
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(known.body).toEqual({ message: `Access granted to ${existing.email}` });
      expect(unknown.body).toEqual({ message: `Access granted to ${later}` });
      const listed = (await owner.get('/api/files/list').expect(200)).body.items.find(
        (i: { _id: string }) => i._id === id,
      );
      expect(listed.sharedWith).toHaveLength(2);
      for (const shareId of listed.sharedWith)
        expect(shareId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

      const q = 'mutation($f: ID!, $e: [String!]!) { shareWithUsers(fileId: $f, emails: $e) { __typename email } }';
      const gqlKnown = await gql(owner, q, { f: id, e: [existing.email] });
      const gqlUnknown = await gql(owner, q, { f: id, e: [randomEmail('nobody')] });
      expect(gqlKnown.data.shareWithUsers).toEqual([{ __typename: 'DirectShare', email: existing.email }]);
      expect(Object.keys(gqlUnknown.data.shareWithUsers[0])).toEqual(['__typename', 'email']);

      const stranger = randomEmail('stranger');
      const other = await user();
      const unshareUnknown = await owner.post('/api/files/unshare').send({ fileId: id, unshareWith: [stranger] });
      const unshareNotShared = await owner.post('/api/files/unshare').send({ fileId: id, unshareWith: [other.email] });
      expect([unshareUnknown.status, unshareNotShared.status]).toEqual([200, 200]);
      expect(unshareUnknown.body).toEqual({ message: `Access revoked from ${stranger}` });
      expect(unshareNotShared.body).toEqual({ message: `Access revoked from ${other.email}` });

      const laterUser = await user(later);
      expect(
        (await laterUser.get('/api/files/shared-with-me').expect(200)).body.map((s: { _id: string }) => s._id),
      ).toEqual([id]);
      await laterUser.get(`/api/files/download/${id}`).expect(200);
      await owner
        .post('/api/files/unshare')
        .send({ fileId: id, unshareWith: [later.toUpperCase()] })
        .expect(200);
      await laterUser.get(`/api/files/download/${id}`).expect(404);
    });
  });

  describe("the owner's address", () => {
    it('is not shown to anonymous visitors (REST and GraphQL); invited recipients still see it', async () => {
      const owner = await user();
      const me = await user();
      const id = await file(owner);
      const pub = await link(owner, { fileId: id, scope: 'public' });
      const res = await anon().get(`/api/share/access/${pub.token}`).expect(200);
      expect(res.body.metadata.owner).toEqual({ name: 'Test User', email: null });
      expect(JSON.stringify(res.body)).not.toContain(owner.email);
      const viaGraphql = await gql(
        anon(),
        'mutation($t: String!) { shareAccess(token: $t) { ownerName ownerEmail } }',
        { t: pub.token },
      );
      expect(viaGraphql.data.shareAccess).toEqual({ ownerName: 'Test User', ownerEmail: null });
      const restricted = await link(owner, { fileId: id, scope: 'restricted', emails: [me.email] });
      expect((await me.get(`/api/share/access/${restricted.token}`).expect(200)).body.metadata.owner).toEqual({
        name: 'Test User',
        email: owner.email,
      });
    });
  });

  describe('throttling aimed at the guesser', () => {
    it('slows one link down after wrong passwords from many addresses, with a growing delay; the right password works after it', async () => {
      const owner = await user();
      const { token } = await link(owner, { fileId: await file(owner), scope: 'public', password: 'the-real-one' });
      for (let i = 0; i < SHARE_PASSWORD_FREE_FAILURES; i++) {
        await anon()
          .get(`/api/share/access/${token}`)
          .query({ password: `guess-${i}` })
          .expect(403);
      }
      const slowed = await anon().get(`/api/share/access/${token}`).query({ password: 'the-real-one' }).expect(429);
      expect(slowed.body.code).toBe('RATE_LIMITED');
      const wait = Number(slowed.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      t.clock.advance(wait * 1000);
      try {
        await anon().get(`/api/share/access/${token}`).query({ password: 'guess-again' }).expect(403);
        const longer = Number(
          (await anon().get(`/api/share/access/${token}`).query({ password: 'the-real-one' }).expect(429)).headers[
            'retry-after'
          ],
        );
        expect(longer).toBeGreaterThan(wait);
        t.clock.advance(longer * 1000);
        await anon().get(`/api/share/access/${token}`).query({ password: 'the-real-one' }).expect(200);
        // The right password starts the count over.
        await anon().get(`/api/share/access/${token}`).query({ password: 'guess-after' }).expect(403);
        await anon().get(`/api/share/access/${token}`).query({ password: 'the-real-one' }).expect(200);
      } finally {
        t.clock.advance(-(wait * 1000) - 60_000);
      }
    });

    it("never locks public links or signed-in recipients out because of someone else's guessing from their address", async () => {
      const owner = await user();
      const nat = randomClientAddress();
      const guardedFile = await file(owner);
      const guarded = await link(owner, {
        fileId: guardedFile,
        scope: 'restricted',
        emails: [],
        password: 'the-real-one',
      });
      await owner.patch(`/api/share/${guarded.token}`).send({ scope: 'public' }).expect(200);
      const open = await link(owner, { fileId: await file(owner), scope: 'public' });
      const recipient = await user();
      recipient.set('X-Forwarded-For', nat);
      const listedFile = await file(owner);
      const listed = await link(owner, { fileId: listedFile, scope: 'restricted', emails: [recipient.email] });
      // The recipient gave the guarded link's password once, before the guessing started.
      await recipient.get(`/api/share/access/${guarded.token}`).query({ password: 'the-real-one' }).expect(200);
      const guesser = anon(nat);
      for (let i = 0; i < SHARE_PASSWORD_ATTEMPTS_PER_LINK; i++)
        await guesser
          .get(`/api/share/access/${guarded.token}`)
          .query({ password: `g-${i}` })
          .expect(403);
      for (let i = 0; i < SHARE_PASSWORD_FREE_FAILURES; i++)
        await anon()
          .get(`/api/share/access/${guarded.token}`)
          .query({ password: `d-${i}` });
      for (let i = 0; i < SHARE_FAILURES_PER_ADDRESS + 5; i++)
        await guesser.get(`/api/share/access/Unknown${String(i).padStart(24, 'x')}`);
      expect(
        (await guesser.get(`/api/share/access/${guarded.token}`).query({ password: 'the-real-one' }).expect(429)).body
          .code,
      ).toBe('RATE_LIMITED');
      expect((await guesser.get(`/api/share/access/Unknown${'y'.repeat(24)}`).expect(429)).body.code).toBe(
        'RATE_LIMITED',
      );
      // Same address, other people: a public link without a password, a listed recipient, and
      // the recipient who gave the guarded link's password before.
      await anon(nat).get(`/api/share/access/${open.token}`).expect(200);
      await recipient.get(`/api/share/access/${listed.token}`).expect(200);
      await recipient.get(`/api/files/download/${listedFile}`).expect(200);
      await recipient.get(`/api/share/access/${guarded.token}`).expect(200);
    });

    it(`evaluates at most ${SHARE_FAILURES_PER_ADDRESS} of 120 concurrent unknown tokens from one address (IPv6 /64 as one)`, async () => {
      const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
      const results = await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          testClient(t.server, `${prefix}::${(i + 1).toString(16)}`).get(
            `/api/share/access/Guess${String(i).padStart(24, 'z')}`,
          ),
        ),
      );
      expect(results.filter((r) => r.status === 404 && r.body.code === 'SHARE_NOT_FOUND')).toHaveLength(
        SHARE_FAILURES_PER_ADDRESS,
      );
      expect(results.filter((r) => r.status === 429 && r.body.code === 'RATE_LIMITED')).toHaveLength(
        120 - SHARE_FAILURES_PER_ADDRESS,
      );
    });
  });
});
