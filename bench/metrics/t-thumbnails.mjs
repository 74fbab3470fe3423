// T1–T3: server-side thumbnails. Each run uploads fresh content (a new blob), so the thumbnail
// request renders it; the server runs no background jobs, so the request is what renders.
// T1: a 20-megapixel JPEG, p50 of the request (target < 400 ms). T2: page 1 of a PDF (info).
// T3: server RSS above idle while a decompression bomb, a truncated JPEG and a PDF with JavaScript
// are thumbnailed at once (target < 200 MB).
import { createdIds } from '../lib/api.mjs';
import { rssOf, sampleRss, signUp, startServer } from '../lib/server.mjs';
import { interleaved, sleep } from '../lib/stats.mjs';
import { bombPng, pdf, photo20mp, unique } from '../lib/thumbnail-fixtures.mjs';
import { uploadFiles } from '../lib/upload.mjs';

/** A server of its own for each row, with no background job workers, and a 20 MP photo. */
async function withServer(ctx, measure) {
  const server = await startServer({ STORAGE_QUOTA_BYTES: String(2 ** 40), JOB_WORKERS: '0' }, { cpu: ctx.cpu.server });
  try {
    return await measure({ server, user: await signUp(server.url), photo: await photo20mp() });
  } finally {
    await server.stop();
  }
}

async function upload({ server, user }, name, content, contentType) {
  const res = await uploadFiles(server.url, user.cookie, [{ relativePath: name, content, contentType }]);
  if (res.status !== 201) throw new Error(`upload of ${name}: ${res.status} ${res.body}`);
  return createdIds(res.body)[0];
}

/** Milliseconds of one thumbnail request; `expect` is the status it must answer. */
async function thumbnail({ server, user }, id, expect = 200) {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/files/${id}/thumbnail`, { headers: { Cookie: user.cookie } });
  await res.arrayBuffer();
  if (res.status !== expect) throw new Error(`thumbnail of ${id}: ${res.status}, expected ${expect}`);
  return performance.now() - started;
}

export function t1(ctx) {
  return withServer(ctx, async (s) => {
    const runs = await interleaved(
      { jpeg: async () => thumbnail(s, await upload(s, `t1-${Date.now()}.jpg`, unique(s.photo), 'image/jpeg')) },
      ctx,
    );
    return [
      ctx.row({
        metric: 'T1 thumbnail of a 20-megapixel JPEG, p50',
        unit: 'ms',
        app: runs.jpeg,
        max: 400,
        targetText: '< 400 ms',
      }),
    ];
  });
}

export function t2(ctx) {
  return withServer(ctx, async (s) => {
    const runs = await interleaved(
      {
        pdf: async () =>
          thumbnail(
            s,
            await upload(
              s,
              `t2-${Date.now()}.pdf`,
              pdf([
                [0.9, 0.9, 1],
                [1, 0.9, 0.9],
              ]),
              'application/pdf',
            ),
          ),
      },
      ctx,
    );
    return [
      ctx.row({ metric: "T2 thumbnail of a PDF's first page, p50", unit: 'ms', app: runs.pdf, targetText: 'info' }),
    ];
  });
}

export function t3(ctx) {
  return withServer(ctx, async (s) => {
    const runs = await interleaved(
      {
        hostile: async () => {
          const cut = unique(s.photo);
          const ids = [
            await upload(s, `t3-bomb-${Date.now()}.png`, bombPng(), 'image/png'),
            await upload(s, `t3-cut-${Date.now()}.jpg`, cut.subarray(0, cut.length >> 1), 'image/jpeg'),
            await upload(
              s,
              `t3-script-${Date.now()}.pdf`,
              pdf([[1, 1, 1]], { javascript: "app.alert('x'); this.submitForm('http://example.invalid/')" }),
              'application/pdf',
            ),
          ];
          await sleep(300);
          const idle = rssOf(s.server.pid);
          const sampler = sampleRss(s.server.pid, 25);
          await Promise.all([thumbnail(s, ids[0], 404), thumbnail(s, ids[1], 404), thumbnail(s, ids[2], 200)]);
          return (sampler.stop().peak - idle) / 1e6;
        },
      },
      ctx,
    );
    return [
      ctx.row({
        metric:
          'T3 server memory above idle while thumbnailing a decompression bomb, a truncated image and a JavaScript PDF',
        unit: 'MB',
        app: runs.hostile,
        max: 200,
        targetText: '< 200 MB',
      }),
    ];
  });
}
