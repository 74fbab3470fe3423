import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { S3StorageDriver } from './s3-storage.driver';
import { describeStorageDriverContract } from './storage-driver.contract';

// s3rver: an S3-compatible server from npm, started in-process on a free loopback port.
let server: S3rver;
let driver: S3StorageDriver;

beforeAll(async () => {
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(join(tmpdir(), 'coffer-s3rver-')) });
  const address = (await server.run()) as AddressInfo;
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: 'coffer-test' }));
  driver = new S3StorageDriver(client, 'coffer-test');
});

afterAll(async () => {
  await server.close();
});

describeStorageDriverContract('S3 (s3rver)', () => driver);
