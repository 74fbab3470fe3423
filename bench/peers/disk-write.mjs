// P1 physical limit: writes `size` bytes in 1 MiB blocks to a new file in `dir`, fsyncs it, and
// prints {"seconds":S,"mbps":M} timed from open to the end of fsync (the page cache alone would
// otherwise be measured). Usage: node bench/peers/disk-write.mjs <dir> <size>
import { randomBytes, randomUUID } from 'node:crypto';
import { open, unlink } from 'node:fs/promises';
import { join } from 'node:path';

const [dir, size] = [process.argv[2], Number(process.argv[3])];
const block = randomBytes(1024 * 1024);
const path = join(dir, `disk-${randomUUID()}`);
const started = process.hrtime.bigint();
const handle = await open(path, 'wx', 0o600);
for (let written = 0; written < size;) {
  const n = Math.min(block.length, size - written);
  await handle.write(block, 0, n);
  written += n;
}
await handle.sync();
await handle.close();
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
await unlink(path);
process.stdout.write(`${JSON.stringify({ seconds, mbps: size / 1e6 / seconds })}\n`);
