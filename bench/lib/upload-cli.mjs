// Runs `count` concurrent generated uploads of `size` bytes in its own process (so the load does
// not share an event loop with a latency probe) and prints {"statuses":[…],"ids":[…]}.
// Usage: node bench/lib/upload-cli.mjs <url> <cookie> <size> <count>
import { uploadGenerated } from './upload.mjs';

const [url, cookie, size, count] = [process.argv[2], process.argv[3], Number(process.argv[4]), Number(process.argv[5])];
const results = await Promise.all(
  Array.from({ length: count }, (_, i) => uploadGenerated(url, cookie, { size, name: `load-${i}-${Date.now()}.txt` })),
);
const ids = results.filter((r) => r.status === 201).flatMap((r) => JSON.parse(r.body).created.map((c) => c.id));
process.stdout.write(`${JSON.stringify({ statuses: results.map((r) => r.status), ids })}\n`);
