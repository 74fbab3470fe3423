// P3: download of a large file (1 GiB; quick 128 MiB) with curl, one stream and 8 connections
// (8 parallel Range requests, one eighth each),
// vs nginx-light (sendfile) serving the same blob file. Both read from the page cache (the file was
// just written and the box has far more RAM), so this is the memory → socket path. Target ≥ 0.8 × nginx.
import { interleaved, MIB } from '../lib/stats.mjs';
import { curlDownload, startNginx } from '../lib/tools.mjs';
import { bigFile } from './big-file.mjs';

export async function p3(ctx) {
  const file = await bigFile(ctx);
  const { user } = ctx.embedded;
  const nginx = await startNginx(file.blobsDir, { cpu: ctx.cpu.server });
  try {
    const nginxUrl = `${nginx.url}/${file.key}`;
    const rows = [];
    for (const streams of [1, 8]) {
      const s = await interleaved(
        {
          app: () => curlDownload(file.appUrl, { cookie: user.cookie, streams, size: file.size, cpu: ctx.cpu.client }),
          nginx: () => curlDownload(nginxUrl, { streams, size: file.size, cpu: ctx.cpu.client }),
        },
        ctx,
      );
      rows.push(
        ctx.row({
          metric: `P3 download ${file.size / MIB} MiB, ${streams === 1 ? '1 stream' : `${streams} ranged connections`}`,
          unit: 'MB/s',
          app: s.app,
          peer: s.nginx,
          peerName: 'nginx sendfile',
          minRatio: 0.8,
          targetText: '≥ 0.8 × nginx',
        }),
      );
    }
    return rows;
  } finally {
    await nginx.stop();
  }
}
