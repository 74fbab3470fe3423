// P8 peer: the tus project's own server (@tus/server) on a minimal file store with the same
// durability as Coffer's (each PATCH's bytes appended, then fsynced, before the offset is
// acknowledged). No accounts, quota, hashing or commit: what the library itself costs.
// Prints {"port":N} once listening. Usage: node bench/peers/tus-server.mjs <dir>
import { createServer } from 'node:http';
import { open, rm, stat, writeFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Server } from '@tus/server';
import { DataStore, Upload } from '@tus/utils';

const dir = process.argv[2];

class FsyncFileStore extends DataStore {
  extensions = ['creation', 'creation-with-upload', 'termination'];

  async create(upload) {
    await writeFile(join(dir, upload.id), '');
    await writeFile(join(dir, `${upload.id}.json`), JSON.stringify({ size: upload.size }));
    return upload;
  }

  async write(source, id, offset) {
    const handle = await open(join(dir, id), 'r+');
    let written = 0;
    try {
      for await (const chunk of source) {
        await handle.write(chunk, 0, chunk.length, offset + written);
        written += chunk.length;
      }
    } finally {
      await handle.sync();
      await handle.close();
    }
    return offset + written;
  }

  async getUpload(id) {
    const info = JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8'));
    return new Upload({ id, size: info.size, offset: (await stat(join(dir, id))).size });
  }

  async remove(id) {
    await rm(join(dir, id), { force: true });
    await rm(join(dir, `${id}.json`), { force: true });
  }
}

const tus = new Server({ path: '/files', datastore: new FsyncFileStore() });
const server = createServer((req, res) => tus.handle(req, res));
server.requestTimeout = 0;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`));
