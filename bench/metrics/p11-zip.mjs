// P11: a folder of 1 000 files totalling 1 GiB (quick: 128 files, 128 MiB) downloaded as one zip
// (`GET /api/files/zip?ids=<folder>`) with curl, MB/s, against the same server's download of one
// stored file in the same run: the P3 file (512 MiB, the largest file Coffer accepts, so the
// folder's 1 GiB cannot be stored as one file; quick 128 MiB). Both read from the page cache, so
// this is what building the archive costs on the memory → socket path. Target ≥ 0.7 × one file.
import { itemIdIn } from '../lib/api.mjs';
import { interleaved, MIB } from '../lib/stats.mjs';
import { curlDownload } from '../lib/tools.mjs';
import { randomText, uploadFiles } from '../lib/upload.mjs';
import { bigFile } from './big-file.mjs';

const FOLDER = 'p11-zip';

export async function p11(ctx) {
  const file = await bigFile(ctx);
  const { server, user } = ctx.embedded;
  const count = ctx.quick ? 128 : 1000;
  const total = (ctx.quick ? 128 : 1024) * MIB;
  ctx.log(`P11: uploading ${count} files, ${total / MIB} MiB in all`);
  await uploadFolder(server.url, user.cookie, count, total);
  const folderId = await itemIdIn(server.url, user.cookie, '/', FOLDER);
  const zipUrl = `${server.url}/api/files/zip?ids=${folderId}`;
  const head = await fetch(zipUrl, { method: 'HEAD', headers: { Cookie: user.cookie } });
  if (!head.ok) throw new Error(`HEAD ${zipUrl}: ${head.status}`);
  const zipSize = Number(head.headers.get('content-length'));
  const s = await interleaved(
    {
      zip: () => curlDownload(zipUrl, { cookie: user.cookie, size: zipSize, cpu: ctx.cpu.client }),
      file: () => curlDownload(file.appUrl, { cookie: user.cookie, size: file.size, cpu: ctx.cpu.client }),
    },
    ctx,
  );
  return [
    ctx.row({
      metric: `P11 zip of a folder of ${count} files, ${total / MIB} MiB, vs one file`,
      unit: 'MB/s',
      app: s.zip,
      peer: s.file,
      peerName: `one file of ${file.size / MIB} MiB`,
      minRatio: 0.7,
      targetText: '≥ 0.7 × one file',
    }),
  ];
}

/**
 * `count` distinct text files of `total` bytes in all (sizes differ by at most one byte) into
 * /p11-zip/, about 100 MiB per request.
 */
async function uploadFolder(url, cookie, count, total) {
  const sizeOf = (i) => Math.floor(((i + 1) * total) / count) - Math.floor((i * total) / count);
  const perRequest = Math.max(1, Math.floor((100 * MIB) / sizeOf(0)));
  for (let first = 0; first < count; first += perRequest) {
    const files = [];
    for (let i = first; i < Math.min(count, first + perRequest); i++)
      files.push({ relativePath: `${FOLDER}/f${String(i).padStart(4, '0')}.txt`, content: randomText(sizeOf(i)) });
    const r = await uploadFiles(url, cookie, files);
    if (r.status !== 201) throw new Error(`P11 upload: ${r.status} ${r.body.slice(0, 300)}`);
  }
}
