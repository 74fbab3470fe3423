import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import {
  accountState,
  createTestApp,
  FillingDisk,
  signedInClient,
  streamUpload,
  testClient,
  uploadFiles,
  type SignedInClient,
  type TestApp,
} from '@coffer/server-testing';
import { LocalStorageDriver, STORAGE_DRIVER } from '@coffer/server-storage';
import { AppModule } from '../src/app.module';

const KIB = 1024;
const MIB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

/** Plain text of `size` bytes, different every time (so de-duplication never hides a bug). */
function textFile(size: number): Buffer {
  const alphabet = Buffer.from('abcdefghijklmnopqrstuvwxyz0123456789 \n');
  const noise = randomBytes(size);
  const out = Buffer.alloc(size);
  for (let i = 0; i < size; i++) out[i] = alphabet[noise[i]! % alphabet.length]!;
  return out;
}

describe('A full or filling disk (local storage whose writes fail with ENOSPC)', () => {
  let t: TestApp;
  let db: DataSource;
  const disk = new FillingDisk();

  beforeAll(async () => {
    t = await createTestApp(
      AppModule,
      {},
      {
        overrides: (config) => [
          { provide: STORAGE_DRIVER, useValue: new LocalStorageDriver(join(config.dataDir, 'storage'), disk.fs) },
        ],
      },
    );
    db = t.app.get(DataSource);
  });
  afterEach(() => disk.set(Infinity));
  afterAll(() => t.close());

  /** What a failed upload must leave as it was: no item, no upload row or reservation, no staged or stored bytes. */
  async function nothingLeft(client: SignedInClient, blobsBefore: string[]) {
    const state = await accountState(db, t.config.dataDir, client.userId);
    expect(state).toMatchObject({ uploads: 0, reserved: 0, used: 0, items: 0, staging: [] });
    expect(state.blobs).toEqual(blobsBefore);
    expect((await client.get('/api/files/list').expect(200)).body.items).toEqual([]);
  }

  const blobsNow = async () => (await accountState(db, t.config.dataDir, '00000000-0000-0000-0000-000000000000')).blobs;

  /**
   * Every blob row of this app's storage holds exactly the bytes its hash and size say, and every
   * file's size is its blob's: two different files can then share a blob only when their bytes are equal.
   */
  async function everyBlobRehashes() {
    const keys = await blobsNow();
    const rows = await db.query<Array<{ storage_key: string; sha256: string; size: string }>>(
      'SELECT storage_key, sha256, size FROM blob WHERE storage_key = ANY($1)',
      [keys],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const bytes = readFileSync(join(t.config.dataDir, 'storage', 'blobs', row.storage_key));
      expect({ key: row.storage_key, sha256: sha256(bytes), size: bytes.length }).toEqual({
        key: row.storage_key,
        sha256: row.sha256.trim(),
        size: Number(row.size),
      });
    }
    const mismatched = await db.query(
      'SELECT i.id FROM item i JOIN blob b ON b.id = i.blob_id WHERE b.storage_key = ANY($1) AND i.size <> b.size',
      [await blobsNow()],
    );
    expect(mismatched).toEqual([]);
  }

  async function download(client: SignedInClient, id: string): Promise<Buffer> {
    const res = await fetch(`${t.url}/api/files/download/${id}`, {
      headers: { cookie: client.cookie, 'x-forwarded-for': client.address },
    });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  }

  it('multipart on a full disk: 507 STORAGE_FULL, nothing listed, reserved or staged; the same upload works once space is back', async () => {
    const client = await signedInClient(t.server);
    const before = await blobsNow();
    const files = [
      { name: 'a.txt', content: textFile(3 * KIB) },
      { name: 'b.txt', content: textFile(3 * KIB) },
    ];
    // The disk reports room (so the request is not refused up front) but takes no byte.
    disk.set(0, 100 * MIB);
    const full = await uploadFiles(client, files).expect(507);
    expect(full.body).toMatchObject({ code: 'STORAGE_FULL', message: expect.stringMatching(/no storage space/) });
    await nothingLeft(client, before);

    disk.set(Infinity);
    const ok = await uploadFiles(client, files).expect(201);
    const ids = (ok.body.created as Array<{ id: string }>).map((f) => f.id);
    expect((await download(client, ids[0]!)).equals(files[0]!.content)).toBe(true);
    expect((await download(client, ids[1]!)).equals(files[1]!.content)).toBe(true);
    await everyBlobRehashes();
  });

  it('multipart on a disk that fills during the file: 507, nothing kept; a smaller file then fits', async () => {
    const client = await signedInClient(t.server);
    const before = await blobsNow();
    disk.set(5 * MIB, 100 * MIB);
    const upload = streamUpload(t.url, client.cookie, { size: 14 * MIB, chunk: 256 * KIB });
    const answer = await upload.done;
    expect(answer.status).toBe(507);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'STORAGE_FULL' });
    await nothingLeft(client, before);

    const small = textFile(512 * KIB);
    disk.set(Infinity);
    const ok = await uploadFiles(client, [{ name: 'small.txt', content: small }]).expect(201);
    expect((await download(client, ok.body.created[0].id)).equals(small)).toBe(true);
    await everyBlobRehashes();
  });

  it('refuses an upload up front, before writing a byte, when the disk reports less free space than its length', async () => {
    const client = await signedInClient(t.server);
    const before = await blobsNow();
    disk.set(Infinity, 1 * MIB);
    const writes = disk.writes;
    const upload = streamUpload(t.url, client.cookie, { size: 2 * MIB });
    const answer = await upload.done;
    expect(answer.status).toBe(507);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'STORAGE_FULL' });
    expect(disk.writes).toBe(writes);
    await nothingLeft(client, before);

    // tus: the creation is refused the same way.
    const created = await client
      .post('/api/uploads')
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Length', String(2 * MIB))
      .set('Upload-Metadata', `filename ${b64('big.txt')}`)
      .expect(507);
    expect(created.body).toMatchObject({ code: 'STORAGE_FULL' });
    expect(disk.writes).toBe(writes);
    await nothingLeft(client, before);
  });

  it('GraphQL multipart on a full disk: STORAGE_FULL (507), nothing listed, reserved or staged', async () => {
    const client = await signedInClient(t.server);
    const before = await blobsNow();
    disk.set(0, 100 * MIB);
    const res = await client
      .post('/api/graphql')
      .set('apollo-require-preflight', 'true')
      .field(
        'operations',
        JSON.stringify({
          query: 'mutation($files: [Upload!]!) { uploadFiles(files: $files) { name } }',
          variables: { files: [null, null] },
        }),
      )
      .field('map', JSON.stringify({ 0: ['variables.files.0'], 1: ['variables.files.1'] }))
      .attach('0', textFile(3 * KIB), { filename: 'a.txt', contentType: 'text/plain' })
      .attach('1', textFile(3 * KIB), { filename: 'b.txt', contentType: 'text/plain' });
    expect(res.status).toBe(507);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'STORAGE_FULL', statusCode: 507 });
    await nothingLeft(client, before);
  });

  it('tus: a PATCH on a full disk answers 507 at once and keeps the offset; the upload is not held, and resumes once space is back', async () => {
    const client = await signedInClient(t.server);
    const content = textFile(3 * MIB);
    const created = await client
      .post('/api/uploads')
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Length', String(content.length))
      .set('Upload-Metadata', `filename ${b64('big.txt')}`)
      .expect(201);
    const location = created.headers['location'] as string;
    const patch = (offset: number, body: Buffer) =>
      client
        .patch(location)
        .set('Tus-Resumable', '1.0.0')
        .set('Upload-Offset', String(offset))
        .set('Content-Type', 'application/offset+octet-stream')
        .send(body);

    await patch(0, content.subarray(0, MIB)).expect(204);
    disk.set(512 * KIB, 100 * MIB);
    const started = Date.now();
    const full = await patch(MIB, content.subarray(MIB, 2 * MIB)).expect(507);
    expect(full.body).toMatchObject({ code: 'STORAGE_FULL' });
    // Again at once: the failed PATCH gave the upload back (no 423), and failed as promptly.
    disk.set(0, 100 * MIB);
    await patch(MIB, content.subarray(MIB, 2 * MIB)).expect(507);
    expect(Date.now() - started).toBeLessThan(10_000);
    const head = await client.head(location).set('Tus-Resumable', '1.0.0').expect(200);
    expect(head.headers['upload-offset']).toBe(String(MIB));
    // The part written before the disk filled was cut back: the staged file holds the acknowledged bytes only.
    const [row] = await db.query<Array<{ storage_key: string }>>(
      'SELECT storage_key FROM resumable_upload WHERE owner_id = $1',
      [client.userId],
    );
    const staged = readFileSync(join(t.config.dataDir, 'storage', 'tmp', `${row!.storage_key.slice(3)}.part`));
    expect(staged.equals(content.subarray(0, MIB))).toBe(true);

    disk.set(Infinity);
    await patch(MIB, content.subarray(MIB)).expect(204);
    const itemId = (await client.head(location).set('Tus-Resumable', '1.0.0').expect(200)).headers['coffer-item-id'];
    expect((await download(client, itemId as string)).equals(content)).toBe(true);
    expect(await accountState(db, t.config.dataDir, client.userId)).toMatchObject({ uploads: 0, reserved: 0 });
    await everyBlobRehashes();
  });

  it('readiness: /api/health answers 503 naming the storage while it is full, 200 again once space is back', async () => {
    disk.set(Infinity, 100 * KIB);
    const full = await testClient(t.server).get('/api/health').expect(503);
    expect(full.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/storage is full/) });
    disk.set(Infinity);
    await testClient(t.server).get('/api/health').expect(200);
  });
});
