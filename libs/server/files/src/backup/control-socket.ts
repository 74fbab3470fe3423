import { chmod, unlink } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isAbsolute } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { BackupError, type BackupSummary } from './backup-format';
import { BackupService } from './backup.service';

/** Unix socket paths longer than this do not fit `sockaddr_un` on every platform. */
const MAX_SOCKET_PATH = 100;

/**
 * The operator's way into a running server: HTTP on a Unix socket in DATA_DIR (mode 0600, so
 * only the account that runs Coffer reaches it; nothing listens on the network). The command line
 * asks it for a backup, which only the running process can take of the embedded database.
 */
@Injectable()
export class ControlSocket {
  private readonly logger = new Logger('Control');
  private server?: Server;
  private path?: string;

  constructor(private readonly backups: BackupService) {}

  /**
   * Listens at `path`, unless another live process answers there (replicas sharing DATA_DIR: that
   * one answers the command line; a server on the embedded database checks this before it opens it).
   */
  async open(path: string): Promise<void> {
    if (path.length > MAX_SOCKET_PATH) {
      this.logger.warn(`No control socket: ${path} is too long for a Unix socket (backups need the server stopped).`);
      return;
    }
    if (await controlSocketAnswers(path)) {
      this.logger.log(`Another process on this DATA_DIR serves ${path}`);
      return;
    }
    await unlink(path).catch(() => undefined);
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    await chmod(path, 0o600);
    this.server = server;
    this.path = path;
  }

  async close(): Promise<void> {
    if (!this.server) return;
    await new Promise((resolve) => this.server!.close(resolve));
    await unlink(this.path!).catch(() => undefined);
    this.server = undefined;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    let to: unknown;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      to = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to?: unknown }).to;
    } catch {
      to = undefined;
    }
    res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
    const send = (line: object) => res.write(`${JSON.stringify(line)}\n`);
    if (typeof to !== 'string' || !isAbsolute(to)) {
      res.end(`${JSON.stringify({ error: { code: 'VALIDATION_ERROR', message: 'to: an absolute path.' } })}\n`);
      return;
    }
    try {
      const summary = await this.backups.take(to, (say) => send({ say }));
      res.end(`${JSON.stringify({ done: summary })}\n`);
    } catch (error) {
      const code = error instanceof BackupError ? error.code : 'BACKUP_FAILED';
      res.end(
        `${JSON.stringify({ error: { code, message: error instanceof Error ? error.message : String(error) } })}\n`,
      );
    }
  }
}

/** Whether a live process answers at the control socket `path`. */
export function controlSocketAnswers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ socketPath: path, method: 'GET', path: '/', timeout: 2000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => {
      req.destroy();
      resolve(true);
    });
    req.end();
  });
}

/**
 * Asks the server at the control socket `path` for a backup into `to`, passing on what it says.
 * Rejects with the socket's ENOENT or ECONNREFUSED when no server listens there.
 */
export function backupThroughServer(path: string, to: string, say: (line: string) => void): Promise<BackupSummary> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: path, method: 'POST', path: '/backup' }, (res) => {
      let pending = '';
      let outcome: { done?: BackupSummary; error?: { code: string; message: string } } | undefined;
      res.setEncoding('utf8');
      res.on('data', (text: string) => {
        pending += text;
        for (let at = pending.indexOf('\n'); at !== -1; at = pending.indexOf('\n')) {
          const line = JSON.parse(pending.slice(0, at)) as { say?: string; done?: BackupSummary; error?: never };
          pending = pending.slice(at + 1);
          if (line.say) say(line.say);
          else outcome = line;
        }
      });
      res.on('end', () => {
        if (outcome?.done) resolve(outcome.done);
        else if (outcome?.error) reject(new BackupError(outcome.error.code as never, outcome.error.message));
        else reject(new Error('The server ended the backup without saying how it went.'));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify({ to }));
  });
}
