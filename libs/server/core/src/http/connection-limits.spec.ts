import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { effectiveMaxConnections, limitConnections, type ConnectionStats } from './connection-limits';

const LIMITS = {
  maxConnections: 1000,
  maxConnectionsPerAddress: 20,
  maxPendingConnections: 50,
  maxPendingConnectionsPerAddress: 5,
  headersTimeoutSeconds: 30,
};

/** Opens a connection from `localAddress` that sends half a request line and nothing more. */
function halfOpen(port: number, localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () => {
      socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n');
      resolve(socket);
    });
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

function get(port: number, localAddress = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () =>
      socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    let data = '';
    socket.on('data', (d) => (data += d.toString()));
    socket.on('close', () =>
      data ? resolve(Number(data.split(' ')[1])) : reject(new Error('closed without an answer')),
    );
    socket.on('error', () => undefined);
  });
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 10));
};

describe('limitConnections', () => {
  let server: Server;
  let port: number;
  let stats: () => ConnectionStats;
  const sockets: Socket[] = [];

  async function start(limits = LIMITS, trustProxy: boolean | string = false) {
    server = createServer((_req, res) => res.end('ok'));
    stats = limitConnections(server, limits, trustProxy);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  }

  afterEach(async () => {
    for (const s of sockets.splice(0)) s.destroy();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('refuses half-open connections past the per-address cap and still serves other addresses', async () => {
    await start();
    for (let i = 0; i < 40; i++) sockets.push(await halfOpen(port, '127.0.0.2'));
    await until(() => stats().dropped >= 35);
    expect(stats().pending).toBe(LIMITS.maxPendingConnectionsPerAddress);
    expect(await get(port)).toBe(200);
  });

  it('drops the oldest half-open connection when the global cap is reached, so a prompt client gets a turn', async () => {
    await start({ ...LIMITS, maxPendingConnections: 20 });
    // Many addresses, each under its own cap.
    for (let a = 2; a < 12; a++) for (let i = 0; i < 4; i++) sockets.push(await halfOpen(port, `127.0.0.${a}`));
    await until(() => stats().pending <= 20);
    expect(stats().pending).toBe(20);
    expect(await get(port)).toBe(200);
  });

  it('caps open connections in all, dropping half-open ones first', async () => {
    await start({ ...LIMITS, maxConnections: 10 });
    for (let a = 2; a < 6; a++) for (let i = 0; i < 5; i++) sockets.push(await halfOpen(port, `127.0.0.${a}`));
    await until(() => stats().open <= 10);
    expect(await get(port)).toBe(200);
  });

  it('drops a connection that does not finish its headers in time', async () => {
    await start({ ...LIMITS, headersTimeoutSeconds: 1 });
    const socket = await halfOpen(port, '127.0.0.2');
    await new Promise((resolve) => socket.once('close', resolve));
    await until(() => stats().open === 0);
    expect(stats()).toMatchObject({ open: 0, pending: 0, dropped: 1 });
  });

  it('exempts a trusted proxy from the per-address caps', async () => {
    await start(LIMITS, 'loopback');
    for (let i = 0; i < 10; i++) sockets.push(await halfOpen(port, '127.0.0.2'));
    await until(() => stats().pending === 10);
    expect(stats().dropped).toBe(0);
  });

  it('keeps the global cap below the descriptor limit', () => {
    expect(effectiveMaxConnections(10_000, 1024)).toBe(1024 - 204);
    expect(effectiveMaxConnections(10_000, 200)).toBe(136);
    expect(effectiveMaxConnections(500, 20_000)).toBe(500);
    expect(effectiveMaxConnections(500, undefined)).toBe(500);
  });
});
