import { connect } from 'node:net';
import { DataSource } from 'typeorm';
import {
  createTestApp,
  JPEG_BYTES,
  PNG_BYTES,
  signedInClient,
  signUpOn,
  storageState,
  streamUpload,
  testClient,
  uploadFiles,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

type Item = { _id: string; name: string; path: string; type: string };

function signedIn(t: TestApp) {
  return signedInClient(t.server);
}

async function list(client: TestClient, path = '/'): Promise<Item[]> {
  return (await client.get('/api/files/list').query({ path }).expect(200)).body.items;
}

async function byName(client: TestClient, path: string, name: string): Promise<Item> {
  const item = (await list(client, path)).find((i) => i.name === name);
  if (!item) throw new Error(`${path}${name} not found`);
  return item;
}

describe('Organising and reading files over REST', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule, { LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent' });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  describe('folders', () => {
    it('creates folders, with missing parents, suffixing taken names', async () => {
      const client = await signedIn(t);
      const res = await client.post('/api/files/folder').send({ name: '  Photos  ', path: '/' }).expect(201);
      expect(res.body).toMatchObject({
        _id: expect.any(String),
        type: 'folder',
        name: 'Photos',
        path: '/',
        sharedWith: [],
        owner: client.userId,
      });
      await client.post('/api/files/folder').send({ name: 'Photos', path: '/' }).expect(201);
      await client.post('/api/files/folder').send({ name: '2024', path: '/Archive/Old/' }).expect(201);
      expect((await list(client)).map((i) => i.name)).toEqual(['Archive', 'Photos', 'Photos (1)']);
      expect((await list(client, '/Archive/Old/')).map((i) => i.name)).toEqual(['2024']);
    });

    it('rejects bad names and paths', async () => {
      const client = await signedIn(t);
      expect((await client.post('/api/files/folder').send({ name: 'a/b', path: '/' }).expect(400)).body.code).toBe(
        'INVALID_NAME',
      );
      expect((await client.post('/api/files/folder').send({ name: '..', path: '/' }).expect(400)).body.code).toBe(
        'INVALID_NAME',
      );
      expect((await client.post('/api/files/folder').send({ name: '   ', path: '/' }).expect(400)).body.code).toBe(
        'VALIDATION_ERROR',
      );
      expect((await client.post('/api/files/folder').send({ path: '/' }).expect(400)).body.code).toBe(
        'VALIDATION_ERROR',
      );
      expect((await client.post('/api/files/folder').send({ name: 'x', path: '/a/../b/' }).expect(400)).body.code).toBe(
        'INVALID_PATH',
      );
      expect((await client.get('/api/files/list').query({ path: '/../' }).expect(400)).body.code).toBe('INVALID_PATH');
    });
  });

  describe('move', () => {
    it('moves a folder with its whole subtree in one step and suffixes a clash', async () => {
      const client = await signedIn(t);
      await uploadFiles(client, [
        { name: 'a.txt', content: 'a', relativePath: 'Src/a.txt' },
        { name: 'b.txt', content: 'b', relativePath: 'Src/Sub/b.txt' },
        { name: 'c.txt', content: 'c', relativePath: 'Dest/Src/c.txt' },
      ]).expect(201);
      const src = await byName(client, '/', 'Src');
      const dest = await byName(client, '/', 'Dest');
      const res = await client.put('/api/files/move').send({ itemId: src._id, targetFolderId: dest._id }).expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Item moved successfully',
        movedItem: { _id: src._id, name: 'Src (1)', path: '/Dest/' },
      });
      expect((await list(client, '/Dest/')).map((i) => i.name)).toEqual(['Src', 'Src (1)']);
      expect((await list(client, '/Dest/Src (1)/Sub/')).map((i) => i.name)).toEqual(['b.txt']);
      expect((await list(client, '/Dest/Src (1)/')).map((i) => i.name)).toEqual(['a.txt', 'Sub']);
      expect(await list(client, '/Src/')).toEqual([]);
      // And back to the root with an explicit null.
      await client.put('/api/files/move').send({ itemId: src._id, targetFolderId: null }).expect(200);
      expect((await list(client, '/Src (1)/Sub/')).map((i) => i.name)).toEqual(['b.txt']);
    });

    it('refuses moving a folder into itself or a descendant with INVALID_MOVE', async () => {
      const client = await signedIn(t);
      await uploadFiles(client, [{ name: 'x.txt', content: 'x', relativePath: 'A/B/C/x.txt' }]).expect(201);
      const a = await byName(client, '/', 'A');
      const c = await byName(client, '/A/B/', 'C');
      for (const target of [a._id, c._id]) {
        const res = await client.put('/api/files/move').send({ itemId: a._id, targetFolderId: target }).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          code: 'INVALID_MOVE',
          message: 'A folder cannot be moved into itself or one of its subfolders.',
        });
      }
      expect((await list(client, '/A/B/C/')).map((i) => i.name)).toEqual(['x.txt']);
    });

    it('refuses a missing or non-folder target with INVALID_TARGET_FOLDER, and a missing item with 404', async () => {
      const client = await signedIn(t);
      const up = await uploadFiles(client, [
        { name: 'f.txt', content: 'f' },
        { name: 'g.txt', content: 'g' },
      ]).expect(201);
      const [f, g] = up.body.created;
      expect(
        (await client.put('/api/files/move').send({ itemId: f.id, targetFolderId: g.id }).expect(400)).body.code,
      ).toBe('INVALID_TARGET_FOLDER');
      expect(
        (
          await client
            .put('/api/files/move')
            .send({ itemId: f.id, targetFolderId: '00000000-0000-0000-0000-000000000000' })
            .expect(400)
        ).body.code,
      ).toBe('INVALID_TARGET_FOLDER');
      expect(
        (await client.put('/api/files/move').send({ itemId: 'nope', targetFolderId: null }).expect(404)).body.code,
      ).toBe('FILE_NOT_FOUND');
    });
  });

  describe('delete', () => {
    it('moves a folder with everything in it to the trash, keeping usage and bytes until it is purged; purging frees the bytes no other item uses', async () => {
      const client = await signedIn(t);
      const shared = `shared ${Math.random()}`;
      const only = `only ${Math.random()}`;
      await uploadFiles(client, [
        { name: 'keep.txt', content: shared },
        { name: 'dup.txt', content: shared, relativePath: 'Old/dup.txt' },
        { name: 'only.txt', content: only, relativePath: 'Old/Deep/only.txt' },
      ]).expect(201);
      const blobsBefore = storageState(t.config.dataDir).blobs.length;
      const used = (await client.get('/api/files/storage')).body.used;
      expect(used).toBe(shared.length * 2 + only.length);
      const old = await byName(client, '/', 'Old');
      const res = await client.delete(`/api/files/${old._id}`).expect(200);
      expect(res.body).toEqual({ message: 'Folder and all contents deleted successfully' });
      expect((await list(client)).map((i) => i.name)).toEqual(['keep.txt']);
      expect(await list(client, '/Old/Deep/')).toEqual([]);
      // In the trash: out of sight, still counted, bytes kept.
      expect((await client.get('/api/files/storage')).body).toMatchObject({
        used,
        trashBytes: shared.length + only.length,
      });
      expect(storageState(t.config.dataDir).blobs.length).toBe(blobsBefore);
      expect((await client.delete(`/api/trash/${old._id}`).expect(200)).body).toEqual({ purgedFiles: 1 });
      expect((await client.get('/api/files/storage')).body).toMatchObject({ used: shared.length, trashBytes: 0 });
      // `only` is gone from disk; `shared` is still referenced by keep.txt.
      expect(storageState(t.config.dataDir).blobs.length).toBe(blobsBefore - 1);
      const keep = await byName(client, '/', 'keep.txt');
      expect((await client.get(`/api/files/download/${keep._id}`).expect(200)).text).toBe(shared);
      expect((await client.delete(`/api/files/${keep._id}`).expect(200)).body).toEqual({
        message: 'File deleted successfully',
      });
      expect((await client.delete(`/api/files/${keep._id}`).expect(404)).body.code).toBe('FILE_NOT_FOUND');
      expect((await client.get(`/api/files/download/${keep._id}`).expect(404)).body.code).toBe('FILE_NOT_FOUND');
      expect((await client.delete('/api/trash').expect(200)).body).toEqual({ purgedFiles: 1 });
      expect(storageState(t.config.dataDir).blobs.length).toBe(blobsBefore - 2);
      expect((await client.get('/api/files/storage')).body).toMatchObject({ used: 0, trashBytes: 0 });
    });
  });

  describe('download and preview', () => {
    it('streams the bytes with the safety headers', async () => {
      const client = await signedIn(t);
      const name = 'Résumé "final".txt';
      const up = await uploadFiles(client, [{ name: 'r.txt', content: '0123456789', relativePath: name }]).expect(201);
      const id = up.body.created[0].id;
      const res = await client.get(`/api/files/download/${id}`).expect(200);
      expect(res.text).toBe('0123456789');
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.headers['content-length']).toBe('10');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['etag']).toMatch(/^"[0-9a-f]{64}"$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="R_sum_ _final_.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.txt`,
      );
    });

    it('serves single ranges, 200 for multi-range, 416 when unsatisfiable, and honours If-Range', async () => {
      const client = await signedIn(t);
      const up = await uploadFiles(client, [{ name: 'r.txt', content: '0123456789' }]).expect(201);
      const url = `/api/files/download/${up.body.created[0].id}`;
      const partial = await client.get(url).set('Range', 'bytes=2-5').expect(206);
      expect(partial.text).toBe('2345');
      expect(partial.headers['content-range']).toBe('bytes 2-5/10');
      expect((await client.get(url).set('Range', 'bytes=-3').expect(206)).text).toBe('789');
      expect((await client.get(url).set('Range', 'bytes=0-1,4-5').expect(200)).text).toBe('0123456789');
      const bad = await client.get(url).set('Range', 'bytes=20-').expect(416);
      expect(bad.headers['content-range']).toBe('bytes */10');
      expect(bad.body.code).toBe('RANGE_NOT_SATISFIABLE');
      const etag = partial.headers['etag'] as string;
      expect((await client.get(url).set('Range', 'bytes=2-5').set('If-Range', etag).expect(206)).text).toBe('2345');
      expect((await client.get(url).set('Range', 'bytes=2-5').set('If-Range', '"stale"').expect(200)).text).toBe(
        '0123456789',
      );
      const head = await client.head(url).expect(200);
      expect(head.headers['content-length']).toBe('10');
    });

    it('answers If-None-Match with the content hash by 304 and no bytes, after the access check', async () => {
      const client = await signedIn(t);
      const up = await uploadFiles(client, [{ name: 'r.txt', content: `cached ${Math.random()}` }]).expect(201);
      const url = `/api/files/download/${up.body.created[0].id}`;
      const etag = (await client.get(url).expect(200)).headers['etag'] as string;
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const res = await client.get(url).set('If-None-Match', ifNoneMatch).expect(304);
        expect([ifNoneMatch, res.text ?? '', res.headers['etag'], res.headers['cache-control']]).toEqual([
          ifNoneMatch,
          '',
          etag,
          'private, no-store',
        ]);
      }
      expect((await client.head(url).set('If-None-Match', etag)).status).toBe(304);
      expect((await client.get(url).set('If-None-Match', '"other"').expect(200)).headers['etag']).toBe(etag);
      const stranger = await signedIn(t);
      expect((await stranger.get(url).set('If-None-Match', etag).expect(404)).body.code).toBe('FILE_NOT_FOUND');
    });

    it('previews images inline only, and refuses folders and non-images', async () => {
      const client = await signedIn(t);
      const up = await uploadFiles(client, [
        { name: 'p.png', content: PNG_BYTES },
        { name: 'j.jpg', content: JPEG_BYTES },
        { name: 't.txt', content: 'text' },
      ]).expect(201);
      const [png, jpg, txt] = up.body.created;
      const preview = await client.get(`/api/files/preview/${png.id}`).expect(200);
      expect(preview.headers['content-type']).toBe('image/png');
      expect(preview.headers['content-disposition']).toMatch(/^inline;/);
      expect(preview.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(Buffer.compare(preview.body as Buffer, PNG_BYTES)).toBe(0);
      await client.get(`/api/files/preview/${jpg.id}`).expect(200);
      expect((await client.get(`/api/files/preview/${txt.id}`).expect(400)).body.code).toBe('NOT_AN_IMAGE');
      const folder = await client.post('/api/files/folder').send({ name: 'F', path: '/' }).expect(201);
      expect((await client.get(`/api/files/download/${folder.body._id}`).expect(400)).body).toEqual({
        statusCode: 400,
        code: 'NOT_A_FILE',
        message: 'Cannot download folders',
      });
    });
  });

  // B on A's items (download, preview, delete, move either way): idor-matrix.e2e-spec.ts.
  describe('anonymous callers', () => {
    it('answers 401 to anonymous requests on every files route', async () => {
      const anon = testClient(t.server);
      const id = '00000000-0000-0000-0000-000000000000';
      for (const res of [
        await anon.get('/api/files/list'),
        await anon.get(`/api/files/download/${id}`),
        await anon.get(`/api/files/preview/${id}`),
        await anon.get('/api/files/storage'),
        await anon.post('/api/files/folder').send({ name: 'x', path: '/' }),
        await anon.put('/api/files/move').send({ itemId: id, targetFolderId: null }),
        await anon.delete(`/api/files/${id}`),
        await anon.post('/api/files/upload').attach('files', Buffer.from('x'), 'x.txt'),
      ]) {
        expect([res.status, res.body.code]).toEqual([401, 'UNAUTHORIZED']);
      }
    });
  });

  // Declared last so it runs after everything above.
  describe('listing kept between requests', () => {
    it("answers every change a listing shows at once, also one made behind the app's back in the database", async () => {
      const client = await signedIn(t);
      const friend = await signedIn(t);
      await db.query('UPDATE app_user SET email_verified_at = now() WHERE id = $1', [friend.userId]);
      const up = await uploadFiles(client, [{ name: 'k.txt', content: 'kept' }]).expect(201);
      const id = up.body.created[0].id as string;
      type Listed = { _id: string; name: string; size?: number; hasShareLink: boolean; sharedWith: string[] };
      const only = async () => (await list(client)) as unknown as Listed[];
      const version = async () =>
        Number(
          (await db.query('SELECT tree_version FROM user_storage WHERE user_id = $1', [client.userId]))[0].tree_version,
        );
      expect(await only()).toMatchObject([{ name: 'k.txt', hasShareLink: false, sharedWith: [] }]);
      expect(await only()).toMatchObject([{ name: 'k.txt' }]);

      const link = (await client.post('/api/share/create').send({ fileId: id, scope: 'public' }).expect(201)).body;
      expect(await only()).toMatchObject([{ hasShareLink: true }]);
      await client.delete(`/api/share/${link.token}`).expect(200);
      expect(await only()).toMatchObject([{ hasShareLink: false }]);
      await client
        .post('/api/files/share')
        .send({ fileId: id, shareWith: [friend.email] })
        .expect(200);
      expect(await only()).toMatchObject([{ sharedWith: [friend.userId] }]);
      await client
        .post('/api/files/unshare')
        .send({ fileId: id, unshareWith: [friend.email] })
        .expect(200);
      expect(await only()).toMatchObject([{ sharedWith: [] }]);
      await uploadFiles(client, [{ name: 'k.txt', content: 'kept, longer' }], { onConflict: 'replace' }).expect(201);
      expect(await only()).toMatchObject([{ name: 'k.txt', size: 'kept, longer'.length }]);
      await client.delete(`/api/files/${id}`).expect(200);
      expect(await only()).toEqual([]);
      await client
        .post('/api/trash/restore')
        .send({ ids: [id] })
        .expect(200);
      expect(await only()).toMatchObject([{ name: 'k.txt' }]);
      // The counter is kept by the database: even a change no code path announces moves it.
      const before = await version();
      await db.query('UPDATE item SET name = $2 WHERE id = $1', [id, 'renamed-in-sql.txt']);
      expect(await version()).toBe(before + 1);
      expect(await only()).toMatchObject([{ name: 'renamed-in-sql.txt' }]);
    });
  });

  describe('afterwards', () => {
    it('keeps the consistency invariants: usage equals the sum of file and version sizes, ref counts equal references', async () => {
      const drift: unknown[] = await db.query(`
      SELECT s.user_id FROM user_storage s
      LEFT JOIN (
        SELECT owner_id, sum(size) AS total FROM (
          SELECT owner_id, size FROM item WHERE type = 'file'
          UNION ALL SELECT i.owner_id, v.size FROM item_version v JOIN item i ON i.id = v.item_id
        ) u GROUP BY owner_id
      ) f ON f.owner_id = s.user_id
      WHERE s.used_bytes <> COALESCE(f.total, 0)`);
      expect(drift).toEqual([]);
      const refs: unknown[] = await db.query(`
      SELECT b.id FROM blob b LEFT JOIN (
        SELECT blob_id, count(*) AS n FROM (SELECT blob_id FROM item UNION ALL SELECT blob_id FROM item_version) u GROUP BY blob_id
      ) r ON r.blob_id = b.id
      WHERE b.ref_count <> COALESCE(r.n, 0)`);
      expect(refs).toEqual([]);
    });
  });
});

