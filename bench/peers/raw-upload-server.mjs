// P1 peer: the least a Node server can do for an upload. Pipes each request body to a temp file in
// `dir`, fsyncs it, renames it into place and fsyncs the directory (the same durability protocol as
// Coffer, docs/security.md "Storage and uploads"), then answers 201. Prints {"port":N} once listening.
// Usage: node bench/peers/raw-upload-server.mjs <dir>
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

const dir = process.argv[2];
const fsync = async (path) => {
  const handle = await open(path, 'r');
  await handle.sync();
  await handle.close();
};

const server = createServer(async (req, res) => {
  const tmp = join(dir, `${randomUUID()}.part`);
  try {
    await pipeline(req, createWriteStream(tmp));
    await fsync(tmp);
    await rename(tmp, join(dir, randomUUID()));
    await fsync(dir);
    res.writeHead(201, { 'Content-Type': 'application/json' }).end('{}');
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.requestTimeout = 0;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`));
