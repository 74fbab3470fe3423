import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  accountState,
  bufferBody as rawBody,
  createAppPassword as appPassword,
  createTestApp,
  davClient as connect,
  davRequest,
  randomClientAddress,
  signedInClient,
  STRONG_PASSWORD,
  type DavClient,
  type SignedInClient,
  type TestApp,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

/** WebDAV's entity tag of content: its SHA-256 in base64url, quoted. */
const davEtag = (data: Buffer) => `"${createHash('sha256').update(data).digest('base64url')}"`;
const text = (label: string) => Buffer.from(`${label} ${randomBytes(12).toString('hex')}\n`);
const davClient = (t: TestApp, user: SignedInClient, token: string): DavClient => connect(t.server, user, token);

const PROPFIND_BODY = (props: string) =>
  `<?xml version="1.0" encoding="utf-8"?><D:propfind xmlns:D="DAV:"><D:prop>${props}</D:prop></D:propfind>`;

describe('WebDAV at /dav', () => {
  let t: TestApp;
  let db: DataSource;
  let alice: DavClient;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    db = t.app.get(DataSource);
    const user = await signedInClient(t.server);
    alice = davClient(t, user, await appPassword(user));
  });
  afterAll(() => t.close());

  describe('signing in', () => {
    it('answers OPTIONS without credentials, advertising classes 1 and 2', async () => {
      const res = await request(t.server).options('/dav/').expect(200);
      expect(res.headers['dav']).toBe('1, 2');
      expect(res.headers['allow']).toContain('PROPFIND');
    });

    it('takes only an app password: not the account password, not a session cookie, not a token without the dav scope', async () => {
      const user = await signedInClient(t.server);
      const basic = (secret: string, name = user.email) =>
        `Basic ${Buffer.from(`${name}:${secret}`).toString('base64')}`;
      const propfind = (auth: Record<string, string>) => {
        const test = davRequest(t.server, 'PROPFIND', '/dav/')
          .set('Depth', '0')
          .set('X-Forwarded-For', randomClientAddress());
        for (const [k, v] of Object.entries(auth)) test.set(k, v);
        return test;
      };
      const refused = await propfind({}).expect(401);
      expect(refused.headers['www-authenticate']).toBe('Basic realm="Coffer WebDAV", charset="UTF-8"');
      expect(refused.body).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringContaining('app password') });
      await propfind({ Authorization: basic(STRONG_PASSWORD) }).expect(401);
      await propfind({ Cookie: user.cookie }).expect(401);
      const readOnlyScript = await appPassword(user, 'READ, WRITE');
      await propfind({ Authorization: basic(readOnlyScript) }).expect(401);
      await propfind({ Authorization: `Bearer ${readOnlyScript}` }).expect(401);
      const app = await appPassword(user);
      await propfind({ Authorization: basic(app, 'someone-else@example.test') }).expect(401);
      await propfind({ Authorization: basic(app, user.email.toUpperCase()) }).expect(207);
      await propfind({ Authorization: `Bearer ${app}` }).expect(207);
    });

    it('throttles failed sign-ins per account and address, and lets the owner in from elsewhere', async () => {
      const user = await signedInClient(t.server);
      const app = await appPassword(user);
      const address = randomClientAddress();
      const attempt = (secret: string, from = address) =>
        davRequest(t.server, 'PROPFIND', '/dav/')
          .set('Depth', '0')
          .set('X-Forwarded-For', from)
          .set('Authorization', `Basic ${Buffer.from(`${user.email}:${secret}`).toString('base64')}`);
      for (let i = 0; i < 5; i++) await attempt(`cfr_${'x'.repeat(43)}`).expect(401);
      const throttled = await attempt(app).expect(429);
      expect(throttled.body.code).toBe('RATE_LIMITED');
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      await attempt(app, randomClientAddress()).expect(207);
    });

    it('follows the token: a revoked app password stops working at once', async () => {
      const user = await signedInClient(t.server);
      const client = davClient(t, user, await appPassword(user));
      await client.send('PROPFIND', '/dav/', { Depth: '0' }).expect(207);
      const listed = await user.post('/api/graphql').send({ query: '{ accessTokens { nodes { id } } }' }).expect(200);
      for (const { id } of listed.body.data.accessTokens.nodes)
        await user
          .post('/api/graphql')
          .send({
            query: 'mutation($id: ID!) { accessTokenRevoke(input: { id: $id }) { accessToken { id } } }',
            variables: { id },
          })
          .expect(200);
      await client.send('PROPFIND', '/dav/', { Depth: '0' }).expect(401);
    });
  });

  describe('files and folders', () => {
    it('stores a PUT, answers it with its content hash as ETag, and serves it back with ranges', async () => {
      const bytes = text('hello');
      const put = await alice.send('PUT', '/dav/hello.txt', {}, bytes).expect(201);
      expect(put.headers['etag']).toBe(davEtag(bytes));
      const got = await alice.send('GET', '/dav/hello.txt').buffer(true).parse(rawBody).expect(200);
      expect(Buffer.compare(got.body as Buffer, bytes)).toBe(0);
      expect(got.headers['etag']).toBe(davEtag(bytes));
      const part = await alice
        .send('GET', '/dav/hello.txt', { Range: 'bytes=0-4' })
        .buffer(true)
        .parse(rawBody)
        .expect(206);
      expect((part.body as Buffer).toString()).toBe('hello');
      await alice.send('HEAD', '/dav/hello.txt').expect(200);
    });

    it('makes an overwrite a new version of the same item', async () => {
      await alice.send('PUT', '/dav/versioned.txt', {}, text('first')).expect(201);
      const second = text('second');
      await alice.send('PUT', '/dav/versioned.txt', {}, second).expect(204);
      const [row] = await db.query(
        `SELECT i.id, (SELECT count(*)::int FROM item_version v WHERE v.item_id = i.id) AS versions
           FROM item i WHERE i.owner_id = $1 AND i.path = '/' AND i.name = 'versioned.txt' AND i.trashed_at IS NULL`,
        [alice.user.userId],
      );
      expect(row.versions).toBe(1);
      const got = await alice.send('GET', '/dav/versioned.txt').buffer(true).parse(rawBody).expect(200);
      expect((got.body as Buffer).equals(second)).toBe(true);
    });

    it('lists a folder with depth 1 and refuses depth infinity', async () => {
      await alice.send('MKCOL', '/dav/listing').expect(201);
      await alice.send('PUT', '/dav/listing/a%20b.txt', {}, text('a b')).expect(201);
      await alice.send('MKCOL', '/dav/listing/sub').expect(201);
      const res = await alice
        .send(
          'PROPFIND',
          '/dav/listing/',
          { Depth: '1', 'Content-Type': 'application/xml' },
          PROPFIND_BODY('<D:resourcetype/><D:getcontentlength/><D:getetag/><D:getlastmodified/>'),
        )
        .buffer(true)
        .parse(rawBody)
        .expect(207);
      const xml = (res.body as Buffer).toString();
      expect(xml).toContain('<D:href>/dav/listing/</D:href>');
      expect(xml).toContain('<D:href>/dav/listing/a%20b.txt</D:href>');
      expect(xml).toContain('<D:href>/dav/listing/sub/</D:href>');
      expect(xml).toContain('<D:collection/>');
      const infinite = await alice.send('PROPFIND', '/dav/listing/', { Depth: 'infinity' }).expect(403);
      expect(infinite.body.code).toBe('FORBIDDEN');
    });

    it('answers a listing asked again from memory, and at once anew after any change it would show', async () => {
      await alice.send('MKCOL', '/dav/kept').expect(201);
      await alice.send('PUT', '/dav/kept/a.txt', {}, text('a')).expect(201);
      const props = PROPFIND_BODY('<D:getetag/><Z:tag xmlns:Z="urn:z"/>');
      const list = async () =>
        (
          (await alice.send('PROPFIND', '/dav/kept/', { Depth: '1' }, props).buffer(true).parse(rawBody).expect(207))
            .body as Buffer
        ).toString();
      const first = await list();
      expect(await list()).toBe(first);
      await alice.send('PUT', '/dav/kept/b.txt', {}, text('b')).expect(201);
      const withB = await list();
      expect(withB).toContain('/dav/kept/b.txt');
      await alice
        .send(
          'PROPPATCH',
          '/dav/kept/a.txt',
          {},
          '<?xml version="1.0"?><D:propertyupdate xmlns:D="DAV:"><D:set><D:prop><Z:tag xmlns:Z="urn:z">red</Z:tag></D:prop></D:set></D:propertyupdate>',
        )
        .expect(207);
      expect(await list()).toContain('<n:tag xmlns:n="urn:z">red</n:tag>');
      await alice.send('DELETE', '/dav/kept/b.txt').expect(204);
      expect(await list()).not.toContain('/dav/kept/b.txt');
    });

    it('reports the quota properties when asked', async () => {
      const res = await alice
        .send('PROPFIND', '/dav/', { Depth: '0' }, PROPFIND_BODY('<D:quota-available-bytes/><D:quota-used-bytes/>'))
        .buffer(true)
        .parse(rawBody)
        .expect(207);
      const xml = (res.body as Buffer).toString();
      const state = await accountState(db, t.config.dataDir, alice.user.userId);
      expect(xml).toContain(`<D:quota-used-bytes>${state.used}</D:quota-used-bytes>`);
      expect(xml).toMatch(/<D:quota-available-bytes>\d+<\/D:quota-available-bytes>/);
    });

    it('creates folders only where their parent exists, and never twice', async () => {
      await alice.send('MKCOL', '/dav/missing/child').expect(409);
      await alice.send('MKCOL', '/dav/once').expect(201);
      await alice.send('MKCOL', '/dav/once').expect(405);
      await alice.send('PUT', '/dav/missing/file.txt', {}, text('x')).expect(409);
    });

    it('copies and moves with Overwrite, keeping what the client asked for', async () => {
      await alice.send('MKCOL', '/dav/cm').expect(201);
      await alice.send('PUT', '/dav/cm/src.txt', {}, text('src')).expect(201);
      await alice.send('PUT', '/dav/cm/taken.txt', {}, text('taken')).expect(201);
      const host = `127.0.0.1`;
      const dest = (path: string) => ({ Destination: `http://${host}/dav/cm/${path}`, Host: host });
      await alice.send('COPY', '/dav/cm/src.txt', dest('copy.txt')).expect(201);
      await alice.send('COPY', '/dav/cm/src.txt', { ...dest('taken.txt'), Overwrite: 'F' }).expect(412);
      await alice.send('COPY', '/dav/cm/src.txt', dest('taken.txt')).expect(204);
      await alice.send('MOVE', '/dav/cm/copy.txt', dest('moved.txt')).expect(201);
      await alice.send('GET', '/dav/cm/copy.txt').expect(404);
      await alice.send('GET', '/dav/cm/moved.txt').expect(200);
      await alice.send('COPY', '/dav/cm', { Destination: `http://${host}/dav/cm2`, Host: host }).expect(201);
      await alice.send('GET', '/dav/cm2/src.txt').expect(200);
      await alice.send('MOVE', '/dav/cm2', { Destination: `http://${host}/dav/cm2/inside`, Host: host }).expect(403);
      // The replaced file went to the trash, like every delete.
      const trash = await alice.user.get('/api/trash').expect(200);
      expect(JSON.stringify(trash.body)).toContain('taken.txt');
    });

    it('deletes to the trash', async () => {
      await alice.send('PUT', '/dav/gone.txt', {}, text('gone')).expect(201);
      await alice.send('DELETE', '/dav/gone.txt').expect(204);
      await alice.send('GET', '/dav/gone.txt').expect(404);
      const trash = await alice.user.get('/api/trash').expect(200);
      expect(JSON.stringify(trash.body)).toContain('gone.txt');
    });

    it('keeps the properties clients set, refuses live ones, and copies them with the item', async () => {
      await alice.send('PUT', '/dav/props.txt', {}, text('props')).expect(201);
      const patch = (body: string) =>
        `<?xml version="1.0"?><D:propertyupdate xmlns:D="DAV:" xmlns:Z="urn:example:z">${body}</D:propertyupdate>`;
      const ok = await alice
        .send(
          'PROPPATCH',
          '/dav/props.txt',
          {},
          patch(
            '<D:set><D:prop><Z:color>blue &amp; green</Z:color><Z:tree><Z:leaf a="1">x</Z:leaf></Z:tree></D:prop></D:set>',
          ),
        )
        .buffer(true)
        .parse(rawBody)
        .expect(207);
      expect((ok.body as Buffer).toString()).toContain('HTTP/1.1 200 OK');
      const refused = await alice
        .send(
          'PROPPATCH',
          '/dav/props.txt',
          {},
          patch('<D:set><D:prop><D:getetag>"x"</D:getetag><Z:other>1</Z:other></D:prop></D:set>'),
        )
        .buffer(true)
        .parse(rawBody)
        .expect(207);
      expect((refused.body as Buffer).toString()).toContain('HTTP/1.1 403 Forbidden');
      expect((refused.body as Buffer).toString()).toContain('HTTP/1.1 424 Failed Dependency');
      await alice.send('COPY', '/dav/props.txt', { Destination: '/dav/props-copy.txt' }).expect(201);
      const read = await alice
        .send(
          'PROPFIND',
          '/dav/props-copy.txt',
          { Depth: '0' },
          PROPFIND_BODY('<Z:color xmlns:Z="urn:example:z"/><Z:other xmlns:Z="urn:example:z"/>'),
        )
        .buffer(true)
        .parse(rawBody)
        .expect(207);
      const xml = (read.body as Buffer).toString();
      expect(xml).toContain('<n:color xmlns:n="urn:example:z">blue &amp; green</n:color>');
      expect(xml).toMatch(/<n:other xmlns:n="urn:example:z"\/><\/D:prop><D:status>HTTP\/1.1 404/);
    });
  });

  describe('locks', () => {
    const lockBody =
      '<?xml version="1.0"?><D:lockinfo xmlns:D="DAV:"><D:lockscope><D:exclusive/></D:lockscope><D:locktype><D:write/></D:locktype><D:owner>tester</D:owner></D:lockinfo>';

    it('refuses changes without the token (423), takes them with it, and unlocks', async () => {
      await alice.send('PUT', '/dav/locked.txt', {}, text('locked')).expect(201);
      const locked = await alice.send('LOCK', '/dav/locked.txt', { Timeout: 'Second-600' }, lockBody).expect(200);
      const token = /^<(.+)>$/.exec(locked.headers['lock-token'] as string)![1]!;
      await alice.send('PUT', '/dav/locked.txt', {}, text('no token')).expect(423);
      await alice.send('DELETE', '/dav/locked.txt').expect(423);
      await alice.send('PUT', '/dav/locked.txt', { If: `(<${token}>)` }, text('with token')).expect(204);
      await alice.send('LOCK', '/dav/locked.txt', {}, lockBody).expect(423);
      await alice.send('UNLOCK', '/dav/locked.txt', { 'Lock-Token': `<${token}>` }).expect(204);
      await alice.send('PUT', '/dav/locked.txt', {}, text('free')).expect(204);
    });

    it('creates an empty file when an unmapped address is locked', async () => {
      const res = await alice.send('LOCK', '/dav/new-by-lock.txt', {}, lockBody).expect(201);
      expect(res.headers['lock-token']).toMatch(/^<urn:uuid:/);
      const head = await alice.send('HEAD', '/dav/new-by-lock.txt').expect(200);
      expect(head.headers['content-length']).toBe('0');
    });

    it("never lets another account's lock token count", async () => {
      await alice.send('PUT', '/dav/mine.txt', {}, text('mine')).expect(201);
      const locked = await alice.send('LOCK', '/dav/mine.txt', {}, lockBody).expect(200);
      const token = /^<(.+)>$/.exec(locked.headers['lock-token'] as string)![1]!;
      const user = await signedInClient(t.server);
      const bob = davClient(t, user, await appPassword(user));
      await bob.send('PUT', '/dav/mine.txt', {}, text('bob')).expect(201);
      await bob.send('PUT', '/dav/mine.txt', { If: `(<${token}>)` }, text('bob again')).expect(412);
      await bob.send('UNLOCK', '/dav/mine.txt', { 'Lock-Token': `<${token}>` }).expect(409);
      await alice.send('PUT', '/dav/mine.txt', {}, text('still locked')).expect(423);
    });
  });

  describe('refusals', () => {
    it('answers a refused type with 415 and keeps nothing of it', async () => {
      const before = await accountState(db, t.config.dataDir, alice.user.userId);
      const binary = await alice
        .send('PUT', '/dav/tool.bin', {}, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2]))
        .expect(415);
      expect(binary.body.code).toBe('UNSUPPORTED_FILE_TYPE');
      const mismatch = await alice.send('PUT', '/dav/notes.md', {}, text('markdown')).expect(415);
      expect(mismatch.body.code).toBe('FILE_TYPE_MISMATCH');
      expect(await accountState(db, t.config.dataDir, alice.user.userId)).toEqual(before);
    });

    it('answers a full quota with 507 and keeps nothing', async () => {
      const user = await signedInClient(t.server);
      await db.query(
        'INSERT INTO user_storage (user_id, quota_bytes) VALUES ($1, 64) ON CONFLICT (user_id) DO UPDATE SET quota_bytes = EXCLUDED.quota_bytes',
        [user.userId],
      );
      const small = davClient(t, user, await appPassword(user));
      const before = await accountState(db, t.config.dataDir, user.userId);
      const res = await small.send('PUT', '/dav/big.txt', {}, Buffer.alloc(4096, 'a')).expect(507);
      expect(res.body.code).toBe('QUOTA_EXCEEDED');
      expect(await accountState(db, t.config.dataDir, user.userId)).toEqual(before);
    });
  });
});

