import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { Logger } from '@nestjs/common';
import { createClient } from 'graphql-ws';
import * as tus from 'tus-js-client';
import WebSocket from 'ws';
import { DataSource } from 'typeorm';
import { ConsistencyService } from '@coffer/server-files';
import {
  createTestApp,
  signedInClient,
  accountState,
  storageState,
  testClient,
  type SignedInClient,
  type TestApp,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const KIB = 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');
const meta = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');

/** Plain text of `size` bytes that is not all the same (so dedupe never hides a bug). */
function textFile(size: number): Buffer {
  const out = Buffer.alloc(size);
  const alphabet = Buffer.from('abcdefghijklmnopqrstuvwxyz0123456789 \n');
  const noise = randomBytes(size);
  for (let i = 0; i < size; i++) out[i] = alphabet[noise[i]! % alphabet.length]!;
  return out;
}

describe('Resumable uploads (tus 1.0 at /api/uploads)', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const blobCrc32 = async (itemId: string) =>
    (
      await db.query('SELECT b.crc32::float8 AS crc32 FROM blob b JOIN item i ON i.blob_id = b.id WHERE i.id = $1', [
        itemId,
      ])
    )[0].crc32 as number | null;

  /** Quota, reservations, rows and bytes: what a refused request must leave as it was. */
  async function state(userId: string) {
    const [r] = await db.query(
      'SELECT coalesce(sum("offset"), 0)::bigint AS offsets, count(*)::int AS rows FROM resumable_upload WHERE owner_id = $1',
      [userId],
    );
    return {
      ...(await accountState(db, t.config.dataDir, userId)),
      offsets: Number(r.offsets),
      rows: r.rows as number,
    };
  }

  function tusHeaders(client: SignedInClient) {
    return { Cookie: client.cookie, 'X-Forwarded-For': client.address };
  }

  async function create(
    client: SignedInClient,
    length: number,
    fields: Record<string, string> = { filename: 'a.txt' },
  ) {
    return client
      .post('/api/uploads')
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Length', String(length))
      .set('Upload-Metadata', meta(fields));
  }

  function patch(
    client: SignedInClient,
    location: string,
    offset: number,
    body: Buffer,
    extra: Record<string, string> = {},
  ) {
    return client
      .patch(location)
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Offset', String(offset))
      .set('Content-Type', 'application/offset+octet-stream')
      .set(extra)
      .send(body);
  }

  async function download(client: SignedInClient, id: string): Promise<Buffer> {
    const res = await client
      .get(`/api/files/download/${id}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    return res.body as Buffer;
  }

  /** Runs a tus-js-client upload to its end; answers the item id the server reported. */
  function runClient(
    client: SignedInClient,
    data: Buffer,
    options: Partial<tus.UploadOptions> & { hooks?: (upload: tus.Upload) => void } = {},
  ) {
    return new Promise<{ itemId: string | null; url: string | null }>((resolve, reject) => {
      let itemId: string | null = null;
      const upload = new tus.Upload(data, {
        endpoint: `${t.url}/api/uploads`,
        headers: tusHeaders(client),
        metadata: { filename: 'big.txt', filetype: 'text/plain' },
        retryDelays: [50, 100, 200, 400, 800, 1000, 1000, 1000],
        ...options,
        onAfterResponse: (_req, res) => {
          itemId = res.getHeader('Coffer-Item-Id') ?? itemId;
        },
        onSuccess: () => resolve({ itemId, url: upload.url }),
        onError: reject,
      });
      options.hooks?.(upload);
      upload.start();
    });
  }

  it('OPTIONS advertises tus 1.0.0, its extensions, sha256 and the size limit', async () => {
    const client = await signedInClient(t.server);
    const res = await client.options('/api/uploads');
    expect(res.status).toBe(204);
    expect(res.headers['tus-version']).toBe('1.0.0');
    expect(res.headers['tus-resumable']).toBe('1.0.0');
    expect(res.headers['tus-extension']).toBe('creation,creation-with-upload,termination,expiration,checksum');
    expect(res.headers['tus-checksum-algorithm']).toBe('sha256');
    expect(res.headers['tus-max-size']).toBe(String(512 * 1024 * 1024));
  });

  it('tus-js-client uploads in chunks into a folder structure; the stored bytes equal the source; Coffer-Item-Id names the file', async () => {
    const client = await signedInClient(t.server);
    const data = textFile(300 * KIB);
    await client.post('/api/files/folder').send({ name: 'target' }).expect(201);
    const { itemId, url } = await runClient(client, data, {
      chunkSize: 64 * KIB,
      metadata: {
        filename: 'a.txt',
        filetype: 'text/plain',
        relativePath: 'photos/2024/a.txt',
        parentPath: '/target/',
      },
    });
    expect(itemId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sha256(await download(client, itemId!))).toBe(sha256(data));
    // The CRC-32 a zip entry carries, computed with the hash as the chunks arrived.
    expect(await blobCrc32(itemId!)).toBe(crc32(data));
    const listed = await client.get('/api/files/list').query({ path: '/target/photos/2024/' }).expect(200);
    expect(listed.body.items.map((i: { name: string }) => i.name)).toEqual(['a.txt']);
    // A later HEAD still names the item.
    const head = await client.head(new URL(url!).pathname).set('Tus-Resumable', '1.0.0');
    expect(head.status).toBe(200);
    expect(head.headers['coffer-item-id']).toBe(itemId);
    expect(head.headers['upload-offset']).toBe(String(data.length));
    const after = await state(client.userId);
    expect(after.used).toBe(data.length);
    expect(after.uploads).toBe(0);
    expect(after.reserved).toBe(0);
  });

  it('resumes after the connection is cut at 50 %: the bytes before the cut are kept, the client sends only the rest', async () => {
    const client = await signedInClient(t.server);
    const data = textFile(4 * 1024 * KIB);
    const created = await create(client, data.length, { filename: 'cut.txt' });
    const location = created.headers['location']!;
    // One PATCH for the whole file whose connection dies after half of it.
    await new Promise<void>((resolve) => {
      const { port } = new URL(t.url);
      const req = httpRequest({
        port,
        method: 'PATCH',
        path: location,
        headers: {
          ...tusHeaders(client),
          'Tus-Resumable': '1.0.0',
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': data.length,
        },
      });
      req.on('error', () => resolve());
      req.write(data.subarray(0, data.length / 2), () => setTimeout(() => (req.destroy(), resolve()), 300));
    });
    let offset = 0;
    for (let i = 0; i < 50 && offset === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      offset = Number((await client.head(location).set('Tus-Resumable', '1.0.0')).headers['upload-offset']);
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(data.length / 2);
    const patchOffsets: number[] = [];
    const { itemId } = await runClient(client, data, {
      uploadUrl: `${t.url}${location}`,
      metadata: { filename: 'cut.txt' },
      onBeforeRequest: (req) => {
        if (req.getMethod() === 'PATCH') patchOffsets.push(Number(req.getHeader('Upload-Offset')));
      },
    });
    // The real client resumed from the server's offset: only the rest went again.
    expect(patchOffsets).toEqual([offset]);
    expect(sha256(await download(client, itemId!))).toBe(sha256(data));
    expect(await blobCrc32(itemId!)).toBe(crc32(data));
  });

  it('two clients on one upload: one writes at a time (409/423), the file is whole and committed once', async () => {
    const client = await signedInClient(t.server);
    const data = textFile(1024 * KIB);
    const created = await create(client, data.length, { filename: 'twice.txt' });
    expect(created.status).toBe(201);
    const url = `${t.url}${created.headers['location']}`;
    const statuses: number[] = [];
    const both = await Promise.all(
      [0, 1].map(() =>
        runClient(client, data, {
          uploadUrl: url,
          chunkSize: 64 * KIB,
          metadata: { filename: 'twice.txt' },
          onShouldRetry: (error) => {
            statuses.push(error.originalResponse?.getStatus() ?? 0);
            return true;
          },
        }),
      ),
    );
    const ids = both.map((r) => r.itemId).filter(Boolean);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(1);
    expect(statuses.every((s) => s === 409 || s === 423)).toBe(true);
    expect(sha256(await download(client, ids[0]!))).toBe(sha256(data));
    const after = await state(client.userId);
    expect(after.items).toBe(1);
    expect(after.used).toBe(data.length);
    expect(after.reserved).toBe(0);
  });

  it('creation-with-upload stores the first chunk with the creation request', async () => {
    const client = await signedInClient(t.server);
    const data = textFile(10 * KIB);
    const res = await client
      .post('/api/uploads')
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Length', String(data.length))
      .set('Upload-Metadata', meta({ filename: 'once.txt' }))
      .set('Content-Type', 'application/offset+octet-stream')
      .send(data);
    expect(res.status).toBe(201);
    expect(res.headers['upload-offset']).toBe(String(data.length));
    expect(sha256(await download(client, res.headers['coffer-item-id']!))).toBe(sha256(data));
  });

  it('reserves the whole length at creation and releases it on termination (bytes deleted, HEAD 404)', async () => {
    const client = await signedInClient(t.server);
    const before = await state(client.userId);
    const created = await create(client, 100 * KIB);
    expect(created.status).toBe(201);
    // When the server forgets an unfinished upload (RFC 9110 date): later than now.
    expect(Date.parse(created.headers['upload-expires']!)).toBeGreaterThan(t.clock.now().getTime());
    const location = created.headers['location']!;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    await patch(client, location, 0, textFile(10 * KIB)).expect(204);
    const mid = await state(client.userId);
    expect(mid.reserved).toBe(100 * KIB);
    expect(mid.staging.length).toBe(before.staging.length + 1);
    const del = await client.delete(location).set('Tus-Resumable', '1.0.0');
    expect(del.status).toBe(204);
    expect(await state(client.userId)).toEqual(before);
    const head = await client.head(location).set('Tus-Resumable', '1.0.0');
    expect(head.status).toBe(404);
  });

  it('the reaper removes an expired upload: bytes, reservation and row', async () => {
    const client = await signedInClient(t.server);
    const before = await state(client.userId);
    const created = await create(client, 50 * KIB);
    const location = created.headers['location']!;
    await patch(client, location, 0, textFile(5 * KIB)).expect(204);
    const id = location.split('/').pop()!;
    // Expired (as UPLOAD_EXPIRY_SECONDS after creation would be), then one reaper pass.
    await db.query(`UPDATE resumable_upload SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    await db.query(
      `UPDATE upload SET expires_at = now() - interval '1 second' WHERE id = (SELECT upload_id FROM resumable_upload WHERE id = $1)`,
      [id],
    );
    expect((await client.head(location).set('Tus-Resumable', '1.0.0')).status).toBe(404);
    const report = await t.app.get(ConsistencyService).check({ repair: false });
    expect(report.staleUploads.some((u) => u.reason === 'expired' && u.ownerId === client.userId && u.resumable)).toBe(
      true,
    );
    await t.app.get(ConsistencyService).reap();
    expect(await state(client.userId)).toEqual(before);
  });

  it("GraphQL: pendingUploads lists the viewer's unfinished uploads; cancelUpload releases one; others' ids are not found", async () => {
    const client = await signedInClient(t.server);
    const other = await signedInClient(t.server);
    const before = await state(client.userId);
    const created = await create(client, 20 * KIB, { filename: 'pending.txt', relativePath: 'dir/pending.txt' });
    const id = created.headers['location']!.split('/').pop()!;
    await patch(client, created.headers['location']!, 0, textFile(4 * KIB)).expect(204);
    const query = '{ pendingUploads { id name relativePath offset length expiresAt } }';
    const mine = await client.post('/api/graphql').send({ query }).expect(200);
    expect(mine.body.data.pendingUploads).toEqual([
      {
        id,
        name: 'pending.txt',
        relativePath: 'dir/pending.txt',
        offset: 4 * KIB,
        length: 20 * KIB,
        expiresAt: expect.any(String),
      },
    ]);
    const theirs = await other.post('/api/graphql').send({ query }).expect(200);
    expect(theirs.body.data.pendingUploads).toEqual([]);
    const cancel = 'mutation($id: ID!) { cancelUpload(id: $id) }';
    const refused = await other.post('/api/graphql').send({ query: cancel, variables: { id } });
    expect(refused.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const done = await client.post('/api/graphql').send({ query: cancel, variables: { id } }).expect(200);
    expect(done.body.data.cancelUpload).toBe(true);
    expect(await state(client.userId)).toEqual(before);
  });

  it('fires uploadCompleted and itemsChanged (graphql-ws) for a tus upload, as for multipart', async () => {
    const client = await signedInClient(t.server);
    const headers = { Cookie: client.cookie };
    const socket = createClient({
      url: t.url.replace(/^http/, 'ws') + '/api/graphql',
      retryAttempts: 0,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      },
    });
    try {
      const next = (query: string) => {
        let started!: () => void;
        const ready = new Promise<void>((r) => (started = r));
        const event = new Promise<Record<string, unknown>>((resolve, reject) => {
          const dispose = socket.subscribe<Record<string, unknown>>(
            { query },
            { next: (r) => (dispose(), resolve(r.data!)), error: reject, complete: () => undefined },
          );
        });
        setTimeout(started, 300);
        return { ready, event };
      };
      const completed = next('subscription { uploadCompleted { fileIds count } }');
      const changed = next('subscription { itemsChanged { path reason } }');
      await Promise.all([completed.ready, changed.ready]);
      const { itemId } = await runClient(client, textFile(20 * KIB), {
        metadata: { filename: 'event.txt', relativePath: 'live/event.txt' },
      });
      expect(await completed.event).toEqual({ uploadCompleted: { fileIds: [itemId], count: 1 } });
      expect(await changed.event).toEqual({
        itemsChanged: { path: expect.stringMatching(/^\/(live\/)?$/), reason: 'UPLOADED' },
      });
    } finally {
      await socket.dispose();
    }
  });

  it('an access token without the write scope cannot create or append (403), nothing reserved', async () => {
    const client = await signedInClient(t.server);
    const created = await create(client, 10 * KIB);
    const minted = await client
      .post('/api/graphql')
      .send({ query: 'mutation { createAccessToken(input: { name: "reader", scopes: [READ] }) { token } }' })
      .expect(200);
    const token = minted.body.data.createAccessToken.token as string;
    const before = await state(client.userId);
    const bearer = testClient(t.server);
    const refusedCreate = await bearer
      .post('/api/uploads')
      .set('Authorization', `Bearer ${token}`)
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Length', '10')
      .set('Upload-Metadata', meta({ filename: 'a.txt' }));
    expect(refusedCreate.status).toBe(403);
    expect(refusedCreate.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: expect.any(String) });
    const refusedPatch = await bearer
      .patch(created.headers['location']!)
      .set('Authorization', `Bearer ${token}`)
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Offset', '0')
      .set('Content-Type', 'application/offset+octet-stream')
      .send(textFile(KIB));
    expect(refusedPatch.status).toBe(403);
    expect(await state(client.userId)).toEqual(before);
  });

  it('a server that does not hold the bytes (another replica) answers 404, so the client starts again', async () => {
    const client = await signedInClient(t.server);
    const created = await create(client, 10 * KIB);
    const location = created.headers['location']!;
    const [row] = await db.query('SELECT storage_key FROM resumable_upload WHERE id = $1', [location.split('/').pop()]);
    rmSync(join(t.config.dataDir, 'storage', 'tmp', `${String(row.storage_key).slice(3)}.part`));
    expect((await client.head(location).set('Tus-Resumable', '1.0.0')).status).toBe(404);
    const res = await patch(client, location, 0, textFile(KIB));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('share options in the metadata create a link at completion, as the multipart fields do; a bad one is refused at creation, reserving nothing', async () => {
    const client = await signedInClient(t.server);
    const { itemId } = await runClient(client, textFile(2 * KIB), {
      metadata: { filename: 'shared.txt', shareType: 'public' },
    });
    const listed = await client.get('/api/files/list').query({ path: '/' }).expect(200);
    expect(listed.body.items.find((i: { _id: string }) => i._id === itemId)).toMatchObject({
      hasShareLink: true,
      shareScope: 'public',
    });
    const before = await state(client.userId);
    // Refused at creation: no byte is sent for a link that cannot be made.
    const res = await create(client, 2 * KIB, { filename: 'bad.txt', shareType: 'everyone' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(res.headers['location']).toBeUndefined();
    expect(await state(client.userId)).toEqual(before);
  });

  it('only creation is charged to the operation budget; HEAD and PATCH are not', async () => {
    const client = await signedInClient(t.server);
    const created = await create(client, 8 * KIB);
    expect(created.headers['ratelimit-remaining']).toMatch(/^\d+$/);
    const location = created.headers['location']!;
    const res = await patch(client, location, 0, textFile(KIB));
    expect(res.status).toBe(204);
    expect(res.headers['ratelimit-remaining']).toBeUndefined();
    const head = await client.head(location).set('Tus-Resumable', '1.0.0');
    expect(head.headers['ratelimit-remaining']).toBeUndefined();
  });

  describe('bad input: tus status, our error body, nothing stored, quota unchanged', () => {
    async function expectRefused(
      client: SignedInClient,
      res: { status: number; body: unknown; text?: string },
      status: number,
      code: string,
      before: unknown,
    ) {
      expect(res.status).toBe(status);
      const body = res.body && Object.keys(res.body).length > 0 ? res.body : JSON.parse(res.text ?? '{}');
      expect(body).toEqual({ statusCode: status, code, message: expect.any(String) });
      expect(await state(client.userId)).toEqual(before);
    }

    it('wrong offset: 409', async () => {
      const client = await signedInClient(t.server);
      const created = await create(client, 10 * KIB);
      await patch(client, created.headers['location']!, 0, textFile(KIB)).expect(204);
      const before = await state(client.userId);
      const res = await patch(client, created.headers['location']!, 0, textFile(KIB));
      await expectRefused(client, res, 409, 'UPLOAD_OFFSET_MISMATCH', before);
    });

    it('wrong content type: 415', async () => {
      const client = await signedInClient(t.server);
      const created = await create(client, 10 * KIB);
      const before = await state(client.userId);
      const res = await patch(client, created.headers['location']!, 0, textFile(KIB), {
        'Content-Type': 'application/octet-stream',
      });
      await expectRefused(client, res, 415, 'UNSUPPORTED_CONTENT_TYPE', before);
    });

    it('over the 512 MiB limit at creation: 413, nothing reserved', async () => {
      const client = await signedInClient(t.server);
      const before = await state(client.userId);
      await expectRefused(client, await create(client, 512 * 1024 * 1024 + 1), 413, 'FILE_TOO_LARGE', before);
    });

    it('over the quota at creation: 413, nothing reserved', async () => {
      const client = await signedInClient(t.server);
      await db.query(
        'INSERT INTO user_storage (user_id, quota_bytes) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET quota_bytes = EXCLUDED.quota_bytes',
        [client.userId, 100 * KIB],
      );
      expect((await create(client, 60 * KIB)).status).toBe(201);
      const before = await state(client.userId);
      // The first upload's reservation counts: 60 + 60 > 100.
      await expectRefused(client, await create(client, 60 * KIB), 413, 'QUOTA_EXCEEDED', before);
    });

    it('a chunk past the declared length: 413, the chunk discarded', async () => {
      const client = await signedInClient(t.server);
      const created = await create(client, 4 * KIB);
      const before = await state(client.userId);
      await expectRefused(
        client,
        await patch(client, created.headers['location']!, 0, textFile(5 * KIB)),
        413,
        'PAYLOAD_TOO_LARGE',
        before,
      );
    });

    it('checksum mismatch: 460, the chunk discarded; a matching checksum is accepted', async () => {
      const client = await signedInClient(t.server);
      const created = await create(client, 8 * KIB);
      const location = created.headers['location']!;
      const chunk = textFile(4 * KIB);
      const before = await state(client.userId);
      const wrong = createHash('sha256').update('something else').digest('base64');
      await expectRefused(
        client,
        await patch(client, location, 0, chunk, { 'Upload-Checksum': `sha256 ${wrong}` }),
        460,
        'CHECKSUM_MISMATCH',
        before,
      );
      expect(storageState(t.config.dataDir).staging.length).toBe(before.staging.length);
      const right = createHash('sha256').update(chunk).digest('base64');
      const ok = await patch(client, location, 0, chunk, { 'Upload-Checksum': `sha256 ${right}` });
      expect(ok.status).toBe(204);
      expect(ok.headers['upload-offset']).toBe(String(4 * KIB));
      const md5 = await patch(client, location, 4 * KIB, chunk, {
        'Upload-Checksum': `md5 ${createHash('md5').update(chunk).digest('base64')}`,
      });
      const mid = await state(client.userId);
      expect(md5.status).toBe(400);
      expect(mid.offsets).toBe(4 * KIB);
    });

    it('a refused creation-with-upload (413, 460, 400) keeps neither the upload nor its reservation', async () => {
      const client = await signedInClient(t.server);
      // Each creation asks for the whole quota: one reservation left behind would refuse the next.
      await db.query(
        'INSERT INTO user_storage (user_id, quota_bytes) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET quota_bytes = EXCLUDED.quota_bytes',
        [client.userId, 64 * KIB],
      );
      const before = await state(client.userId);
      const createWith = (body: Buffer, headers: Record<string, string> = {}) =>
        client
          .post('/api/uploads')
          .set('Tus-Resumable', '1.0.0')
          .set('Upload-Length', String(64 * KIB))
          .set('Upload-Metadata', meta({ filename: 'refused.txt' }))
          .set('Content-Type', 'application/offset+octet-stream')
          .set(headers)
          .send(body);
      const wrong = createHash('sha256').update('something else').digest('base64');
      for (let round = 0; round < 10; round++) {
        const tooLong = await createWith(textFile(65 * KIB));
        expect(tooLong.headers['location']).toBeUndefined();
        await expectRefused(client, tooLong, 413, 'PAYLOAD_TOO_LARGE', before);
        const mismatch = await createWith(textFile(KIB), { 'Upload-Checksum': `sha256 ${wrong}` });
        expect(mismatch.headers['location']).toBeUndefined();
        await expectRefused(client, mismatch, 460, 'CHECKSUM_MISMATCH', before);
        const badHeader = await createWith(textFile(KIB), { 'Upload-Checksum': 'md5 AAAA' });
        await expectRefused(client, badHeader, 400, 'VALIDATION_ERROR', before);
      }
      const small = await client
        .post('/api/uploads')
        .set('Tus-Resumable', '1.0.0')
        .set('Upload-Length', '2')
        .set('Upload-Metadata', meta({ filename: 'two.txt' }))
        .set('Content-Type', 'application/offset+octet-stream')
        .send(Buffer.from('ok'));
      expect(small.status).toBe(201);
      expect(small.headers['coffer-item-id']).toEqual(expect.any(String));
    });

    it.each([
      ['a NUL in the declared type', { filename: 'a.txt', filetype: 'text/plain\u0000' }, 400, 'VALIDATION_ERROR'],
      ['a declared type that is no media type', { filename: 'a.txt', filetype: 'plain text' }, 400, 'VALIDATION_ERROR'],
      [
        'a declared type no accepted file has',
        { filename: 'a.txt', filetype: 'text/html' },
        415,
        'UNSUPPORTED_FILE_TYPE',
      ],
      ['a NUL in the file name', { filename: 'a\u0000.txt' }, 400, 'VALIDATION_ERROR'],
      ['a bogus shareType', { filename: 'a.txt', shareType: 'everyone' }, 400, 'VALIDATION_ERROR'],
      ['a NUL in shareType', { filename: 'a.txt', shareType: 'public\u0000' }, 400, 'VALIDATION_ERROR'],
      ['a bogus expiry', { filename: 'a.txt', shareType: 'public', expiry: '1y' }, 400, 'VALIDATION_ERROR'],
      ['a bogus expiry without a link', { filename: 'a.txt', expiry: 'soon' }, 400, 'VALIDATION_ERROR'],
      [
        'emails that are not addresses',
        { filename: 'a.txt', shareType: 'private', emails: '["not an address"]' },
        400,
        'VALIDATION_ERROR',
      ],
      [
        'a NUL in emails',
        { filename: 'a.txt', shareType: 'private', emails: '["a\u0000@example.com"]' },
        400,
        'VALIDATION_ERROR',
      ],
    ])('metadata checked at creation, before any byte (%s)', async (_label, fields, status, code) => {
      const client = await signedInClient(t.server);
      const before = await state(client.userId);
      // Refused by the service, not by a failing statement (an error-level log entry).
      const logged = jest.spyOn(Logger.prototype, 'error');
      try {
        // With the body in the creation request: refused before any of it is taken.
        const res = await client
          .post('/api/uploads')
          .set('Tus-Resumable', '1.0.0')
          .set('Upload-Length', String(4 * KIB))
          .set('Upload-Metadata', meta(fields))
          .set('Content-Type', 'application/offset+octet-stream')
          .send(textFile(4 * KIB));
        expect(res.headers['location']).toBeUndefined();
        await expectRefused(client, res, status, code, before);
        const empty = await create(client, 4 * KIB, fields);
        await expectRefused(client, empty, status, code, before);
        expect(logged.mock.calls.map(([entry]) => entry)).not.toContainEqual(
          expect.objectContaining({ msg: 'Query failed' }),
        );
      } finally {
        logged.mockRestore();
      }
    });

    it('unsupported Tus-Resumable: 412 with Tus-Version', async () => {
      const client = await signedInClient(t.server);
      const before = await state(client.userId);
      const res = await client
        .post('/api/uploads')
        .set('Tus-Resumable', '0.2.2')
        .set('Upload-Length', '10')
        .set('Upload-Metadata', meta({ filename: 'a.txt' }));
      expect(res.headers['tus-version']).toBe('1.0.0');
      await expectRefused(client, res, 412, 'TUS_VERSION_UNSUPPORTED', before);
    });

    it.each([
      ['not base64 pairs', 'filename a b c'],
      ['no file name', meta({ filetype: 'text/plain' })],
      ['a file name against the name rules', meta({ filename: 'a/b.txt' })],
      ['a relative path that climbs', meta({ filename: 'a.txt', relativePath: '../a.txt' })],
    ])('malformed metadata (%s): 400', async (_label, header) => {
      const client = await signedInClient(t.server);
      const before = await state(client.userId);
      const res = await client
        .post('/api/uploads')
        .set('Tus-Resumable', '1.0.0')
        .set('Upload-Length', '10')
        .set('Upload-Metadata', header);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: expect.stringMatching(/^(VALIDATION_ERROR|INVALID_NAME|INVALID_PATH)$/),
        message: expect.any(String),
      });
      expect(await state(client.userId)).toEqual(before);
    });

    it('deferred length is refused: 400', async () => {
      const client = await signedInClient(t.server);
      const before = await state(client.userId);
      const res = await client
        .post('/api/uploads')
        .set('Tus-Resumable', '1.0.0')
        .set('Upload-Defer-Length', '1')
        .set('Upload-Metadata', meta({ filename: 'a.txt' }));
      await expectRefused(client, res, 400, 'VALIDATION_ERROR', before);
    });

    it("another user's upload id: 404 on HEAD, PATCH and DELETE; the owner's upload is untouched", async () => {
      const owner = await signedInClient(t.server);
      const other = await signedInClient(t.server);
      const created = await create(owner, 10 * KIB);
      const location = created.headers['location']!;
      await patch(owner, location, 0, textFile(KIB)).expect(204);
      const ownerBefore = await state(owner.userId);
      const otherBefore = await state(other.userId);
      expect((await other.head(location).set('Tus-Resumable', '1.0.0')).status).toBe(404);
      await expectRefused(other, await patch(other, location, KIB, textFile(KIB)), 404, 'NOT_FOUND', otherBefore);
      await expectRefused(
        other,
        await other.delete(location).set('Tus-Resumable', '1.0.0'),
        404,
        'NOT_FOUND',
        otherBefore,
      );
      expect(await state(owner.userId)).toEqual(ownerBefore);
    });

    it('content that is not an accepted type: 415 at completion, the upload and its reservation released', async () => {
      const client = await signedInClient(t.server);
      const before = await state(client.userId);
      const created = await create(client, 64, { filename: 'bin.txt' });
      const res = await patch(
        client,
        created.headers['location']!,
        0,
        Buffer.concat([Buffer.from([0, 1, 2, 3]), randomBytes(60)]),
      );
      await expectRefused(client, res, 415, 'UNSUPPORTED_FILE_TYPE', before);
      expect((await client.head(created.headers['location']!).set('Tus-Resumable', '1.0.0')).status).toBe(404);
    });

    it('a PATCH from another origin is refused by the CSRF rule: 403', async () => {
      const client = await signedInClient(t.server);
      const created = await create(client, 10 * KIB);
      const before = await state(client.userId);
      const res = await patch(client, created.headers['location']!, 0, textFile(KIB), {
        Origin: 'http://evil.example',
      });
      await expectRefused(client, res, 403, 'FORBIDDEN_ORIGIN', before);
    });

    it('without a session: 401', async () => {
      const client = await signedInClient(t.server);
      const before = await state(client.userId);
      const res = await testClient(t.server)
        .post('/api/uploads')
        .set('Tus-Resumable', '1.0.0')
        .set('Upload-Length', '10')
        .set('Upload-Metadata', meta({ filename: 'a.txt' }));
      expect(res.status).toBe(401);
      expect(await state(client.userId)).toEqual(before);
    });
  });
});
