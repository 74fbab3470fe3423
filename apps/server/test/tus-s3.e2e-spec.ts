import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as tus from 'tus-js-client';
import { createTestApp, signedInClient, startTestS3, type TestApp, type TestS3 } from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const MIB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('Resumable (tus) uploads on S3-compatible storage (s3rver)', () => {
  let s3: TestS3;
  let t: TestApp;
  const resumableDir = () => readdirSync(join(t.config.dataDir, 'storage', 'resumable'));
  const objects = () => s3.objects();

  beforeAll(async () => {
    s3 = await startTestS3('coffer-tus');
    t = await createTestApp(AppModule, s3.env);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('tus-js-client in 1 MiB chunks: the object lands in the bucket, the bytes equal the source, nothing stays staged', async () => {
    const user = await signedInClient(t.server);
    const alphabet = Buffer.from('abcdefghij\n');
    const data = randomBytes(11 * MIB).map((b) => alphabet[b % alphabet.length]!);
    let itemId: string | null = null;
    await new Promise<void>((resolve, reject) => {
      new tus.Upload(Buffer.from(data), {
        endpoint: `${t.url}/api/uploads`,
        headers: { Cookie: user.cookie, 'X-Forwarded-For': user.address },
        chunkSize: MIB,
        metadata: { filename: 's3.txt' },
        onAfterResponse: (_req, res) => {
          itemId = res.getHeader('Coffer-Item-Id') ?? itemId;
        },
        onSuccess: () => resolve(),
        onError: reject,
      }).start();
    });
    expect(await objects()).toHaveLength(1);
    const res = await user
      .get(`/api/files/download/${itemId}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(sha256(res.body as Buffer)).toBe(sha256(Buffer.from(data)));
    expect(resumableDir()).toEqual([]);
  });

  it('termination leaves nothing in the bucket or the staging area', async () => {
    const user = await signedInClient(t.server);
    const before = (await objects()).length;
    const created = await user
      .post('/api/uploads')
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Length', String(2 * MIB))
      .set('Upload-Metadata', `filename ${Buffer.from('gone.txt').toString('base64')}`);
    expect(created.status).toBe(201);
    const location = created.headers['location']!;
    await user
      .patch(location)
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Offset', '0')
      .set('Content-Type', 'application/offset+octet-stream')
      .send(Buffer.alloc(MIB, 'a'))
      .expect(204);
    expect(resumableDir()).toHaveLength(1);
    await user.delete(location).set('Tus-Resumable', '1.0.0').expect(204);
    expect(resumableDir()).toEqual([]);
    expect(await objects()).toHaveLength(before);
  });
});
