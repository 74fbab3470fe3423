// The files spec's large uploads (files.e2e-spec.ts has the rest): 2 001 files in one request and a
// file of 513 MiB streamed to the limit, each tens of seconds on a 2-core machine, so they run in
// `npm run test:system`.
import { DataSource } from 'typeorm';
import {
  createTestApp,
  signedInClient,
  storageState,
  uploadFiles,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';
import { streamUpload } from './raw-uploads';

async function list(client: TestClient, path = '/') {
  const res = await client.get('/api/files/list').query({ path }).expect(200);
  return res.body.items as Array<Record<string, string>>;
}

describe('Files over REST (/api/files), at volume', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  describe('upload', () => {
    it('refuses 2001 files with 413 TOO_MANY_FILES and keeps nothing', async () => {
      const client = await signedInClient(t.server);
      const files = Array.from({ length: 2001 }, (_, i) => ({
        name: `f${i}.txt`,
        content: `file ${i} ${Math.random()}`,
      }));
      const res = await uploadFiles(client, files).expect(413);
      expect(res.body.code).toBe('TOO_MANY_FILES');
      expect(await list(client)).toEqual([]);
      expect(storageState(t.config.dataDir).staging).toEqual([]);
      const [{ n }] = await db.query('SELECT count(*)::int AS n FROM upload WHERE owner_id = $1', [client.userId]);
      expect(n).toBe(0);
    });

    it('refuses a 513 MiB file while streaming with 413 FILE_TOO_LARGE and keeps nothing', async () => {
      const client = await signedInClient(t.server);
      const blobsBefore = storageState(t.config.dataDir).blobs.length;
      const { status, body } = await streamUpload(t, client.cookie, client.address, 'big.txt', 513 * 1024 * 1024);
      expect(status).toBe(413);
      expect(JSON.parse(body)).toMatchObject({ code: 'FILE_TOO_LARGE', message: expect.stringContaining('big.txt') });
      expect(await list(client)).toEqual([]);
      expect(storageState(t.config.dataDir).staging).toEqual([]);
      expect(storageState(t.config.dataDir).blobs.length).toBe(blobsBefore);
    });
  });
});