describe('Quota', () => {
  const QUOTA = 1_000_000;
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule, { STORAGE_QUOTA_BYTES: String(QUOTA) });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('refuses an upload past the quota with 413 QUOTA_EXCEEDED and keeps nothing', async () => {
    const client = await signedIn(t);
    await uploadFiles(client, [{ name: 'fits.txt', content: 'x'.repeat(600_000) }]).expect(201);
    const res = await uploadFiles(client, [{ name: 'too-much.txt', content: 'y'.repeat(500_000) }]).expect(413);
    expect(res.body).toEqual({ statusCode: 413, code: 'QUOTA_EXCEEDED', message: expect.any(String) });
    expect((await list(client)).map((i) => i.name)).toEqual(['fits.txt']);
    expect((await client.get('/api/files/storage')).body).toMatchObject({ used: 600_000, total: QUOTA });
    expect(storageState(t.config.dataDir).staging).toEqual([]);
  });

  it('refuses early, before reading the body, when Content-Length already proves the breach', async () => {
    const client = await signedIn(t);
    const res = await uploadFiles(client, [{ name: 'huge.txt', content: 'z'.repeat(6 * 1024 * 1024) }]);
    expect([res.status, res.body.code]).toEqual([413, 'QUOTA_EXCEEDED']);
    // The answer comes while the client is still sending; the rest is read and discarded, so a
    // client that reads only after sending gets the answer, not a reset connection.
    const user = await signUpOn(t.url);
    const held = streamUpload(t.url, user.cookie, {
      size: 6 * 1024 * 1024,
      name: 'huge.txt',
      chunk: 64 * 1024,
      holdAfter: 256 * 1024,
    });
    const answer = await held.done;
    expect([held.sent(), answer.status, JSON.parse(answer.body).code]).toEqual([256 * 1024, 413, 'QUOTA_EXCEEDED']);
    // A client that goes on sending after the answer: no reset while it sends 2 MiB more.
    const { hostname, port } = new URL(t.url);
    const socket = connect(Number(port), hostname);
    let received = '';
    let failure: Error | undefined;
    socket.on('data', (d: Buffer) => (received += d.toString()));
    socket.on('error', (error) => (failure = error));
    socket.write(
      `POST /api/files/upload HTTP/1.1\r\nHost: ${hostname}\r\nCookie: ${user.cookie}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${6 * 1024 * 1024}\r\n\r\n`,
    );
    for (let sent = 0; sent < 2 * 1024 * 1024 && !failure && !socket.destroyed; sent += 64 * 1024) {
      if (!socket.write(Buffer.alloc(64 * 1024, 0x7a)))
        await new Promise((r) => socket.once('drain', r).once('close', r));
      await new Promise((r) => setTimeout(r, 2));
    }
    socket.destroy();
    expect([failure?.message, received.split('\r\n')[0]]).toEqual([undefined, 'HTTP/1.1 413 Payload Too Large']);
  });

  it('lets an upload that fits exactly wait for a streaming one to give its multipart framing back', async () => {
    const user = await signUpOn(t.url);
    const client = testClient(t.server);
    client.set('Cookie', user.cookie);
    await uploadFiles(client, [{ name: 'base.txt', content: 'b'.repeat(200_000) }]).expect(201);
    // 800 000 bytes left: A reserves its whole length (400 000 + framing) and stops mid-way;
    // B fits only once A's framing is given back, so B must wait for A rather than fail.
    const a = streamUpload(t.url, user.cookie, { size: 400_000, name: 'a.txt', chunk: 50_000, holdAfter: 200_000 });
    // A's bytes sent is not A's reservation made: on a busy machine the server may not have read
    // A's request yet, and B, asked for next, would then reserve first.
    const reserved = async () =>
      Number(
        (
          await db.query('SELECT coalesce(sum(reserved_bytes), 0) AS bytes FROM upload WHERE owner_id = $1', [user.id])
        )[0].bytes,
      );
    while (a.sent() < 200_000 || (await reserved()) === 0) await new Promise((r) => setTimeout(r, 10));
    let bAnswered = false;
    const b = streamUpload(t.url, user.cookie, { size: 400_000, name: 'b.txt' }).done.finally(() => (bAnswered = true));
    await new Promise((r) => setTimeout(r, 500));
    expect(bAnswered).toBe(false);
    a.release();
    expect((await a.done).status).toBe(201);
    expect((await b).status).toBe(201);
    expect((await client.get('/api/files/storage').expect(200)).body).toMatchObject({ used: QUOTA, total: QUOTA });
  });

  it('never exceeds the quota under 20 concurrent uploads into its last bytes', async () => {
    const client = await signedIn(t);
    await uploadFiles(client, [{ name: 'base.txt', content: 'b'.repeat(900_000) }]).expect(201);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        uploadFiles(client, [{ name: `c${i}.txt`, content: `${i}`.padEnd(10_000, '.') }]),
      ),
    );
    const ok = results.filter((r) => r.status === 201).length;
    expect(results.every((r) => r.status === 201 || (r.status === 413 && r.body.code === 'QUOTA_EXCEEDED'))).toBe(true);
    const [{ used }] = await db.query('SELECT used_bytes::bigint AS used FROM user_storage WHERE user_id = $1', [
      client.userId,
    ]);
    expect(Number(used)).toBe(900_000 + ok * 10_000);
    expect(Number(used)).toBeLessThanOrEqual(QUOTA);
    // Exactly the uploads that fit: multipart framing held by streaming requests never keeps one out.
    expect(ok).toBe(10);
    expect((await list(client)).length).toBe(1 + ok);
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM upload WHERE owner_id = $1', [client.userId]);
    expect(n).toBe(0);
  });
});
