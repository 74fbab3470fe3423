import { DataSource } from 'typeorm';
import {
  createTestApp,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  registerUser,
  signedInClient,
  storageState,
  testClient,
  uploadFiles,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';
import { abortedUpload } from './raw-uploads';

function signedIn(t: TestApp) {
  return signedInClient(t.server);
}

async function list(client: TestClient, path = '/') {
  const res = await client.get('/api/files/list').query({ path }).expect(200);
  return res.body.items as Array<Record<string, string>>;
}

describe('Files over REST (/api/files)', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  describe('upload', () => {
    it('stores a single file and lists it with the documented item shape', async () => {
      const client = await signedIn(t);
      const res = await uploadFiles(client, [{ name: 'hello.txt', content: 'hello world' }], {
        parentPath: '/',
      }).expect(201);
      expect(res.body).toEqual({
        created: [{ id: expect.any(String), name: 'hello.txt', path: '/', filename: 'hello.txt' }],
        shareLink: null,
      });
      const [item] = await list(client);
      expect(item).toEqual({
        _id: res.body.created[0].id,
        type: 'file',
        name: 'hello.txt',
        path: '/',
        mimetype: 'text/plain',
        size: 11,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        sharedWith: [],
        hasShareLink: false,
        owner: client.userId,
        originalName: 'hello.txt',
        encryptionType: null,
        iv: null,
        encryptedKey: null,
        encryptedMetadata: null,
        // SHA-256 of "hello world", and the download's ETag.
        contentHash: 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9',
        etag: '"b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9"',
      });
      expect(new Date(item!['createdAt'] as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('recreates nested folder structure, merges into existing folders and keeps request order', async () => {
      const client = await signedIn(t);
      await client.post('/api/files/folder').send({ name: 'Trip', path: '/' }).expect(201);
      const res = await uploadFiles(client, [
        { name: 'a.jpg', content: JPEG_BYTES, relativePath: 'Trip/day1/a.jpg' },
        { name: 'b.png', content: PNG_BYTES, relativePath: 'Trip/day1/b.png' },
        { name: 'c.pdf', content: PDF_BYTES, relativePath: 'Trip/day2/c.pdf' },
        { name: 'notes.txt', content: 'n', relativePath: 'Trip/notes.txt' },
      ]).expect(201);
      expect(res.body.created.map((c: { name: string; path: string }) => `${c.path}${c.name}`)).toEqual([
        '/Trip/day1/a.jpg',
        '/Trip/day1/b.png',
        '/Trip/day2/c.pdf',
        '/Trip/notes.txt',
      ]);
      expect((await list(client, '/')).map((i) => i['name'])).toEqual(['Trip']);
      const trip = await list(client, '/Trip/');
      expect(trip.map((i) => `${i['type']}:${i['name']}`)).toEqual(['file:notes.txt', 'folder:day1', 'folder:day2']);
      const day1 = await list(client, '/Trip/day1/');
      expect(day1.map((i) => [i['name'], i['mimetype']])).toEqual([
        ['a.jpg', 'image/jpeg'],
        ['b.png', 'image/png'],
      ]);
      expect(day1[0]!['url']).toBe(`${t.config.publicUrl}/api/files/preview/${day1[0]!['_id']}`);
      const folder = trip.find((i) => i['name'] === 'day1')!;
      expect(folder).not.toHaveProperty('size');
      expect(folder).not.toHaveProperty('mimetype');
      expect(folder).not.toHaveProperty('url');
    });

    it('suffixes name clashes, within one request too, and when a file holds a folder name', async () => {
      const client = await signedIn(t);
      await uploadFiles(client, [
        { name: 'Docs.txt', content: 'x' },
        { name: 'x.txt', content: 'y' },
      ]).expect(201);
      const res = await uploadFiles(client, [
        { name: 'Docs.txt', content: '1' },
        { name: 'Docs.txt', content: '2' },
        { name: 'x.txt', content: '3', relativePath: 'x.txt/inner.txt' },
      ]).expect(201);
      expect(res.body.created.map((c: { name: string; path: string }) => `${c.path}${c.name}`)).toEqual([
        '/Docs (1).txt',
        '/Docs (2).txt',
        '/x.txt (1)/inner.txt',
      ]);
    });

    it('accepts parentPath or path, and relativePathsJson; treats relativePaths literally', async () => {
      const client = await signedIn(t);
      await client
        .post('/api/upload')
        .attach('files', Buffer.from('a'), { filename: '[draft].txt', contentType: 'text/plain' })
        .field('relativePaths', '[draft].txt')
        .field('path', '/Inbox/')
        .expect(201);
      expect((await list(client, '/Inbox/')).map((i) => i['name'])).toEqual(['[draft].txt']);
      await client
        .post('/api/files/upload')
        .attach('file', Buffer.from('b'), { filename: 'b.txt', contentType: 'text/plain' })
        .field('relativePathsJson', JSON.stringify(['Deep/b.txt']))
        .expect(201);
      expect((await list(client, '/Deep/')).map((i) => i['name'])).toEqual(['b.txt']);
    });

    it('decodes + as a space in the list path', async () => {
      const client = await signedIn(t);
      await uploadFiles(client, [{ name: 'a.txt', content: 'a', relativePath: 'My Docs/a.txt' }]).expect(201);
      const res = await client.get('/api/files/list?path=%2FMy+Docs%2F').expect(200);
      expect(res.body.items.map((i: { name: string }) => i.name)).toEqual(['a.txt']);
      expect((await client.get('/api/files/list?path=/Nope/').expect(200)).body).toEqual({ items: [] });
      expect((await client.get('/api/files/list').expect(200)).body.items.map((i: { name: string }) => i.name)).toEqual(
        ['My Docs'],
      );
    });

    it.each([
      [
        'a .png whose bytes are text',
        { name: 'fake.png', content: 'just text', contentType: 'image/png' },
        415,
        'FILE_TYPE_MISMATCH',
      ],
      [
        'text bytes declared as PNG but named .txt',
        { name: 'fake.txt', content: 'just text', contentType: 'image/png' },
        415,
        'FILE_TYPE_MISMATCH',
      ],
      [
        'a PNG named .txt',
        { name: 'img.txt', content: PNG_BYTES, contentType: 'text/plain' },
        415,
        'FILE_TYPE_MISMATCH',
      ],
      [
        'binary content',
        { name: 'blob.txt', content: Buffer.from([1, 2, 0, 3]), contentType: 'text/plain' },
        415,
        'UNSUPPORTED_FILE_TYPE',
      ],
      ['a GIF', { name: 'x.gif', content: 'GIF89a....', contentType: 'image/gif' }, 415, 'UNSUPPORTED_FILE_TYPE'],
      [
        'a text file without .txt',
        { name: 'README', content: 'hi', contentType: 'text/plain' },
        415,
        'FILE_TYPE_MISMATCH',
      ],
    ])('refuses %s and keeps nothing', async (_label, file, status, code) => {
      const client = await signedIn(t);
      const before = storageState(t.config.dataDir);
      const res = await uploadFiles(client, [{ name: 'good.txt', content: `good ${Math.random()}` }, file]).expect(
        status,
      );
      expect(res.body).toEqual({ statusCode: status, code, message: expect.stringContaining(file.name) });
      expect(await list(client)).toEqual([]);
      const after = storageState(t.config.dataDir);
      expect(after.blobs.sort()).toEqual(before.blobs.sort());
      expect(after.staging).toEqual([]);
    });

    it.each([
      ['../x.txt'],
      ['/abs.txt'],
      ['a/../../b.txt'],
      ['nul\u0000.txt'],
      ['ctrl\u0007.txt'],
      ['a//b.txt'],
      ['back\\slash.txt'],
    ])('rejects the relative path %j with INVALID_PATH and keeps nothing', async (relativePath) => {
      const client = await signedIn(t);
      const res = await uploadFiles(client, [{ name: 'x.txt', content: 'x', relativePath }]).expect(400);
      expect(res.body.code).toBe('INVALID_PATH');
      expect(await list(client)).toEqual([]);
    });

    it('keeps hostile-looking but valid names as plain names', async () => {
      const client = await signedIn(t);
      const names = ['..x.txt', '%2e%2e%2fetc.txt', '<script>.txt', ' spaced .txt', 'Ünïcödé 日本 🙂.txt'];
      await uploadFiles(
        client,
        names.map((name) => ({ name: 'f.txt', content: name, relativePath: name })),
      ).expect(201);
      expect((await list(client)).map((i) => i['name']).sort()).toEqual([...names].sort());
      for (const key of storageState(t.config.dataDir).blobs) expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    });

    it('refuses a count mismatch, no files, and non-multipart bodies', async () => {
      const client = await signedIn(t);
      const mismatch = await client
        .post('/api/files/upload')
        .attach('files', Buffer.from('a'), { filename: 'a.txt', contentType: 'text/plain' })
        .field('relativePaths', 'a.txt')
        .field('relativePaths', 'b.txt')
        .expect(400);
      expect(mismatch.body.code).toBe('PATH_COUNT_MISMATCH');
      const none = await client.post('/api/files/upload').field('parentPath', '/').expect(400);
      expect(none.body.code).toBe('NO_FILES');
      const json = await client.post('/api/files/upload').send({ files: [] }).expect(400);
      expect(json.body.code).toBe('VALIDATION_ERROR');
      expect(storageState(t.config.dataDir).staging).toEqual([]);
    });

    it('stores identical bytes once and counts each file in usage', async () => {
      const client = await signedIn(t);
      const content = `same bytes ${Math.random()}`;
      const before = storageState(t.config.dataDir).blobs.length;
      await uploadFiles(client, [
        { name: 'one.txt', content },
        { name: 'two.txt', content },
      ]).expect(201);
      await uploadFiles(client, [{ name: 'three.txt', content }]).expect(201);
      expect(storageState(t.config.dataDir).blobs.length).toBe(before + 1);
      const [{ ref_count }] = await db.query(
        'SELECT ref_count FROM blob b JOIN item i ON i.blob_id = b.id WHERE i.owner_id = $1 LIMIT 1',
        [client.userId],
      );
      expect(ref_count).toBe(3);
      const storage = await client.get('/api/files/storage').expect(200);
      expect(storage.body).toEqual({
        used: content.length * 3,
        total: 16106127360,
        trashBytes: 0,
        usedGB: '0.00',
        totalGB: '15.00',
        percentage: '0.0',
      });
    });
  });

  describe('client disconnect', () => {
    it('leaves no row, no temp file and no blob when the client goes away mid-stream', async () => {
      const client = await signedIn(t);
      const blobsBefore = storageState(t.config.dataDir).blobs.length;
      await abortedUpload(t, client.cookie, client.address, 8 * 1024 * 1024);
      // The server notices the disconnect asynchronously.
      for (let i = 0; i < 50 && storageState(t.config.dataDir).staging.length > 0; i++)
        await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 300));
      expect(storageState(t.config.dataDir).staging).toEqual([]);
      expect(storageState(t.config.dataDir).blobs.length).toBe(blobsBefore);
      expect(await list(client)).toEqual([]);
      const [{ n }] = await db.query('SELECT count(*)::int AS n FROM upload WHERE owner_id = $1', [client.userId]);
      expect(n).toBe(0);
    });
  });
});

describe('Content-addressed storage healing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(() => t.close());

  it('re-attaches new bytes when the stored copy of identical content has gone missing', async () => {
    const client = testClient(t.server);
    await registerUser(client);
    const content = `heal me ${Math.random()}`;
    const first = (await uploadFiles(client, [{ name: 'a.txt', content }]).expect(201)).body.created[0].id;
    const [{ storage_key }] = await t.app
      .get(DataSource)
      .query('SELECT b.storage_key FROM blob b JOIN item i ON i.blob_id = b.id WHERE i.id = $1', [first]);
    const { rmSync } = await import('node:fs');
    rmSync(`${t.config.dataDir}/storage/blobs/${storage_key}`);
    const second = (await uploadFiles(client, [{ name: 'b.txt', content }]).expect(201)).body.created[0].id;
    expect((await client.get(`/api/files/download/${second}`).expect(200)).text).toBe(content);
    expect((await client.get(`/api/files/download/${first}`).expect(200)).text).toBe(content);
  });
});
