import { createHash, randomBytes } from 'node:crypto';
import * as httpEce from 'http_ece';
import * as tus from 'tus-js-client';
import { DataSource } from 'typeorm';
import { MAX_FILE_SIZE_BYTES } from '@coffer/shared-contracts';
import {
  ECE_METADATA_MAX_LENGTH,
  decryptMetadata,
  encodeKey,
  encryptMetadata,
  encryptedLength,
} from '@coffer/shared-ece';
import {
  PNG_BYTES,
  createTestApp,
  signedInClient,
  accountState,
  testClient,
  type SignedInClient,
  type TestApp,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const meta = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v, 'utf8').toString('base64')}`)
    .join(',');

describe('End-to-end encrypted uploads (tus metadata "encryption aes128gcm")', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const state = (userId: string) => accountState(db, t.config.dataDir, userId);

  /** Encrypts with the reference implementation, uploads with tus-js-client; answers the item id. */
  async function uploadEncrypted(client: SignedInClient, plain: Buffer, extra: Record<string, string> = {}) {
    const key = randomBytes(16);
    const body = httpEce.encrypt(plain, { version: 'aes128gcm', key, rs: 65536 });
    const encryptedMetadata = await encryptMetadata(key, { name: 'contract.pdf', type: 'application/pdf' });
    const itemId = await new Promise<string>((resolve, reject) => {
      let id: string | null = null;
      const upload = new tus.Upload(body, {
        endpoint: `${t.url}/api/uploads`,
        headers: { Cookie: client.cookie, 'X-Forwarded-For': client.address },
        chunkSize: 100 * 1024,
        metadata: { encryption: 'aes128gcm', encryptedMetadata, ...extra },
        onAfterResponse: (_req, res) => {
          id = res.getHeader('Coffer-Item-Id') ?? id;
        },
        onSuccess: () => (id ? resolve(id) : reject(new Error('no item id'))),
        onError: reject,
      });
      upload.start();
    });
    return { key, body, encryptedMetadata, itemId };
  }

  async function fetchBytes(path: string, client = testClient(t.server)) {
    const res = await client
      .get(path)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    return res;
  }

  it('stores ciphertext under the placeholder name, untyped, counted at its own size; a link opens it for decryption', async () => {
    const client = await signedInClient(t.server);
    const plain = randomBytes(300 * 1024);
    const { key, body, encryptedMetadata, itemId } = await uploadEncrypted(client, plain, { shareType: 'public' });
    expect(body.length).toBe(encryptedLength(plain.length));

    const listed = await client.get('/api/files/list').query({ path: '/' }).expect(200);
    const item = listed.body.items.find((i: { _id: string }) => i._id === itemId);
    expect(item).toMatchObject({
      name: 'Encrypted file',
      mimetype: 'application/octet-stream',
      size: body.length,
      originalName: null,
      encryptionType: 'aes128gcm',
      encryptedMetadata,
      hasShareLink: true,
    });
    expect(item.url).toBeUndefined();
    expect((await state(client.userId)).used).toBe(body.length);

    // The owner downloads exactly the ciphertext.
    const own = await fetchBytes(`/api/files/download/${itemId}`, client);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toMatch(/^application\/octet-stream/);
    expect(sha256(own.body as Buffer)).toBe(sha256(body));

    // A visitor opens the link: the access answer carries what decryption needs.
    const token = new URL(item.shareUrl as string).pathname.split('/').pop()!;
    const access = await testClient(t.server).get(`/api/share/access/${token}`).expect(200);
    expect(access.body.metadata).toMatchObject({
      originalName: 'Encrypted file',
      mimetype: 'application/octet-stream',
      encryptionType: 'aes128gcm',
      encryptedMetadata,
      iv: null,
      encryptedKey: null,
    });
    const download = await fetchBytes(
      new URL(access.body.downloadUrl as string).pathname + new URL(access.body.downloadUrl as string).search,
    );
    expect(download.status).toBe(200);
    const decrypted = httpEce.decrypt(download.body as Buffer, { version: 'aes128gcm', key });
    expect(sha256(decrypted)).toBe(sha256(plain));
    await expect(decryptMetadata(key, access.body.metadata.encryptedMetadata as string)).resolves.toEqual({
      name: 'contract.pdf',
      type: 'application/pdf',
    });

    // GraphQL: the item and the opened link name the encryption too.
    const gql = await client
      .post('/api/graphql')
      .send({
        query:
          'query { folder(path: "/", first: 50) { edges { node { id: databaseId name mimeType encryptionType encryptedMetadata } } } }',
      })
      .expect(200);
    const node = gql.body.data.folder.edges
      .map((e: { node: { id: string } }) => e.node)
      .find((n: { id: string }) => n.id === itemId);
    expect(node).toEqual({
      id: itemId,
      name: 'Encrypted file',
      mimeType: 'application/octet-stream',
      encryptionType: 'aes128gcm',
      encryptedMetadata,
    });
    const opened = await testClient(t.server)
      .post('/api/graphql')
      .send({ query: `mutation { shareAccess(token: "${token}") { encryptionType encryptedMetadata mimeType } }` })
      .expect(200);
    expect(opened.body.data.shareAccess).toEqual({
      encryptionType: 'aes128gcm',
      encryptedMetadata,
      mimeType: 'application/octet-stream',
    });
    // The server never saw the key: not in its database.
    const dump = JSON.stringify(await db.query('SELECT * FROM item WHERE id = $1', [itemId]));
    expect(dump).not.toContain(encodeKey(key));
    expect(dump).not.toContain('contract.pdf');
  });

  it('"Add to My Files" gives the visitor a copy that is still encrypted, with the same encrypted metadata and ciphertext', async () => {
    const owner = await signedInClient(t.server);
    const visitor = await signedInClient(t.server);
    const plain = randomBytes(70 * 1024);
    const { key, body, encryptedMetadata, itemId } = await uploadEncrypted(owner, plain, { shareType: 'public' });
    const listed = await owner.get('/api/files/list').query({ path: '/' }).expect(200);
    const shareUrl = listed.body.items.find((i: { _id: string }) => i._id === itemId).shareUrl as string;
    const token = new URL(shareUrl).pathname.split('/').pop()!;

    const added = await visitor
      .post('/api/graphql')
      .send({
        query: `mutation { addSharedFileToMyFiles(token: "${token}") { item { id: databaseId name mimeType size encryptionType encryptedMetadata } } }`,
      })
      .expect(200);
    const copy = added.body.data.addSharedFileToMyFiles.item;
    expect(copy).toMatchObject({
      name: 'Encrypted file',
      mimeType: 'application/octet-stream',
      size: body.length,
      encryptionType: 'aes128gcm',
      encryptedMetadata,
    });
    expect(copy.id).not.toBe(itemId);
    expect((await state(visitor.userId)).used).toBe(body.length);
    const own = await fetchBytes(`/api/files/download/${copy.id}`, visitor);
    expect(httpEce.decrypt(own.body as Buffer, { version: 'aes128gcm', key }).equals(plain)).toBe(true);
  });

  it('a second encrypted file in the same folder is "Encrypted file (1)"; the same plaintext under another key is stored twice', async () => {
    const client = await signedInClient(t.server);
    const plain = randomBytes(10 * 1024);
    const first = await uploadEncrypted(client, plain);
    const second = await uploadEncrypted(client, plain);
    const listed = await client.get('/api/files/list').query({ path: '/' }).expect(200);
    const names = new Map(listed.body.items.map((i: { _id: string; name: string }) => [i._id, i.name]));
    expect(names.get(first.itemId)).toBe('Encrypted file');
    expect(names.get(second.itemId)).toBe('Encrypted file (1)');
    const after = await state(client.userId);
    expect(after.used).toBe(first.body.length + second.body.length);
  });

  it('never gets a thumbnail, even when the plaintext is an image: no job is queued and the route has none', async () => {
    const client = await signedInClient(t.server);
    const { itemId } = await uploadEncrypted(client, PNG_BYTES);
    const [{ blob_id: blobId }] = await db.query('SELECT blob_id FROM item WHERE id = $1', [itemId]);
    expect(await db.query('SELECT kind FROM job WHERE key = $1', [blobId])).toEqual([]);
    const res = await client.get(`/api/files/${itemId}/thumbnail`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('THUMBNAIL_UNAVAILABLE');
  });

  /** Sends `body` as an encrypted upload with tus-js-client; answers the error the server gave. */
  function uploadRefused(client: SignedInClient, body: Buffer, extra: Record<string, string> = {}) {
    return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const upload = new tus.Upload(body, {
        endpoint: `${t.url}/api/uploads`,
        headers: { Cookie: client.cookie, 'X-Forwarded-For': client.address },
        chunkSize: 100 * 1024,
        retryDelays: [],
        metadata: { encryption: 'aes128gcm', encryptedMetadata: 'A'.repeat(100), ...extra },
        onSuccess: () => reject(new Error('the upload was accepted')),
        onError: (error) => {
          const res = (error as tus.DetailedError).originalResponse;
          if (!res) return reject(error);
          resolve({ status: res.getStatus(), body: JSON.parse(res.getBody()) });
        },
      });
      upload.start();
    });
  }

  it('refuses bytes that are not laid out as an aes128gcm body (an HTML page, a cut record), keeping nothing', async () => {
    const client = await signedInClient(t.server);
    const before = await state(client.userId);
    const html = Buffer.from(
      `<!DOCTYPE html><html><body><script>alert(document.cookie)</script>${'<p>x</p>'.repeat(1000)}</body></html>`,
    );
    const key = randomBytes(16);
    const sound: Buffer = httpEce.encrypt(randomBytes(10_000), { version: 'aes128gcm', key, rs: 4096 });
    // Two whole records and a last one of 10 bytes: shorter than its tag.
    const cut = sound.subarray(0, 21 + 2 * 4096 + 10);
    for (const body of [html, cut]) {
      const refused = await uploadRefused(client, body, { shareType: 'public' });
      expect(refused).toEqual({
        status: 415,
        body: { statusCode: 415, code: 'UNSUPPORTED_FILE_TYPE', message: expect.stringMatching(/aes128gcm/) },
      });
      expect(await state(client.userId)).toEqual(before);
    }
    // The same records, whole, are taken.
    const { itemId } = await uploadEncrypted(client, randomBytes(10_000));
    expect(itemId).toEqual(expect.any(String));
  });

  it('holds an encrypted file to its type: no name with an extension, and none is ever served', async () => {
    const client = await signedInClient(t.server);
    const { itemId } = await uploadEncrypted(client, randomBytes(2000), { shareType: 'public' });
    const rename = (name: string) =>
      client
        .post('/api/graphql')
        .send({
          query: 'mutation($i: RenameItemInput!) { renameItem(input: $i) { name } }',
          variables: { i: { id: itemId, name } },
        })
        .expect(200);
    for (const name of ['x.html', 'x.svg', 'report.pdf', 'photo.png', 'a.b', 'Encrypted file.']) {
      const refused = await rename(name);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FILE_TYPE_MISMATCH');
    }
    expect((await rename('Contract from Anna')).body.data.renameItem.name).toBe('Contract from Anna');

    // A stored name from before the rule is never sent: the link and the owner get a name without it.
    await db.query('UPDATE item SET name = $2 WHERE id = $1', [itemId, 'x.html']);
    const listed = await client.get('/api/files/list').query({ path: '/' }).expect(200);
    const item = listed.body.items.find((i: { _id: string }) => i._id === itemId);
    const token = new URL(item.shareUrl as string).pathname.split('/').pop()!;
    const access = await testClient(t.server).get(`/api/share/access/${token}`).expect(200);
    expect(access.body.metadata.originalName).not.toMatch(/\.html/);
    const url = new URL(access.body.downloadUrl as string);
    const shared = await fetchBytes(url.pathname + url.search);
    expect(shared.status).toBe(200);
    expect(shared.headers['content-disposition']).toMatch(/^attachment/);
    expect(shared.headers['content-disposition']).not.toMatch(/\.html/);
    const own = await fetchBytes(`/api/files/download/${itemId}`, client);
    expect(own.headers['content-disposition']).not.toMatch(/\.html/);
  });

  describe('refuses at creation, reserving nothing', () => {
    const record = 'A'.repeat(100);
    it.each([
      ['another encryption', { encryption: 'aes256gcm', encryptedMetadata: record }],
      ['no metadata record', { encryption: 'aes128gcm' }],
      ['a metadata record that is not base64url', { encryption: 'aes128gcm', encryptedMetadata: 'a+b/' }],
      [
        'a metadata record over the bound',
        { encryption: 'aes128gcm', encryptedMetadata: 'A'.repeat(ECE_METADATA_MAX_LENGTH + 1) },
      ],
      ['a plaintext file name', { encryption: 'aes128gcm', encryptedMetadata: record, filename: 'secret.pdf' }],
      ['a plaintext type', { encryption: 'aes128gcm', encryptedMetadata: record, filetype: 'application/pdf' }],
      ['a relative path', { encryption: 'aes128gcm', encryptedMetadata: record, relativePath: 'a/secret.pdf' }],
      ['replacing', { encryption: 'aes128gcm', encryptedMetadata: record, onConflict: 'replace' }],
      ['a metadata record without encryption', { filename: 'a.txt', encryptedMetadata: record }],
    ])('%s: 400', async (_, fields) => {
      const client = await signedInClient(t.server);
      const before = await state(client.userId);
      const res = await client
        .post('/api/uploads')
        .set('Tus-Resumable', '1.0.0')
        .set('Upload-Length', '1000')
        .set('Upload-Metadata', meta(fields));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: expect.any(String) });
      expect(await state(client.userId)).toEqual(before);
    });

    it('the body of a file at the size limit is taken (its records add to it); one byte more: 413', async () => {
      const client = await signedInClient(t.server);
      const create = (length: number) =>
        client
          .post('/api/uploads')
          .set('Tus-Resumable', '1.0.0')
          .set('Upload-Length', String(length))
          .set('Upload-Metadata', meta({ encryption: 'aes128gcm', encryptedMetadata: record }));
      const largest = encryptedLength(MAX_FILE_SIZE_BYTES);
      expect((await create(largest)).status).toBe(201);
      const over = await create(largest + 1);
      expect(over.status).toBe(413);
      expect(over.body.code).toBe('FILE_TOO_LARGE');
    });

    it('a length shorter than the smallest aes128gcm body: 400', async () => {
      const client = await signedInClient(t.server);
      const res = await client
        .post('/api/uploads')
        .set('Tus-Resumable', '1.0.0')
        .set('Upload-Length', String(encryptedLength(0) - 1))
        .set('Upload-Metadata', meta({ encryption: 'aes128gcm', encryptedMetadata: record }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    });
  });
});
