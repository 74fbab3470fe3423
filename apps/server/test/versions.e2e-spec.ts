import { DataSource } from 'typeorm';
import {
  createTestApp,
  signedInClient,
  storageState,
  testClient,
  uploadFiles,
  type SignedInClient,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

type Version = {
  id: string;
  size: number;
  mimetype: string;
  originalName: string | null;
  uploadedBy: string | null;
  downloadUrl: string;
};

/**
 * Versions: an upload that replaces a file keeps the item (its links and shares see the new
 * content) and keeps the old content as a version, which can be listed, downloaded, restored and
 * deleted; the newest FILE_VERSIONS_KEEP are kept, and all of them count toward the quota.
 */
describe('File versions', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule, {
      LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
      FILE_VERSIONS_KEEP: '3',
    });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  function replace(client: TestClient, name: string, content: string, path = '/') {
    return uploadFiles(client, [{ name, content }], { parentPath: path, onConflict: 'replace' });
  }

  async function versions(client: TestClient, fileId: string): Promise<Version[]> {
    return (await client.get(`/api/files/${fileId}/versions`).expect(200)).body.items;
  }

  async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
    return (await client.post('/api/graphql').send({ query, variables }).expect(200)).body;
  }

  /** Recorded usage must equal the bytes of the owner's files (live and trashed) and versions. */
  async function used(client: SignedInClient): Promise<number> {
    const storage = (await client.get('/api/files/storage').expect(200)).body;
    const [{ bytes }] = await db.query(
      `SELECT (COALESCE((SELECT sum(size) FROM item WHERE owner_id = $1), 0) + COALESCE((SELECT sum(v.size) FROM item_version v JOIN item i ON i.id = v.item_id WHERE i.owner_id = $1), 0))::float8 AS bytes`,
      [client.userId],
    );
    expect(storage.used).toBe(bytes);
    return storage.used as number;
  }

  it('replaces a file in place: same item, links and shares see the new content, the old content is a version', async () => {
    const owner = await signedInClient(t.server);
    const id = (await uploadFiles(owner, [{ name: 'plan.txt', content: 'version one' }]).expect(201)).body.created[0]
      .id as string;
    const link = (await owner.post('/api/share/create').send({ fileId: id, scope: 'public' }).expect(201)).body;
    const replaced = (await replace(owner, 'plan.txt', 'version two!').expect(201)).body.created;
    expect(replaced).toEqual([expect.objectContaining({ id, name: 'plan.txt' })]);
    expect((await owner.get('/api/files/list').expect(200)).body.items.map((i: { name: string }) => i.name)).toEqual([
      'plan.txt',
    ]);
    expect((await owner.get(`/api/files/download/${id}`).expect(200)).text).toBe('version two!');
    const visitor = testClient(t.server);
    const access = (await visitor.get(`/api/share/access/${link.token}`).expect(200)).body;
    expect(
      (await visitor.get(new URL(access.downloadUrl).pathname + new URL(access.downloadUrl).search).expect(200)).text,
    ).toBe('version two!');

    const [old] = await versions(owner, id);
    expect(old).toMatchObject({
      size: 'version one'.length,
      mimetype: 'text/plain',
      originalName: 'plan.txt',
      uploadedBy: owner.userId,
    });
    expect((await owner.get(new URL(old!.downloadUrl).pathname).expect(200)).text).toBe('version one');
    expect(await used(owner)).toBe('version one'.length + 'version two!'.length);

    // Without the option, a taken name keeps both.
    expect(
      (await uploadFiles(owner, [{ name: 'plan.txt', content: 'another' }]).expect(201)).body.created[0].name,
    ).toBe('plan (1).txt');
  });

  it('restores a version (the content it replaces becomes the newest version) and deletes one for good', async () => {
    const owner = await signedInClient(t.server);
    const id = (await uploadFiles(owner, [{ name: 'a.txt', content: `first ${Math.random()}` }]).expect(201)).body
      .created[0].id as string;
    const first = (await owner.get(`/api/files/download/${id}`)).text;
    await replace(owner, 'a.txt', `second ${Math.random()}`).expect(201);
    const second = (await owner.get(`/api/files/download/${id}`)).text;
    const [v1] = await versions(owner, id);
    const restored = await gql(
      owner,
      'mutation($f: ID!, $v: ID!) { restoreVersion(fileId: $f, versionId: $v) { id: databaseId name size } }',
      { f: id, v: v1!.id },
    );
    expect(restored.data.restoreVersion).toEqual({ id, name: 'a.txt', size: first.length });
    expect((await owner.get(`/api/files/download/${id}`)).text).toBe(first);
    const after = await versions(owner, id);
    expect(after.length).toBe(1);
    expect((await owner.get(new URL(after[0]!.downloadUrl).pathname).expect(200)).text).toBe(second);
    const blobsBefore = storageState(t.config.dataDir).blobs.length;
    expect((await owner.delete(`/api/files/${id}/versions/${after[0]!.id}`).expect(200)).body).toEqual({
      message: 'Version deleted successfully',
    });
    expect(await versions(owner, id)).toEqual([]);
    expect(storageState(t.config.dataDir).blobs.length).toBe(blobsBefore - 1);
    expect(await used(owner)).toBe(first.length);
  });

  it('keeps the newest FILE_VERSIONS_KEEP versions and frees the rest; identical content stores no new bytes', async () => {
    const owner = await signedInClient(t.server);
    const tag = Math.random().toString(36).slice(2);
    const id = (await uploadFiles(owner, [{ name: 'log.txt', content: `v0 ${tag}` }]).expect(201)).body.created[0]
      .id as string;
    for (let n = 1; n <= 5; n++) await replace(owner, 'log.txt', `v${n} ${tag}`).expect(201);
    const kept = await versions(owner, id);
    expect(kept.length).toBe(3);
    const contents = await Promise.all(kept.map(async (v) => (await owner.get(new URL(v.downloadUrl).pathname)).text));
    expect(contents).toEqual([`v4 ${tag}`, `v3 ${tag}`, `v2 ${tag}`]);
    await used(owner);

    const blobs = storageState(t.config.dataDir).blobs.length;
    await replace(owner, 'log.txt', `v5 ${tag}`).expect(201);
    expect(storageState(t.config.dataDir).blobs.length).toBe(blobs - 1);
    expect((await versions(owner, id)).length).toBe(3);
    await used(owner);
  });

  it('takes the same option over GraphQL and tus, and lists versions on the item', async () => {
    const owner = await signedInClient(t.server);
    const id = (await uploadFiles(owner, [{ name: 'g.txt', content: 'one' }]).expect(201)).body.created[0].id as string;
    const res = await owner
      .post('/api/graphql')
      .set('apollo-require-preflight', 'true')
      .field(
        'operations',
        JSON.stringify({
          query: 'mutation($f: [Upload!]!) { uploadFiles(files: $f, onConflict: REPLACE) { id: databaseId name } }',
          variables: { f: [null] },
        }),
      )
      .field('map', JSON.stringify({ 0: ['variables.f.0'] }))
      .attach('0', Buffer.from('two'), { filename: 'g.txt', contentType: 'text/plain' })
      .expect(200);
    expect(res.body.data.uploadFiles).toEqual([{ id, name: 'g.txt' }]);

    const metadata = [
      `filename ${Buffer.from('g.txt').toString('base64')}`,
      `onConflict ${Buffer.from('replace').toString('base64')}`,
    ].join(',');
    const created = await owner
      .post('/api/uploads')
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Length', '5')
      .set('Upload-Metadata', metadata)
      .expect(201);
    const patched = await owner
      .patch(String(created.headers['location']))
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Offset', '0')
      .set('Content-Type', 'application/offset+octet-stream')
      .send(Buffer.from('three'))
      .expect(204);
    expect(patched.headers['coffer-item-id']).toBe(id);
    const listed = await gql(
      owner,
      'query($id: ID!) { item(id: $id) { size versions { totalCount edges { node { size originalName } } } } }',
      { id },
    );
    expect(listed.data.item).toEqual({
      size: 5,
      versions: {
        totalCount: 2,
        edges: [{ node: { size: 3, originalName: 'g.txt' } }, { node: { size: 3, originalName: 'g.txt' } }],
      },
    });
    const bad = await owner
      .post('/api/files/upload')
      .field('onConflict', 'overwrite')
      .attach('files', Buffer.from('x'), { filename: 'g.txt', contentType: 'text/plain' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('onConflict') });
  });

  it("purges a trashed file with its versions, freeing their bytes; another user's versions are not found", async () => {
    const owner = await signedInClient(t.server);
    const stranger = await signedInClient(t.server);
    const tag = Math.random().toString(36).slice(2);
    const id = (await uploadFiles(owner, [{ name: 'p.txt', content: `p1 ${tag}` }]).expect(201)).body.created[0]
      .id as string;
    await replace(owner, 'p.txt', `p2 ${tag}`).expect(201);
    const [version] = await versions(owner, id);
    expect((await stranger.get(`/api/files/${id}/versions`).expect(404)).body.code).toBe('FILE_NOT_FOUND');
    expect((await stranger.get(`/api/files/${id}/versions/${version!.id}/download`).expect(404)).body.code).toBe(
      'FILE_NOT_FOUND',
    );
    expect((await stranger.post(`/api/files/${id}/versions/${version!.id}/restore`).expect(404)).body.code).toBe(
      'FILE_NOT_FOUND',
    );
    expect((await stranger.delete(`/api/files/${id}/versions/${version!.id}`).expect(404)).body.code).toBe(
      'FILE_NOT_FOUND',
    );
    expect(
      (await owner.delete(`/api/files/${id}/versions/00000000-0000-4000-8000-000000000000`).expect(404)).body.code,
    ).toBe('NOT_FOUND');

    const blobs = storageState(t.config.dataDir).blobs.length;
    await owner.delete(`/api/files/${id}`).expect(200);
    await owner.delete(`/api/trash/${id}`).expect(200);
    expect(storageState(t.config.dataDir).blobs.length).toBe(blobs - 2);
    expect(await used(owner)).toBe(0);
    // No version row is left pointing at anything (the file's went with it).
    expect((await db.query('SELECT count(*)::int AS n FROM item_version WHERE item_id = $1', [id]))[0].n).toBe(0);
  });
});
