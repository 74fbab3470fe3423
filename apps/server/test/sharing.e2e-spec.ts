import { DataSource } from 'typeorm';
import { SHARE_FAILURES_PER_ADDRESS, SHARE_PASSWORD_ATTEMPTS_PER_LINK } from '@coffer/server-sharing';
import {
  createTestApp,
  findLeakedSecrets,
  PNG_BYTES,
  randomEmail,
  signedInClient,
  storageState,
  STRONG_PASSWORD,
  testClient,
  uploadFiles,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

type Signed = TestClient & { userId: string; email: string; cookie: string };

const DAY = 86_400_000;

describe('Sharing over REST (/api/share)', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  function user(email = randomEmail()): Promise<Signed> {
    return signedInClient(t.server, { email });
  }

  async function file(
    owner: TestClient,
    name = 'doc.txt',
    content: string | Buffer = `content ${Math.random()}`,
  ): Promise<string> {
    return (await uploadFiles(owner, [{ name, content }]).expect(201)).body.created[0].id;
  }

  async function link(owner: TestClient, body: Record<string, unknown>) {
    const res = await owner.post('/api/share/create').send(body).expect(201);
    return { ...res.body, token: res.body.token as string };
  }

  const anon = () => testClient(t.server);

  describe('creating links', () => {
    it('creates a server-token link and answers the documented create-link shape', async () => {
      const owner = await user();
      const id = await file(owner);
      const res = await owner
        .post('/api/share/create')
        .send({ fileId: id, scope: 'public', expiresIn: 604800, maxAccess: null, token: 'client-chosen' })
        .expect(201);
      expect(res.body).toEqual({
        shareUrl: `${t.config.publicUrl}/share/${res.body.token}`,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        expiresAt: expect.any(String),
        maxAccess: null,
        scope: 'public',
        allowedUsers: [],
        allowedEmails: [],
      });
      expect(res.body.token).not.toBe('client-chosen');
      expect(new Date(res.body.expiresAt).getTime() - t.clock.now().getTime()).toBeGreaterThan(7 * DAY - 60_000);
      const [row] = await db.query('SELECT token_hash, token_sealed FROM share_link WHERE file_id = $1', [id]);
      expect(JSON.stringify(row)).not.toContain(res.body.token);
      const listed = (await owner.get('/api/files/list').expect(200)).body.items[0];
      expect(listed).toMatchObject({
        hasShareLink: true,
        shareUrl: res.body.shareUrl,
        shareScope: 'public',
        sharedWith: [],
      });
    });

    it('normalises restricted e-mails and validates every field', async () => {
      const owner = await user();
      const id = await file(owner);
      const res = await link(owner, {
        fileId: id,
        scope: 'restricted',
        emails: [' B@Example.com', 'b@example.com', '', 'c@example.com'],
      });
      expect(res.allowedEmails).toEqual(['b@example.com', 'c@example.com']);
      expect(res.expiresAt).toBeNull();
      for (const [body, code] of [
        [{ fileId: id, scope: 'private' }, 'VALIDATION_ERROR'],
        [{ fileId: id, scope: 'public', expiresIn: 60 }, 'VALIDATION_ERROR'],
        [{ fileId: id, scope: 'public', maxAccess: 0 }, 'VALIDATION_ERROR'],
        [{ fileId: id, scope: 'restricted', emails: ['nope'] }, 'VALIDATION_ERROR'],
        [{ scope: 'public' }, 'VALIDATION_ERROR'],
      ] as const) {
        expect((await owner.post('/api/share/create').send(body).expect(400)).body.code).toBe(code);
      }
      const folder = (await owner.post('/api/files/folder').send({ name: 'F', path: '/' }).expect(201)).body._id;
      expect(
        (await owner.post('/api/share/create').send({ fileId: folder, scope: 'public' }).expect(400)).body.code,
      ).toBe('NOT_A_FILE');
    });
  });

  describe('opening a link: the checks in order', () => {
    it('answers an unknown, revoked or deleted-file token with one identical 404', async () => {
      const owner = await user();
      const revokedFile = await file(owner);
      const revoked = await link(owner, { fileId: revokedFile, scope: 'public' });
      expect((await owner.delete(`/api/share/${revoked.token}`).expect(200)).body).toEqual({
        message: 'Share link revoked',
      });
      await owner.delete(`/api/share/delete/${revoked.token}`).expect(200);
      const deletedFile = await file(owner);
      const deleted = await link(owner, { fileId: deletedFile, scope: 'public' });
      await owner.delete(`/api/files/${deletedFile}`).expect(200);
      const bodies = [];
      for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', revoked.token, deleted.token, 'short']) {
        const res = await anon().get(`/api/share/access/${token}`).expect(404);
        bodies.push(res.body);
      }
      for (const body of bodies)
        expect(body).toEqual({ statusCode: 404, code: 'SHARE_NOT_FOUND', message: 'Share link not found.' });
    });

    it('answers 410 once the link expires (server clock)', async () => {
      const owner = await user();
      const id = await file(owner);
      const l = await link(owner, { fileId: id, scope: 'public', expiresIn: 86400 });
      await anon().get(`/api/share/access/${l.token}`).expect(200);
      t.clock.advance(DAY - 5_000);
      await anon().get(`/api/share/access/${l.token}`).expect(200);
      t.clock.advance(10_000);
      try {
        const res = await anon().get(`/api/share/access/${l.token}`).expect(410);
        expect(res.body).toEqual({ statusCode: 410, code: 'SHARE_EXPIRED', message: 'This link has expired.' });
      } finally {
        t.clock.advance(-(DAY + 5_000));
      }
    });

    it('enforces restricted links: anonymous 403, uninvited 403, invited and owner 200', async () => {
      const owner = await user();
      const invited = await user();
      const other = await user();
      const id = await file(owner);
      const l = await link(owner, { fileId: id, scope: 'restricted', emails: [invited.email.toUpperCase()] });
      expect((await anon().get(`/api/share/access/${l.token}`).expect(403)).body).toEqual({
        statusCode: 403,
        code: 'SHARE_RESTRICTED',
        message: 'This link is restricted; sign in with an invited e-mail address to open it.',
      });
      expect((await other.get(`/api/share/access/${l.token}`).expect(403)).body).toEqual({
        statusCode: 403,
        code: 'SHARE_NOT_INVITED',
        message: 'Your account is not invited to this link.',
      });
      await invited.get(`/api/share/access/${l.token}`).expect(200);
      await owner.get(`/api/share/access/${l.token}`).expect(200);
      // The restricted check comes before the password check: the uninvited never learn there is a password.
      await owner.patch(`/api/share/${l.token}`).send({ password: 'pa55word' }).expect(200);
      expect((await anon().get(`/api/share/access/${l.token}`).expect(403)).body.code).toBe('SHARE_RESTRICTED');
    });

    it('admits a listed e-mail that signs up after the link was made, and lists the file for it', async () => {
      const owner = await user();
      const laterEmail = randomEmail('later');
      const id = await file(owner, 'for-later.txt');
      const l = await link(owner, { fileId: id, scope: 'restricted', emails: [laterEmail] });
      const later = await user(laterEmail);
      const shared = (await later.get('/api/files/shared-with-me').expect(200)).body;
      expect(shared.map((s: { _id: string }) => s._id)).toEqual([id]);
      expect(shared[0].shareLinkInfo).toEqual({ token: l.token, requiresPassword: false });
      expect((await later.get('/api/share/unseen').expect(200)).body.unseen).toBe(1);
      await later.get(`/api/share/access/${l.token}`).expect(200);
    });

    it('enforces the download limit atomically', async () => {
      const owner = await user();
      const id = await file(owner);
      const l = await link(owner, { fileId: id, scope: 'public', maxAccess: 2 });
      const results = await Promise.all(Array.from({ length: 6 }, () => anon().get(`/api/share/access/${l.token}`)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(2);
      expect(results.filter((r) => r.status === 403 && r.body.code === 'SHARE_LIMIT_REACHED')).toHaveLength(4);
      const [{ access_count }] = await db.query('SELECT access_count FROM share_link WHERE file_id = $1', [id]);
      expect(access_count).toBe(2);
    });

    it('asks for a password with 401, refuses a wrong one with 403, and answers metadata and a download URL', async () => {
      const owner = await user();
      const id = (await uploadFiles(owner, [{ name: 'pic.png', content: PNG_BYTES }]).expect(201)).body.created[0].id;
      const l = await link(owner, { fileId: id, scope: 'public', password: ' s3cret ' });
      expect((await anon().get(`/api/share/access/${l.token}`).expect(401)).body).toEqual({
        statusCode: 401,
        code: 'PASSWORD_REQUIRED',
        message: 'Password required.',
      });
      expect((await anon().get(`/api/share/access/${l.token}`).query({ password: '   ' }).expect(401)).body.code).toBe(
        'PASSWORD_REQUIRED',
      );
      expect((await anon().get(`/api/share/access/${l.token}`).query({ password: 'nope' }).expect(403)).body).toEqual({
        statusCode: 403,
        code: 'WRONG_PASSWORD',
        message: 'Incorrect password.',
      });
      const ok = await anon().get(`/api/share/access/${l.token}`).query({ password: 's3cret' }).expect(200);
      expect(ok.body).toEqual({
        downloadUrl: expect.stringMatching(
          new RegExp(`^${t.config.publicUrl}/api/share/download/[0-9a-f-]{36}\\?exp=\\d+&sig=[A-Za-z0-9_-]+$`),
        ),
        thumbnailUrl: expect.stringMatching(
          new RegExp(`^${t.config.publicUrl}/api/share/thumbnail/[0-9a-f-]{36}\\?exp=\\d+&sig=[A-Za-z0-9_-]+$`),
        ),
        metadata: {
          originalName: 'pic.png',
          mimetype: 'image/png',
          encryptionType: null,
          iv: null,
          encryptedKey: null,
          owner: { name: 'Test User', email: null },
        },
      });
      expect(ok.headers['referrer-policy']).toBe('no-referrer');
      const viaPost = await anon().post(`/api/share/access/${l.token}`).send({ password: 's3cret' }).expect(200);
      const download = await anon()
        .get(new URL(viaPost.body.downloadUrl).pathname + new URL(viaPost.body.downloadUrl).search)
        .expect(200);
      expect(Buffer.compare(download.body as Buffer, PNG_BYTES)).toBe(0);
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="pic.png"/);
      expect(download.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      const inline = await anon()
        .get(
          `${new URL(viaPost.body.downloadUrl).pathname}${new URL(viaPost.body.downloadUrl).search}&disposition=inline`,
        )
        .expect(200);
      expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    });
  });

  describe('signed download URLs', () => {
    const path = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

    it('are voided by a password change and rejected when tampered with or outdated', async () => {
      const owner = await user();
      const id = await file(owner, 'a.txt', 'abcdef');
      const l = await link(owner, { fileId: id, scope: 'public', password: 'first-pass' });
      const url = (await anon().get(`/api/share/access/${l.token}`).query({ password: 'first-pass' }).expect(200)).body
        .downloadUrl;
      expect((await anon().get(path(url)).expect(200)).text).toBe('abcdef');
      const tampered = path(url).replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
      expect((await anon().get(tampered).expect(403)).body.code).toBe('DOWNLOAD_URL_INVALID');
      await owner.patch(`/api/share/${l.token}`).send({ password: 'second-pass' }).expect(200);
      expect((await anon().get(path(url)).expect(403)).body).toMatchObject({ code: 'DOWNLOAD_URL_INVALID' });
      const fresh = (await anon().get(`/api/share/access/${l.token}`).query({ password: 'second-pass' }).expect(200))
        .body.downloadUrl;
      await anon().get(path(fresh)).expect(200);
      t.clock.advance(301_000);
      try {
        expect((await anon().get(path(fresh)).expect(403)).body.code).toBe('DOWNLOAD_URL_INVALID');
      } finally {
        t.clock.advance(-301_000);
      }
    });

    it('stop at once when the link is revoked mid-download (next Range request fails)', async () => {
      const owner = await user();
      const id = await file(owner, 'big.txt', '0123456789'.repeat(1000));
      const l = await link(owner, { fileId: id, scope: 'public' });
      const url = path((await anon().get(`/api/share/access/${l.token}`).expect(200)).body.downloadUrl);
      const first = await anon().get(url).set('Range', 'bytes=0-4999').expect(206);
      expect(first.text).toHaveLength(5000);
      await owner.delete(`/api/share/${l.token}`).expect(200);
      expect((await anon().get(url).set('Range', 'bytes=5000-').expect(404)).body.code).toBe('SHARE_NOT_FOUND');
    });

    it('answer 410 once the link expires and 404 once the file is deleted', async () => {
      const owner = await user();
      const id = await file(owner);
      const l = await link(owner, { fileId: id, scope: 'public', expiresIn: 86400 });
      const url = path((await anon().get(`/api/share/access/${l.token}`).expect(200)).body.downloadUrl);
      t.clock.advance(DAY + 1000);
      try {
        expect((await anon().get(url).expect(410)).body.code).toBe('SHARE_EXPIRED');
      } finally {
        t.clock.advance(-(DAY + 1000));
      }
      await owner.delete(`/api/files/${id}`).expect(200);
      expect((await anon().get(url).expect(404)).body.code).toBe('SHARE_NOT_FOUND');
    });
  });

  describe("protecting an upload's link", () => {
    it('protects the link the upload just made instead of leaving an unprotected twin', async () => {
      const owner = await user();
      const up = await uploadFiles(
        owner,
        [
          { name: 'x.txt', content: `x ${Math.random()}` },
          { name: 'y.txt', content: `y ${Math.random()}` },
        ],
        {
          parentPath: '/',
          expiry: '7d',
          shareType: 'private',
          emails: JSON.stringify([]),
        },
      ).expect(201);
      expect(up.body.shareLink).toMatchObject({ scope: 'restricted', url: expect.stringContaining('/share/') });
      for (const created of up.body.created) {
        const res = await owner
          .post('/api/share/protected')
          .send({ fileId: created.id, password: ' pw123456 ', expiresIn: 604800, scope: 'restricted' })
          .expect(201);
        expect(res.body).toEqual({ shareUrl: expect.stringContaining('/share/') });
      }
      const rows = await db.query(
        'SELECT file_id, password_hash IS NOT NULL AS protected, secret_version FROM share_link WHERE owner_id = $1',
        [owner.userId],
      );
      expect(rows).toHaveLength(2);
      expect(
        rows.every((r: { protected: boolean; secret_version: number }) => r.protected && r.secret_version === 2),
      ).toBe(true);
      expect(up.body.shareLink.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect((await owner.get(`/api/share/access/${up.body.shareLink.token}`).expect(401)).body.code).toBe(
        'PASSWORD_REQUIRED',
      );
      expect(
        (
          await owner
            .post('/api/share/protected')
            .send({ fileId: up.body.created[0].id, password: '  ', scope: 'public' })
            .expect(400)
        ).body.code,
      ).toBe('VALIDATION_ERROR');
    });

    it('creates a new protected link when nothing matches', async () => {
      const owner = await user();
      const id = await file(owner);
      await link(owner, { fileId: id, scope: 'public' });
      await owner
        .post('/api/share/protected')
        .send({ fileId: id, password: 'pw', scope: 'restricted', emails: ['z@example.com'] })
        .expect(201);
      const rows = await db.query(
        'SELECT scope, password_hash IS NOT NULL AS protected FROM share_link WHERE file_id = $1 ORDER BY created_at',
        [id],
      );
      expect(rows).toEqual([
        { scope: 'public', protected: false },
        { scope: 'restricted', protected: true },
      ]);
    });
  });

  describe('upload-time links, one per file', () => {
    it('gives every created file its own link and lists existing accounts in sharedWith', async () => {
      const owner = await user();
      const friend = await user();
      const up = await uploadFiles(
        owner,
        [
          { name: 'a.txt', content: `a ${Math.random()}` },
          { name: 'b.txt', content: `b ${Math.random()}`, relativePath: 'Dir/b.txt' },
        ],
        {
          parentPath: '/',
          expiry: '24h',
          shareType: 'private',
          emails: JSON.stringify([friend.email.toUpperCase(), 'nobody-yet@example.com']),
        },
      ).expect(201);
      const links = await db.query('SELECT file_id, scope, expires_at FROM share_link WHERE owner_id = $1', [
        owner.userId,
      ]);
      expect(links).toHaveLength(2);
      expect(
        links.every((l: { scope: string; expires_at: Date }) => l.scope === 'restricted' && l.expires_at !== null),
      ).toBe(true);
      const received = (await friend.get('/api/files/shared-with-me').expect(200)).body;
      expect(received.map((r: { _id: string }) => r._id).sort()).toEqual(
        up.body.created.map((c: { id: string }) => c.id).sort(),
      );
      expect(received[0]).toMatchObject({
        sharedWith: [friend.userId],
        owner: owner.userId,
        ownerEmail: owner.email,
        ownerName: 'Test User',
      });
      const listed = (await owner.get('/api/files/list').expect(200)).body.items.find(
        (i: { name: string }) => i.name === 'a.txt',
      );
      expect(listed.sharedWith).toEqual([friend.userId]);
      expect(
        (await uploadFiles(owner, [{ name: 'c.txt', content: 'c' }], { shareType: 'secret' }).expect(400)).body.code,
      ).toBe('VALIDATION_ERROR');
      expect(
        (await uploadFiles(owner, [{ name: 'c.txt', content: 'c' }], { shareType: 'public', expiry: '1y' }).expect(400))
          .body.code,
      ).toBe('VALIDATION_ERROR');
      expect((await owner.get('/api/files/list')).body.items.map((i: { name: string }) => i.name)).not.toContain(
        'c.txt',
      );
    });
  });

  describe('adding a shared file to my files', () => {
    it('adds the same bytes to the caller root, charges the caller, suffixes, and survives the owner delete', async () => {
      const owner = await user();
      const adder = await user();
      const content = `shared bytes ${Math.random()}`;
      const id = await file(owner, 'report.txt', content);
      const l = await link(owner, { fileId: id, scope: 'public', password: 'open-sesame' });
      await file(adder, 'report.txt', 'mine');
      const blobsBefore = storageState(t.config.dataDir).blobs.length;
      expect((await adder.post(`/api/share/add-to-account/${l.token}`).send({}).expect(403)).body).toEqual({
        statusCode: 403,
        code: 'PASSWORD_REQUIRED',
        message: 'Password required.',
      });
      expect(
        (await adder.post(`/api/share/add-to-account/${l.token}`).send({ password: 'bad' }).expect(403)).body.code,
      ).toBe('WRONG_PASSWORD');
      expect(
        (await anon().post(`/api/share/add-to-account/${l.token}`).send({ password: 'open-sesame' }).expect(401)).body
          .code,
      ).toBe('UNAUTHORIZED');
      const res = await adder
        .post(`/api/share/add-to-account/${l.token}`)
        .send({ password: 'open-sesame' })
        .expect(200);
      expect(res.body).toEqual({
        message: expect.any(String),
        file: {
          _id: expect.any(String),
          id: res.body.file._id,
          originalName: 'report.txt',
          name: 'report (1).txt',
          path: '/',
          mimetype: 'text/plain',
          size: content.length,
        },
      });
      expect(storageState(t.config.dataDir).blobs.length).toBe(blobsBefore);
      expect((await adder.get('/api/files/storage')).body.used).toBe(content.length + 4);
      // Adding takes the whole file: it counts as one download against the link's limit.
      const [{ access_count }] = await db.query('SELECT access_count FROM share_link WHERE file_id = $1', [id]);
      expect(access_count).toBe(1);
      // A second add answers the existing copy, 200 with alreadyAdded, and changes nothing.
      const again = await adder
        .post(`/api/share/add-to-account/${l.token}`)
        .send({ password: 'open-sesame' })
        .expect(200);
      expect(again.body).toEqual({
        message: 'This file is already in your files',
        alreadyAdded: true,
        file: res.body.file,
      });
      expect((await adder.get('/api/files/storage')).body.used).toBe(content.length + 4);
      expect((await adder.get('/api/files/list')).body.items).toHaveLength(2);
      expect((await db.query('SELECT access_count FROM share_link WHERE file_id = $1', [id]))[0].access_count).toBe(1);
      await owner.delete(`/api/files/${id}`).expect(200);
      expect((await adder.get(`/api/files/download/${res.body.file._id}`).expect(200)).text).toBe(content);
      expect(
        (await adder.post(`/api/share/add-to-account/${l.token}`).send({ password: 'open-sesame' }).expect(404)).body
          .code,
      ).toBe('SHARE_NOT_FOUND');
    });

    it('lets exactly the copies that fit in under 50 concurrent adds into the last bytes of quota ', async () => {
      const owner = await user();
      const adder = await user();
      const size = 10_000;
      // 50 different files: a file is added once, so each add is of its own file.
      const uploaded = await uploadFiles(
        owner,
        Array.from({ length: 50 }, (_, i) => ({ name: `shared-${i}.txt`, content: `${i}`.padStart(size, 's') })),
      ).expect(201);
      const tokens = await Promise.all(
        uploaded.body.created.map(
          async (c: { id: string }) => (await link(owner, { fileId: c.id, scope: 'public' })).token as string,
        ),
      );
      await file(adder, 'base.txt', 'b'.repeat(5_000));
      await db.query(
        'INSERT INTO user_storage (user_id, quota_bytes) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET quota_bytes = EXCLUDED.quota_bytes',
        [adder.userId, 5_000 + 10 * size],
      );
      const results = await Promise.all(
        tokens.map((token) => adder.post(`/api/share/add-to-account/${token}`).send({})),
      );
      expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.code])).toEqual(
        Array(40).fill([413, 'QUOTA_EXCEEDED']),
      );
      expect((await adder.get('/api/files/storage')).body).toMatchObject({
        used: 5_000 + 10 * size,
        total: 5_000 + 10 * size,
      });
      expect((await adder.get('/api/files/list').expect(200)).body.items).toHaveLength(11);
    });
  });

  describe('unseen and Shared With Me', () => {
    it('sets the flag on share and clears it on access and on download, one entry per file', async () => {
      const owner = await user();
      const me = await user();
      const first = await file(owner, 'first.txt');
      const second = await file(owner, 'second.png', PNG_BYTES);
      await owner
        .post('/api/files/share')
        .send({ fileId: first, shareWith: [me.email.toUpperCase()] })
        .expect(200);
      const l1 = await link(owner, { fileId: second, scope: 'restricted', emails: [me.email] });
      await link(owner, { fileId: second, scope: 'restricted', emails: [me.email] });
      await link(owner, { fileId: first, scope: 'restricted', emails: [me.email], password: 'pw-pw-pw' });
      let unseen = (await me.get('/api/share/unseen').expect(200)).body;
      expect(unseen.unseen).toBe(2);
      expect(unseen.unseenLinks).toHaveLength(2);
      const entry = unseen.unseenLinks.find((e: { file: { _id: string } }) => e.file._id === second);
      expect(entry).toEqual({
        token: expect.any(String),
        file: {
          _id: second,
          name: 'second.png',
          size: PNG_BYTES.length,
          createdAt: expect.any(String),
          mimetype: 'image/png',
        },
        createdBy: { _id: owner.userId, name: 'Test User', email: owner.email },
        createdAt: expect.any(String),
        expiresAt: null,
      });
      expect(entry.token).not.toBe(l1.token);
      const shared = (await me.get('/api/files/shared-with-me').expect(200)).body;
      expect(shared.map((s: { _id: string }) => s._id)).toEqual([first, second]);
      expect(shared[0].shareLinkInfo).toEqual({ token: expect.any(String), requiresPassword: true });
      expect(shared[1].url).toBe(`${t.config.publicUrl}/api/files/preview/${second}`);
      await me.get(`/api/files/preview/${second}`).expect(200);
      expect((await me.get('/api/share/unseen')).body.unseen).toBe(2);
      await me.get(`/api/share/access/${entry.token}`).expect(200);
      unseen = (await me.get('/api/share/unseen')).body;
      expect(unseen.unseenLinks.map((e: { file: { _id: string } }) => e.file._id)).toEqual([first]);
      expect(unseen.unseenLinks[0].token).toBe(shared[0].shareLinkInfo.token);
      await me.get(`/api/files/download/${first}`).expect(200);
      expect((await me.get('/api/share/unseen')).body).toEqual({ unseen: 0, unseenLinks: [] });
    });

    it('drops access and entries when the only link is revoked, and answers direct shares alike for any address', async () => {
      const owner = await user();
      const me = await user();
      const id = await file(owner);
      const l = await link(owner, { fileId: id, scope: 'restricted', emails: [me.email] });
      await me.get(`/api/files/download/${id}`).expect(200);
      await owner.delete(`/api/share/${l.token}`).expect(200);
      expect((await me.get(`/api/files/download/${id}`).expect(404)).body.code).toBe('FILE_NOT_FOUND');
      expect((await me.get('/api/files/shared-with-me')).body).toEqual([]);
      // An address without an account gets the same answer (no enumeration); the share waits for it.
      const withGhost = await owner
        .post('/api/files/share')
        .send({ fileId: id, shareWith: [me.email, 'ghost@example.com'] })
        .expect(200);
      expect(withGhost.body).toEqual({ message: `Access granted to ${me.email}, ghost@example.com` });
      expect((await me.get('/api/files/shared-with-me')).body.map((s: { _id: string }) => s._id)).toEqual([id]);
      await owner
        .post('/api/files/unshare')
        .send({ fileId: id, unshareWith: [me.email, 'ghost@example.com'] })
        .expect(200);
      expect((await me.get('/api/files/shared-with-me')).body).toEqual([]);
      expect((await owner.post('/api/files/share').send({ fileId: id, shareWith: [] }).expect(400)).body.code).toBe(
        'VALIDATION_ERROR',
      );
      expect(
        (await owner.post('/api/files/share').send({ fileId: id, targetEmail: me.email }).expect(200)).body,
      ).toEqual({ message: `Access granted to ${me.email}` });
      await me.get(`/api/files/download/${id}`).expect(200);
      expect(
        (
          await owner
            .post('/api/files/unshare')
            .send({ fileId: id, unshareWith: [me.email] })
            .expect(200)
        ).body,
      ).toEqual({ message: `Access revoked from ${me.email}` });
      await me.get(`/api/files/download/${id}`).expect(404);
    });

    it('never counts public links as sharing', async () => {
      const owner = await user();
      const me = await user();
      const id = await file(owner);
      const l = await link(owner, { fileId: id, scope: 'public' });
      await me.get(`/api/share/access/${l.token}`).expect(200);
      expect((await me.get('/api/files/shared-with-me')).body).toEqual([]);
      await me.get(`/api/files/download/${id}`).expect(404);
    });
  });

  describe('the public link route and PATCH', () => {
    it('reuses the newest open public link or creates a never-expiring one', async () => {
      const owner = await user();
      const id = await file(owner);
      const first = (await owner.post(`/api/files/${id}/public`).expect(200)).body.shareUrl;
      expect((await owner.post(`/api/files/${id}/public`).expect(200)).body.shareUrl).toBe(first);
      const token = first.split('/').pop();
      const patched = await owner
        .patch(`/api/share/${token}`)
        .send({ expiresIn: 86400, maxAccess: 3, scope: 'restricted', emails: ['a@b.co'] })
        .expect(200);
      expect(patched.body).toMatchObject({
        scope: 'restricted',
        maxAccess: 3,
        allowedEmails: ['a@b.co'],
        hasPassword: false,
        revoked: false,
      });
      expect((await owner.post(`/api/files/${id}/public`).expect(200)).body.shareUrl).not.toBe(first);
    });
  });

  describe('abuse control', () => {
    it(`answers 429 after ${SHARE_PASSWORD_ATTEMPTS_PER_LINK} wrong passwords on one link while another link still opens`, async () => {
      const owner = await user();
      const guarded = await link(owner, { fileId: await file(owner), scope: 'public', password: 'the-real-one' });
      const other = await link(owner, { fileId: await file(owner), scope: 'public', password: 'other-pass' });
      const attacker = anon();
      for (let i = 0; i < SHARE_PASSWORD_ATTEMPTS_PER_LINK; i++) {
        await attacker
          .get(`/api/share/access/${guarded.token}`)
          .query({ password: `guess-${i}` })
          .expect(403);
      }
      const limited = await attacker
        .get(`/api/share/access/${guarded.token}`)
        .query({ password: 'the-real-one' })
        .expect(429);
      expect(limited.body.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await attacker.get(`/api/share/access/${other.token}`).query({ password: 'other-pass' }).expect(200);
      await anon().get(`/api/share/access/${guarded.token}`).query({ password: 'the-real-one' }).expect(200);
    });

    it('slows token enumeration per client address (IPv6 grouped by /64) without affecting others or live links', async () => {
      const owner = await user();
      const good = await link(owner, { fileId: await file(owner), scope: 'public' });
      for (let i = 0; i < SHARE_FAILURES_PER_ADDRESS; i++) {
        await testClient(t.server, `2001:db8:99:1::${i + 1}`)
          .get(`/api/share/access/Unknown${String(i).padStart(20, 'x')}`)
          .expect(404);
      }
      expect(
        (
          await testClient(t.server, '2001:db8:99:1::fffe')
            .get(`/api/share/access/Unknown${'z'.repeat(20)}`)
            .expect(429)
        ).body.code,
      ).toBe('RATE_LIMITED');
      // A live link is never refused for someone else's guessing from the same address.
      await testClient(t.server, '2001:db8:99:1::ffff').get(`/api/share/access/${good.token}`).expect(200);
      await testClient(t.server, '2001:db8:99:2::1')
        .get(`/api/share/access/Unknown${'z'.repeat(20)}`)
        .expect(404);
    });
  });

  it('answers 401 to anonymous calls of the signed-in share routes', async () => {
    for (const res of [
      await anon().post('/api/share/create').send({ fileId: 'x', scope: 'public' }),
      await anon().post('/api/share/protected').send({}),
      await anon().get('/api/share/unseen'),
      await anon().delete('/api/share/abc'),
      await anon().get('/api/files/shared-with-me'),
      await anon().post('/api/files/share').send({}),
    ]) {
      expect([res.status, res.body.code]).toEqual([401, 'UNAUTHORIZED']);
    }
  });

  describe('afterwards', () => {
    it('never put a password hash, a storage key or another user’s link token in any response', async () => {
      expect(t.responses.length).toBeGreaterThan(100);
      expect(await findLeakedSecrets(t)).toEqual([]);
    });
  });
});

void STRONG_PASSWORD;
