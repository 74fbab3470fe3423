// P5 crowd peer: the least a Node server can do for a link visit. Answers a link's metadata (a
// small JSON naming a download URL) and that URL (4 KiB), with no checks, no database and no
// framework, so the crowd measured against it shows what the load generator and Node's HTTP
// server alone cost on this machine. Prints {"port":N} once listening.
// Usage: node bench/peers/share-floor-server.mjs <dir>   (the directory is unused)
import { createServer } from 'node:http';

const bytes = Buffer.alloc(4096, 'a');
const metadata = JSON.stringify({ originalName: 'p5-shared.txt', size: bytes.length, downloadUrl: '/bytes?sig=floor' });

const server = createServer((req, res) => {
  if (req.url.startsWith('/api/share/access/')) {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(metadata) });
    res.end(metadata);
  } else {
    res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': bytes.length });
    res.end(bytes);
  }
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
