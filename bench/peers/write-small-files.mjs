// P2 physical limit: writes `count` files of `size` random bytes into `dir` with `concurrency`
// writers, each file through the same protocol as Coffer (temp → fsync → rename → fsync dir).
// Prints {"seconds":S,"filesPerSecond":F}. Usage: node write-small-files.mjs <dir> <count> <size> <concurrency>
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, open, rename } from 'node:fs/promises';
import { join } from 'node:path';

const [dir, count, size, concurrency] = [process.argv[2], ...process.argv.slice(3).map(Number)];
await mkdir(dir, { recursive: true });
const fsync = async (path) => {
  const handle = await open(path, 'r');
  await handle.sync();
  await handle.close();
};
let next = 0;
const started = process.hrtime.bigint();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < count) {
      next++;
      const tmp = join(dir, `${randomUUID()}.part`);
      const handle = await open(tmp, 'wx', 0o600);
      await handle.writeFile(randomBytes(size));
      await handle.sync();
      await handle.close();
      await rename(tmp, join(dir, randomUUID()));
      await fsync(dir);
    }
  }),
);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
process.stdout.write(`${JSON.stringify({ seconds, filesPerSecond: count / seconds })}\n`);
