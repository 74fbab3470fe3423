import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ConsistencyService } from '@coffer/server-files';
import { StorageService } from '@coffer/server-storage';
import {
  createTestApp,
  onEmbeddedTestDatabase,
  signedInClient,
  storageState,
  testClient,
  uploadFiles,
  type SignedInClient,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

type Item = { _id: string; name: string; path: string; type: string };
type TrashEntry = { item: Item; trashedAt: string; expiresAt: string; totalBytes: number; itemCount: number };

const DAY_MS = 86_400_000;

/**
 * The trash: deleting moves items (a folder with everything in it) out of sight, keeping their
 * bytes and their quota until they are restored or purged — by hand or by retention.
 */
describe('Trash', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule, { LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent' });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  async function list(client: TestClient, path = '/'): Promise<Item[]> {
    return (await client.get('/api/files/list').query({ path }).expect(200)).body.items;
  }

  async function byName(client: TestClient, path: string, name: string): Promise<Item> {
    const item = (await list(client, path)).find((i) => i.name === name);
    if (!item) throw new Error(`${path}${name} not found`);
    return item;
  }

  async function trash(client: TestClient): Promise<TrashEntry[]> {
    return (await client.get('/api/trash').expect(200)).body.items;
  }

  async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
    return (await client.post('/api/graphql').send({ query, variables }).expect(200)).body;
  }

  /** Recorded usage, and what it must equal: the bytes of the owner's live and trashed files. */
  async function usage(client: SignedInClient) {
    const storage = (await client.get('/api/files/storage').expect(200)).body;
    const [{ live, trashed }] = await db.query(
      `SELECT COALESCE(sum(size) FILTER (WHERE trashed_at IS NULL), 0)::float8 AS live, COALESCE(sum(size) FILTER (WHERE trashed_at IS NOT NULL), 0)::float8 AS trashed
       FROM item WHERE owner_id = $1`,
      [client.userId],
    );
    expect(storage.used).toBe(live + trashed);
    expect(storage.trashBytes).toBe(trashed);
    return { used: storage.used as number, trashBytes: storage.trashBytes as number };
  }

  it('trashes a folder with everything in it out of every view, and restores it where it was', async () => {
    const client = await signedInClient(t.server);
    const files = Array.from({ length: 120 }, (_, i) => ({
      name: `f${i}.txt`,
      content: `file ${i} ${Math.random()}`,
      relativePath: `Projects/${i % 3 === 0 ? 'Deep/' : ''}f${i}.txt`,
    }));
    await uploadFiles(client, [...files, { name: 'other.txt', content: 'stays', relativePath: 'other.txt' }]).expect(
      201,
    );
    const before = await usage(client);
    const projects = await byName(client, '/', 'Projects');
    await client.delete(`/api/files/${projects._id}`).expect(200);

    expect((await list(client)).map((i) => i.name)).toEqual(['other.txt']);
    expect(await list(client, '/Projects/Deep/')).toEqual([]);
    expect((await client.get('/api/files/search').query({ q: 'f1' }).expect(200)).body.items).toEqual([]);
    const dash = await gql(
      client,
      '{ dashboard { totalFiles totalFolders recentUploads { name } } moveTargets { totalCount } }',
    );
    expect(dash.data.dashboard).toEqual({ totalFiles: 1, totalFolders: 0, recentUploads: [{ name: 'other.txt' }] });
    expect(dash.data.moveTargets.totalCount).toBe(0);
    expect(await usage(client)).toEqual({ used: before.used, trashBytes: before.used - 'stays'.length });

    const [entry] = await trash(client);
    expect(entry).toMatchObject({
      item: { _id: projects._id, name: 'Projects', path: '/', type: 'folder' },
      itemCount: 122,
      totalBytes: before.used - 'stays'.length,
    });
    expect(Date.parse(entry!.expiresAt) - Date.parse(entry!.trashedAt)).toBe(30 * DAY_MS);

    const restored = (
      await client
        .post('/api/trash/restore')
        .send({ ids: [projects._id] })
        .expect(200)
    ).body.items;
    expect(restored).toMatchObject([{ _id: projects._id, name: 'Projects', path: '/' }]);
    expect((await list(client, '/Projects/')).length).toBe(81);
    expect((await list(client, '/Projects/Deep/')).length).toBe(40);
    expect(await trash(client)).toEqual([]);
    expect(await usage(client)).toEqual({ used: before.used, trashBytes: 0 });
  });

  it('trashes and restores a folder of 10 000 items, each in one request, all of them', async () => {
    const client = await signedInClient(t.server);
    // Seeded by SQL: 100 folders of 99 empty folders each under /Big/ (how fast is the bench's business).
    await db.query(
      `INSERT INTO item (owner_id, type, name, path)
       SELECT $1::uuid, 'folder', 'Big', '/'
       UNION ALL SELECT $1::uuid, 'folder', 'd' || a, '/Big/' FROM generate_series(1, 100) a
       UNION ALL SELECT $1::uuid, 'folder', 'e' || b, '/Big/d' || a || '/' FROM generate_series(1, 100) a, generate_series(1, 99) b`,
      [client.userId],
    );
    const count = async (trashed: boolean) =>
      Number(
        (
          await db.query(`SELECT count(*)::int AS n FROM item WHERE owner_id = $1 AND (trashed_at IS NOT NULL) = $2`, [
            client.userId,
            trashed,
          ])
        )[0].n,
      );
    expect(await count(false)).toBe(10_001);
    const big = await byName(client, '/', 'Big');
    await client.delete(`/api/files/${big._id}`).expect(200);
    expect(await count(false)).toBe(0);
    expect((await trash(client)).map((e) => e.itemCount)).toEqual([10_001]);
    await client
      .post('/api/trash/restore')
      .send({ ids: [big._id] })
      .expect(200);
    expect(await count(true)).toBe(0);
    expect((await list(client, '/Big/')).length).toBe(100);
    expect((await list(client, '/Big/d42/')).length).toBe(99);
  });

  it('restores into a parent that was renamed or trashed meanwhile by making the folder again, and suffixes a name taken meanwhile', async () => {
    const client = await signedInClient(t.server);
    const up = await uploadFiles(client, [
      { name: 'a.txt', content: 'first a', relativePath: 'Docs/Inner/a.txt' },
      { name: 'b.txt', content: 'bbb', relativePath: 'Box/b.txt' },
      { name: 'c.txt', content: 'old c', relativePath: 'c.txt' },
    ]).expect(201);
    const [a, b, c] = up.body.created as Array<{ id: string }>;
    await client.delete(`/api/files/${a!.id}`).expect(200);
    const docs = await byName(client, '/', 'Docs');
    await gql(client, 'mutation($i: RenameItemInput!) { renameItem(input: $i) { name } }', {
      i: { id: docs._id, name: 'Papers' },
    });
    await client.delete(`/api/files/${b!.id}`).expect(200);
    const box = await byName(client, '/', 'Box');
    await client.delete(`/api/files/${box._id}`).expect(200);
    await client.delete(`/api/files/${c!.id}`).expect(200);
    await uploadFiles(client, [{ name: 'c.txt', content: 'new c' }]).expect(201);

    const restored = (
      await client
        .post('/api/trash/restore')
        .send({ ids: [a!.id, b!.id, c!.id] })
        .expect(200)
    ).body.items;
    expect(restored.map((i: Item) => `${i.path}${i.name}`)).toEqual(['/Docs/Inner/a.txt', '/Box/b.txt', '/c (1).txt']);
    expect((await list(client)).map((i) => i.name).sort()).toEqual(['Box', 'Docs', 'Papers', 'c (1).txt', 'c.txt']);
    // The trashed Box is still in the trash, apart from the one restored: restoring it now suffixes it.
    const again = (
      await client
        .post('/api/trash/restore')
        .send({ ids: [box._id] })
        .expect(200)
    ).body.items;
    expect(again).toMatchObject([{ name: 'Box (1)', path: '/' }]);
    expect(await list(client, '/Box (1)/')).toEqual([]);
    await usage(client);
  });

  it('suspends the links of a trashed file at once (answered like a revoked link) and revives them on restore', async () => {
    const owner = await signedInClient(t.server);
    const friend = await signedInClient(t.server);
    await db.query('UPDATE app_user SET email_verified_at = now() WHERE id = $1', [friend.userId]);
    const fileId = (await uploadFiles(owner, [{ name: 'deal.txt', content: `deal ${Math.random()}` }]).expect(201)).body
      .created[0].id;
    const link = (await owner.post('/api/share/create').send({ fileId, scope: 'public' }).expect(201)).body;
    await owner
      .post('/api/files/share')
      .send({ fileId, shareWith: [friend.email] })
      .expect(200);
    const copy = (await friend.post(`/api/share/add-to-account/${link.token}`).expect(200)).body.file;
    const visitor = testClient(t.server);
    await visitor.get(`/api/share/access/${link.token}`).expect(200);

    await owner.delete(`/api/files/${fileId}`).expect(200);
    const gone = await visitor.get(`/api/share/access/${link.token}`).expect(404);
    expect(gone.body.code).toBe('SHARE_NOT_FOUND');
    expect((await friend.get('/api/files/shared-with-me').expect(200)).body).toEqual([]);
    expect((await friend.get(`/api/files/download/${fileId}`).expect(404)).body.code).toBe('FILE_NOT_FOUND');
    // The friend's own copy is theirs: the owner's trash does not touch it.
    await friend.get(`/api/files/download/${copy._id}`).expect(200);
    expect((await gql(owner, '{ dashboard { sharedFiles } }')).data.dashboard.sharedFiles).toBe(0);

    await owner
      .post('/api/trash/restore')
      .send({ ids: [fileId] })
      .expect(200);
    await visitor.get(`/api/share/access/${link.token}`).expect(200);
    expect((await friend.get('/api/files/shared-with-me').expect(200)).body.map((i: Item) => i._id)).toEqual([fileId]);
    expect((await gql(owner, '{ dashboard { sharedFiles } }')).data.dashboard.sharedFiles).toBe(1);
  });

  it('purges by retention: the reaper deletes entries older than TRASH_RETENTION_DAYS and frees bytes no other item uses', async () => {
    const client = await signedInClient(t.server);
    const content = `retained ${Math.random()}`;
    const up = await uploadFiles(client, [
      { name: 'old.txt', content },
      { name: 'young.txt', content: `young ${Math.random()}` },
    ]).expect(201);
    const [old, young] = up.body.created as Array<{ id: string }>;
    await client.delete(`/api/files/${old!.id}`).expect(200);
    await client.delete(`/api/files/${young!.id}`).expect(200);
    const blobsBefore = storageState(t.config.dataDir).blobs.length;
    // Their time in the trash is set in the database rather than the clock moved on: the reaper
    // purges every account's expired trash, and other test files share this database meanwhile.
    const trashedAgo = (id: string, age: string) =>
      db.query(`UPDATE item SET trashed_at = trashed_at - $2::interval WHERE id = $1`, [id, age]);
    await trashedAgo(old!.id, '30 days 1 second');
    await trashedAgo(young!.id, '29 days');
    await t.app.get(ConsistencyService).reap();
    expect((await trash(client)).map((e) => e.item.name)).toEqual(['young.txt']);
    expect(storageState(t.config.dataDir).blobs.length).toBe(blobsBefore - 1);
    await usage(client);
    expect((await t.app.get(ConsistencyService).check({ repair: false })).trashDrift).toEqual([]);
  });

  it('the reaper asks the storage for no blob’s size, and runs on one replica at a time', async () => {
    const client = await signedInClient(t.server);
    const id = (await uploadFiles(client, [{ name: 'locked.txt', content: `locked ${Math.random()}` }]).expect(201))
      .body.created[0].id as string;
    await client.delete(`/api/files/${id}`).expect(200);
    await db.query(`UPDATE item SET trashed_at = trashed_at - interval '31 days' WHERE id = $1`, [id]);
    const size = jest.spyOn(t.app.get(StorageService), 'size');
    try {
      if (!onEmbeddedTestDatabase()) {
        // Another replica's reaper holds the lock (on a connection of its own): this one skips its run.
        const other = new Client({ connectionString: t.config.databaseUrl });
        await other.connect();
        await other.query('SELECT pg_advisory_lock($1)', [0x0c0ffe6]);
        try {
          await t.app.get(ConsistencyService).reap();
          expect((await trash(client)).map((e) => e.item.name)).toEqual(['locked.txt']);
        } finally {
          await other.end();
        }
      }
      await t.app.get(ConsistencyService).reap();
      expect(await trash(client)).toEqual([]);
      expect(size).not.toHaveBeenCalled();
    } finally {
      size.mockRestore();
    }
  });

  it('pages the trash newest first over GraphQL, with restore, purge and empty; names of trashed items are free again', async () => {
    const client = await signedInClient(t.server);
    const ids: string[] = [];
    for (const name of ['one.txt', 'two.txt', 'three.txt']) {
      const id = (await uploadFiles(client, [{ name, content: `${name} ${Math.random()}` }]).expect(201)).body
        .created[0].id as string;
      await gql(client, 'mutation($ids: [ID!]!) { deleteItems(ids: $ids) }', { ids: [id] });
      t.clock.advance(1000);
      ids.push(id);
    }
    t.clock.advance(-3000);
    const PAGE =
      'query($after: String) { trash(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { item { id name } itemCount } } } }';
    const first = (await gql(client, PAGE, { after: null })).data.trash;
    expect(first).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const second = (await gql(client, PAGE, { after: first.pageInfo.endCursor })).data.trash;
    expect(
      [...first.edges, ...second.edges].map((e: { node: { item: { name: string } } }) => e.node.item.name),
    ).toEqual(['three.txt', 'two.txt', 'one.txt']);
    // A trashed name is free: a new file takes it without a suffix.
    expect((await uploadFiles(client, [{ name: 'one.txt', content: 'again' }]).expect(201)).body.created[0].name).toBe(
      'one.txt',
    );
    const restored = await gql(client, 'mutation($ids: [ID!]!) { restoreItems(ids: $ids) { name } }', {
      ids: [ids[0]],
    });
    expect(restored.data.restoreItems).toEqual([{ name: 'one (1).txt' }]);
    expect(
      (await gql(client, 'mutation($ids: [ID!]!) { purgeItems(ids: $ids) }', { ids: [ids[1]] })).data.purgeItems,
    ).toEqual([ids[1]]);
    expect((await gql(client, 'mutation { emptyTrash }')).data.emptyTrash).toBe(1);
    expect((await gql(client, '{ trash { totalCount } }')).data.trash.totalCount).toBe(0);
    await usage(client);
  });

  it("answers another user's trash entries as not found and changes nothing; a read-only token lists but cannot restore", async () => {
    const owner = await signedInClient(t.server);
    const stranger = await signedInClient(t.server);
    const fileId = (await uploadFiles(owner, [{ name: 'mine.txt', content: 'mine' }]).expect(201)).body.created[0].id;
    await owner.delete(`/api/files/${fileId}`).expect(200);
    expect(
      (
        await stranger
          .post('/api/trash/restore')
          .send({ ids: [fileId] })
          .expect(404)
      ).body.code,
    ).toBe('FILE_NOT_FOUND');
    expect((await stranger.delete(`/api/trash/${fileId}`).expect(404)).body.code).toBe('FILE_NOT_FOUND');
    expect(
      (await gql(stranger, 'mutation($ids: [ID!]!) { restoreItems(ids: $ids) { id } }', { ids: [fileId] })).errors[0]
        .extensions.code,
    ).toBe('FILE_NOT_FOUND');
    expect(
      (await gql(stranger, 'mutation($ids: [ID!]!) { purgeItems(ids: $ids) }', { ids: [fileId] })).errors[0].extensions
        .code,
    ).toBe('FILE_NOT_FOUND');
    expect(await trash(stranger)).toEqual([]);
    await stranger.delete('/api/trash').expect(200);
    expect((await trash(owner)).map((e) => e.item._id)).toEqual([fileId]);
    // Live ids are not trash entries either, even the caller's own.
    const live = (await uploadFiles(owner, [{ name: 'live.txt', content: 'live' }]).expect(201)).body.created[0].id;
    expect(
      (
        await owner
          .post('/api/trash/restore')
          .send({ ids: [live] })
          .expect(404)
      ).body.code,
    ).toBe('FILE_NOT_FOUND');

    const minted = await gql(
      owner,
      'mutation { createAccessToken(input: { name: "reader", scopes: [READ] }) { token } }',
    );
    const token = minted.data.createAccessToken.token as string;
    const reader = testClient(t.server);
    expect((await reader.get('/api/trash').set('Authorization', `Bearer ${token}`).expect(200)).body.totalCount).toBe(
      1,
    );
    expect(
      (
        await reader
          .post('/api/trash/restore')
          .set('Authorization', `Bearer ${token}`)
          .send({ ids: [fileId] })
          .expect(403)
      ).body.code,
    ).toBe('FORBIDDEN');
    expect((await reader.delete('/api/trash').set('Authorization', `Bearer ${token}`).expect(403)).body.code).toBe(
      'FORBIDDEN',
    );
    expect((await trash(owner)).length).toBe(1);
  });

  it('refuses malformed requests with a clear error and changes nothing', async () => {
    const client = await signedInClient(t.server);
    for (const body of [{}, { ids: [] }, { ids: 'x' }, { ids: [1] }]) {
      expect((await client.post('/api/trash/restore').send(body).expect(400)).body).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.any(String),
      });
    }
    expect((await client.get('/api/trash').query({ first: '0' }).expect(400)).body.code).toBe('VALIDATION_ERROR');
    expect((await client.get('/api/trash').query({ cursor: 'nope' }).expect(400)).body.code).toBe('VALIDATION_ERROR');
  });
});
