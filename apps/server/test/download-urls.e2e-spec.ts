import { createHash, randomBytes, randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  createTestApp,
  PNG_BYTES,
  signedInClient,
  testClient,
  uploadFiles,
  type SignedInClient,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const ITEM = 'query($id: ID!) { item(id: $id) { downloadUrl } }';
const SHARED = '{ sharedWithMe { edges { node { item { databaseId downloadUrl } } } } }';

function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Item.downloadUrl (docs/security.md, Download URLs): a URL signed for the reader it was shown to,
 * for the content the file held then, that needs no cookie or token, lives 10 to 15 minutes, and
 * is checked again on every request; the cookie download on the same path is unchanged.
 */
describe('Signed download URLs', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule, { LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent' });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
    const body = (await client.post('/api/graphql').send({ query, variables }).expect(200)).body;
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  async function upload(client: TestClient, name: string, content: Buffer, fields: Record<string, string> = {}) {
    return (await uploadFiles(client, [{ name, content }], fields).expect(201)).body.created[0].id as string;
  }

  /** A PNG with random bytes after it: content no other test shares, large enough for ranges. */
  function content(): Buffer {
    return Buffer.concat([PNG_BYTES, randomBytes(64 * 1024 + randomInt(1024))]);
  }

  function bytes(request: ReturnType<TestClient['get']>) {
    return request.buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  }

  async function urlOf(client: TestClient, id: string): Promise<string> {
    return (await gql(client, ITEM, { id })).item.downloadUrl as string;
  }

  async function token(owner: SignedInClient, scopes: string[]) {
    const created = await gql(
      owner,
      'mutation($i: CreateAccessTokenInput!) { createAccessToken(input: $i) { token accessToken { id databaseId } } }',
      { i: { name: `dl-${randomInt(1e9)}`, scopes } },
    );
    const bearer = testClient(t.server).set('Authorization', `Bearer ${created.createAccessToken.token}`);
    return {
      bearer,
      id: created.createAccessToken.accessToken.id as string,
      databaseId: created.createAccessToken.accessToken.databaseId as string,
    };
  }

  /** Everything a download may write: the link's access count and the recipient's unseen flags. */
  async function bookkeeping(linkId: string, recipient: TestClient) {
    const count = (await db.query('SELECT access_count FROM share_link WHERE id = $1', [linkId]))[0].access_count;
    const unseen = (await recipient.get('/api/share/unseen').expect(200)).body.unseen;
    return { count, unseen };
  }

  function expectRefusal(body: unknown, status: number, code: string) {
    expect(body).toEqual({ statusCode: status, code, message: expect.any(String) });
  }

  it('serves the whole file and ranges with no credentials, the same URL for five minutes, with the download headers', async () => {
    const owner = await signedInClient(t.server);
    const data = content();
    const id = await upload(owner, 'holiday photo.png', data);
    const url = await urlOf(owner, id);
    expect(await urlOf(owner, id)).toBe(url);

    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe(`${t.config.publicUrl}/api/files/download/${id}`);
    expect(parsed.searchParams.get('v')).toBe(owner.userId);
    expect(parsed.searchParams.has('t')).toBe(false);
    const exp = Number(parsed.searchParams.get('exp'));
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(exp % 300).toBe(0);
    expect(exp - now).toBeGreaterThanOrEqual(600);
    expect(exp - now).toBeLessThan(900);

    const anonymous = testClient(t.server);
    const full = await bytes(anonymous.get(pathOf(url))).expect(200);
    expect(sha256(full.body as Buffer)).toBe(sha256(data));
    expect(full.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(data.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, no-store',
    });
    expect(full.headers['content-disposition']).toMatch(/^attachment; filename="holiday photo\.png"/);

    const part = await bytes(anonymous.get(pathOf(url)).set('Range', 'bytes=100-4195')).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-4195/${data.length}`);
    expect(sha256(part.body as Buffer)).toBe(sha256(data.subarray(100, 4196)));
    const head = await anonymous.head(pathOf(url)).expect(200);
    expect(head.headers['content-length']).toBe(String(data.length));
    await anonymous.get(pathOf(url)).set('If-None-Match', full.headers['etag']!).expect(304);
    await anonymous.get(pathOf(url)).set('Range', `bytes=${data.length}-`).expect(416);

    // The cookie download on the same path is unchanged; without a signature it needs credentials.
    expect(sha256((await bytes(owner.get(parsed.pathname)).expect(200)).body as Buffer)).toBe(sha256(data));
    expectRefusal((await anonymous.get(parsed.pathname).expect(401)).body, 401, 'UNAUTHORIZED');
  });

  it('refuses a tampered, expired or outdated URL and another reader’s signature with 403 DOWNLOAD_URL_INVALID', async () => {
    const owner = await signedInClient(t.server);
    const other = await signedInClient(t.server);
    const id = await upload(owner, 'signed.png', content());
    const url = await urlOf(owner, id);
    const theirs = await urlOf(other, await upload(other, 'theirs.png', content()));
    const anonymous = testClient(t.server);
    const tampered = (change: (u: URL) => void) => {
      const u = new URL(url);
      change(u);
      return anonymous.get(u.pathname + u.search);
    };
    const refusals: Array<(u: URL) => void> = [
      (u) => u.searchParams.set('sig', `${u.searchParams.get('sig')!.slice(0, -2)}AA`),
      (u) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 300)),
      (u) => u.searchParams.set('v', other.userId),
      (u) => u.searchParams.set('c', '00000000-0000-4000-8000-000000000000'),
      (u) => u.searchParams.set('t', '00000000-0000-4000-8000-000000000000'),
      (u) => u.searchParams.set('sig', ''),
      (u) => u.searchParams.set('v', 'me'),
      // Another reader's signature (for their own file) on this file, and this one on theirs.
      (u) => (u.search = new URL(theirs).search),
      (u) => (u.pathname = new URL(theirs).pathname),
    ];
    for (const change of refusals)
      expectRefusal((await tampered(change).expect(403)).body, 403, 'DOWNLOAD_URL_INVALID');

    // Expired: past its expiry (at most 15 minutes), the URL is refused.
    t.clock.advance(15 * 60 * 1000);
    try {
      expectRefusal((await anonymous.get(pathOf(url)).expect(403)).body, 403, 'DOWNLOAD_URL_INVALID');
    } finally {
      t.clock.advance(-15 * 60 * 1000);
    }
    await anonymous.get(pathOf(url)).expect(200);

    // New content in the file: the URL served the version it was made for, and now serves nothing.
    const replaced = content();
    await uploadFiles(owner, [{ name: 'signed.png', content: replaced }], { onConflict: 'replace' }).expect(201);
    expectRefusal((await anonymous.get(pathOf(url)).expect(403)).body, 403, 'DOWNLOAD_URL_INVALID');
    const fresh = await urlOf(owner, id);
    expect(fresh).not.toBe(url);
    expect(sha256((await bytes(anonymous.get(pathOf(fresh))).expect(200)).body as Buffer)).toBe(sha256(replaced));
  });

  it('checks the reader on every request: a trashed file and a revoked token are refused', async () => {
    const owner = await signedInClient(t.server);
    const id = await upload(owner, 'trashed.png', content());
    const url = await urlOf(owner, id);
    const anonymous = testClient(t.server);
    await anonymous.head(pathOf(url)).expect(200);
    await owner.delete(`/api/files/${id}`).expect(200);
    expectRefusal((await anonymous.get(pathOf(url)).expect(404)).body, 404, 'FILE_NOT_FOUND');
    await gql(owner, 'mutation($ids: [ID!]!) { restoreItems(ids: $ids) { id } }', { ids: [id] });
    await anonymous.head(pathOf(url)).expect(200);

    // Made during a token's request: the URL names the token and dies with it.
    const script = await token(owner, ['READ']);
    const viaToken = await urlOf(script.bearer, id);
    expect(new URL(viaToken).searchParams.get('t')).toBe(script.databaseId);
    await anonymous.get(pathOf(viaToken)).expect(200);
    await gql(owner, 'mutation($i: AccessTokenRevokeInput!) { accessTokenRevoke(input: $i) { accessToken { id } } }', {
      i: { id: script.id },
    });
    expectRefusal((await anonymous.get(pathOf(viaToken)).expect(403)).body, 403, 'DOWNLOAD_URL_INVALID');
    // The session's URL does not depend on the token.
    await anonymous.head(pathOf(url)).expect(200);
  });

  it('signs a recipient’s own URL, counts its downloads like the cookie route, and counts or writes nothing on a refusal', async () => {
    const owner = await signedInClient(t.server);
    const recipient = await signedInClient(t.server);
    const data = content();
    const id = await upload(owner, 'for-you.png', data);
    const link = (
      await gql(owner, 'mutation($i: CreateShareLinkInput!) { createShareLink(input: $i) { id: databaseId token } }', {
        i: { fileId: id, scope: 'RESTRICTED', emails: [recipient.email], maxAccess: 5 },
      })
    ).createShareLink;
    const node = (await gql(recipient, SHARED)).sharedWithMe.edges[0].node.item;
    expect(node.databaseId).toBe(id);
    const url = node.downloadUrl as string;
    expect(new URL(url).searchParams.get('v')).toBe(recipient.userId);

    const anonymous = testClient(t.server);
    const before = await bookkeeping(link.id, recipient);
    expect(before.unseen).toBe(1);
    const refused = [
      (u: URL) => u.searchParams.set('sig', `${u.searchParams.get('sig')!.slice(0, -2)}AA`),
      (u: URL) => u.searchParams.set('v', owner.userId),
    ];
    for (const change of refused) {
      const u = new URL(url);
      change(u);
      await anonymous.get(u.pathname + u.search).expect(403);
    }
    t.clock.advance(15 * 60 * 1000);
    try {
      await anonymous.get(pathOf(url)).expect(403);
    } finally {
      t.clock.advance(-15 * 60 * 1000);
    }
    await anonymous.head(pathOf(url)).expect(200);
    expect(await bookkeeping(link.id, recipient)).toEqual(before);

    // A download through it is the recipient's: counted on the link and marked seen, as by cookie.
    expect(sha256((await bytes(anonymous.get(pathOf(url))).expect(200)).body as Buffer)).toBe(sha256(data));
    expect(await bookkeeping(link.id, recipient)).toEqual({ count: before.count + 1, unseen: 0 });

    // Access ends with the share: the next request is refused, and nothing is counted.
    await owner.delete(`/api/share/${link.token}`).expect(200);
    expectRefusal((await anonymous.get(pathOf(url)).expect(404)).body, 404, 'FILE_NOT_FOUND');
    expect((await db.query('SELECT access_count FROM share_link WHERE id = $1', [link.id]))[0].access_count).toBe(
      before.count + 1,
    );
  });
});
