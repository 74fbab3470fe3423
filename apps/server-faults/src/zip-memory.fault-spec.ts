import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, openSync, closeSync, ftruncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { openFilesUnder, processStats, signUpOn, startServerProcess, type ServerProcess } from '@coffer/server-testing';
import { embeddedDatabase, isolatedDatabase, sleep } from './support/harness';

const GIB = 1024 ** 3;
const BIG = 5 * GIB;
const MANY = 10_000;

/** The peak resident memory of `pid` while `work` runs, sampled every 50 ms. */
async function peakRss(pid: number, work: () => Promise<void>): Promise<number> {
  let peak = processStats(pid).rssBytes;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, processStats(pid).rssBytes);
      await sleep(50);
    }
  })();
  try {
    await work();
  } finally {
    running = false;
    await sampler;
  }
  return peak;
}

async function zipResponse(server: ServerProcess, cookie: string, id: string, signal?: AbortSignal) {
  const res = await fetch(`${server.url}/api/files/zip?ids=${id}`, { headers: { Cookie: cookie }, signal });
  expect(res.status).toBe(200);
  return res;
}

describe('Zip downloads at scale', () => {
  it('stream 10 000 files and one 5 GiB file with server memory under 64 MB above idle; a client that leaves mid-zip leaves nothing open', async () => {
    const db = await isolatedDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'coffer-zip-'));
    let server = await startServerProcess(db.env, dataDir);
    const user = await signUpOn(server.url);
    server.child.kill('SIGTERM');
    await server.exited;

    // The data, written as the server would have stored it (a 5 GiB file cannot be uploaded:
    // uploads stop at 512 MiB): one sparse 5 GiB blob, and one small blob behind 10 000 files.
    const embedded = db.env['DATABASE_URL'] ? null : await embeddedDatabase(join(dataDir, 'pg'));
    const sql = new Client({ connectionString: db.env['DATABASE_URL'] ?? embedded!.url });
    await sql.connect();
    const blobFile = (key: string) => {
      mkdirSync(join(dataDir, 'storage', 'blobs', key.slice(0, 2)), { recursive: true });
      return join(dataDir, 'storage', 'blobs', key);
    };
    // Keys as the server makes them: `<first two characters>/<uuid>`.
    const newKey = () => ((id) => `${id.slice(0, 2)}/${id}`)(crypto.randomUUID());
    const bigKey = newKey();
    const fd = openSync(blobFile(bigKey), 'w');
    ftruncateSync(fd, BIG);
    closeSync(fd);
    const smallKey = newKey();
    writeFileSync(blobFile(smallKey), 'a small file\n');
    const ids: Record<string, string> = {};
    try {
      const blob = async (key: string, size: number, refs: number) =>
        (
          await sql.query<{ id: string }>(
            `INSERT INTO blob (sha256, size, storage_key, driver, ref_count) VALUES ($1, $2, $3, 'local', $4) RETURNING id`,
            [randomBytes(32).toString('hex'), size, key, refs],
          )
        ).rows[0]!.id;
      const bigBlob = await blob(bigKey, BIG, 1);
      const smallBlob = await blob(smallKey, 13, MANY);
      const item = async (type: string, name: string, path: string, size: number | null, blobId: string | null) =>
        (
          await sql.query<{ id: string }>(
            `INSERT INTO item (owner_id, type, name, path, mime_type, size, blob_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
            [user.id, type, name, path, type === 'file' ? 'text/plain' : null, size, blobId],
          )
        ).rows[0]!.id;
      ids['big'] = await item('file', 'big.txt', '/', BIG, bigBlob);
      ids['many'] = await item('folder', 'many', '/', null, null);
      await sql.query(
        `INSERT INTO item (owner_id, type, name, path, mime_type, size, blob_id)
         SELECT $1, 'file', 'f' || lpad(n::text, 5, '0') || '.txt', '/many/', 'text/plain', 13, $2 FROM generate_series(1, $3) n`,
        [user.id, smallBlob, MANY],
      );
      await sql.query('UPDATE user_storage SET used_bytes = $2 WHERE user_id = $1', [user.id, BIG + 13 * MANY]);
    } finally {
      await sql.end();
      await embedded?.stop();
    }

    server = await startServerProcess(db.env, dataDir);
    try {
      const cookie = (
        await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: user.email, password: 'Fault!pass1' }),
        })
      ).headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      await zipResponse(server, cookie, ids['many']).then((r) => r.arrayBuffer());
      const idle = processStats(server.pid).rssBytes;

      // 10 000 files: every entry is there (Info-ZIP's unzip lists them), memory stays flat.
      const manyZip = join(dataDir, 'many.zip');
      const manyPeak = await peakRss(server.pid, async () => {
        const res = await zipResponse(server, cookie, ids['many']!);
        await pipeline(Readable.fromWeb(res.body as never), createWriteStream(manyZip));
      });
      expect(
        execFileSync('unzip', ['-Z1', manyZip], { maxBuffer: 16 * 1024 * 1024 })
          .toString()
          .trim()
          .split('\n'),
      ).toHaveLength(MANY + 1);
      expect(manyPeak - idle).toBeLessThan(64 * 1024 * 1024);

      // The same folder through a folder link, zipped for an anonymous visitor: the same stream.
      const { token } = (await (
        await fetch(`${server.url}/api/share/create`, {
          method: 'POST',
          headers: { Cookie: cookie, 'Content-Type': 'application/json' },
          body: JSON.stringify({ folderId: ids['many'], scope: 'public' }),
        })
      ).json()) as { token: string };
      const opened = (await (await fetch(`${server.url}/api/share/access/${token}`)).json()) as { zipUrl: string };
      const sharedZip = `${server.url}${new URL(opened.zipUrl).pathname}${new URL(opened.zipUrl).search}`;
      const visitorZip = join(dataDir, 'shared.zip');
      const sharedPeak = await peakRss(server.pid, async () => {
        const res = await fetch(sharedZip);
        expect(res.status).toBe(200);
        await pipeline(Readable.fromWeb(res.body as never), createWriteStream(visitorZip));
      });
      expect(
        execFileSync('unzip', ['-Z1', visitorZip], { maxBuffer: 16 * 1024 * 1024 })
          .toString()
          .trim()
          .split('\n'),
      ).toHaveLength(MANY + 1);
      expect(sharedPeak - idle).toBeLessThan(64 * 1024 * 1024);

      // One 5 GiB file: ZIP64, every byte sent, memory stays flat.
      let received = 0;
      let tail = Buffer.alloc(0);
      let length = 0;
      const bigPeak = await peakRss(server.pid, async () => {
        const res = await zipResponse(server, cookie, ids['big']!);
        length = Number(res.headers.get('content-length'));
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          received += chunk.length;
          tail = Buffer.concat([tail, chunk]).subarray(-200);
        }
      });
      expect(length).toBeGreaterThan(BIG);
      expect(received).toBe(length);
      // The ZIP64 end of central directory record is near the end.
      expect(tail.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
      expect(bigPeak - idle).toBeLessThan(64 * 1024 * 1024);

      // A client that goes away mid-zip: the server closes the blob and goes on serving.
      const abort = new AbortController();
      const res = await zipResponse(server, cookie, ids['big'], abort.signal);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      for (let got = 0; got < 100 * 1024 * 1024;) got += (await reader.read()).value?.length ?? 0;
      abort.abort();
      await reader.cancel().catch(() => undefined);
      let open = 1;
      for (let i = 0; i < 50 && (open = openFilesUnder(server.pid, join(dataDir, 'storage'))) > 0; i++)
        await sleep(100);
      expect(open).toBe(0);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } catch (error) {
      throw new Error(`${String(error)}\nserver output:\n${server.output().slice(-3000)}`, { cause: error });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await db.drop();
    }
  }, 600_000);
});
