import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
import { DataSource } from 'typeorm';
import {
  createTestApp,
  PNG_BYTES,
  signedInClient,
  unzipEntries,
  uploadFiles,
  type SignedInClient,
  type TestApp,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

type Item = { _id: string; name: string; type: string };

describe('Downloading your files and folders as one zip', () => {
  let t: TestApp;
  let owner: SignedInClient;
  const bytes = {
    'Trip/day1/notes.txt': Buffer.from(randomBytes(20_000).toString('hex')),
    'Trip/day1/photo.png': PNG_BYTES,
    'Trip/day2/Ünïcödé 日本.txt': Buffer.from('hello\n'),
    'Trip/gone.txt': Buffer.from('trashed before the download'),
    'single.txt': Buffer.from('on its own'),
  };
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(AppModule, { LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent' });
    owner = await signedInClient(t.server);
    await uploadFiles(
      owner,
      Object.entries(bytes).map(([path, content]) => ({
        name: path.split('/').pop()!,
        content,
        relativePath: path,
      })),
    ).expect(201);
    const list = async (path: string) =>
      (await owner.get('/api/files/list').query({ path }).expect(200)).body.items as Item[];
    const root = await list('/');
    const trip = await list('/Trip/');
    ids = {
      Trip: root.find((i) => i.name === 'Trip')!._id,
      single: root.find((i) => i.name === 'single.txt')!._id,
      gone: trip.find((i) => i.name === 'gone.txt')!._id,
    };
    await owner.delete(`/api/files/${ids['gone']}`).expect(200);
  });
  afterAll(() => t.close());

  const zip = (client: SignedInClient, query: string) =>
    client
      .get(`/api/files/zip?${query}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('holds each folder with everything live in it and each file, byte-identical, with an exact length', async () => {
    const res = await zip(owner, `ids=${ids['Trip']},${ids['single']}`).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Coffer \d{4}-\d{2}-\d{2}\.zip"/);
    expect(Number(res.headers['content-length'])).toBe((res.body as Buffer).length);
    const entries = unzipEntries(res.body as Buffer);
    expect([...entries.keys()].sort()).toEqual(
      [
        'Trip/',
        'Trip/day1/',
        'Trip/day2/',
        'Trip/day1/notes.txt',
        'Trip/day1/photo.png',
        'Trip/day2/Ünïcödé 日本.txt',
        'single.txt',
      ].sort(),
    );
    for (const [path, content] of Object.entries(bytes)) {
      if (path === 'Trip/gone.txt') continue;
      expect(entries.get(path)!.equals(content)).toBe(true);
    }
  });

  it('names a single folder’s archive after it, answers HEAD and byte ranges, and If-None-Match with 304', async () => {
    const full = await zip(owner, `ids=${ids['Trip']}`).expect(200);
    expect(full.headers['content-disposition']).toMatch(/filename="Trip\.zip"/);
    const whole = full.body as Buffer;
    const head = await owner.head(`/api/files/zip?ids=${ids['Trip']}`).expect(200);
    expect(Number(head.headers['content-length'])).toBe(whole.length);
    const part = await zip(owner, `ids=${ids['Trip']}`)
      .set('Range', `bytes=100-${whole.length - 1}`)
      .expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-${whole.length - 1}/${whole.length}`);
    expect((part.body as Buffer).equals(whole.subarray(100))).toBe(true);
    await owner
      .get(`/api/files/zip?ids=${ids['Trip']}`)
      .set('If-None-Match', full.headers['etag'] as string)
      .expect(304);
  });

  it('answers 404 for another account’s item or a trashed one, exactly as for a missing one, and 400 for none', async () => {
    const other = await signedInClient(t.server);
    const missing = await zip(other, 'ids=00000000-0000-4000-8000-000000000000').expect(404);
    const foreign = await zip(other, `ids=${ids['Trip']}`).expect(404);
    expect(foreign.body.toString()).toBe(missing.body.toString());
    expect((await zip(owner, `ids=${ids['gone']}`).expect(404)).body.toString()).toBe(missing.body.toString());
    expect(JSON.parse((await zip(owner, 'ids=').expect(400)).body.toString())).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    await zip(owner, `ids=${ids['single']},not-an-id`).expect(404);
  });
  it('keeps each file’s CRC-32 from its upload; an older blob without one is read for it once, and keeps it', async () => {
    const db = t.app.get(DataSource);
    const blobCrc = async () =>
      (
        await db.query('SELECT b.crc32::float8 AS crc32 FROM blob b JOIN item i ON i.blob_id = b.id WHERE i.id = $1', [
          ids['single'],
        ])
      )[0].crc32 as number | null;
    expect(await blobCrc()).toBe(crc32(bytes['single.txt']));
    const before = (await zip(owner, `ids=${ids['single']}`).expect(200)).body as Buffer;
    await db.query('UPDATE blob SET crc32 = NULL WHERE id = (SELECT blob_id FROM item WHERE id = $1)', [ids['single']]);
    const after = await zip(owner, `ids=${ids['single']}`).expect(200);
    // The same archive, byte for byte, under the same tag: a download resumed across the change continues it.
    expect((after.body as Buffer).equals(before)).toBe(true);
    expect(
      unzipEntries(after.body as Buffer)
        .get('single.txt')!
        .equals(bytes['single.txt']),
    ).toBe(true);
    for (let i = 0; i < 50 && (await blobCrc()) === null; i++) await sleep(20);
    expect(await blobCrc()).toBe(crc32(bytes['single.txt']));
  });
});
