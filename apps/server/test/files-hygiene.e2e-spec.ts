import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import {
  createTestApp,
  signedInClient,
  storageState,
  uploadFiles,
  type SignedInClient,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const MIB = 1024 * 1024;
const UPLOAD_MUTATION =
  'mutation($f: [Upload!]!, $p: [String!]) { uploadFiles(files: $f, relativePaths: $p) { id name } }';

/** Rows and bytes of the upload machinery a failed request must leave exactly as they were. */
async function uploadState(t: TestApp, db: DataSource, userId: string) {
  const [row] = await db.query(
    'SELECT count(*)::int AS uploads, coalesce(sum(reserved_bytes), 0)::bigint AS reserved FROM upload WHERE owner_id = $1',
    [userId],
  );
  const [{ used }] = await db.query(
    'SELECT coalesce((SELECT used_bytes FROM user_storage WHERE user_id = $1), 0)::bigint AS used',
    [userId],
  );
  const { blobs, staging } = storageState(t.config.dataDir);
  return {
    uploads: row.uploads as number,
    reserved: Number(row.reserved),
    used: Number(used),
    blobs: blobs.sort(),
    staging,
  };
}

function graphqlUpload(
  client: TestClient,
  files: Array<{ filename: string; content: Buffer | string; contentType?: string }>,
  paths?: string[],
) {
  const req = client
    .post('/api/graphql')
    .set('apollo-require-preflight', 'true')
    .field(
      'operations',
      JSON.stringify({ query: UPLOAD_MUTATION, variables: { f: files.map(() => null), p: paths ?? null } }),
    )
    .field('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.f.${i}`]]))));
  for (const [i, file] of files.entries())
    req.attach(String(i), Buffer.from(file.content), {
      filename: file.filename,
      contentType: file.contentType ?? 'text/plain',
    });
  return req;
}

/**
 * A GraphQL multipart upload whose client sends the head and `sendFirst` file bytes, then waits
 * (never sending the rest) for the server's answer.
 */
function heldGraphqlUpload(
  t: TestApp,
  headers: Record<string, string>,
  declaredFileBytes: number,
  sendFirst: number,
): Promise<{ status: number; body: string }> {
  const boundary = `----coffer${randomBytes(6).toString('hex')}`;
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    part('operations', JSON.stringify({ query: UPLOAD_MUTATION, variables: { f: [null] } })) +
      part('map', JSON.stringify({ 0: ['variables.f.0'] })) +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      port,
      method: 'POST',
      path: '/api/graphql',
      headers: {
        ...headers,
        'apollo-require-preflight': 'true',
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': head.length + declaredFileBytes + tail.length,
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.write(head);
    req.write(Buffer.alloc(sendFirst, 0x61));
  });
}

describe('Upload and name hygiene', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  async function withQuota(bytes: number): Promise<SignedInClient> {
    const client = await signedInClient(t.server);
    await db.query(
      'INSERT INTO user_storage (user_id, quota_bytes) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET quota_bytes = EXCLUDED.quota_bytes',
      [client.userId, bytes],
    );
    return client;
  }

  describe('a request that fails between the reservation and the commit', () => {
    it('releases the reservation and keeps no bytes when relativePathsJson is not an array', async () => {
      const client = await withQuota(10 * MIB);
      const before = await uploadState(t, db, client.userId);
      for (let i = 0; i < 3; i++) {
        const res = await client
          .post('/api/files/upload')
          .attach('files', Buffer.alloc(3 * MIB, 0x61 + i), { filename: 'big.txt', contentType: 'text/plain' })
          .field('relativePathsJson', '{"not":"an array"}')
          .expect(400);
        expect(res.body).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: expect.stringContaining('relativePathsJson'),
        });
      }
      expect(await uploadState(t, db, client.userId)).toEqual(before);
      // The whole quota is free at once: 9 MiB fit into the 10 MiB.
      await client
        .post('/api/files/upload')
        .attach('files', Buffer.alloc(9 * MIB, 0x62), { filename: 'fits.txt', contentType: 'text/plain' })
        .expect(201);
    });

    it('refuses a bad field sent before the file and keeps nothing', async () => {
      const client = await withQuota(10 * MIB);
      const before = await uploadState(t, db, client.userId);
      const res = await client
        .post('/api/files/upload')
        .field('relativePathsJson', '["ok.txt", 7]')
        .attach('files', Buffer.alloc(2 * MIB, 0x61), { filename: 'ok.txt', contentType: 'text/plain' })
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(await uploadState(t, db, client.userId)).toEqual(before);
    });

    it('leaves nothing when a GraphQL multipart map names a part the request does not contain', async () => {
      const client = await signedInClient(t.server);
      const before = await uploadState(t, db, client.userId);
      const res = await client
        .post('/api/graphql')
        .set('apollo-require-preflight', 'true')
        .field('operations', JSON.stringify({ query: UPLOAD_MUTATION, variables: { f: [null, null] } }))
        .field('map', JSON.stringify({ 0: ['variables.f.0'], 1: ['variables.f.1'] }))
        .attach('0', Buffer.from('only one'), { filename: 'one.txt', contentType: 'text/plain' })
        .expect(400);
      expect(res.body.errors[0]).toMatchObject({
        message: expect.stringContaining('"1"'),
        extensions: { code: 'VALIDATION_ERROR' },
      });
      expect(await uploadState(t, db, client.userId)).toEqual(before);
    });

    it('leaves nothing when the operation of a GraphQL multipart request never commits its files', async () => {
      const client = await signedInClient(t.server);
      const before = await uploadState(t, db, client.userId);
      // The file streams in and is staged; then the operation fails validation and never reaches uploadFiles.
      const res = await client
        .post('/api/graphql')
        .set('apollo-require-preflight', 'true')
        .field('operations', JSON.stringify({ query: 'query($f: Upload) { me { id } }', variables: { f: null } }))
        .field('map', JSON.stringify({ 0: ['variables.f'] }))
        .attach('0', Buffer.from('staged, then given up'), { filename: 'unused.txt', contentType: 'text/plain' });
      expect(res.body.errors?.length).toBeGreaterThan(0);
      for (let i = 0; i < 50 && JSON.stringify(await uploadState(t, db, client.userId)) !== JSON.stringify(before); i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(await uploadState(t, db, client.userId)).toEqual(before);
    });
  });

  describe('GraphQL uploads are authenticated and capped before their bytes are read', () => {
    it('answers an anonymous upload with UNAUTHORIZED while the client is still sending, storing nothing', async () => {
      // This app's storage: nothing staged, nothing stored. (No upload row can be made without an
      // owner, and the upload table is shared with the test files running beside this one.)
      const before = storageState(t.config.dataDir);
      // 64 MiB declared, 1 MiB sent: the answer must come without the rest of the body.
      const res = await heldGraphqlUpload(t, {}, 64 * MIB, MIB);
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body).errors[0].extensions.code).toBe('UNAUTHORIZED');
      expect(storageState(t.config.dataDir)).toEqual(before);
    });

    it('refuses an access token without the write scope before reading the body', async () => {
      const client = await signedInClient(t.server);
      const created = await client
        .post('/api/graphql')
        .send({
          query: 'mutation($i: CreateAccessTokenInput!) { createAccessToken(input: $i) { token } }',
          variables: { i: { name: 'reader', scopes: ['READ'] } },
        })
        .expect(200);
      const token = created.body.data.createAccessToken.token as string;
      const res = await heldGraphqlUpload(t, { Authorization: `Bearer ${token}` }, 64 * MIB, MIB);
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body).errors[0].extensions.code).toBe('FORBIDDEN');
      expect(await uploadState(t, db, client.userId)).toMatchObject({ uploads: 0, reserved: 0, used: 0 });
    });

    it('refuses a map of 2001 files with 413 TOO_MANY_FILES, like REST', async () => {
      const client = await signedInClient(t.server);
      const map = Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [String(i), [`variables.f.${i}`]]));
      const res = await client
        .post('/api/graphql')
        .set('apollo-require-preflight', 'true')
        .field(
          'operations',
          JSON.stringify({ query: UPLOAD_MUTATION, variables: { f: Array.from({ length: 2001 }, () => null) } }),
        )
        .field('map', JSON.stringify(map))
        .attach('0', Buffer.from('x'), { filename: 'x.txt', contentType: 'text/plain' })
        .expect(413);
      expect(res.body.errors[0].extensions.code).toBe('TOO_MANY_FILES');
      expect(await uploadState(t, db, client.userId)).toMatchObject({ uploads: 0, reserved: 0, used: 0 });
    });

    it('refuses a body the quota cannot hold from its Content-Length alone', async () => {
      const client = await withQuota(2 * MIB);
      const res = await heldGraphqlUpload(t, { Cookie: client.cookie }, 64 * MIB, MIB);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).errors[0].extensions.code).toBe('QUOTA_EXCEEDED');
      expect(await uploadState(t, db, client.userId)).toMatchObject({ uploads: 0, reserved: 0, used: 0 });
    });

    it('works with curl as the documentation shows it, and refuses curl without credentials before its body is read', async () => {
      const client = await signedInClient(t.server);
      const created = await client
        .post('/api/graphql')
        .send({
          query: 'mutation($i: CreateAccessTokenInput!) { createAccessToken(input: $i) { token } }',
          variables: { i: { name: 'script', scopes: ['READ', 'WRITE'] } },
        })
        .expect(200);
      const token = created.body.data.createAccessToken.token as string;
      const dir = mkdtempSync(join(tmpdir(), 'coffer-curl-'));
      writeFileSync(join(dir, 'report.txt'), 'quarterly numbers\n');
      writeFileSync(join(dir, 'big.txt'), Buffer.alloc(20 * MIB, 0x61));
      const curl = (auth: string[], file: string) =>
        promisify(execFile)(
          'curl',
          [
            '-s',
            '-w',
            '\n%{http_code}',
            ...auth,
            '-H',
            'apollo-require-preflight: true',
            '-F',
            'operations={"query":"mutation($files: [Upload!]!, $paths: [String!]) { uploadFiles(files: $files, relativePaths: $paths) { id name path } }","variables":{"files":[null],"paths":["Reports/report.txt"]}}',
            '-F',
            'map={"0":["variables.files.0"]}',
            '-F',
            `0=@${file}`,
            `${t.url}/api/graphql`,
          ],
          { cwd: dir },
        ).then(({ stdout }) => ({
          status: Number(stdout.slice(stdout.lastIndexOf('\n') + 1)),
          body: JSON.parse(stdout.slice(0, stdout.lastIndexOf('\n'))),
        }));
      const ok = await curl(['-H', `Authorization: Bearer ${token}`], 'report.txt');
      expect([ok.status, ok.body.data?.uploadFiles?.[0]?.path]).toEqual([200, '/Reports/']);
      const before = storageState(t.config.dataDir);
      const anonymous = await curl([], 'big.txt');
      expect([anonymous.status, anonymous.body.errors[0].extensions.code]).toEqual([401, 'UNAUTHORIZED']);
      expect(storageState(t.config.dataDir)).toEqual(before);
      rmSync(dir, { recursive: true, force: true });
    });

    it('stages GraphQL files in our own staging area and commits them in the order the operation names them', async () => {
      const client = await signedInClient(t.server);
      const res = await client
        .post('/api/graphql')
        .set('apollo-require-preflight', 'true')
        .field('operations', JSON.stringify({ query: UPLOAD_MUTATION, variables: { f: [null, null] } }))
        .field('map', JSON.stringify({ b: ['variables.f.1'], a: ['variables.f.0'] }))
        .attach('b', Buffer.from('second'), { filename: 'second.txt', contentType: 'text/plain' })
        .attach('a', Buffer.from('first'), { filename: 'first.txt', contentType: 'text/plain' })
        .expect(200);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.uploadFiles.map((f: { name: string }) => f.name)).toEqual(['first.txt', 'second.txt']);
      expect(storageState(t.config.dataDir).staging).toEqual([]);
      expect(await uploadState(t, db, client.userId)).toMatchObject({ uploads: 0, reserved: 0, used: 11 });
    });
  });

  describe('the type rule applies to the name that is served', () => {
    const disguised: Array<[string, string]> = [
      ['evil.html', '<html><body><script>alert(document.cookie)</script></body></html>'],
      ['evil.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ['evil.exe', 'MZ this is text pretending to be a program'],
    ];

    it.each(disguised)(
      'refuses a part named %s stored under a .txt path, over REST, and keeps nothing',
      async (filename, content) => {
        const client = await signedInClient(t.server);
        const before = await uploadState(t, db, client.userId);
        const res = await uploadFiles(client, [
          { name: filename, content, contentType: 'text/plain', relativePath: 'harmless.txt' },
        ]).expect(415);
        expect(res.body).toMatchObject({ code: 'FILE_TYPE_MISMATCH', message: expect.stringContaining(filename) });
        expect(await uploadState(t, db, client.userId)).toEqual(before);
      },
    );

    it.each(disguised)('refuses a part named %s stored under a .txt path, over GraphQL', async (filename, content) => {
      const client = await signedInClient(t.server);
      const before = await uploadState(t, db, client.userId);
      const res = await graphqlUpload(client, [{ filename, content }], ['harmless.txt']).expect(200);
      expect(res.body.errors[0].extensions.code).toBe('FILE_TYPE_MISMATCH');
      expect(await uploadState(t, db, client.userId)).toEqual(before);
    });

    it('refuses renaming a file to an extension its bytes do not have', async () => {
      const client = await signedInClient(t.server);
      const up = await uploadFiles(client, [
        { name: 'page.txt', content: '<html><script>alert(1)</script></html>' },
      ]).expect(201);
      const res = await client
        .post('/api/graphql')
        .send({
          query: 'mutation($i: RenameItemInput!) { renameItem(input: $i) { name } }',
          variables: { i: { id: up.body.created[0].id, name: 'page.html' } },
        })
        .expect(200);
      expect(res.body.errors[0].extensions.code).toBe('FILE_TYPE_MISMATCH');
      const renamed = await client
        .post('/api/graphql')
        .send({
          query: 'mutation($i: RenameItemInput!) { renameItem(input: $i) { name } }',
          variables: { i: { id: up.body.created[0].id, name: 'notes.TXT' } },
        })
        .expect(200);
      expect(renamed.body.data.renameItem.name).toBe('notes.TXT');
    });

    it('never sends a stored original name that breaks the rule (rows from before it), also not after "add to my files"', async () => {
      const owner = await signedInClient(t.server);
      const up = await uploadFiles(owner, [
        { name: 'page.txt', content: '<html><script>alert(1)</script></html>' },
      ]).expect(201);
      const id = up.body.created[0].id as string;
      await db.query('UPDATE item SET original_name = $2 WHERE id = $1', [id, 'evil.html']);
      expect((await owner.get('/api/files/list').expect(200)).body.items[0].originalName).toBe('page.txt');
      const link = await owner
        .post('/api/share/create')
        .send({ fileId: id, scope: 'public' })
        .expect((r) => expect([200, 201]).toContain(r.status));
      const token = link.body.token as string;
      const visitor = await signedInClient(t.server);
      const access = await visitor.get(`/api/share/access/${token}`).expect(200);
      expect(access.body.metadata.originalName).toBe('page.txt');
      const overGraphql = await visitor
        .post('/api/graphql')
        .send({ query: 'mutation($t: String!) { shareAccess(token: $t) { originalName } }', variables: { t: token } })
        .expect(200);
      expect(overGraphql.body.data.shareAccess.originalName).toBe('page.txt');
      const { pathname, search } = new URL(access.body.downloadUrl as string);
      const bytes = await visitor.get(`${pathname}${search}`).expect(200);
      expect(bytes.headers['content-disposition']).toContain('filename="page.txt"');
      expect(bytes.headers['content-disposition']).not.toContain('evil');
      const added = await visitor.post(`/api/share/add-to-account/${token}`).send({}).expect(200);
      expect(added.body.file.originalName).toBe('page.txt');
      const [copy] = await db.query('SELECT original_name FROM item WHERE owner_id = $1', [visitor.userId]);
      expect(copy.original_name).toBe('page.txt');
    });
  });

  describe('one name rule for every stored name', () => {
    const hostile: Array<[string, string]> = [
      ['a right-to-left override', 'evil\u202efdp.txt'],
      ['a left-to-right embedding', 'a\u202ab.txt'],
      ['a first-strong isolate', 'a\u2068b.txt'],
      ['a right-to-left mark', 'a\u200fb.txt'],
      ['an Arabic letter mark', 'a\u061cb.txt'],
      ['a zero-width space', 'pay\u200bpal.txt'],
      ['a zero-width joiner', 'a\u200db.txt'],
      ['a word joiner', 'a\u2060b.txt'],
      ['a byte-order mark', 'a\ufeffb.txt'],
      ['a C1 control', 'next\u0085line.txt'],
      ['a C0 control', 'bell\u0007.txt'],
    ];

    it.each(hostile)(
      'refuses a name with %s as item path, uploaded file name, new folder and rename',
      async (_label, name) => {
        const client = await signedInClient(t.server);
        const asPath = await uploadFiles(client, [{ name: 'ok.txt', content: 'x', relativePath: name }]).expect(400);
        expect(asPath.body.code).toBe('INVALID_PATH');
        const asFileName = await uploadFiles(client, [{ name, content: 'x', relativePath: 'ok.txt' }]).expect(400);
        // A C0 control already breaks the multipart header the name travels in.
        expect(asFileName.body.code).toBe(
          [...name].some((c) => c.charCodeAt(0) < 0x20) ? 'VALIDATION_ERROR' : 'INVALID_NAME',
        );
        const folder = await client.post('/api/files/folder').send({ name, path: '/' }).expect(400);
        expect(folder.body.code).toBe('INVALID_NAME');
        const gqlFolder = await client
          .post('/api/graphql')
          .send({
            query: 'mutation($i: CreateFolderInput!) { createFolder(input: $i) { id } }',
            variables: { i: { name, path: '/' } },
          })
          .expect(200);
        expect(gqlFolder.body.errors[0].extensions.code).toBe('INVALID_NAME');
        const up = await uploadFiles(client, [{ name: 'plain.txt', content: 'y' }]).expect(201);
        const renamed = await client
          .post('/api/graphql')
          .send({
            query: 'mutation($i: RenameItemInput!) { renameItem(input: $i) { name } }',
            variables: { i: { id: up.body.created[0].id, name } },
          })
          .expect(200);
        expect(renamed.body.errors[0].extensions.code).toBe('INVALID_NAME');
        expect(
          (await client.get('/api/files/list').expect(200)).body.items.map((i: { name: string }) => i.name),
        ).toEqual(['plain.txt']);
      },
    );

    it('limits the uploaded file name like item names (255 UTF-8 bytes)', async () => {
      const client = await signedInClient(t.server);
      const long = `${'a'.repeat(252)}.txt`;
      const res = await uploadFiles(client, [{ name: long, content: 'x', relativePath: 'short.txt' }]).expect(400);
      expect(res.body).toMatchObject({ code: 'INVALID_NAME', message: expect.stringContaining('255 bytes') });
      const fits = `${'é'.repeat(125)}.txt`;
      const ok = await uploadFiles(client, [{ name: fits, content: 'x', relativePath: 'short.txt' }]).expect(201);
      expect(ok.body.created[0].filename).toBe(fits);
    });
  });
});
