import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFsck, signUpOn, startServerProcess, streamUpload } from '@coffer/server-testing';
import { api, isolatedDatabase, MIB } from './support/harness';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names.filter((name) => {
    try {
      readFileSync(join(dir, name));
      return true;
    } catch {
      return false;
    }
  });
}

describe('The storage on a real 8 MiB tmpfs that fills up (R6)', () => {
  it('answers 507 on a filling and a full disk for multipart and tus, keeps nothing of them, serves what it acknowledged, and takes uploads again once space is freed', async () => {
    const db = await isolatedDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'coffer-full-'));
    const storage = join(dataDir, 'storage');
    mkdirSync(storage);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', storage]);
    const server = await startServerProcess(db.env, dataDir);
    try {
      const user = await signUpOn(server.url);
      const list = async () =>
        (await api(server.url, user.cookie, '/api/files/list')).body['items'] as Array<{ _id: string; name: string }>;

      // Two uploads that each fit the free space up front, but not together: the second to write fails.
      const first = streamUpload(server.url, user.cookie, { size: 5 * MIB, name: 'a.txt', chunk: 128 * 1024 });
      const second = streamUpload(server.url, user.cookie, { size: 5 * MIB, name: 'b.txt', chunk: 128 * 1024 });
      const answers = await Promise.all([first.done, second.done]);
      // Interleaved, both may run out of room; at most one can fit.
      expect(answers.filter((a) => a.status === 507).length).toBeGreaterThanOrEqual(1);
      for (const answer of answers) {
        expect([201, 507]).toContain(answer.status);
        if (answer.status === 507) expect(JSON.parse(answer.body)).toMatchObject({ code: 'STORAGE_FULL' });
      }
      expect(await list()).toHaveLength(answers.filter((a) => a.status === 201).length);
      expect(readdirSync(join(storage, 'tmp'))).toEqual([]);

      // Fill all but 32 KiB; a multipart upload of two small files then fails with nothing kept.
      const free = () => statfsSync(storage).bavail * statfsSync(storage).bsize;
      const fillerSize = free() - 32 * 1024;
      const filler = streamUpload(server.url, user.cookie, { size: fillerSize, name: 'filler.txt' });
      expect((await filler.done).status).toBe(201);
      const form = new FormData();
      form.append('files', new Blob([randomBytes(20 * 1024).toString('hex')], { type: 'text/plain' }), 'x.txt');
      form.append('files', new Blob([randomBytes(20 * 1024).toString('hex')], { type: 'text/plain' }), 'y.txt');
      const small = await fetch(`${server.url}/api/files/upload`, {
        method: 'POST',
        headers: { Cookie: user.cookie },
        body: form,
      });
      expect(small.status).toBe(507);
      expect(readdirSync(join(storage, 'tmp'))).toEqual([]);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(503);

      // tus on the full disk: the PATCH fails at once; the upload is not held.
      const content = Buffer.from(randomBytes(768 * 1024).toString('hex'));
      const created = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: {
          Cookie: user.cookie,
          'Tus-Resumable': '1.0.0',
          'Upload-Length': String(content.length),
          'Upload-Metadata': `filename ${Buffer.from('t.txt').toString('base64')}`,
        },
      });
      const patch = (body: Buffer) =>
        fetch(`${server.url}${created.headers.get('location')!}`, {
          method: 'PATCH',
          headers: {
            Cookie: user.cookie,
            'Tus-Resumable': '1.0.0',
            'Upload-Offset': '0',
            'Content-Type': 'application/offset+octet-stream',
          },
          body,
        });
      if (created.status === 201) {
        expect((await patch(content)).status).toBe(507);
        expect((await patch(content)).status).toBe(507);
      } else {
        expect(created.status).toBe(507);
      }

      // Every file listed holds exactly the bytes it was acknowledged with (the server re-hashes nothing here: we do).
      const listed = await list();
      for (const item of listed) {
        const bytes = Buffer.from(
          await (
            await fetch(`${server.url}/api/files/download/${item._id}`, { headers: { Cookie: user.cookie } })
          ).arrayBuffer(),
        );
        expect(bytes.length).toBe(item.name === 'filler.txt' ? fillerSize : 5 * MIB);
      }

      // Free space: delete everything; the tus upload resumes and a multipart upload works.
      for (const item of listed) {
        expect((await api(server.url, user.cookie, `/api/files/${item._id}`, { method: 'DELETE' })).status).toBe(200);
      }
      await api(server.url, user.cookie, '/api/trash', { method: 'DELETE' });
      if (created.status === 201) expect((await patch(content)).status).toBe(204);
      const again = streamUpload(server.url, user.cookie, { size: 2 * MIB, name: 'again.txt' });
      expect((await again.done).status).toBe(201);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      const check = await runFsck(server);
      expect(check.report).toMatchObject({ missingBlobs: [], orphanObjects: [], refCountDrift: [], usageDrift: [] });
      expect(check.code).toBe(0);
      // Every stored blob re-hashes to a distinct content: no two different files share one.
      const blobs = filesUnder(join(storage, 'blobs'));
      expect(new Set(blobs.map((b) => sha256(readFileSync(join(storage, 'blobs', b))))).size).toBe(blobs.length);
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
      execFileSync('umount', ['-l', storage]);
      await db.drop();
    }
  });
});
