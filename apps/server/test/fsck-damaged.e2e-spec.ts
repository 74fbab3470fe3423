import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { returningRows } from '@coffer/server-core';
import { ConsistencyService } from '@coffer/server-files';
import { createTestApp, signedInClient, uploadFiles, type TestApp } from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const EMPTY_SHA256 = createHash('sha256').digest('hex');
const text = (size: number) => Buffer.from(randomBytes(size / 2).toString('hex'));

describe('fsck: files whose recorded size or hash does not match their blob', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('reports them by owner and path; --repair quarantines them (trashed, never de-duplicated onto); a new upload of the true content is stored anew', async () => {
    const client = await signedInClient(t.server);
    const contents = Object.fromEntries(
      ['short', 'resized', 'rewritten', 'empty', 'intact'].map((n) => [n, text(3072)]),
    );
    const up = await uploadFiles(
      client,
      Object.entries(contents).map(([name, content]) => ({
        name: `${name}.txt`,
        content,
        relativePath: `Docs/${name}.txt`,
      })),
    ).expect(201);
    const ids = Object.fromEntries(
      (up.body.created as Array<{ id: string; name: string }>).map((c) => [c.name.replace('.txt', ''), c.id]),
    );
    const blobOf = async (name: string) =>
      (
        await db.query<Array<{ id: string; storage_key: string }>>(
          'SELECT b.id, b.storage_key FROM blob b JOIN item i ON i.blob_id = b.id WHERE i.id = $1',
          [ids[name]],
        )
      )[0]!;
    const pathOf = async (name: string) => join(t.config.dataDir, 'storage', 'blobs', (await blobOf(name)).storage_key);

    // What earlier versions could leave: bytes cut short, a row's size not the blob's, bytes that
    // are not their address, and the empty-input hash recorded for bytes that never reached the disk.
    truncateSync(await pathOf('short'), 1000);
    await db.query('UPDATE item SET size = 4000 WHERE id = $1', [ids['resized']]);
    writeFileSync(await pathOf('rewritten'), text(3072));
    // The empty-input address is unique: it can be given to this file only while no other test stored an empty file.
    // An UPDATE answers [rows, count]: the rows say whether it was marked.
    const emptyMarked =
      returningRows<{ id: string }>(
        await db.query(
          'UPDATE blob SET sha256 = $1 WHERE id = $2 AND NOT EXISTS (SELECT 1 FROM blob WHERE sha256 = $1) RETURNING id',
          [EMPTY_SHA256, (await blobOf('empty')).id],
        ),
      ).length > 0;
    if (emptyMarked) truncateSync(await pathOf('empty'), 0);

    const fsck = t.app.get(ConsistencyService);
    const mine = (report: Awaited<ReturnType<ConsistencyService['check']>>) =>
      report.damagedFiles
        .filter((f) => f.ownerId === client.userId)
        .map((f) => ({ owner: f.ownerEmail, at: `${f.path}${f.name}`, reason: f.reason }))
        .sort((a, b) => a.at.localeCompare(b.at));
    const expected = [
      ...(emptyMarked ? [{ owner: client.email, at: '/Docs/empty.txt', reason: 'empty-content-hash' }] : []),
      { owner: client.email, at: '/Docs/resized.txt', reason: 'size-mismatch' },
      { owner: client.email, at: '/Docs/rewritten.txt', reason: 'hash-mismatch' },
      { owner: client.email, at: '/Docs/short.txt', reason: 'bytes-short' },
    ];
    // Without re-hashing, only what sizes and addresses show.
    expect(mine(await fsck.check({ repair: false }))).toEqual(expected.filter((f) => f.reason !== 'hash-mismatch'));
    const found = await fsck.check({ repair: false, verifyContent: true });
    expect(mine(found)).toEqual(expected);
    expect(found.ok).toBe(false);

    const repaired = await fsck.check({ repair: true, verifyContent: true });
    expect(repaired.repaired).toBe(true);
    expect(mine(await fsck.check({ repair: false, verifyContent: true }))).toEqual([]);
    // Quarantined: out of the folder, in the trash, with the intact file untouched.
    const listed = (await client.get('/api/files/list').query({ path: '/Docs/' }).expect(200)).body.items as Array<{
      name: string;
    }>;
    expect(listed.map((i) => i.name)).toEqual([...(emptyMarked ? [] : ['empty.txt']), 'intact.txt']);
    const trashed = (await client.get('/api/trash').expect(200)).body.items as Array<{ item: { name: string } }>;
    expect(trashed.map((e) => e.item.name).sort()).toEqual(expected.map((f) => f.at.slice('/Docs/'.length)).sort());

    // The true content of the rewritten file, uploaded again, gets bytes of its own.
    const again = await uploadFiles(client, [{ name: 'rewritten.txt', content: contents['rewritten']! }]).expect(201);
    const res = await fetch(`${t.url}/api/files/download/${again.body.created[0].id}`, {
      headers: { cookie: client.cookie, 'x-forwarded-for': client.address },
    });
    expect(Buffer.from(await res.arrayBuffer()).equals(contents['rewritten']!)).toBe(true);
    expect(readFileSync(await pathOf('intact')).equals(contents['intact']!)).toBe(true);
  });
});
