import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { DataSource } from 'typeorm';
import { ChangeFeedService } from '@coffer/server-files';
import {
  createAppPassword,
  createTestApp,
  davClient,
  signedInClient,
  testClient,
  uploadFiles,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

type Item = {
  _id: string;
  type: 'file' | 'folder';
  name: string;
  path: string;
  contentHash: string | null;
  etag: string;
};
type Change = {
  cursor: string;
  kind: string;
  at: string;
  itemId: string;
  type: 'file' | 'folder';
  name: string;
  path: string;
  size: number | null;
  contentHash: string | null;
  etag: string;
  trashed: boolean;
};
type Page = { changes: Change[]; cursor: string; hasMore: boolean };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** What a change names, short: `kind /path/name`. */
const named = (c: Pick<Change, 'kind' | 'path' | 'name'>) => `${c.kind} ${c.path}${c.name}`;

/**
 * The change feed (docs/change-feed.md): every change of a user's items in commit order after a
 * cursor, over REST and GraphQL, with long polling, pruning and conditional writes (If-Match).
 * Runs on the embedded database and on PostgreSQL (DATABASE_URL); two replicas only on the latter.
 */
describe('Change feed', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule, { LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent' });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  async function cursorOf(client: TestClient): Promise<string> {
    return (await client.get('/api/changes/cursor').expect(200)).body.cursor;
  }

  async function page(client: TestClient, cursor: string, query: Record<string, unknown> = {}): Promise<Page> {
    return (
      await client
        .get('/api/changes')
        .query({ cursor, ...query })
        .expect(200)
    ).body;
  }

  /** Every change after `cursor`, page by page; and the cursor after them. */
  async function readAll(client: TestClient, cursor: string, first = 500): Promise<Page> {
    const changes: Change[] = [];
    for (;;) {
      const next = await page(client, cursor, { first });
      changes.push(...next.changes);
      cursor = next.cursor;
      if (!next.hasMore) return { changes, cursor, hasMore: false };
    }
  }

  async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
    return (await client.post('/api/graphql').send({ query, variables }).expect(200)).body;
  }

  async function list(client: TestClient, path = '/'): Promise<Item[]> {
    return (await client.get('/api/files/list').query({ path }).expect(200)).body.items;
  }

  async function byName(client: TestClient, path: string, name: string): Promise<Item> {
    const item = (await list(client, path)).find((i) => i.name === name);
    if (!item) throw new Error(`${path}${name} not found`);
    return item;
  }

  async function upload(client: TestClient, name: string, content: string, fields: Record<string, string> = {}) {
    return (await uploadFiles(client, [{ name, content }], fields).expect(201)).body.created[0] as { id: string };
  }

  it('records every kind of change in commit order, with the item as it was, over REST and GraphQL', async () => {
    const client = await signedInClient(t.server);
    const start = await cursorOf(client);
    await client.post('/api/files/folder').send({ name: 'Docs', path: '/' }).expect(201);
    const note = await upload(client, 'note.txt', 'one', { parentPath: '/Docs/' });
    const renamed = await gql(
      client,
      'mutation($i: RenameItemInput!) { itemRename(input: $i) { item { name } userErrors { code } } }',
      { i: { id: note.id, name: 'memo.txt' } },
    );
    expect(renamed.data.itemRename).toEqual({ item: { name: 'memo.txt' }, userErrors: [] });
    const archive = (await client.post('/api/files/folder').send({ name: 'Archive', path: '/' }).expect(201)).body;
    const docs = await byName(client, '/', 'Docs');
    await client.put('/api/files/move').send({ itemId: docs._id, targetFolderId: archive._id }).expect(200);
    await uploadFiles(client, [{ name: 'memo.txt', content: 'two' }], {
      parentPath: '/Archive/Docs/',
      onConflict: 'replace',
    }).expect(201);
    await client.delete(`/api/files/${docs._id}`).expect(200);
    await client
      .post('/api/trash/restore')
      .send({ ids: [docs._id] })
      .expect(200);
    await client.delete(`/api/files/${note.id}`).expect(200);
    await client.delete(`/api/trash/${note.id}`).expect(200);

    const { changes } = await readAll(client, start);
    // A folder's statement changes its items in no promised order: one transaction's changes as a set.
    const groups = [
      ['created /Docs'],
      ['created /Docs/note.txt'],
      ['renamed /Docs/memo.txt'],
      ['created /Archive'],
      ['moved /Archive/Docs', 'moved /Archive/Docs/memo.txt'],
      ['updated /Archive/Docs/memo.txt'],
      ['trashed /Archive/Docs', 'trashed /Archive/Docs/memo.txt'],
      ['restored /Archive/Docs', 'restored /Archive/Docs/memo.txt'],
      ['trashed /Archive/Docs/memo.txt'],
      ['purged /Archive/Docs/memo.txt'],
    ];
    let at = 0;
    for (const group of groups) {
      expect(
        changes
          .slice(at, at + group.length)
          .map(named)
          .sort(),
      ).toEqual([...group].sort());
      at += group.length;
    }
    expect(changes).toHaveLength(at);

    const memo = changes.filter((c) => c.itemId === note.id);
    // Each change keeps the content it named, also once those bytes are gone (the purge released them).
    expect(memo.map((c) => c.contentHash)).toEqual([
      sha256('one'),
      sha256('one'),
      sha256('one'),
      sha256('two'),
      sha256('two'),
      sha256('two'),
      sha256('two'),
      sha256('two'),
    ]);
    expect(memo.map((c) => c.trashed)).toEqual([false, false, false, false, true, false, true, true]);
    expect(memo[3]).toMatchObject({ kind: 'updated', size: 3, etag: `"${sha256('two')}"`, type: 'file' });
    const folder = changes.find((c) => c.kind === 'created' && c.name === 'Docs')!;
    expect(folder).toMatchObject({ type: 'folder', size: null, contentHash: null, trashed: false, itemId: docs._id });
    expect(folder.etag).toMatch(/^"folder-[0-9a-f]{32}"$/);
    // Each change's own cursor goes on right after it.
    expect((await readAll(client, changes[5]!.cursor)).changes).toEqual(changes.slice(6));

    // GraphQL answers the same changes, with global ids and the folders' own paths.
    const answer = await gql(
      client,
      `query($after: String!) { changes(after: $after, first: 500) {
         cursor hasMore changes { cursor kind itemId itemDatabaseId type name path fullPath size contentHash etag trashed at }
       } }`,
      { after: start },
    );
    const over = answer.data.changes as { cursor: string; hasMore: boolean; changes: Array<Record<string, unknown>> };
    expect(over.hasMore).toBe(false);
    expect(over.changes.map((c) => c['cursor'])).toEqual(changes.map((c) => c.cursor));
    expect(
      over.changes.map((c) => `${String(c['kind']).toLowerCase()} ${String(c['path'])}${String(c['name'])}`),
    ).toEqual(changes.map(named));
    const first = over.changes[0]!;
    expect(first).toMatchObject({ type: 'FOLDER', fullPath: '/Docs/', itemDatabaseId: docs._id });
    const node = await gql(client, 'query($id: ID!) { node(id: $id) { ... on Item { databaseId } } }', {
      id: first['itemId'],
    });
    expect(node.data.node).toEqual({ databaseId: docs._id });
  });

  it('records writes from every way in: a resumable upload and WebDAV too', async () => {
    const client = await signedInClient(t.server);
    const start = await cursorOf(client);
    const bytes = Buffer.from('resumable');
    await client
      .post('/api/uploads')
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Length', String(bytes.length))
      .set('Upload-Metadata', `filename ${Buffer.from('tus.txt').toString('base64')}`)
      .set('Content-Type', 'application/offset+octet-stream')
      .send(bytes)
      .expect(201);
    const dav = davClient(t.server, client, await createAppPassword(client));
    await dav.send('MKCOL', '/dav/Via-dav').expect(201);
    await dav.send('PUT', '/dav/Via-dav/d.txt', {}, Buffer.from('over dav')).expect(201);
    await dav.send('DELETE', '/dav/Via-dav').expect(204);
    const { changes } = await readAll(client, start);
    expect(changes.slice(0, 3).map(named)).toEqual(['created /tus.txt', 'created /Via-dav', 'created /Via-dav/d.txt']);
    expect(changes.slice(3).map(named).sort()).toEqual(['trashed /Via-dav', 'trashed /Via-dav/d.txt']);
    expect(changes[0]!.contentHash).toBe(sha256('resumable'));
  });

  it('moves a folder of many items in one transaction: one batch, one change per item', async () => {
    const client = await signedInClient(t.server);
    const files = Array.from({ length: 60 }, (_, i) => ({
      name: `f${i}.txt`,
      content: `f${i}`,
      relativePath: `Big/f${i}.txt`,
    }));
    await uploadFiles(client, files).expect(201);
    const target = (await client.post('/api/files/folder').send({ name: 'Target', path: '/' }).expect(201)).body;
    const big = await byName(client, '/', 'Big');
    const start = await cursorOf(client);
    await client.put('/api/files/move').send({ itemId: big._id, targetFolderId: target._id }).expect(200);
    const { changes } = await readAll(client, start, 7);
    expect(changes).toHaveLength(61);
    expect(new Set(changes.map((c) => c.itemId)).size).toBe(61);
    expect(changes.every((c) => c.kind === 'moved' && c.path.startsWith('/Target/'))).toBe(true);
    const [{ batches }] = await db.query(
      `SELECT count(DISTINCT batch)::int AS batches FROM item_change WHERE owner_id = $1 AND kind = 'moved'`,
      [client.userId],
    );
    expect(batches).toBe(1);
  });

  it('lets a client that missed changes catch up with exactly those, page by page, and no others', async () => {
    const client = await signedInClient(t.server);
    await upload(client, 'before.txt', 'before');
    const seen = await readAll(client, await cursorOf(client));
    expect(seen.changes).toEqual([]);
    // The client is away while 24 changes happen (one upload, one rename per file).
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await upload(client, `away-${i}.txt`, `away ${i}`)).id);
    for (const [i, id] of ids.entries())
      await gql(client, 'mutation($i: RenameItemInput!) { itemRename(input: $i) { userErrors { code } } }', {
        i: { id, name: `back-${i}.txt` },
      });
    // It catches up five at a time.
    const caughtUp: Change[] = [];
    let cursor = seen.cursor;
    let pages = 0;
    for (;;) {
      const next = await page(client, cursor, { first: 5 });
      caughtUp.push(...next.changes);
      cursor = next.cursor;
      pages++;
      if (!next.hasMore) break;
    }
    expect(pages).toBe(5);
    expect(caughtUp.map(named)).toEqual([
      ...ids.map((_, i) => `created /away-${i}.txt`),
      ...ids.map((_, i) => `renamed /back-${i}.txt`),
    ]);
    expect(caughtUp.map((c) => c.itemId)).toEqual([...ids, ...ids]);
    // Nothing more, and the same cursor back.
    expect(await page(client, cursor)).toEqual({ changes: [], cursor, hasMore: false });
  });

  it('gives concurrent writers one change each, in commit order, to a reader that pages all along', async () => {
    const client = await signedInClient(t.server);
    const start = await cursorOf(client);
    let writing = true;
    const read: Change[] = [];
    const reader = (async () => {
      let cursor = start;
      for (;;) {
        const done = !writing;
        const next = await page(client, cursor, { first: 3 });
        read.push(...next.changes);
        cursor = next.cursor;
        if (done && !next.hasMore) return;
      }
    })();
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(client, `c${i}.txt`, `concurrent ${i}`)),
    );
    await Promise.all(
      created.map(({ id }, i) =>
        gql(client, 'mutation($i: RenameItemInput!) { itemRename(input: $i) { userErrors { code } } }', {
          i: { id, name: `r${i}.txt` },
        }),
      ),
    );
    writing = false;
    await reader;
    // What the reader saw while writes went on is exactly the feed read afterwards: no gap, no repeat.
    const after = await readAll(client, start);
    expect(read.map((c) => c.cursor)).toEqual(after.changes.map((c) => c.cursor));
    expect(new Set(read.map((c) => c.cursor)).size).toBe(read.length);
    expect(read).toHaveLength(40);
    for (const [i, { id }] of created.entries()) {
      const mine = read.filter((c) => c.itemId === id);
      expect(mine.map(named)).toEqual([`created /c${i}.txt`, `renamed /r${i}.txt`]);
    }
  });

  it('shows a user their own changes only, whatever cursor they send', async () => {
    const a = await signedInClient(t.server);
    const b = await signedInClient(t.server);
    const startA = await cursorOf(a);
    const startB = await cursorOf(b);
    await upload(a, 'secret-of-a.txt', 'a');
    await upload(b, 'of-b.txt', 'b');
    const ofA = await readAll(a, startA);
    expect(ofA.changes.map(named)).toEqual(['created /secret-of-a.txt']);
    // A's cursors position B's own feed: B reads B's changes, never A's.
    for (const cursor of [startA, ofA.cursor, startB]) {
      const seen = await readAll(b, cursor);
      expect(seen.changes.map((c) => c.name)).not.toContain('secret-of-a.txt');
    }
    expect((await readAll(b, startB)).changes.map(named)).toEqual(['created /of-b.txt']);
  });

  it('waits for a change when asked: woken by the write, or answering nothing with the same cursor', async () => {
    const client = await signedInClient(t.server);
    const cursor = await cursorOf(client);
    let began = Date.now();
    expect(await page(client, cursor, { wait: 1 })).toEqual({ changes: [], cursor, hasMore: false });
    expect(Date.now() - began).toBeGreaterThanOrEqual(950);

    began = Date.now();
    const waiting = page(client, cursor, { wait: 20 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await upload(client, 'awaited.txt', 'awaited');
    const woken = await waiting;
    expect(woken.changes.map(named)).toEqual(['created /awaited.txt']);
    // Woken by the write's event, not by the periodic re-read (every 5 s).
    expect(Date.now() - began).toBeLessThan(4000);

    // Over GraphQL too.
    const next = woken.cursor;
    began = Date.now();
    const gqlWaiting = gql(client, 'query($c: String!) { changes(after: $c, wait: 20) { changes { name } cursor } }', {
      c: next,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await client.post('/api/files/folder').send({ name: 'Awaited', path: '/' }).expect(201);
    expect((await gqlWaiting).data.changes.changes).toEqual([{ name: 'Awaited' }]);
    expect(Date.now() - began).toBeLessThan(4000);
  });

  it('stops waiting when the client goes away', async () => {
    const client = await signedInClient(t.server);
    const cursor = await cursorOf(client);
    const feed = t.app.get(ChangeFeedService);
    const listeners = () => feed.waiting;
    const url = new URL(`${t.url}/api/changes?cursor=${encodeURIComponent(cursor)}&wait=30`);
    const req = httpRequest(url, { headers: { cookie: client.cookie, 'x-forwarded-for': client.address } });
    req.on('error', () => undefined);
    req.end();
    for (let i = 0; i < 100 && listeners() === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listeners()).toBe(1);
    req.destroy();
    for (let i = 0; i < 100 && listeners() > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listeners()).toBe(0);
  });

  it('answers CURSOR_EXPIRED (410) for a cursor older than what is kept, and VALIDATION_ERROR for one that is no cursor', async () => {
    const client = await signedInClient(t.server);
    const old = await cursorOf(client);
    await upload(client, 'aged.txt', 'aged');
    const middle = (await readAll(client, old)).cursor;
    await upload(client, 'fresh.txt', 'fresh');
    // The first upload's changes age past CHANGE_FEED_RETENTION_DAYS (30); the second's stay.
    await db.query(`UPDATE item_change SET at = at - interval '40 days' WHERE owner_id = $1 AND name = 'aged.txt'`, [
      client.userId,
    ]);
    expect(await t.app.get(ChangeFeedService).prune()).toBeGreaterThanOrEqual(1);

    const expired = await client.get('/api/changes').query({ cursor: old }).expect(410);
    expect(expired.body).toMatchObject({ statusCode: 410, code: 'CURSOR_EXPIRED' });
    expect(expired.body.message).toMatch(/list your files again/);
    const overGraphql = await gql(client, 'query($c: String!) { changes(after: $c) { cursor } }', { c: old });
    expect(overGraphql.errors[0].extensions).toMatchObject({ code: 'CURSOR_EXPIRED', statusCode: 410 });
    // A client that had read the pruned changes goes on, and so does a new cursor.
    expect((await readAll(client, middle)).changes.map(named)).toEqual(['created /fresh.txt']);
    expect((await page(client, await cursorOf(client))).changes).toEqual([]);

    // A position this feed never gave (ahead of it: a database restored from an older backup).
    const ahead = Buffer.from(JSON.stringify(['999999999', '0'])).toString('base64url');
    expect((await client.get('/api/changes').query({ cursor: ahead }).expect(410)).body.code).toBe('CURSOR_EXPIRED');
    for (const cursor of [
      '',
      'not-a-cursor',
      Buffer.from('["1"]').toString('base64url'),
      Buffer.from('["-1","0"]').toString('base64url'),
    ])
      expect((await client.get('/api/changes').query({ cursor }).expect(400)).body.code).toBe('VALIDATION_ERROR');
    expect((await client.get('/api/changes').expect(400)).body.code).toBe('VALIDATION_ERROR');
    for (const query of [{ first: 0 }, { first: 501 }, { wait: 61 }, { wait: -1 }, { first: 'x' }])
      expect(
        (
          await client
            .get('/api/changes')
            .query({ cursor: middle, ...query })
            .expect(400)
        ).body.code,
      ).toBe('VALIDATION_ERROR');
  });

  it('needs a caller, and the read scope for tokens', async () => {
    const client = await signedInClient(t.server);
    const cursor = await cursorOf(client);
    await testClient(t.server).get('/api/changes/cursor').expect(401);
    await testClient(t.server).get('/api/changes').query({ cursor }).expect(401);
    const tokens: Record<string, string> = {};
    for (const scope of ['READ', 'WRITE']) {
      const made = await gql(
        client,
        `mutation { accessTokenCreate(input: { name: "${scope}", scopes: [${scope}] }) { token } }`,
      );
      tokens[scope] = made.data.accessTokenCreate.token;
    }
    const as = (scope: string) => testClient(t.server).set('Authorization', `Bearer ${tokens[scope]}`);
    await as('READ').get('/api/changes').query({ cursor }).expect(200);
    expect((await as('WRITE').get('/api/changes').query({ cursor }).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await as('WRITE').get('/api/changes/cursor').expect(403)).body.code).toBe('FORBIDDEN');
    const refused = (await as('WRITE').post('/api/graphql').send({ query: '{ changesCursor }' })).body;
    expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('drops an account’s changes with the account', async () => {
    const client = await signedInClient(t.server);
    const { id } = await upload(client, 'gone.txt', 'gone');
    await client.delete(`/api/files/${id}`).expect(200);
    await client.delete(`/api/trash/${id}`).expect(200);
    expect(
      (await db.query('SELECT count(*)::int AS n FROM item_change WHERE owner_id = $1', [client.userId]))[0].n,
    ).toBe(3);
    // Items changed in the transaction that deletes the account: their changes are numbered at its
    // commit, when the account is gone already. (The account has no items left: its rows and bytes
    // stay consistent for the suites that check the whole database.)
    await db.transaction(async (manager) => {
      const [folder] = await manager.query<Array<{ id: string }>>(
        `INSERT INTO item (owner_id, type, name, path) VALUES ($1, 'folder', 'last', '/') RETURNING id`,
        [client.userId],
      );
      await manager.query('DELETE FROM item WHERE id = $1', [folder!.id]);
      await manager.query('DELETE FROM app_user WHERE id = $1', [client.userId]);
    });
    const [{ rows, owners }] = await db.query(
      `SELECT (SELECT count(*)::int FROM item_change WHERE owner_id = $1) AS rows,
              (SELECT count(*)::int FROM change_feed_owner WHERE owner_id = $1) AS owners`,
      [client.userId],
    );
    expect({ rows, owners }).toEqual({ rows: 0, owners: 0 });
  });

  describe('content hashes, entity tags and If-Match', () => {
    it("answers every item's content hash and entity tag, the download's ETag for files", async () => {
      const client = await signedInClient(t.server);
      await upload(client, 'hashed.txt', 'hash me', { parentPath: '/Box/' });
      const [box] = await list(client);
      const [file] = await list(client, '/Box/');
      expect(file).toMatchObject({ contentHash: sha256('hash me'), etag: `"${sha256('hash me')}"` });
      expect(box).toMatchObject({ contentHash: null });
      expect(box!.etag).toMatch(/^"folder-[0-9a-f]{32}"$/);
      const download = await client.get(`/api/files/download/${file!._id}`).expect(200);
      expect(download.headers['etag']).toBe(file!.etag);

      const listing = await gql(
        client,
        '{ folder(path: "/Box/") { nodes { contentHash etag } } search(query: "hashed") { nodes { name contentHash etag } } }',
      );
      expect(listing.data.folder.nodes).toEqual([{ contentHash: sha256('hash me'), etag: file!.etag }]);
      expect(listing.data.search.nodes).toEqual([
        { name: 'hashed.txt', contentHash: sha256('hash me'), etag: file!.etag },
      ]);
      // Items read without their hash (an upload's answer) get it in one batch.
      const uploaded = await client
        .post('/api/graphql')
        .set('apollo-require-preflight', 'true')
        .field(
          'operations',
          JSON.stringify({
            query: 'mutation($files: [Upload!]!) { uploadFiles(files: $files) { name contentHash etag } }',
            variables: { files: [null, null] },
          }),
        )
        .field('map', JSON.stringify({ 0: ['variables.files.0'], 1: ['variables.files.1'] }))
        .attach('0', Buffer.from('first'), { filename: 'g1.txt', contentType: 'text/plain' })
        .attach('1', Buffer.from('second'), { filename: 'g2.txt', contentType: 'text/plain' })
        .expect(200);
      expect(uploaded.body.data.uploadFiles).toEqual([
        { name: 'g1.txt', contentHash: sha256('first'), etag: `"${sha256('first')}"` },
        { name: 'g2.txt', contentHash: sha256('second'), etag: `"${sha256('second')}"` },
      ]);

      // A folder's tag changes when it is renamed or moved, not when its content changes.
      await upload(client, 'more.txt', 'more', { parentPath: '/Box/' });
      expect((await byName(client, '/', 'Box')).etag).toBe(box!.etag);
      await gql(client, 'mutation($i: RenameItemInput!) { itemRename(input: $i) { userErrors { code } } }', {
        i: { id: box!._id, name: 'Crate' },
      });
      expect((await byName(client, '/', 'Crate')).etag).not.toBe(box!.etag);
    });

    it('writes over REST only while If-Match names the current tag, and changes nothing otherwise', async () => {
      const client = await signedInClient(t.server);
      const { id } = await upload(client, 'guarded.txt', 'v1', { parentPath: '/Safe/' });
      const safe = await byName(client, '/', 'Safe');
      const file = await byName(client, '/Safe/', 'guarded.txt');
      const cursor = await cursorOf(client);

      for (const ifMatch of ['"0000"', `W/${file.etag}`, `"${'0'.repeat(64)}", ${safe.etag}`]) {
        const refused = await client.delete(`/api/files/${id}`).set('If-Match', ifMatch).expect(412);
        expect(refused.body).toMatchObject({ statusCode: 412, code: 'PRECONDITION_FAILED' });
      }
      await client
        .put('/api/files/move')
        .set('If-Match', '"stale"')
        .send({ itemId: safe._id, targetFolderId: null })
        .expect(412);
      expect((await client.delete(`/api/files/${id}`).set('If-Match', 'no quotes').expect(400)).body.code).toBe(
        'VALIDATION_ERROR',
      );
      // Nothing changed, and the feed says so.
      expect((await list(client, '/Safe/')).map((i) => i.name)).toEqual(['guarded.txt']);
      expect((await page(client, cursor)).changes).toEqual([]);

      // The tag read from a listing (or a download's ETag) lets the write through; so does *.
      const target = (await client.post('/api/files/folder').send({ name: 'Moved', path: '/' }).expect(201)).body;
      await client
        .put('/api/files/move')
        .set('If-Match', `"other", ${safe.etag}`)
        .send({ itemId: safe._id, targetFolderId: target._id })
        .expect(200);
      // Moving the folder changed its tag; its file's tag (its content) stayed.
      await client
        .put('/api/files/move')
        .set('If-Match', safe.etag)
        .send({ itemId: safe._id, targetFolderId: null })
        .expect(412);
      await uploadFiles(client, [{ name: 'guarded.txt', content: 'v2' }], {
        parentPath: '/Moved/Safe/',
        onConflict: 'replace',
      }).expect(201);
      // The content changed: the old tag no longer matches a version restore or a delete.
      const [version] = (await client.get(`/api/files/${id}/versions`).expect(200)).body.items as Array<{ id: string }>;
      await client.post(`/api/files/${id}/versions/${version!.id}/restore`).set('If-Match', file.etag).expect(412);
      const v2 = `"${sha256('v2')}"`;
      const restored = await client
        .post(`/api/files/${id}/versions/${version!.id}/restore`)
        .set('If-Match', v2)
        .expect(200);
      expect(restored.body).toMatchObject({ contentHash: sha256('v1'), etag: file.etag });
      await client.delete(`/api/files/${id}`).set('If-Match', v2).expect(412);
      await client.delete(`/api/files/${id}`).set('If-Match', '*').expect(200);
    });

    it('writes over GraphQL only while ifMatch names the current tag, with PRECONDITION_FAILED in userErrors', async () => {
      const client = await signedInClient(t.server);
      const { id } = await upload(client, 'cond.txt', 'cond');
      const file = await byName(client, '/', 'cond.txt');
      const rename = (ifMatch: string) =>
        gql(
          client,
          'mutation($i: RenameItemInput!) { itemRename(input: $i) { item { name etag } userErrors { field code message } } }',
          { i: { id, name: 'renamed.txt', ifMatch } },
        );
      const refused = (await rename('"nope"')).data.itemRename;
      expect(refused.item).toBeNull();
      expect(refused.userErrors).toEqual([
        { field: ['input', 'ifMatch'], code: 'PRECONDITION_FAILED', message: expect.stringMatching(/changed/) },
      ]);
      expect((await rename('"a" "b"')).data.itemRename.userErrors[0]).toMatchObject({
        field: ['input', 'ifMatch'],
        code: 'VALIDATION_ERROR',
      });
      expect((await list(client)).map((i) => i.name)).toEqual(['cond.txt']);
      expect((await rename(file.etag)).data.itemRename).toEqual({
        item: { name: 'renamed.txt', etag: file.etag },
        userErrors: [],
      });

      const trash = (ifMatch: string) =>
        gql(client, 'mutation($i: ItemsTrashInput!) { itemsTrash(input: $i) { items { name } userErrors { code } } }', {
          i: { ids: [id], ifMatch },
        });
      expect((await trash('"nope"')).data.itemsTrash).toEqual({
        items: null,
        userErrors: [{ code: 'PRECONDITION_FAILED' }],
      });
      expect((await trash(`"x", ${file.etag}`)).data.itemsTrash).toEqual({
        items: [{ name: 'renamed.txt' }],
        userErrors: [],
      });
    });
  });

  // Two replicas need a database both can reach at once: the embedded one serves one process.
  (process.env['DATABASE_POOL_SIZE'] === '1' ? describe.skip : describe)('across two replicas', () => {
    let other: TestApp;

    beforeAll(async () => {
      other = await createTestApp(AppModule, { LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent' });
    });
    afterAll(() => other.close());

    it('serves on one replica what was written on the other, and wakes a wait there', async () => {
      const onA = await signedInClient(t.server);
      const onB = testClient(other.server).set('Cookie', onA.cookie);
      const start = await cursorOf(onA);
      await upload(onA, 'from-a.txt', 'a');
      const seen = await readAll(onB, start);
      expect(seen.changes.map(named)).toEqual(['created /from-a.txt']);
      // A cursor from one replica goes on at the other.
      expect(await page(onB, (await page(onA, start)).cursor)).toEqual({
        changes: [],
        cursor: seen.cursor,
        hasMore: false,
      });

      const began = Date.now();
      const waiting = page(onB, seen.cursor, { wait: 20 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await upload(onA, 'woke-b.txt', 'b');
      expect((await waiting).changes.map(named)).toEqual(['created /woke-b.txt']);
      expect(Date.now() - began).toBeLessThan(4000);
    });
  });
});
