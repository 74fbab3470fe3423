import {
  createTestApp,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  signedInClient,
  uploadFiles,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const FOLDER = `query Folder($path: String!, $first: Int!, $after: String, $sort: ItemSort, $descending: Boolean, $filter: ItemFilter, $search: String) {
  folder(path: $path, first: $first, after: $after, sort: $sort, descending: $descending, filter: $filter, search: $search) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id databaseId type name path fullPath mimeType size previewUrl downloadUrl sharedWithCount hasShareLink shareUrl requiresPassword createdAt } }
  }
}`;

async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
  return (await client.post('/api/graphql').send({ query, variables }).expect(200)).body;
}

function signedIn(t: TestApp) {
  return signedInClient(t.server);
}

describe('Files over GraphQL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(() => t.close());

  it('pages through a folder with each item exactly once, folders first', async () => {
    const client = await signedIn(t);
    const files = Array.from({ length: 230 }, (_, i) => ({
      name: `f${String(i).padStart(3, '0')}.txt`,
      content: `c${i}`,
    }));
    await uploadFiles(client, files).expect(201);
    await client.post('/api/files/folder').send({ name: 'zeta', path: '/' }).expect(201);
    for (const sort of ['NAME', 'DATE', 'SIZE']) {
      for (const descending of [false, true]) {
        const seen: string[] = [];
        let after: string | null = null;
        let firstNode: { type: string } | undefined;
        for (;;) {
          const body = await gql(client, FOLDER, { path: '/', first: 50, after, sort, descending });
          expect(body.errors).toBeUndefined();
          const page = body.data.folder;
          expect(page.totalCount).toBe(231);
          firstNode ??= page.edges[0]?.node;
          seen.push(...page.edges.map((e: { node: { id: string } }) => e.node.id));
          if (!page.pageInfo.hasNextPage) break;
          after = page.pageInfo.endCursor;
        }
        expect([sort, descending, seen.length, new Set(seen).size]).toEqual([sort, descending, 231, 231]);
        expect(firstNode?.type).toBe('FOLDER');
      }
    }
  });

  it('filters, searches and sorts', async () => {
    const client = await signedIn(t);
    await uploadFiles(client, [
      { name: 'Beach.png', content: PNG_BYTES },
      { name: 'alpha.jpg', content: JPEG_BYTES },
      { name: 'Report.pdf', content: PDF_BYTES },
      { name: 'notes.txt', content: 'some notes that are long' },
    ]).expect(201);
    await client.post('/api/files/folder').send({ name: 'Beach trip', path: '/' }).expect(201);
    const names = async (vars: Record<string, unknown>) =>
      (await gql(client, FOLDER, { path: '/', first: 100, ...vars })).data.folder.edges.map(
        (e: { node: { name: string } }) => e.node.name,
      );
    expect(await names({ filter: 'IMAGES' })).toEqual(['alpha.jpg', 'Beach.png']);
    expect(await names({ filter: 'DOCUMENTS' })).toEqual(['notes.txt', 'Report.pdf']);
    expect(await names({ filter: 'FOLDERS' })).toEqual(['Beach trip']);
    expect(await names({ filter: 'VIDEOS' })).toEqual([]);
    expect(await names({ search: 'BEACH' })).toEqual(['Beach trip', 'Beach.png']);
    expect(await names({ sort: 'SIZE', descending: true, filter: 'FILES' })).toEqual(await sizesDesc());

    async function sizesDesc(): Promise<string[]> {
      const all: Array<{ name: string; size: number }> = (
        await gql(client, FOLDER, { path: '/', first: 100, filter: 'FILES' })
      ).data.folder.edges.map((e: { node: { name: string; size: number } }) => e.node);
      return [...all].sort((a, b) => b.size - a.size).map((n) => n.name);
    }

    const png = (await gql(client, FOLDER, { path: '/', first: 10, search: 'Beach.png' })).data.folder.edges[0].node;
    expect(png).toMatchObject({
      type: 'FILE',
      mimeType: 'image/png',
      size: PNG_BYTES.length,
      fullPath: null,
      hasShareLink: false,
      sharedWithCount: 0,
    });
    expect(png.previewUrl).toBe(`${t.config.publicUrl}/api/files/preview/${png.databaseId}`);
    // Signed for the viewer (download-urls.e2e-spec.ts proves what it allows and refuses).
    const download = new URL(png.downloadUrl);
    expect(download.origin + download.pathname).toBe(`${t.config.publicUrl}/api/files/download/${png.databaseId}`);
    expect(download.searchParams.get('v')).toBe(client.userId);
    expect(download.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const bad = await gql(client, 'query($n: Int!) { folder(path: "/", first: $n) { totalCount edges { cursor } } }', {
      n: 1000,
    });
    expect(bad.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    const cursor = await gql(client, FOLDER, { path: '/', first: 10, after: 'garbage' });
    expect(cursor.errors[0].extensions.code).toBe('VALIDATION_ERROR');
  });

  it('creates, renames, moves and deletes', async () => {
    const client = await signedIn(t);
    const created = await gql(
      client,
      'mutation($i: CreateFolderInput!) { createFolder(input: $i) { id databaseId name path fullPath type } }',
      { i: { path: '/', name: ' Work ' } },
    );
    const work = created.data.createFolder;
    expect(work).toMatchObject({ name: 'Work', path: '/', fullPath: '/Work/', type: 'FOLDER' });
    const up = await uploadFiles(client, [{ name: 'a.txt', content: 'a', relativePath: 'Work/Inner/a.txt' }]).expect(
      201,
    );
    const renamed = await gql(client, 'mutation($i: RenameItemInput!) { renameItem(input: $i) { name fullPath } }', {
      i: { id: work.id, name: 'Job' },
    });
    expect(renamed.data.renameItem).toEqual({ name: 'Job', fullPath: '/Job/' });
    const inner = (await client.get('/api/files/list').query({ path: '/Job/' }).expect(200)).body.items[0];
    expect(inner.name).toBe('Inner');
    expect(
      (await client.get('/api/files/list').query({ path: '/Job/Inner/' })).body.items.map(
        (i: { name: string }) => i.name,
      ),
    ).toEqual(['a.txt']);
    const moved = await gql(client, 'mutation($i: MoveItemInput!) { moveItem(input: $i) { path name } }', {
      i: { id: up.body.created[0].id, targetFolderId: null },
    });
    expect(moved.data.moveItem).toEqual({ path: '/', name: 'a.txt' });
    const intoSelf = await gql(client, 'mutation($i: MoveItemInput!) { moveItem(input: $i) { id } }', {
      i: { id: work.id, targetFolderId: inner._id },
    });
    expect(intoSelf.errors[0].extensions).toMatchObject({ code: 'INVALID_MOVE', statusCode: 400 });
    const deleted = await gql(client, 'mutation($ids: [ID!]!) { deleteItems(ids: $ids) }', {
      ids: [work.id, up.body.created[0].id],
    });
    // The deprecated deleteItems answers database ids (UUIDs), as it always did.
    expect(deleted.data.deleteItems.sort()).toEqual([work.databaseId, up.body.created[0].id].sort());
    expect((await client.get('/api/files/list')).body.items).toEqual([]);
    // In the trash until purged: still counted.
    const usage = await gql(client, '{ storageUsage { used total trashBytes } }');
    expect(usage.data.storageUsage).toEqual({ used: 1, total: 16106127360, trashBytes: 1 });
    expect((await gql(client, 'mutation { emptyTrash }')).data.emptyTrash).toBe(1);
    expect((await gql(client, '{ storageUsage { used trashBytes } }')).data.storageUsage).toEqual({
      used: 0,
      trashBytes: 0,
    });
  });

  it('renames onto a taken name only when asked to keep both; otherwise NAME_TAKEN and nothing changes', async () => {
    const client = await signedIn(t);
    const up = await uploadFiles(client, [
      { name: 'notes.txt', content: 'one' },
      { name: 'notes (1).txt', content: 'two' },
      { name: 'draft.txt', content: 'three' },
    ]).expect(201);
    const draft = up.body.created.find((c: { name: string }) => c.name === 'draft.txt').id;
    const RENAME = 'mutation($i: RenameItemInput!) { renameItem(input: $i) { name } }';
    const refused = await gql(client, RENAME, { i: { id: draft, name: 'notes.txt', keepBoth: false } });
    expect(refused.errors[0]).toMatchObject({
      message: '"notes.txt" is already taken in this folder; "notes (2).txt" is free.',
      extensions: { code: 'NAME_TAKEN', statusCode: 409 },
    });
    const names = async () =>
      (await client.get('/api/files/list').expect(200)).body.items.map((i: { name: string }) => i.name).sort();
    expect(await names()).toEqual(['draft.txt', 'notes (1).txt', 'notes.txt']);
    // A free name, or the item's own name, is no conflict.
    expect(
      (await gql(client, RENAME, { i: { id: draft, name: 'draft.txt', keepBoth: false } })).data.renameItem,
    ).toEqual({ name: 'draft.txt' });
    expect(
      (await gql(client, RENAME, { i: { id: draft, name: 'plan.txt', keepBoth: false } })).data.renameItem,
    ).toEqual({ name: 'plan.txt' });
    // keepBoth (the default) takes the free name.
    expect(
      (await gql(client, RENAME, { i: { id: draft, name: 'notes.txt', keepBoth: true } })).data.renameItem,
    ).toEqual({ name: 'notes (2).txt' });
    expect(await names()).toEqual(['notes (1).txt', 'notes (2).txt', 'notes.txt']);
  });

  it('uploads over the GraphQL multipart request spec, only with the preflight header', async () => {
    const client = await signedIn(t);
    const operations = JSON.stringify({
      query:
        'mutation($files: [Upload!]!, $paths: [String!]) { uploadFiles(files: $files, relativePaths: $paths) { name path mimeType size } }',
      variables: { files: [null, null], paths: ['Docs/a.txt', 'Docs/pic.png'] },
    });
    const map = JSON.stringify({ 0: ['variables.files.0'], 1: ['variables.files.1'] });
    const send = (preflight: boolean) => {
      const req = client.post('/api/graphql').field('operations', operations).field('map', map);
      if (preflight) req.set('apollo-require-preflight', 'true');
      return req
        .attach('0', Buffer.from('hello'), { filename: 'a.txt', contentType: 'text/plain' })
        .attach('1', PNG_BYTES, { filename: 'pic.png', contentType: 'image/png' });
    };
    const blocked = await send(false).expect(400);
    expect(blocked.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/CSRF/),
      extensions: { code: 'VALIDATION_ERROR' },
    });
    expect((await client.get('/api/files/list')).body.items).toEqual([]);
    const ok = await send(true).expect(200);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.uploadFiles).toEqual([
      { name: 'a.txt', path: '/Docs/', mimeType: 'text/plain', size: 5 },
      { name: 'pic.png', path: '/Docs/', mimeType: 'image/png', size: PNG_BYTES.length },
    ]);
    const mismatch = await client
      .post('/api/graphql')
      .set('apollo-require-preflight', 'true')
      .field(
        'operations',
        JSON.stringify({
          query: 'mutation($files: [Upload!]!) { uploadFiles(files: $files) { name } }',
          variables: { files: [null] },
        }),
      )
      .field('map', JSON.stringify({ 0: ['variables.files.0'] }))
      .attach('0', Buffer.from('not a png'), { filename: 'x.png', contentType: 'image/png' })
      .expect(415);
    // Refused while streaming, before the operation runs: answered GraphQL-shaped with the REST status.
    expect(mismatch.body.errors[0].extensions).toMatchObject({ code: 'FILE_TYPE_MISMATCH', statusCode: 415 });
  });

  it('answers the dashboard in one query and lists every folder as a move target', async () => {
    const client = await signedIn(t);
    const up = await uploadFiles(client, [
      { name: 'a.txt', content: 'aaaa', relativePath: 'Work/Deep/a.txt' },
      { name: 'b.png', content: PNG_BYTES, relativePath: 'b.png' },
    ]).expect(201);
    await client.post('/api/share/create').send({ fileId: up.body.created[1].id, scope: 'public' }).expect(201);
    const dash = await gql(
      client,
      '{ dashboard { totalFiles totalFolders sharedFiles storage { used total } recentUploads { name } } }',
    );
    expect(dash.data.dashboard).toEqual({
      totalFiles: 2,
      totalFolders: 2,
      sharedFiles: 1,
      storage: { used: 4 + PNG_BYTES.length, total: 16106127360 },
      recentUploads: expect.arrayContaining([{ name: 'a.txt' }, { name: 'b.png' }]),
    });
    const targets = await gql(client, '{ moveTargets { totalCount edges { node { fullPath } } } }');
    expect(targets.data.moveTargets.edges.map((e: { node: { fullPath: string } }) => e.node.fullPath)).toEqual([
      '/Work/',
      '/Work/Deep/',
    ]);
    const searched = await gql(client, '{ moveTargets(search: "work/de") { edges { node { name } } } }');
    expect(searched.data.moveTargets.edges).toEqual([{ node: { name: 'Deep' } }]);
    // Paged in the database by full path: one at a time gives the same folders in the same order.
    const PAGE =
      'query($after: String) { moveTargets(first: 1, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { fullPath } } } }';
    const first = (await gql(client, PAGE, { after: null })).data.moveTargets;
    expect(first).toMatchObject({
      totalCount: 2,
      pageInfo: { hasNextPage: true },
      edges: [{ node: { fullPath: '/Work/' } }],
    });
    const second = (await gql(client, PAGE, { after: first.pageInfo.endCursor })).data.moveTargets;
    expect(second).toMatchObject({
      totalCount: 2,
      pageInfo: { hasNextPage: false },
      edges: [{ node: { fullPath: '/Work/Deep/' } }],
    });
    expect((await gql(client, '{ moveTargets(first: 501) { totalCount } }')).errors[0].extensions.code).toBe(
      'VALIDATION_ERROR',
    );
  });
});
