// D1: WebDAV against the REST paths that do the same work, in the same run on the same server:
// PROPFIND depth 1 of the 10 000-item folder vs the REST full list of it (P4's), p50 and p99;
// a 512 MiB PUT vs the multipart upload of the same bytes (P1's app side).
// Targets: listing ≤ 1.5 × REST, PUT ≥ 0.8 × multipart.
import { createdIds, deleteItem } from '../lib/api.mjs';
import { latencies } from '../lib/latency.mjs';
import { appPassword } from '../lib/server.mjs';
import { interleaved, MIB, percentile } from '../lib/stats.mjs';
import { putGenerated, uploadGenerated } from '../lib/upload.mjs';
import { BIG, listingProbes } from './p4-listing.mjs';

const PROPFIND_BODY =
  '<?xml version="1.0" encoding="utf-8"?><D:propfind xmlns:D="DAV:"><D:prop><D:resourcetype/><D:getcontentlength/>' +
  '<D:getlastmodified/><D:getetag/></D:prop></D:propfind>';

export async function d1(ctx) {
  return [...(await listing(ctx)), ...(await put(ctx))];
}

async function listing(ctx) {
  const { server, user, database } = ctx.listing;
  const authorization = await appPassword(server, user);
  const probes = listingProbes(ctx);
  const count = ctx.quick ? 10 : 60;
  const quantiles = (times) => ({ p50: percentile(times, 50), p99: percentile(times, 99) });
  const s = await interleaved(
    {
      rest: async () => quantiles(await probes.full({ count })),
      dav: async () =>
        quantiles(
          await latencies(`${server.url}/dav/big/`, {
            method: 'PROPFIND',
            headers: {
              Authorization: authorization,
              Depth: '1',
              'Content-Type': 'application/xml',
              'Content-Length': Buffer.byteLength(PROPFIND_BODY),
            },
            body: PROPFIND_BODY,
            count,
            okStatus: 207,
          }),
        ),
    },
    ctx,
  );
  return ['p50', 'p99'].map((q) =>
    ctx.row({
      metric: `D1 PROPFIND depth 1 of ${BIG / 1000}k, ${q} (${database})`,
      unit: 'ms',
      app: s.dav[q],
      peer: s.rest[q],
      peerName: `REST full list ${q}`,
      maxRatio: 1.5,
      targetText: '≤ 1.5 × REST list',
    }),
  );
}

async function put(ctx) {
  const size = (ctx.quick ? 64 : 512) * MIB;
  const { server, user } = ctx.embedded;
  const authorization = await appPassword(server, user);
  const s = await interleaved(
    {
      multipart: async () => {
        const r = await uploadGenerated(server.url, user.cookie, { size, name: `d1-${Date.now()}.txt` });
        if (r.status !== 201) throw new Error(`D1 multipart: ${r.status} ${r.body}`);
        for (const id of createdIds(r.body)) await deleteItem(server.url, user.cookie, id);
        return size / 1e6 / r.seconds;
      },
      dav: async () => {
        const path = `/dav/d1-${Date.now()}.txt`;
        const r = await putGenerated(server.url, { Authorization: authorization }, { size, path });
        if (r.status !== 201) throw new Error(`D1 PUT: ${r.status} ${r.body}`);
        const gone = await fetch(`${server.url}${path}`, {
          method: 'DELETE',
          headers: { Authorization: authorization },
        });
        if (gone.status !== 204) throw new Error(`D1 DELETE: ${gone.status}`);
        return size / 1e6 / r.seconds;
      },
    },
    ctx,
  );
  return [
    ctx.row({
      metric: `D1 WebDAV PUT ${size / MIB} MiB vs multipart`,
      unit: 'MB/s',
      app: s.dav,
      peer: s.multipart,
      peerName: 'multipart upload',
      minRatio: 0.8,
      targetText: '≥ 0.8 × multipart',
    }),
  ];
}
