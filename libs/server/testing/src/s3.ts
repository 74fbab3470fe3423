import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client, type _Object } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3 {
  client: S3Client;
  /** The settings that put an app's storage into this bucket (for createTestApp). */
  env: Record<string, string>;
  /** The bucket's objects under `prefix` (default: the blobs). */
  objects(prefix?: string): Promise<_Object[]>;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free port with one empty bucket. */
export async function startTestS3(bucket: string): Promise<TestS3> {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'coffer-s3rver-')),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    client,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    objects: async (prefix = 'blobs/') =>
      (await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? [],
    close: async () => {
      client.destroy();
      await server.close();
    },
  };
}
