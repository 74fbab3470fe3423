import { createHash, randomBytes } from 'node:crypto';
import { openSync, readSync, closeSync, readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { Client } from 'pg';
import * as tus from 'tus-js-client';
import { runFsck, signUpOn, startServerProcess } from '@coffer/server-testing';
import { isolatedDatabase, MIB, replicaEnvironment } from './support/harness';

const SIZE = 32 * MIB;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function textFile(size: number): Buffer {
  const alphabet = Buffer.from('abcdefghijklmnopqrstuvwxyz0123456789 \n');
  const noise = randomBytes(size);
  for (let i = 0; i < size; i++) noise[i] = alphabet[noise[i]! % alphabet.length]!;
  return noise;
}

describe('kill -9 during a resumable (tus) upload', () => {
  it('HEAD after the restart reports an offset whose bytes are all on disk, and tus-js-client resumes to a whole file', async () => {
    const db = await isolatedDatabase();
    try {
      const server = await startServerProcess(db.env);
      const user = await signUpOn(server.url);
      const data = textFile(SIZE);
      // 1 MiB chunks; the process dies by SIGKILL once half the file has been sent.
      const path = await new Promise<string>((resolve, reject) => {
        let killed = false;
        const upload = new tus.Upload(data, {
          endpoint: `${server.url}/api/uploads`,
          headers: { Cookie: user.cookie },
          chunkSize: MIB,
          metadata: { filename: 'crash.txt', filetype: 'text/plain' },
          onProgress: (sent) => {
            if (!killed && sent >= SIZE / 2) {
              killed = true;
              server.child.kill('SIGKILL');
              void upload.abort().then(() => resolve(new URL(upload.url!).pathname));
            }
          },
          onError: (error) => (killed ? resolve(new URL(upload.url!).pathname) : reject(error)),
          onSuccess: () => reject(new Error('finished before the kill')),
        });
        upload.start();
      });
      expect((await server.exited).signal).toBe('SIGKILL');

      const restarted = await startServerProcess(db.env, server.dataDir);
      const head = await fetch(`${restarted.url}${path}`, {
        method: 'HEAD',
        headers: { Cookie: user.cookie, 'Tus-Resumable': '1.0.0' },
      });
      expect(head.status).toBe(200);
      const offset = Number(head.headers.get('upload-offset'));
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThan(SIZE);
      // Every byte the offset promises is on disk and is the source's.
      const tmp = join(server.dataDir, 'storage', 'tmp');
      const [part] = readdirSync(tmp).filter((n) => n.endsWith('.part'));
      expect(statSync(join(tmp, part!)).size).toBeGreaterThanOrEqual(offset);
      const stored = Buffer.alloc(offset);
      const fd = openSync(join(tmp, part!), 'r');
      readSync(fd, stored, 0, offset, 0);
      closeSync(fd);
      expect(stored.equals(data.subarray(0, offset))).toBe(true);

      let itemId: string | null = null;
      const patchOffsets: number[] = [];
      await new Promise<void>((resolve, reject) => {
        new tus.Upload(data, {
          uploadUrl: `${restarted.url}${path}`,
          endpoint: `${restarted.url}/api/uploads`,
          headers: { Cookie: user.cookie },
          chunkSize: MIB,
          retryDelays: [100, 500, 1000],
          onBeforeRequest: (req) => {
            if (req.getMethod() === 'PATCH') patchOffsets.push(Number(req.getHeader('Upload-Offset')));
          },
          onAfterResponse: (_req, res) => {
            itemId = res.getHeader('Coffer-Item-Id') ?? itemId;
          },
          onSuccess: () => resolve(),
          onError: reject,
        }).start();
      });
      expect(patchOffsets[0]).toBe(offset);
      const download = await fetch(`${restarted.url}/api/files/download/${itemId}`, {
        headers: { Cookie: user.cookie },
      });
      expect(download.status).toBe(200);
      expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(data));
      const storage = (await (
        await fetch(`${restarted.url}/api/files/storage`, { headers: { Cookie: user.cookie } })
      ).json()) as { used: number };
      expect(storage.used).toBe(SIZE);

      restarted.child.kill('SIGTERM');
      expect((await restarted.exited).code).toBe(0);
      const check = await runFsck(restarted, ['--orphan-grace-seconds', '0', '--staging-max-age-seconds', '0']);
      expect(check.report).toMatchObject({
        missingBlobs: [],
        orphanObjects: [],
        refCountDrift: [],
        usageDrift: [],
        staleStaging: 0,
        staleUploads: [],
      });
      expect(check.code).toBe(0);
    } finally {
      await db.drop();
    }
  });

  it('an unfinished upload survives the restart with its reservation; fsck does not call it stale', async () => {
    const db = await isolatedDatabase();
    try {
      const server = await startServerProcess(db.env);
      const user = await signUpOn(server.url);
      const created = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: {
          Cookie: user.cookie,
          'Tus-Resumable': '1.0.0',
          'Upload-Length': String(4 * MIB),
          'Upload-Metadata': `filename ${Buffer.from('later.txt').toString('base64')}`,
        },
      });
      expect(created.status).toBe(201);
      server.child.kill('SIGKILL');
      await server.exited;
      const restarted = await startServerProcess(db.env, server.dataDir);
      const head = await fetch(`${restarted.url}${created.headers.get('location')}`, {
        method: 'HEAD',
        headers: { Cookie: user.cookie, 'Tus-Resumable': '1.0.0' },
      });
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe('0');
      restarted.child.kill('SIGTERM');
      await restarted.exited;
      const check = await runFsck(restarted, ['--orphan-grace-seconds', '0', '--staging-max-age-seconds', '0']);
      expect(check.report).toMatchObject({ staleUploads: [], staleStaging: 0, orphanObjects: [] });
      expect(check.code).toBe(0);
    } finally {
      await db.drop();
    }
  });
});

