// bench/upload-memory: uploads one 512 MiB file and prints the server's peak RSS above idle.
// Target: under 100 MB. Usage: node bench/upload-memory.mjs [--size-mib N]
import { rssOf, sampleRss, signUp, startServer } from './lib/server.mjs';
import { uploadGenerated } from './lib/upload.mjs';

const MIB = 1024 * 1024;
const sizeArg = process.argv.indexOf('--size-mib');
const size = (sizeArg > -1 ? Number(process.argv[sizeArg + 1]) : 512) * MIB;
const LIMIT = 100e6;

const server = await startServer();
try {
  const { cookie } = await signUp(server.url);
  // Warm-up: first request paths, JIT, pools.
  await uploadGenerated(server.url, cookie, { size: 4 * MIB, name: 'warmup.txt' });
  await new Promise((r) => setTimeout(r, 1000));
  global.gc?.();
  const idle = rssOf(server.pid);
  const sampler = sampleRss(server.pid, 25);
  const result = await uploadGenerated(server.url, cookie, { size, name: 'big.txt' });
  const { peak, samples } = sampler.stop();
  if (result.status !== 201) throw new Error(`upload failed: ${result.status} ${result.body}`);
  const above = peak - idle;
  const row = {
    metric: 'upload-memory',
    sizeMiB: size / MIB,
    idleMB: +(idle / 1e6).toFixed(1),
    peakMB: +(peak / 1e6).toFixed(1),
    peakAboveIdleMB: +(above / 1e6).toFixed(1),
    limitMB: LIMIT / 1e6,
    uploadMBps: +(size / 1e6 / result.seconds).toFixed(1),
    samples,
    pass: above < LIMIT,
  };
  console.log(JSON.stringify(row));
  console.log(
    `${row.pass ? 'PASS' : 'FAIL'}: peak RSS ${row.peakAboveIdleMB} MB above idle (${row.idleMB} MB) while uploading ${row.sizeMiB} MiB at ${row.uploadMBps} MB/s; limit ${row.limitMB} MB`,
  );
  process.exitCode = row.pass ? 0 : 1;
} finally {
  await server.stop();
}
