import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { toGlobalId } from '@coffer/server-core';
import {
  createTestApp,
  PNG_BYTES,
  randomEmail,
  signedInClient,
  startTestSmtp,
  testClient,
  unzipEntries,
  uploadFiles,
  type SignedInClient,
  type TestApp,
  type TestClient,
  type TestSmtpServer,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

type Item = { _id: string; name: string; type: string };
type Entry = {
  id: string;
  type: string;
  name: string;
  path: string | null;
  encrypted: boolean;
  downloadUrl: string | null;
  previewUrl: string | null;
  thumbnailUrl: string | null;
};

/** A URL the server answered, as a path a test client can ask for. */
function local(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

function binary(res: { on: (e: string, cb: (chunk?: Buffer) => void) => void }, done: (e: null, b: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c) => chunks.push(c!));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('Folder and set links', () => {
  let t: TestApp;
  let db: DataSource;
  let smtp: TestSmtpServer;
  let owner: SignedInClient;
  // Bytes of their own: test apps share one database (and its de-duplicated blobs) but not one storage.
  const own = (text: string) => Buffer.from(`${text} ${randomBytes(8).toString('hex')}\n`);
  const bytes: Record<string, Buffer> = {
    'Trip/day1/notes.txt': Buffer.concat([Buffer.from('notes of the first day\n'.repeat(200)), own('')]),
    'Trip/day1/photo.png': Buffer.concat([PNG_BYTES, randomBytes(16)]),
    'Trip/day2/Ünïcödé 日本.txt': own('hello'),
    'Trip/top.txt': own('at the top'),
    'Other/secret.txt': own('never through the Trip link'),
    'loose.txt': own('in the root'),
  };

  const ids: Record<string, string> = {};

  async function list(path: string): Promise<Item[]> {
    return (await owner.get('/api/files/list').query({ path }).expect(200)).body.items as Item[];
  }

  async function upload(paths: string[]): Promise<void> {
    await uploadFiles(
      owner,
      paths.map((path) => ({ name: path.split('/').pop()!, content: bytes[path]!, relativePath: path })),
    ).expect(201);
  }

  async function idsIn(folder: string, prefix: string): Promise<void> {
    for (const item of await list(folder)) ids[`${prefix}${item.name}`] = item._id;
  }

  async function link(body: Record<string, unknown>, client: TestClient = owner) {
    return (await client.post('/api/share/create').send(body).expect(201)).body as { token: string; kind?: string };
  }

  async function open(token: string, client: TestClient = testClient(t.server), password?: string) {
    const res = await client.post(`/api/share/access/${token}`).send(password ? { password } : {});
    return res;
  }

  async function browse(token: string) {
    const opened = await open(token);
    expect(opened.status).toBe(200);
    return opened.body as { browseUrl: string; zipUrl: string; kind: string; name: string; itemCount: number };
  }

  async function listing(browseUrl: string, path?: string, expected = 200) {
    const res = await testClient(t.server)
      .get(local(browseUrl) + (path === undefined ? '' : `&path=${encodeURIComponent(path)}`))
      .expect(expected);
    return res.body as { items: Entry[]; breadcrumbs: Array<{ name: string; path: string }>; path: string };
  }

  async function download(url: string, expected = 200): Promise<Buffer> {
    const res = await testClient(t.server).get(local(url)).buffer(true).parse(binary).expect(expected);
    return res.body as Buffer;
  }

  async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
    return (await client.post('/api/graphql').send({ query, variables }).expect(200)).body;
  }

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(AppModule, { LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent', SMTP_URL: smtp.url });
    db = t.app.get(DataSource);
    owner = await signedInClient(t.server);
    await upload(Object.keys(bytes));
    await idsIn('/', '');
    await idsIn('/Trip/', 'Trip/');
    await idsIn('/Trip/day1/', 'Trip/day1/');
    await idsIn('/Trip/day2/', 'Trip/day2/');
    await idsIn('/Other/', 'Other/');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe('creating', () => {
    it('makes folder and set links over REST, and refuses what is not one of yours or the wrong kind', async () => {
      const folder = await link({ folderId: ids['Trip'], scope: 'public' });
      expect(folder.kind).toBe('folder');
      const set = await link({ fileIds: [ids['loose.txt'], ids['Trip/top.txt']], scope: 'public' });
      expect(set.kind).toBe('set');
      const refused = async (body: Record<string, unknown>, status: number, code: string, client = owner) =>
        expect((await client.post('/api/share/create').send(body).expect(status)).body.code).toBe(code);
      await refused({ fileId: ids['Trip'], scope: 'public' }, 400, 'NOT_A_FILE');
      await refused({ folderId: ids['loose.txt'], scope: 'public' }, 400, 'NOT_A_FOLDER');
      await refused({ fileIds: [ids['loose.txt'], ids['Other']], scope: 'public' }, 400, 'NOT_A_FILE');
      await refused({ fileId: ids['loose.txt'], folderId: ids['Trip'], scope: 'public' }, 400, 'VALIDATION_ERROR');
      await refused({ scope: 'public' }, 400, 'VALIDATION_ERROR');
      await refused({ fileIds: [], scope: 'public' }, 400, 'VALIDATION_ERROR');
      const stranger = await signedInClient(t.server);
      await refused({ folderId: ids['Trip'], scope: 'public' }, 404, 'FILE_NOT_FOUND', stranger);
      await refused({ fileIds: [ids['loose.txt']], scope: 'public' }, 404, 'FILE_NOT_FOUND', stranger);
      // The folder shows it is shared, like a file with a link.
      expect((await list('/')).find((i) => i.name === 'Trip')).toMatchObject({ hasShareLink: true });
    });

    it('makes folder and set links over GraphQL with global ids, and lists what they name', async () => {
      const made = await gql(
        owner,
        `mutation($folder: ID!, $files: [ID!], $file: ID!) {
           a: shareLinkCreate(input: { folderId: $folder, scope: PUBLIC }) { shareLink { kind fileId folder { name } fileIds } userErrors { code } }
           b: shareLinkCreate(input: { fileIds: $files, scope: PUBLIC }) { shareLink { kind fileId folder { name } fileIds } userErrors { code } }
           c: shareLinkCreate(input: { folderId: $file, scope: PUBLIC }) { shareLink { kind } userErrors { code } }
         }`,
        {
          folder: toGlobalId('Item', ids['Trip']!),
          files: [toGlobalId('Item', ids['loose.txt']!), ids['Trip/top.txt']],
          file: ids['loose.txt'],
        },
      );
      expect(made.errors).toBeUndefined();
      expect(made.data.a).toEqual({
        shareLink: { kind: 'FOLDER', fileId: null, folder: { name: 'Trip' }, fileIds: [] },
        userErrors: [],
      });
      expect(made.data.b.shareLink).toEqual({
        kind: 'SET',
        fileId: null,
        folder: null,
        fileIds: [ids['loose.txt'], ids['Trip/top.txt']].sort(),
      });
      expect(made.data.c).toEqual({ shareLink: null, userErrors: [{ code: 'NOT_A_FOLDER' }] });
    });
  });

  describe('a visitor of a folder link', () => {
    it('browses sub-folders and downloads a file, a selection and the whole folder as zips byte for byte', async () => {
      const { token } = await link({ folderId: ids['Trip'], scope: 'public' });
      const opened = await browse(token);
      expect(opened).toMatchObject({ kind: 'folder', name: 'Trip', itemCount: 3 });
      const root = await listing(opened.browseUrl);
      expect(root.items.map((i) => [i.type, i.name, i.path])).toEqual([
        ['folder', 'day1', 'day1'],
        ['folder', 'day2', 'day2'],
        ['file', 'top.txt', null],
      ]);
      const day1 = await listing(opened.browseUrl, 'day1');
      expect(day1.breadcrumbs).toEqual([
        { name: 'Trip', path: '' },
        { name: 'day1', path: 'day1' },
      ]);
      const notes = day1.items.find((i) => i.name === 'notes.txt')!;
      expect(await download(notes.downloadUrl!)).toEqual(bytes['Trip/day1/notes.txt']);
      const photo = day1.items.find((i) => i.name === 'photo.png')!;
      expect(photo.previewUrl).toContain('disposition=inline');
      const preview = await testClient(t.server).get(local(photo.previewUrl!)).expect(200);
      expect(preview.headers['content-disposition']).toMatch(/^inline/);
      // Nothing but PNG and JPEG is ever shown inline: a text (or a page) is a download.
      expect(notes.previewUrl).toBeNull();
      expect(
        (
          await testClient(t.server)
            .get(`${local(notes.downloadUrl!)}&disposition=inline`)
            .expect(400)
        ).body.code,
      ).toBe('NOT_AN_IMAGE');
      expect(photo.thumbnailUrl).toContain('/thumbnail/');

      const whole = unzipEntries(await download(opened.zipUrl));
      for (const path of Object.keys(bytes).filter((p) => p.startsWith('Trip/'))) {
        expect(whole.get(path)).toEqual(bytes[path]);
      }
      expect([...whole.keys()].some((name) => name.startsWith('Other') || name === 'loose.txt')).toBe(false);

      const selection = unzipEntries(
        await download(`${opened.zipUrl}&ids=${ids['Trip/day1/notes.txt']},${ids['Trip/day2']}`),
      );
      expect(selection.get('notes.txt')).toEqual(bytes['Trip/day1/notes.txt']);
      expect(selection.get('day2/Ünïcödé 日本.txt')).toEqual(bytes['Trip/day2/Ünïcödé 日本.txt']);
    });

    it('reaches nothing outside the shared folder: no path above it, no sibling, no other id', async () => {
      const { token } = await link({ folderId: ids['Trip/day1'], scope: 'public' });
      const { browseUrl, zipUrl } = await browse(token);
      for (const path of ['..', '../day2', '/', '/day1', '.', 'x/..', '../../Other', 'nope', 'notes.txt', '..%2F..']) {
        expect((await listing(browseUrl, path, 404)) as unknown).toMatchObject({ code: 'FILE_NOT_FOUND' });
      }
      const fileUrl = (id: string) => local(browseUrl).replace('?', `/file/${id}?`);
      for (const outside of [ids['Trip/top.txt'], ids['Other/secret.txt'], ids['loose.txt'], ids['Trip'], 'x'])
        expect((await testClient(t.server).get(fileUrl(outside!)).expect(404)).body.code).toBe('FILE_NOT_FOUND');
      expect(
        (
          await testClient(t.server)
            .get(`${local(zipUrl)}&ids=${ids['Other/secret.txt']}`)
            .expect(404)
        ).body.code,
      ).toBe('FILE_NOT_FOUND');
      // A grant of this link opens nothing of another link, even of the same owner.
      const other = await browse((await link({ folderId: ids['Other'], scope: 'public' })).token);
      const swapped = local(other.browseUrl).replace(
        /\/browse\/[^?]+/,
        `/browse/${new URL(browseUrl).pathname.split('/').pop()}`,
      );
      expect((await testClient(t.server).get(swapped).expect(403)).body.code).toBe('DOWNLOAD_URL_INVALID');
    });

    it('follows the folder live: added, moved out, trashed and purged items on the very next request', async () => {
      const { token } = await link({ folderId: ids['Trip'], scope: 'public' });
      const { browseUrl } = await browse(token);
      const before = await listing(browseUrl);
      const top = before.items.find((i) => i.name === 'top.txt')!;
      bytes['Trip/new.txt'] = own('added later');
      await upload(['Trip/new.txt']);
      expect((await listing(browseUrl)).items.map((i) => i.name)).toContain('new.txt');

      await owner.put('/api/files/move').send({ itemId: ids['Trip/top.txt'], targetFolderId: null }).expect(200);
      expect((await listing(browseUrl)).items.map((i) => i.name)).not.toContain('top.txt');
      await download(top.downloadUrl!, 404);

      const added = (await listing(browseUrl)).items.find((i) => i.name === 'new.txt')!;
      await owner.delete(`/api/files/${added.id}`).expect(200);
      expect((await listing(browseUrl)).items.map((i) => i.name)).not.toContain('new.txt');
      await download(added.downloadUrl!, 404);

      // The shared folder itself in the trash: the link opens nothing.
      await owner.delete(`/api/files/${ids['Trip/day2']}`).expect(200);
      await listing(browseUrl, 'day2', 404);
      await owner
        .post('/api/trash/restore')
        .send({ ids: [ids['Trip/day2']] })
        .expect(200);
      expect((await listing(browseUrl, 'day2')).items.map((i) => i.name)).toEqual(['Ünïcödé 日本.txt']);
      await owner.put('/api/files/move').send({ itemId: ids['Trip/top.txt'], targetFolderId: ids['Trip'] }).expect(200);
    });
  });

  describe('the rules of file links', () => {
    it('asks for the password, and a new password voids the grants issued before', async () => {
      const { token } = await link({ folderId: ids['Trip'], scope: 'public', password: 'trip-pa55' });
      expect((await open(token)).status).toBe(401);
      expect((await open(token, testClient(t.server), 'wrong')).body.code).toBe('WRONG_PASSWORD');
      const opened = await open(token, testClient(t.server), 'trip-pa55');
      expect(opened.status).toBe(200);
      await listing(opened.body.browseUrl);
      await owner.patch(`/api/share/${token}`).send({ password: 'new-pa55' }).expect(200);
      expect((await listing(opened.body.browseUrl, undefined, 403)) as unknown).toMatchObject({
        code: 'DOWNLOAD_URL_INVALID',
      });
    });

    it('expires and revokes on the next request', async () => {
      const expiring = await link({ folderId: ids['Trip'], scope: 'public', expiresIn: 86400 });
      const grant = await browse(expiring.token);
      t.clock.advance(86_400_000 + 1000);
      try {
        expect((await open(expiring.token)).status).toBe(410);
        await listing(grant.browseUrl, undefined, 410);
      } finally {
        t.clock.advance(-(86_400_000 + 1000));
      }
      const revoked = await link({ folderId: ids['Trip'], scope: 'public' });
      const { browseUrl, zipUrl } = await browse(revoked.token);
      await owner.delete(`/api/share/${revoked.token}`).expect(200);
      expect((await listing(browseUrl, undefined, 404)) as unknown).toMatchObject({ code: 'SHARE_NOT_FOUND' });
      await download(zipUrl, 404);
      expect((await open(revoked.token)).status).toBe(404);
    });

    it('admits only listed, verified accounts on a restricted link, and stops admitting them once unlisted', async () => {
      const guest = await signedInClient(t.server);
      const uninvited = await signedInClient(t.server);
      await db.query('UPDATE app_user SET email_verified_at = now() WHERE id = ANY($1)', [
        [guest.userId, uninvited.userId],
      ]);
      const { token } = await link({ folderId: ids['Trip'], scope: 'restricted', emails: [guest.email] });
      expect((await open(token)).body.code).toBe('SHARE_RESTRICTED');
      expect((await open(token, uninvited)).body.code).toBe('SHARE_NOT_INVITED');
      const opened = await open(token, guest);
      expect(opened.status).toBe(200);
      await listing(opened.body.browseUrl);
      await owner.patch(`/api/share/${token}`).send({ emails: [] }).expect(200);
      await listing(opened.body.browseUrl, undefined, 403);
    });

    it('admits a visitor with a one-time code for a listed address, and only on that link', async () => {
      const listed = randomEmail();
      const { token } = await link({ folderId: ids['Trip'], scope: 'restricted', emails: [listed] });
      const other = await link({ folderId: ids['Trip'], scope: 'restricted', emails: [randomEmail()] });
      const visitor = testClient(t.server);
      expect((await open(token, visitor)).body.code).toBe('SHARE_RESTRICTED');
      await visitor.post(`/api/share/access/${token}/code`).send({ email: listed }).expect(200, { ok: true });
      const raw = (await smtp.nextMailTo(listed, 'enter this code')).raw;
      const code = /\b(\d{6})\b/.exec(raw.slice(raw.indexOf('enter this code')))![1]!;
      await visitor.post(`/api/share/access/${token}/code/verify`).send({ email: listed, code }).expect(200);
      const opened = await open(token, visitor);
      expect(opened.status).toBe(200);
      expect((await listing(opened.body.browseUrl)).items.map((i) => i.name)).toContain('day1');
      expect((await open(other.token, visitor)).body.code).toBe('SHARE_RESTRICTED');
      // Unlisted since: the grant it holds opens nothing more.
      await owner
        .patch(`/api/share/${token}`)
        .send({ emails: [randomEmail()] })
        .expect(200);
      await listing(opened.body.browseUrl, undefined, 403);
    });

    it('counts each file download and each zip against the limit, exactly, also when they race', async () => {
      const { token } = await link({ folderId: ids['Trip/day1'], scope: 'public', maxAccess: 3 });
      const { browseUrl, zipUrl } = await browse(token);
      const items = (await listing(browseUrl)).items;
      expect(items.every((i) => i.previewUrl === null)).toBe(true);
      const notes = items.find((i) => i.name === 'notes.txt')!;
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => testClient(t.server).get(local(i % 2 ? zipUrl : notes.downloadUrl!))),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(3);
      expect(results.filter((r) => r.status === 403).map((r) => r.body.code)).toEqual(
        Array(3).fill('SHARE_LIMIT_REACHED'),
      );
      expect((await open(token)).body.code).toBe('SHARE_LIMIT_REACHED');
      const [row] = await db.query('SELECT access_count FROM share_link WHERE kind = $1 AND max_access = 3', [
        'folder',
      ]);
      expect(row.access_count).toBe(3);
    });

    it('lets a counted download resume with a range, without counting it again', async () => {
      const { token } = await link({ folderId: ids['Trip/day1'], scope: 'public', maxAccess: 1 });
      const { browseUrl } = await browse(token);
      const notes = (await listing(browseUrl)).items.find((i) => i.name === 'notes.txt')!;
      await testClient(t.server).get(local(notes.downloadUrl!)).set('Range', 'bytes=0-9').expect(206);
      const rest = await testClient(t.server)
        .get(local(notes.downloadUrl!))
        .set('Range', 'bytes=10-')
        .buffer(true)
        .parse(binary)
        .expect(206);
      expect(rest.body).toEqual(bytes['Trip/day1/notes.txt']!.subarray(10));
      const photo = (await listing(browseUrl)).items.find((i) => i.name === 'photo.png')!;
      expect((await testClient(t.server).get(local(photo.downloadUrl!)).expect(403)).body.code).toBe(
        'SHARE_LIMIT_REACHED',
      );
    });
  });

  describe('the access log', () => {
    it('records each opening, file download and zip with what, who, a coarse address and the browser', async () => {
      const guest = await signedInClient(t.server);
      await db.query('UPDATE app_user SET email_verified_at = now() WHERE id = $1', [guest.userId]);
      const { token } = await link({ folderId: ids['Trip/day1'], scope: 'restricted', emails: [guest.email] });
      const opened = await guest
        .post(`/api/share/access/${token}`)
        .set('User-Agent', 'Visitor/1.0')
        .send({})
        .expect(200);
      const notes = (await listing(opened.body.browseUrl)).items.find((i) => i.name === 'notes.txt')!;
      await testClient(t.server).get(local(notes.downloadUrl!)).set('User-Agent', 'Fetcher/2.0').expect(200);
      // A range that continues a download is not another entry.
      await testClient(t.server).get(local(notes.downloadUrl!)).set('Range', 'bytes=5-').expect(206);
      await testClient(t.server).get(local(opened.body.zipUrl)).expect(200);
      const log = (await owner.get(`/api/share/${token}/log`).expect(200)).body as {
        entries: Array<{
          action: string;
          files: Array<{ name: string }>;
          visitor: string | null;
          userAgent: string | null;
          clientAddress: string | null;
        }>;
      };
      expect(log.entries.map((e) => [e.action, e.files.map((f) => f.name), e.visitor])).toEqual([
        ['zip', ['day1'], guest.email],
        ['download', ['notes.txt'], guest.email],
        ['open', [], guest.email],
      ]);
      expect(log.entries[1]!.userAgent).toBe('Fetcher/2.0');
      expect(log.entries[2]!.userAgent).toBe('Visitor/1.0');
      expect(log.entries[0]!.clientAddress).not.toBeNull();
      // Nobody but the owner reads it.
      expect((await guest.get(`/api/share/${token}/log`).expect(404)).body.code).toBe('SHARE_NOT_FOUND');
    });
  });

  describe('a visitor of a set link', () => {
    it('sees one flat list of the set, and nothing else; a trashed file is hidden, a purged one gone', async () => {
      const members = [ids['loose.txt'], ids['Trip/day1/notes.txt'], ids['Trip/day1/photo.png']];
      const { token } = await link({ fileIds: members, scope: 'public' });
      const opened = await browse(token);
      expect(opened).toMatchObject({ kind: 'set', name: '3 files', itemCount: 3 });
      const flat = await listing(opened.browseUrl);
      expect(flat.items.map((i) => i.name)).toEqual(['loose.txt', 'notes.txt', 'photo.png']);
      await listing(opened.browseUrl, 'Trip', 404);
      const fileUrl = (id: string) => local(opened.browseUrl).replace('?', `/file/${id}?`);
      expect((await testClient(t.server).get(fileUrl(ids['Trip/top.txt']!)).expect(404)).body.code).toBe(
        'FILE_NOT_FOUND',
      );
      const zip = unzipEntries(await download(opened.zipUrl));
      expect([...zip.keys()].sort()).toEqual(['loose.txt', 'notes.txt', 'photo.png']);
      expect(zip.get('photo.png')).toEqual(bytes['Trip/day1/photo.png']);

      await owner.delete(`/api/files/${ids['loose.txt']}`).expect(200);
      expect((await listing(opened.browseUrl)).items.map((i) => i.name)).toEqual(['notes.txt', 'photo.png']);
      await owner.delete(`/api/trash/${ids['loose.txt']}`).expect(200);
      expect(
        (await db.query('SELECT count(*)::int AS n FROM share_link_item WHERE item_id = $1', [ids['loose.txt']]))[0].n,
      ).toBe(0);
    });

    it('lists end-to-end encrypted files with no way to their bytes, and leaves them out of zips', async () => {
      bytes['Sealed/plain.txt'] = own('plain');
      bytes['Sealed/sealed.txt'] = own('ciphertext');
      await upload(['Sealed/plain.txt', 'Sealed/sealed.txt']);
      await idsIn('/', '');
      await idsIn('/Sealed/', 'Sealed/');
      await db.query(`UPDATE item SET encryption_type = 'aes128gcm' WHERE id = $1`, [ids['Sealed/sealed.txt']]);
      const { browseUrl, zipUrl } = await browse((await link({ folderId: ids['Sealed'], scope: 'public' })).token);
      const sealed = (await listing(browseUrl)).items.find((i) => i.name === 'sealed.txt')!;
      expect(sealed).toMatchObject({ encrypted: true, downloadUrl: null, previewUrl: null, thumbnailUrl: null });
      const fileUrl = local(browseUrl).replace('?', `/file/${sealed.id}?`);
      expect((await testClient(t.server).get(fileUrl).expect(403)).body.code).toBe('FORBIDDEN');
      expect([...unzipEntries(await download(zipUrl)).keys()]).toEqual(['Sealed/', 'Sealed/plain.txt']);
    });
  });
});