describe('two replicas, one resumable upload', () => {
  it('a PATCH on one replica while another replica is writing the same upload gets 423; the upload stays whole', async () => {
    const { env, drop } = await replicaEnvironment();
    const first = await startServerProcess(env);
    const second = await startServerProcess(env, first.dataDir);
    try {
      const user = await signUpOn(first.url);
      const data = textFile(2 * MIB);
      const created = await fetch(`${first.url}/api/uploads`, {
        method: 'POST',
        headers: {
          Cookie: user.cookie,
          'Tus-Resumable': '1.0.0',
          'Upload-Length': String(data.length),
          'Upload-Metadata': `filename ${Buffer.from('two.txt').toString('base64')}`,
        },
      });
      const path = created.headers.get('location')!;
      const headers = {
        Cookie: user.cookie,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      };
      // The first replica receives half of the body and waits for the rest.
      let release!: () => void;
      const slow = new Promise<number>((resolve, reject) => {
        const req = httpRequest(`${first.url}${path}`, {
          method: 'PATCH',
          headers: { ...headers, 'Content-Length': data.length },
        });
        req.on('response', (res) => (res.resume(), resolve(res.statusCode!)));
        req.on('error', reject);
        req.write(data.subarray(0, MIB));
        release = () => req.end(data.subarray(MIB));
      });
      // Once the first replica holds the upload's lease (its row says so), the second must refuse.
      const pg = new Client({ connectionString: env['DATABASE_URL'] });
      await pg.connect();
      for (let i = 0; i < 200; i++) {
        const { rows } = await pg.query('SELECT lock_token FROM resumable_upload WHERE id = $1', [
          path.split('/').pop(),
        ]);
        if (rows[0]?.lock_token) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await pg.end();
      const probe = await fetch(`${second.url}${path}`, {
        method: 'PATCH',
        headers: { ...headers, 'Content-Length': '1' },
        body: Buffer.from('x'),
      });
      expect(probe.status).toBe(423);
      expect(await probe.json()).toEqual({ statusCode: 423, code: 'UPLOAD_LOCKED', message: expect.any(String) });
      release();
      expect(await slow).toBe(204);
      const head = await fetch(`${second.url}${path}`, {
        method: 'HEAD',
        headers: { Cookie: user.cookie, 'Tus-Resumable': '1.0.0' },
      });
      const itemId = head.headers.get('coffer-item-id');
      expect(itemId).toBeTruthy();
      const download = await fetch(`${second.url}/api/files/download/${itemId}`, { headers: { Cookie: user.cookie } });
      expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(data));
    } finally {
      first.child.kill('SIGTERM');
      second.child.kill('SIGTERM');
      await Promise.all([first.exited, second.exited]);
      await drop();
    }
  });
});
