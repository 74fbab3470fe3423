import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createTestApp, registerUser, testClient, uploadFiles, type TestApp } from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

describe('The whole app on S3-compatible storage (STORAGE_DRIVER=s3, s3rver)', () => {
  let s3: S3rver;
  let client: S3Client;
  let t: TestApp;

  beforeAll(async () => {
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(join(tmpdir(), 'coffer-s3rver-')) });
    const { port } = await s3.run();
    const endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    await client.send(new CreateBucketCommand({ Bucket: 'coffer-app' }));
    t = await createTestApp(AppModule, {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'coffer-app',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('uploads into the bucket, serves ranges from it and deletes from it', async () => {
    const user = testClient(t.server);
    await registerUser(user);
    const content = `stored in S3 ${Math.random()}`;
    const id = (await uploadFiles(user, [{ name: 's3.txt', content }]).expect(201)).body.created[0].id;
    const objects = await client.send(new ListObjectsV2Command({ Bucket: 'coffer-app', Prefix: 'blobs/' }));
    expect(objects.Contents?.map((o) => o.Key)).toEqual([expect.stringMatching(/^blobs\/[0-9a-f]{2}\/[0-9a-f-]{36}$/)]);
    expect((await user.get(`/api/files/download/${id}`).expect(200)).text).toBe(content);
    expect((await user.get(`/api/files/download/${id}`).set('Range', 'bytes=0-8').expect(206)).text).toBe('stored in');
    await user.delete(`/api/files/${id}`).expect(200);
    const after = await client.send(new ListObjectsV2Command({ Bucket: 'coffer-app', Prefix: 'blobs/' }));
    expect(after.Contents ?? []).toEqual([]);
  });

  it('refuses to start with STORAGE_DRIVER=s3 and no bucket, naming the variable', async () => {
    await expect(createTestApp(AppModule, { STORAGE_DRIVER: 's3', S3_BUCKET: '' })).rejects.toThrow(/S3_BUCKET/);
  });
});
