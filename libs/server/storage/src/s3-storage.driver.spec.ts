import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { S3StorageDriver } from './s3-storage.driver';
import { describeStorageDriverContract } from './storage-driver.contract';

// s3rver: an S3-compatible server from npm, started in-process on a free loopback port.
let server: S3rver;
let driver: S3StorageDriver;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'coffer-s3rver-')),
  });
  const address = await server.run();
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

describe('resumable uploads on S3: parts go to the bucket while the upload grows', () => {
  const MIB = 1024 * 1024;
  const PART = 5 * MIB;
  let source: Buffer;
  let client: S3Client;
  let dir: string;
  let sent: string[];
  let problems: string[];

  const newKey = () => {
    const id = randomUUID();
    return `${id.slice(0, 2)}/${id}`;
  };
  const newDriver = () =>
    new S3StorageDriver(client, 'coffer-test', undefined, dir, {
      partSize: PART,
      onError: (_error, _key, doing) => problems.push(doing),
    });
  const grow = async (d: S3StorageDriver, key: string, from: number, to: number) => {
    const result = await d.resumable.append(key, from, Readable.from([source.subarray(from, to)]), to - from);
    expect(result).toMatchObject({ written: to - from, interrupted: false });
    await d.resumable.settled(key);
  };
  const stored = async (d: S3StorageDriver, key: string) => {
    const chunks: Buffer[] = [];
    for await (const chunk of await d.get(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  beforeAll(() => {
    source = randomBytes(13 * MIB);
    client = (driver as unknown as { client: S3Client }).client;
  });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'coffer-s3-resumable-'));
    sent = [];
    problems = [];
    // send() also has a callback form that returns void; the driver only uses the promise form.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    jest.spyOn(client, 'send').mockImplementation(function (this: S3Client, ...args: Parameters<S3Client['send']>) {
      sent.push(args[0].constructor.name);
      return (S3Client.prototype.send as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    } as S3Client['send']);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends every full part below the acknowledged offset as it grows, and only the rest at completion', async () => {
    const d = newDriver();
    const key = newKey();
    await d.resumable.create(key);
    await grow(d, key, 0, 6 * MIB);
    expect(sent).toEqual([]);
    await grow(d, key, 6 * MIB, 12 * MIB);
    await grow(d, key, 12 * MIB, 13 * MIB);
    expect(sent).toEqual(['CreateMultipartUploadCommand', 'UploadPartCommand', 'UploadPartCommand']);
    sent = [];
    await d.promoteResumable(key);
    expect(sent.filter((name) => name === 'UploadPartCommand')).toHaveLength(1);
    expect(sent).toContain('CompleteMultipartUploadCommand');
    expect((await stored(d, key)).equals(source)).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('carries on with the parts an earlier process sent, after a restart', async () => {
    const key = newKey();
    const before = newDriver();
    await before.resumable.create(key);
    await grow(before, key, 0, 6 * MIB);
    await grow(before, key, 6 * MIB, 7 * MIB);
    expect(sent.filter((name) => name === 'UploadPartCommand')).toHaveLength(1);
    sent = [];
    const after = newDriver();
    await grow(after, key, 7 * MIB, 13 * MIB);
    await after.promoteResumable(key);
    expect(sent).not.toContain('CreateMultipartUploadCommand');
    expect((await stored(after, key)).equals(source)).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('stores a file smaller than one part in one request, and forgets the parts of a terminated upload', async () => {
    const d = newDriver();
    const small = newKey();
    await d.resumable.create(small);
    await grow(d, small, 0, MIB);
    await d.promoteResumable(small);
    expect(sent).not.toContain('CreateMultipartUploadCommand');
    expect((await stored(d, small)).equals(source.subarray(0, MIB))).toBe(true);

    const dropped = newKey();
    await d.resumable.create(dropped);
    await grow(d, dropped, 0, 6 * MIB);
    await grow(d, dropped, 6 * MIB, 7 * MIB);
    await d.resumable.remove(dropped);
    expect(sent).toContain('AbortMultipartUploadCommand');
    expect(readdirSync(dir)).toEqual([]);
    expect(await d.exists(dropped)).toBe(false);
  });
});
