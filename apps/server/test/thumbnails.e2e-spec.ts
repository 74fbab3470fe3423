import { randomInt } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { ConsistencyService } from '@coffer/server-files';
import { RENDER_LIMITS, ThumbnailRenderer } from '@coffer/server-previews';
import { StorageService } from '@coffer/server-storage';
import {
  bombPng,
  createTestApp,
  pdfWithPages,
  signedInClient,
  testClient,
  uploadFiles,
  withPrivateChunk,
  type SignedInClient,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

type Rgb = { r: number; g: number; b: number };

/** A PNG of one colour; a random colour makes content (and so a blob) no other test shares. */
function png(width: number, height: number, color: Rgb = randomColor()): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

function randomColor(): Rgb {
  return { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
}

function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/**
 * Thumbnails (docs/security.md, Thumbnails): made on the server from PNG, JPEG (EXIF orientation
 * applied) and page 1 of PDFs, stored once per content, served to whoever may read the file (by
 * cookie, token or a URL signed for them) and to share-link visitors past the password; hostile
 * content is refused or rendered inertly, and the bytes go with the last reference to the content.
 */
describe('Thumbnails', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule, { LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent' });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  async function upload(client: TestClient, name: string, content: Buffer | string): Promise<string> {
    return (await uploadFiles(client, [{ name, content }]).expect(201)).body.created[0].id as string;
  }

  async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
    const body = (await client.post('/api/graphql').send({ query, variables }).expect(200)).body;
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  async function pixelsOf(res: Response) {
    expect(res.headers['content-type']).toBe('image/webp');
    return sharp(res.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
  }

  async function blobOf(fileId: string): Promise<string> {
    return (await db.query('SELECT blob_id FROM item WHERE id = $1', [fileId]))[0].blob_id;
  }

  async function derivedOf(fileId: string): Promise<Array<{ variant: string; storage_key: string }>> {
    return db.query(
      'SELECT d.variant, d.storage_key FROM derived_blob d JOIN item i ON i.blob_id = d.blob_id WHERE i.id = $1 ORDER BY d.variant',
      [fileId],
    );
  }

  const renders = () => t.app.get(ThumbnailRenderer).renders;
  const blobPath = (key: string) => join(t.config.dataDir, 'storage', 'blobs', key);

  describe('rendering', () => {
    it('makes both WebP sizes of a PNG, aspect kept, with the safety headers and a strong ETag', async () => {
      const owner = await signedInClient(t.server);
      const id = await upload(owner, 'wide.png', await png(800, 600));
      const large = await owner.get(`/api/files/${id}/thumbnail`).expect(200);
      expect((await pixelsOf(large)).info).toMatchObject({ width: 512, height: 384 });
      expect(large.headers['x-content-type-options']).toBe('nosniff');
      expect(large.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(large.headers['cache-control']).toMatch(/^private/);
      const sha = (
        await db.query('SELECT b.sha256 FROM blob b JOIN item i ON i.blob_id = b.id WHERE i.id = $1', [id])
      )[0].sha256 as string;
      expect(large.headers['etag']).toBe(`"${sha.trim()}-large"`);
      const small = await owner.get(`/api/files/${id}/thumbnail`).query({ size: 'small' }).expect(200);
      expect((await pixelsOf(small)).info).toMatchObject({ width: 128, height: 96 });
      expect(small.headers['etag']).toBe(`"${sha.trim()}-small"`);
      await owner.get(`/api/files/${id}/thumbnail`).set('If-None-Match', large.headers['etag']!).expect(304);
      const head = await owner.head(`/api/files/${id}/thumbnail`).expect(200);
      expect(head.headers['content-length']).toBe(large.headers['content-length']);
    });

    it('applies EXIF orientation 6 to a JPEG: the thumbnail is upright, width and height swapped', async () => {
      const owner = await signedInClient(t.server);
      const jpeg = await sharp({ create: { width: 800, height: 400, channels: 3, background: randomColor() } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).orientation).toBe(6);
      const id = await upload(owner, 'portrait.jpg', jpeg);
      const res = await owner.get(`/api/files/${id}/thumbnail`).expect(200);
      expect((await pixelsOf(res)).info).toMatchObject({ width: 256, height: 512 });
    });

    it('draws page 1 of a multi-page PDF (red), not page 2 (blue)', async () => {
      const owner = await signedInClient(t.server);
      const id = await upload(
        owner,
        `pages-${randomInt(1e9)}.pdf`,
        pdfWithPages([
          [1, 0, 0],
          [0, 0, 1],
        ]),
      );
      const { data, info } = await pixelsOf(await owner.get(`/api/files/${id}/thumbnail`).expect(200));
      expect(info.height).toBe(512);
      expect(info.width).toBeLessThan(512);
      const center = ((info.height >> 1) * info.width + (info.width >> 1)) * info.channels;
      const [r, g, b] = [data[center]!, data[center + 1]!, data[center + 2]!];
      expect(r).toBeGreaterThan(200);
      expect(g).toBeLessThan(60);
      expect(b).toBeLessThan(60);
    });

    it('makes the thumbnails of identical content once: two users share one derived row per size', async () => {
      const [a, b] = [await signedInClient(t.server), await signedInClient(t.server)];
      const content = await png(300, 300);
      const [idA, idB] = [await upload(a, 'same.png', content), await upload(b, 'same.png', content)];
      expect(await blobOf(idA)).toBe(await blobOf(idB));
      const before = renders();
      await a.get(`/api/files/${idA}/thumbnail`).expect(200);
      await b.get(`/api/files/${idB}/thumbnail`).query({ size: 'small' }).expect(200);
      await b.get(`/api/files/${idB}/thumbnail`).expect(200);
      expect(renders() - before).toBe(1);
      expect((await derivedOf(idA)).map((d) => d.variant)).toEqual(['large', 'small']);
    });
  });

  describe('scheduling', () => {
    const jobsFor = async (fileId: string) =>
      (await db.query("SELECT 1 FROM job WHERE kind = 'thumbnail' AND key = $1", [await blobOf(fileId)])).length;

    it('every upload path (REST, GraphQL, tus) and a version restore schedule the thumbnail in their transaction', async () => {
      const owner = await signedInClient(t.server);
      const rest = await upload(owner, 'rest.png', await png(30, 20));
      expect(await jobsFor(rest)).toBe(1);
      expect(await jobsFor(await upload(owner, 'words.txt', 'no thumbnail'))).toBe(0);

      const operations = JSON.stringify({
        query: 'mutation($files: [Upload!]!) { uploadFiles(files: $files) { id: databaseId } }',
        variables: { files: [null] },
      });
      const viaGraphql = await owner
        .post('/api/graphql')
        .set('apollo-require-preflight', 'true')
        .field('operations', operations)
        .field('map', JSON.stringify({ 0: ['variables.files.0'] }))
        .attach('0', await png(31, 20), { filename: 'graphql.png', contentType: 'image/png' })
        .expect(200);
      expect(await jobsFor(viaGraphql.body.data.uploadFiles[0].id)).toBe(1);

      const bytes = await png(32, 20);
      const created = await owner
        .post('/api/uploads')
        .set('Tus-Resumable', '1.0.0')
        .set('Upload-Length', String(bytes.length))
        .set('Upload-Metadata', `filename ${Buffer.from('tus.png').toString('base64')}`)
        .expect(201);
      const done = await owner
        .patch(new URL(created.headers['location']!, t.url).pathname)
        .set('Tus-Resumable', '1.0.0')
        .set('Upload-Offset', '0')
        .set('Content-Type', 'application/offset+octet-stream')
        .send(bytes)
        .expect(204);
      expect(await jobsFor(done.headers['coffer-item-id']!)).toBe(1);

      const first = await png(33, 20);
      const id = await upload(owner, 'versioned.png', first);
      await uploadFiles(owner, [{ name: 'versioned.png', content: await png(34, 20) }], {
        onConflict: 'replace',
      }).expect(201);
      const [version] = (await owner.get(`/api/files/${id}/versions`).expect(200)).body.items;
      const firstBlob = (await db.query('SELECT blob_id FROM item_version WHERE id = $1', [version.id]))[0].blob_id;
      // As if its job had run and its thumbnails were since lost: the restore schedules it again.
      await db.query("DELETE FROM job WHERE kind = 'thumbnail' AND key = $1", [firstBlob]);
      await owner.post(`/api/files/${id}/versions/${version.id}/restore`).expect(200);
      expect(await blobOf(id)).toBe(firstBlob);
      expect(await jobsFor(id)).toBe(1);
    });
  });

  describe('hostile content', () => {
    it('refuses a decompression bomb, a truncated JPEG and renders a JavaScript PDF inertly; the server keeps serving', async () => {
      const owner = await signedInClient(t.server);
      const bomb = await upload(owner, 'bomb.png', bombPng());
      const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: randomColor() } })
        .jpeg()
        .toBuffer();
      const truncated = await upload(owner, 'cut.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2)));
      const scripted = await upload(
        owner,
        `script-${randomInt(1e9)}.pdf`,
        pdfWithPages([[1, 0, 0]], { javascript: "app.alert('pwned'); this.submitForm('http://example.invalid/')" }),
      );

      for (const id of [bomb, truncated]) {
        const before = renders();
        const refused = await owner.get(`/api/files/${id}/thumbnail`).expect(404);
        expect(refused.body).toMatchObject({ statusCode: 404, code: 'THUMBNAIL_UNAVAILABLE' });
        expect(renders() - before).toBe(1);
        expect(
          await db.query('SELECT reason FROM derived_blob_failure WHERE blob_id = $1', [await blobOf(id)]),
        ).toEqual([{ reason: expect.any(String) }]);
        // Recorded: asked again, it is not rendered again.
        await owner.get(`/api/files/${id}/thumbnail`).query({ size: 'small' }).expect(404);
        expect(renders() - before).toBe(1);
      }
      const { data, info } = await pixelsOf(await owner.get(`/api/files/${scripted}/thumbnail`).expect(200));
      const center = ((info.height >> 1) * info.width + (info.width >> 1)) * info.channels;
      expect(data[center]).toBeGreaterThan(200);

      await owner.get('/api/files/list').expect(200);
      const fine = await upload(owner, 'after.png', await png(64, 32));
      expect((await pixelsOf(await owner.get(`/api/files/${fine}/thumbnail`).expect(200))).info).toMatchObject({
        width: 64,
        height: 32,
      });
    });

    it('reads sources only inside the render limit: ten requests at once hold at most two sources', async () => {
      const owner = await signedInClient(t.server);
      // A tiny image in a large file, as in the report: its size is its private chunk.
      const sourceBytes = 4 * 1024 * 1024;
      const ids: string[] = [];
      for (let i = 0; i < 10; i++)
        ids.push(await upload(owner, `big-${i}.png`, withPrivateChunk(await png(16, 16), sourceBytes)));
      const keys = new Set<string>(
        (
          await db.query('SELECT b.storage_key FROM blob b JOIN item i ON i.blob_id = b.id WHERE i.id = ANY($1)', [ids])
        ).map((row: { storage_key: string }) => row.storage_key),
      );
      expect(keys.size).toBe(10);
      // A counting storage: source reads are held at their start until released, and counted while open.
      const storage = t.app.get(StorageService);
      const get = storage.get.bind(storage);
      let open = 0;
      let peakOpen = 0;
      let opened = 0;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const spy = jest.spyOn(storage, 'get').mockImplementation(async (key, range) => {
        if (!keys.has(key)) return get(key, range);
        opened++;
        peakOpen = Math.max(peakOpen, ++open);
        const gated = new PassThrough();
        gated.once('close', () => open--);
        void released.then(async () => (await get(key, range)).pipe(gated));
        return gated;
      });
      try {
        // `queued` may be missing (a renderer without a waiting line): then only opened sources count.
        const renderer: { queued?: number } = t.app.get(ThumbnailRenderer);
        const answers = Promise.all(ids.map((id) => owner.get(`/api/files/${id}/thumbnail`).then((res) => res.status)));
        // Every request is either reading its source or waiting for a slot.
        const deadline = Date.now() + 20_000;
        while (opened + (renderer.queued ?? 0) < ids.length && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect({ opened, queued: renderer.queued }).toEqual({ opened: RENDER_LIMITS.concurrency, queued: 8 });
        release();
        expect(await answers).toEqual(ids.map(() => 200));
        expect(peakOpen).toBeLessThanOrEqual(RENDER_LIMITS.concurrency);
        expect(open).toBe(0);
      } finally {
        release();
        spy.mockRestore();
      }
    });
  });

  describe('access', () => {
    it('serves the owner (cookie or token with read) and recipients; others and missing ids are not found', async () => {
      const owner = await signedInClient(t.server);
      const recipient = await signedInClient(t.server);
      const stranger = await signedInClient(t.server);
      const id = await upload(owner, 'shared.png', await png(40, 40));
      await gql(owner, 'mutation($f: ID!, $e: [String!]!) { shareWithUsers(fileId: $f, emails: $e) { email } }', {
        f: id,
        e: [recipient.email],
      });
      await owner.get(`/api/files/${id}/thumbnail`).expect(200);
      await recipient.get(`/api/files/${id}/thumbnail`).expect(200);
      // Not a download: the recipient has still not opened it.
      expect((await recipient.get('/api/share/unseen').expect(200)).body.unseen).toBe(1);

      const notFound = (await stranger.get(`/api/files/${id}/thumbnail`).expect(404)).body;
      expect(notFound).toMatchObject({ code: 'FILE_NOT_FOUND' });
      expect(
        (await stranger.get('/api/files/00000000-0000-4000-8000-000000000000/thumbnail').expect(404)).body,
      ).toEqual(notFound);
      await testClient(t.server).get(`/api/files/${id}/thumbnail`).expect(401);

      const token = async (scopes: string[]) => {
        const bearer = testClient(t.server);
        const created = await gql(
          owner,
          'mutation($i: CreateAccessTokenInput!) { createAccessToken(input: $i) { token } }',
          { i: { name: `t-${randomInt(1e9)}`, scopes } },
        );
        return bearer.set('Authorization', `Bearer ${created.createAccessToken.token}`);
      };
      await (await token(['READ'])).get(`/api/files/${id}/thumbnail`).expect(200);
      expect((await (await token(['WRITE'])).get(`/api/files/${id}/thumbnail`).expect(403)).body.code).toBe(
        'FORBIDDEN',
      );
    });

    it('charges every signed-in request to the operation budget, like other REST requests', async () => {
      const owner = await signedInClient(t.server);
      const id = await upload(owner, 'metered.png', await png(24, 24));
      const remaining = async () => {
        const res = await owner.get(`/api/files/${id}/thumbnail`).expect(200);
        return Number(res.headers['ratelimit-remaining']);
      };
      const first = await remaining();
      expect(first).toBeGreaterThan(0);
      expect(await remaining()).toBe(first - 1);
      expect(Number((await owner.head(`/api/files/${id}/thumbnail`).expect(200)).headers['ratelimit-remaining'])).toBe(
        first - 2,
      );
      // A signed URL was charged with the page that issued it: a photo grid's hundreds of
      // thumbnails cost nothing more, even with the cookie the browser adds.
      const signed = (await gql(owner, 'query($id: ID!) { item(id: $id) { thumbnailUrl } }', { id })).item
        .thumbnailUrl as string;
      const afterPage = await remaining();
      for (let i = 0; i < 3; i++) {
        const res = await owner.get(pathOf(signed)).expect(200);
        expect(res.headers['ratelimit-remaining']).toBeUndefined();
      }
      expect(await remaining()).toBe(afterPage - 1);
    });

    it('answers THUMBNAIL_UNAVAILABLE for folders and types without thumbnails, and 400 for a bad size', async () => {
      const owner = await signedInClient(t.server);
      const text = await upload(owner, 'notes.txt', 'plain words');
      const folder = (await owner.post('/api/files/folder').send({ name: 'Pics', path: '/' }).expect(201)).body._id;
      for (const id of [text, folder])
        expect((await owner.get(`/api/files/${id}/thumbnail`).expect(404)).body.code).toBe('THUMBNAIL_UNAVAILABLE');
      const image = await upload(owner, 'x.png', await png(10, 10));
      expect((await owner.get(`/api/files/${image}/thumbnail`).query({ size: 'huge' }).expect(400)).body.code).toBe(
        'VALIDATION_ERROR',
      );
    });

    it('signs Item.thumbnailUrl for the reader: no cookie needed, tampering and expiry refused, access checked each time', async () => {
      const owner = await signedInClient(t.server);
      const recipient = await signedInClient(t.server);
      const id = await upload(owner, 'signed.png', await png(100, 50));
      const text = await upload(owner, 'signed.txt', 'no picture');
      const query = 'query($id: ID!) { item(id: $id) { thumbnailUrl small: thumbnailUrl(size: SMALL) } }';
      const item = (await gql(owner, query, { id })).item;
      expect((await gql(owner, query, { id: text })).item).toEqual({ thumbnailUrl: null, small: null });
      // Rounded expiry: the same URL again, so browsers keep the image.
      expect((await gql(owner, query, { id })).item).toEqual(item);
      const large = new URL(item.thumbnailUrl);
      expect(large.origin).toBe(t.config.publicUrl);
      expect(large.searchParams.get('v')).toBe(owner.userId);
      const exp = Number(large.searchParams.get('exp'));
      expect(exp % 600).toBe(0);

      const anonymous = testClient(t.server);
      const res = await anonymous.get(pathOf(item.thumbnailUrl)).expect(200);
      expect((await pixelsOf(res)).info).toMatchObject({ width: 100, height: 50 });
      const maxAge = Number(/max-age=(\d+)/.exec(res.headers['cache-control']!)![1]);
      expect(res.headers['cache-control']).toMatch(/^private/);
      expect(maxAge).toBeLessThanOrEqual(exp - Math.floor(Date.now() / 1000));
      expect((await pixelsOf(await anonymous.get(pathOf(item.small)).expect(200))).info.width).toBe(100);

      const tampered = (change: (url: URL) => void) => {
        const url = new URL(item.thumbnailUrl);
        change(url);
        return anonymous.get(url.pathname + url.search);
      };
      const refusals = [
        (u: URL) => u.searchParams.set('sig', `${u.searchParams.get('sig')!.slice(0, -2)}AA`),
        (u: URL) => u.searchParams.set('size', 'small'),
        (u: URL) => u.searchParams.set('v', recipient.userId),
        (u: URL) => u.searchParams.set('exp', String(exp + 600)),
      ];
      for (const change of refusals)
        expect((await tampered(change).expect(403)).body.code).toBe('DOWNLOAD_URL_INVALID');

      // A recipient's URL names them: it works while the share lasts, and stops with it.
      await gql(owner, 'mutation($f: ID!, $e: [String!]!) { shareWithUsers(fileId: $f, emails: $e) { email } }', {
        f: id,
        e: [recipient.email],
      });
      const shared = await gql(recipient, '{ sharedWithMe { edges { node { item { id thumbnailUrl } } } } }');
      const theirs = shared.sharedWithMe.edges[0].node.item.thumbnailUrl as string;
      expect(new URL(theirs).searchParams.get('v')).toBe(recipient.userId);
      await anonymous.get(pathOf(theirs)).expect(200);
      await gql(owner, 'mutation($f: ID!, $e: [String!]!) { unshareWithUsers(fileId: $f, emails: $e) { email } }', {
        f: id,
        e: [recipient.email],
      });
      expect((await anonymous.get(pathOf(theirs)).expect(404)).body.code).toBe('FILE_NOT_FOUND');

      t.clock.advance(2 * 60 * 60 * 1000);
      try {
        expect((await anonymous.get(pathOf(item.thumbnailUrl)).expect(403)).body.code).toBe('DOWNLOAD_URL_INVALID');
      } finally {
        t.clock.advance(-2 * 60 * 60 * 1000);
      }
    });
  });

  describe('share links', () => {
    async function accessCount(linkId: string): Promise<number> {
      return (await db.query('SELECT access_count FROM share_link WHERE id = $1', [linkId]))[0].access_count;
    }

    it('gives a thumbnail URL only past the password, never counts a download, and stops with the link', async () => {
      const owner = await signedInClient(t.server);
      const id = await upload(owner, 'linked.png', await png(60, 90));
      const link = (
        await owner
          .post('/api/share/create')
          .send({ fileId: id, scope: 'public', password: 's3cret-pass', maxAccess: 3 })
          .expect(201)
      ).body;
      const linkId = (await db.query('SELECT id FROM share_link WHERE file_id = $1', [id]))[0].id as string;
      const visitor = testClient(t.server);
      const locked = await visitor.post(`/api/share/access/${link.token}`).send({}).expect(401);
      expect(locked.body.thumbnailUrl).toBeUndefined();
      const opened = (
        await visitor.post(`/api/share/access/${link.token}`).send({ password: 's3cret-pass' }).expect(200)
      ).body;
      expect(new URL(opened.thumbnailUrl).pathname).toBe(`/api/share/thumbnail/${linkId}`);
      const counted = await accessCount(linkId);
      const res = await visitor.get(pathOf(opened.thumbnailUrl)).expect(200);
      expect((await pixelsOf(res)).info).toMatchObject({ width: 60, height: 90 });
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+/);
      await visitor.get(pathOf(opened.thumbnailUrl)).query({ size: 'small' }).expect(200);
      expect(await accessCount(linkId)).toBe(counted);
      // Its signature is not the download URL's.
      const sig = new URL(opened.thumbnailUrl).searchParams.get('sig');
      const download = new URL(opened.downloadUrl);
      download.searchParams.set('sig', sig!);
      expect((await visitor.get(download.pathname + download.search).expect(403)).body.code).toBe(
        'DOWNLOAD_URL_INVALID',
      );

      const viaGraphql = await gql(
        testClient(t.server),
        'mutation($t: String!, $p: String) { shareAccess(token: $t, password: $p) { thumbnailUrl } }',
        { t: link.token, p: 's3cret-pass' },
      );
      await visitor.get(pathOf(viaGraphql.shareAccess.thumbnailUrl)).expect(200);

      await owner.patch(`/api/share/${link.token}`).send({ password: 'an0ther-pass' }).expect(200);
      expect((await visitor.get(pathOf(opened.thumbnailUrl)).expect(403)).body.code).toBe('DOWNLOAD_URL_INVALID');
      const reopened = (
        await visitor.post(`/api/share/access/${link.token}`).send({ password: 'an0ther-pass' }).expect(200)
      ).body;
      await visitor.get(pathOf(reopened.thumbnailUrl)).expect(200);
      await owner.delete(`/api/share/${link.token}`).expect(200);
      expect((await visitor.get(pathOf(reopened.thumbnailUrl)).expect(404)).body.code).toBe('SHARE_NOT_FOUND');
    });

    it('has no thumbnail URL for a file type without thumbnails', async () => {
      const owner = await signedInClient(t.server);
      const id = await upload(owner, 'readme.txt', 'words only');
      const link = (await owner.post('/api/share/create').send({ fileId: id, scope: 'public' }).expect(201)).body;
      expect(
        (await testClient(t.server).get(`/api/share/access/${link.token}`).expect(200)).body.thumbnailUrl,
      ).toBeNull();
    });
  });

  describe('storage', () => {
    async function purge(owner: SignedInClient, id: string): Promise<void> {
      await owner.delete(`/api/files/${id}`).expect(200);
      await owner.delete(`/api/trash/${id}`).expect(200);
    }

    it('deletes the derived rows and bytes with the last reference to the content', async () => {
      const [a, b] = [await signedInClient(t.server), await signedInClient(t.server)];
      const content = await png(120, 80);
      const [idA, idB] = [await upload(a, 'gone.png', content), await upload(b, 'gone.png', content)];
      await a.get(`/api/files/${idA}/thumbnail`).expect(200);
      const derived = await derivedOf(idA);
      const blobId = await blobOf(idA);
      expect(derived).toHaveLength(2);
      await purge(a, idA);
      // B still holds the content: its thumbnails stay.
      for (const d of derived) expect(existsSync(blobPath(d.storage_key))).toBe(true);
      await b.get(`/api/files/${idB}/thumbnail`).expect(200);
      await purge(b, idB);
      expect(await db.query('SELECT 1 FROM derived_blob WHERE blob_id = $1', [blobId])).toEqual([]);
      for (const d of derived) expect(existsSync(blobPath(d.storage_key))).toBe(false);
    });

    it('fsck counts derived bytes as known, reports a derived row whose bytes are gone, and repair drops it', async () => {
      const owner = await signedInClient(t.server);
      const id = await upload(owner, 'checked.png', await png(70, 70));
      await owner.get(`/api/files/${id}/thumbnail`).expect(200);
      const [large, small] = await derivedOf(id);
      if (!large || !small) throw new Error('both sizes should be stored');
      const fsck = t.app.get(ConsistencyService);
      const clean = await fsck.check({ repair: false, orphanGraceMs: 0 });
      expect(clean.orphanObjects.map((o) => o.key)).not.toContain(large.storage_key);
      expect(clean.missingDerived.map((d) => d.storageKey)).not.toContain(large.storage_key);

      rmSync(blobPath(large.storage_key));
      const broken = await fsck.check({ repair: true, orphanGraceMs: 60 * 60 * 1000 });
      expect(broken.missingDerived).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ variant: 'large', storageKey: large.storage_key, actualSize: null }),
        ]),
      );
      expect((await derivedOf(id)).map((d) => d.storage_key)).toEqual([small.storage_key]);
      // Asked for again, it is made again.
      await owner.get(`/api/files/${id}/thumbnail`).expect(200);
      expect((await derivedOf(id)).map((d) => d.variant)).toEqual(['large', 'small']);
    });
  });
  // Last: these apps run background jobs, which may take (and fail) jobs whose bytes live in other apps' storage.
  describe('jobs', () => {
    async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!(await condition())) {
        if (Date.now() > deadline) throw new Error('timed out waiting');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    it('an upload schedules its thumbnail in the database: a restarted server makes it with no request', async () => {
      const first = await createTestApp(AppModule, { JOB_WORKERS: '0' });
      let second: TestApp | undefined;
      try {
        const owner = await signedInClient(first.server);
        const id = await upload(owner, 'later.png', await png(90, 30));
        const blobId = await blobOf(id);
        expect(await db.query("SELECT key FROM job WHERE kind = 'thumbnail' AND key = $1", [blobId])).toHaveLength(1);
        await first.close();
        second = await createTestApp(AppModule, { JOB_WORKERS: '1', DATA_DIR: first.config.dataDir });
        await until(async () => (await derivedOf(id)).length === 2);
        expect(await db.query("SELECT key FROM job WHERE kind = 'thumbnail' AND key = $1", [blobId])).toEqual([]);
        expect(second.app.get(ThumbnailRenderer).renders).toBeGreaterThanOrEqual(1);
      } finally {
        await second?.close();
      }
    });

    // Two replicas need a database both can reach at once: the embedded one serves one process.
    (process.env['DATABASE_POOL_SIZE'] === '1' ? it.skip : it)(
      'two replicas asked for the same missing thumbnail at once render it once',
      async () => {
        const dataDir = t.config.dataDir;
        const replicas = [
          await createTestApp(AppModule, { DATA_DIR: dataDir }),
          await createTestApp(AppModule, { DATA_DIR: dataDir }),
        ];
        try {
          const owner = await signedInClient(replicas[0]!.server);
          const id = await upload(owner, 'race.png', await png(2000, 1500));
          const onSecond = testClient(replicas[1]!.server).set('Cookie', owner.cookie);
          const before = replicas.map((r) => r.app.get(ThumbnailRenderer).renders);
          const answers = await Promise.all([
            owner.get(`/api/files/${id}/thumbnail`),
            onSecond.get(`/api/files/${id}/thumbnail`),
            owner.get(`/api/files/${id}/thumbnail`).query({ size: 'small' }),
            onSecond.get(`/api/files/${id}/thumbnail`).query({ size: 'small' }),
          ]);
          expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
          const after = replicas.map((r) => r.app.get(ThumbnailRenderer).renders);
          expect(after[0]! - before[0]! + (after[1]! - before[1]!)).toBe(1);
        } finally {
          for (const replica of replicas) await replica.close();
        }
      },
    );
  });
});
