// P8: resumable (tus) uploads. One large upload in a single PATCH and in 8 MiB PATCHes against the
// P1 peers (raw Node pipe server, disk write + fsync) and against the tus project's own server
// (@tus/server on a file store with the same fsync per PATCH); the bytes a real client (tus-js-client)
// sends in all when its connection is cut at 50 %; server memory during 10 concurrent tus uploads.
// Targets: ≥ 0.8 × raw Node and ≥ 0.6 × disk; ≤ 1.05 × the file's bytes; < 64 MB above idle.
import { createServer, connect } from 'node:net';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as tus from 'tus-js-client';
import { deleteItem } from '../lib/api.mjs';
import { diskWrite, startRawUploadServer, startTusPeer } from '../lib/peers.mjs';
import { rssOf, sampleRss } from '../lib/server.mjs';
import { interleaved, MIB, sleep } from '../lib/stats.mjs';
import { tusUpload } from '../lib/tus.mjs';
import { randomText, uploadGenerated } from '../lib/upload.mjs';

const CHUNK = 8 * MIB;

export async function p8(ctx) {
  const size = (ctx.quick ? 64 : 512) * MIB;
  const { server, user } = ctx.embedded;
  const raw = await startRawUploadServer(server.dataDir, { cpu: ctx.cpu.server });
  const tusPeer = await startTusPeer(server.dataDir, { cpu: ctx.cpu.server });
  try {
    const coffer = (chunkSize) => async () => {
      const r = await tusUpload(server.url, user.cookie, { size, chunkSize, name: `p8-${Date.now()}.txt` });
      if (!r.itemId) throw new Error('P8: the last PATCH named no item');
      await deleteItem(server.url, user.cookie, r.itemId);
      return size / 1e6 / r.seconds;
    };
    const library = (chunkSize) => async () => {
      const r = await tusUpload(tusPeer.url, null, { size, chunkSize, base: '/files' });
      for (const f of readdirSync(tusPeer.dir)) rmSync(join(tusPeer.dir, f));
      return size / 1e6 / r.seconds;
    };
    const rawNode = async () => {
      const r = await uploadGenerated(raw.url, null, { size, path: '/' });
      if (r.status !== 201) throw new Error(`P8 raw peer: ${r.status}`);
      for (const f of readdirSync(raw.dir)) rmSync(join(raw.dir, f));
      return size / 1e6 / r.seconds;
    };
    const disk = () => diskWrite(server.dataDir, size, { cpu: ctx.cpu.server });
    const s = await interleaved(
      {
        single: coffer(Infinity),
        chunked: coffer(CHUNK),
        rawNode,
        disk,
        libSingle: library(Infinity),
        libChunked: library(CHUNK),
      },
      ctx,
    );
    const resume = await interleaved({ sent: () => resumedUpload(ctx, size) }, ctx);
    const memory = await interleaved({ concurrent: () => concurrentMemory(ctx) }, ctx);
    const label = `${size / MIB} MiB`;
    const each = (ctx.quick ? 25 : 100) * MIB;
    return [
      ctx.row({
        metric: `P8 tus upload ${label}, one PATCH vs raw Node`,
        unit: 'MB/s',
        app: s.single,
        peer: s.rawNode,
        peerName: 'raw Node',
        minRatio: 0.8,
        targetText: '≥ 0.8 × raw Node',
      }),
      ctx.row({
        metric: `P8 tus upload ${label}, one PATCH vs disk`,
        unit: 'MB/s',
        app: s.single,
        peer: s.disk,
        peerName: 'disk write+fsync',
        minRatio: 0.6,
        targetText: '≥ 0.6 × disk',
      }),
      ctx.row({
        metric: `P8 tus upload ${label}, 8 MiB PATCHes vs raw Node`,
        unit: 'MB/s',
        app: s.chunked,
        peer: s.rawNode,
        peerName: 'raw Node',
        minRatio: 0.8,
        targetText: '≥ 0.8 × raw Node',
      }),
      ctx.row({
        metric: `P8 tus upload ${label}, 8 MiB PATCHes vs disk`,
        unit: 'MB/s',
        app: s.chunked,
        peer: s.disk,
        peerName: 'disk write+fsync',
        minRatio: 0.6,
        targetText: '≥ 0.6 × disk',
      }),
      ctx.row({
        metric: `P8 tus upload ${label}, one PATCH vs @tus/server`,
        unit: 'MB/s',
        app: s.single,
        peer: s.libSingle,
        peerName: '@tus/server',
        targetText: '–',
      }),
      ctx.row({
        metric: `P8 tus upload ${label}, 8 MiB PATCHes vs @tus/server`,
        unit: 'MB/s',
        app: s.chunked,
        peer: s.libChunked,
        peerName: '@tus/server',
        targetText: '–',
      }),
      ctx.row({
        metric: `P8 tus-js-client resume after a cut at 50 %, ${label}`,
        unit: '× file bytes sent',
        app: resume.sent,
        max: 1.05,
        targetText: '≤ 1.05 ×',
      }),
      ctx.row({
        metric: `P8 memory, 10 concurrent tus uploads × ${each / MIB} MiB`,
        unit: 'MB above idle',
        app: memory.concurrent,
        max: 64,
        targetText: '< 64 MB',
      }),
    ];
  } finally {
    await raw.stop();
    await tusPeer.stop();
  }
}

/**
 * tus-js-client uploads through a TCP relay that counts the bytes the client sends and cuts the
 * connection once half the file has gone through; the client resumes on its own (HEAD, then PATCH
 * from the offset the server reports). Answers the bytes sent in all / the file's size.
 */
async function resumedUpload(ctx, size) {
  const { server, user } = ctx.embedded;
  const data = randomText(size);
  const target = new URL(server.url);
  let sent = 0;
  let cut = false;
  const relay = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    client.on('data', (chunk) => {
      sent += chunk.length;
      if (!cut && sent >= size / 2) {
        cut = true;
        client.destroy();
        upstream.destroy();
        return;
      }
      if (!upstream.write(chunk)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise((resolve) => relay.listen(0, '127.0.0.1', resolve));
  let itemId = null;
  try {
    await new Promise((resolve, reject) => {
      new tus.Upload(data, {
        endpoint: `http://127.0.0.1:${relay.address().port}/api/uploads`,
        headers: { Cookie: user.cookie },
        metadata: { filename: `p8-resume-${Date.now()}.txt`, filetype: 'text/plain' },
        retryDelays: [0, 200, 1000],
        onAfterResponse: (_req, res) => {
          itemId = res.getHeader('Coffer-Item-Id') ?? itemId;
        },
        onSuccess: () => resolve(),
        onError: reject,
      }).start();
    });
  } finally {
    relay.close();
  }
  if (!cut) throw new Error('P8: the connection was never cut');
  if (!itemId) throw new Error('P8: the resumed upload named no item');
  await deleteItem(server.url, user.cookie, itemId);
  return sent / size;
}

/** Peak server RSS above idle while 10 tus uploads run at once (one PATCH each). */
async function concurrentMemory(ctx) {
  const { server, user } = ctx.embedded;
  const each = (ctx.quick ? 25 : 100) * MIB;
  await sleep(300);
  const idle = rssOf(server.pid);
  const sampler = sampleRss(server.pid, 25);
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      tusUpload(server.url, user.cookie, { size: each, name: `p8-mem-${i}-${Date.now()}.txt` }),
    ),
  );
  const peak = sampler.stop().peak;
  for (const r of results) await deleteItem(server.url, user.cookie, r.itemId);
  return (peak - idle) / 1e6;
}