describe('WebDAV with FILE_TYPES=any', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule, { FILE_TYPES: 'any' });
  });
  afterAll(() => t.close());

  it('stores any file under any name, served as untyped bytes', async () => {
    const user = await signedInClient(t.server);
    const client = davClient(t, user, await appPassword(user));
    const binary = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0]), randomBytes(64)]);
    await client.send('PUT', '/dav/tool.bin', {}, binary).expect(201);
    await client.send('PUT', '/dav/notes.md', {}, text('# notes')).expect(201);
    const got = await client.send('GET', '/dav/tool.bin').buffer(true).parse(rawBody).expect(200);
    expect((got.body as Buffer).equals(binary)).toBe(true);
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(got.headers['content-disposition']).toContain('attachment');
    const md = await client.send('GET', '/dav/notes.md').expect(200);
    expect(md.headers['content-type']).toBe('application/octet-stream');
    // The same policy on the REST upload.
    await user
      .post('/api/upload')
      .attach('files', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), {
        filename: 'archive.zip',
        contentType: 'application/zip',
      })
      .expect(201);
  });

  it('takes text whose sender calls it something else (an HTML page) as untyped bytes, on REST and tus', async () => {
    const user = await signedInClient(t.server);
    const page = '<!doctype html><script>alert(1)</script>';
    const rest = await user
      .post('/api/upload')
      .attach('files', Buffer.from(page), { filename: 'page.html', contentType: 'text/html' })
      .expect(201);
    const restId = rest.body.created[0].id as string;
    const created = await user
      .post('/api/uploads')
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Length', String(page.length))
      .set(
        'Upload-Metadata',
        `filename ${Buffer.from('other.html').toString('base64')},filetype ${Buffer.from('text/html').toString('base64')}`,
      )
      .expect(201);
    const location = String(created.headers['location']);
    const patched = await user
      .patch(new URL(location, 'http://x').pathname)
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Offset', '0')
      .set('Content-Type', 'application/offset+octet-stream')
      .send(Buffer.from(page))
      .expect(204);
    const tusId = String(patched.headers['coffer-item-id']);
    for (const id of [restId, tusId]) {
      const got = await user.get(`/api/files/download/${id}`).expect(200);
      expect(got.headers['content-type']).toBe('application/octet-stream');
      expect(got.headers['content-disposition']).toMatch(/^attachment/);
    }
  });
});
