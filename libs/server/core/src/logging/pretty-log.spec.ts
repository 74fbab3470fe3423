import { PassThrough } from 'node:stream';
import { prettyLogLine, prettyLogStream, usePrettyLogs } from './pretty-log';

const time = Date.UTC(2026, 10, 24, 9, 5, 7, 42);

describe('pretty logs', () => {
  it('writes a request as method, path, status and duration, with its id', () => {
    const line = JSON.stringify({
      level: 30,
      time,
      pid: 1,
      hostname: 'h',
      req: { id: 'r1', method: 'GET', url: '/api/files/list' },
      res: { statusCode: 200 },
      responseTime: 12,
      msg: 'request completed',
    });
    expect(prettyLogLine(line)).toBe('09:05:07.042 INFO  GET /api/files/list 200 12 ms req=r1');
  });

  it('writes context, message and the other fields as key=value, quoting what needs it', () => {
    const line = JSON.stringify({
      level: 50,
      time,
      context: 'Mail',
      msg: 'Could not send',
      to: 'a@example.com',
      error: 'connect ECONNREFUSED',
      attempt: 2,
    });
    expect(prettyLogLine(line)).toBe(
      '09:05:07.042 ERROR [Mail] Could not send to=a@example.com error="connect ECONNREFUSED" attempt=2',
    );
  });

  it('colours the level only for a terminal, and passes lines that are not JSON through', () => {
    expect(prettyLogLine(JSON.stringify({ level: 40, time, msg: 'x' }), true)).toContain('\u001b[33mWARN \u001b[0m');
    expect(prettyLogLine('plain text')).toBe('plain text');
  });

  it('reassembles entries split across writes', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (c: Buffer) => chunks.push(c.toString()));
    const stream = prettyLogStream(out);
    const entry = JSON.stringify({ level: 30, time, msg: 'started' });
    stream.write(entry.slice(0, 10));
    stream.write(`${entry.slice(10)}\n${entry}`);
    await new Promise<void>((resolve) => stream.end(resolve));
    expect(chunks.join('')).toBe('09:05:07.042 INFO  started\n09:05:07.042 INFO  started\n');
  });

  it('is pretty for a terminal under auto, JSON when piped, and as forced otherwise', () => {
    expect(usePrettyLogs('auto', true)).toBe(true);
    expect(usePrettyLogs('auto', false)).toBe(false);
    expect(usePrettyLogs('json', true)).toBe(false);
    expect(usePrettyLogs('pretty', false)).toBe(true);
  });
});
