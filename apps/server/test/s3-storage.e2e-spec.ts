import {
  createTestApp,
  registerUser,
  startTestS3,
  testClient,
  uploadFiles,
  type TestApp,
  type TestS3,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

describe('The whole app on S3-compatible storage (STORAGE_DRIVER=s3, s3rver)', () => {
  let s3: TestS3;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startTestS3('coffer-app');
    t = await createTestApp(AppModule, s3.env);
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
    expect((await s3.objects()).map((o) => o.Key)).toEqual([
      expect.stringMatching(/^blobs\/[0-9a-f]{2}\/[0-9a-f-]{36}$/),
    ]);
    expect((await user.get(`/api/files/download/${id}`).expect(200)).text).toBe(content);
    expect((await user.get(`/api/files/download/${id}`).set('Range', 'bytes=0-8').expect(206)).text).toBe('stored in');
    // Deleting keeps the bytes in the trash; purging deletes them from the bucket.
    await user.delete(`/api/files/${id}`).expect(200);
    expect((await s3.objects()).length).toBe(1);
    await user.delete(`/api/trash/${id}`).expect(200);
    expect(await s3.objects()).toEqual([]);
  });

  it('refuses to start with STORAGE_DRIVER=s3 and no bucket, naming the variable', async () => {
    await expect(createTestApp(AppModule, { STORAGE_DRIVER: 's3', S3_BUCKET: '' })).rejects.toThrow(/S3_BUCKET/);
  });
});
