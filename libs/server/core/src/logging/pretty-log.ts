import { Writable } from 'node:stream';

const LEVELS: Record<number, { name: string; color: number }> = {
  10: { name: 'TRACE', color: 90 },
  20: { name: 'DEBUG', color: 36 },
  30: { name: 'INFO', color: 32 },
  40: { name: 'WARN', color: 33 },
  50: { name: 'ERROR', color: 31 },
  60: { name: 'FATAL', color: 35 },
};
/** Fields every line has, or that the line's head already shows. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'context', 'req', 'res', 'responseTime', 'reqId']);

function paint(text: string, color: number, colors: boolean): string {
  return colors ? `\u001b[${color}m${text}\u001b[0m` : text;
}

/** A level or message as is; anything else as JSON rather than "[object Object]". */
function text(v: unknown): string {
  return typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v));
}

function value(v: unknown): string {
  if (typeof v === 'string') return /^[^\s"=]+$/.test(v) ? v : JSON.stringify(v);
  return JSON.stringify(v) ?? String(v);
}

/**
 * One JSON log line as one line for people: time, level, context, message, then the other fields
 * as key=value; a request's line reads "GET /api/files/list 200 12 ms". Lines that are not JSON
 * pass through unchanged.
 */
export function prettyLogLine(line: string, colors = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (!entry || typeof entry !== 'object') return line;
  const level = LEVELS[entry['level'] as number] ?? { name: text(entry['level'] ?? 'LOG').toUpperCase(), color: 37 };
  const time = typeof entry['time'] === 'number' ? new Date(entry['time']).toISOString().slice(11, 23) : '';
  const parts = [paint(time, 90, colors), paint(level.name.padEnd(5), level.color, colors)];
  if (typeof entry['context'] === 'string') parts.push(paint(`[${entry['context']}]`, 33, colors));
  const req = entry['req'] as { method?: string; url?: string; id?: string } | undefined;
  const res = entry['res'] as { statusCode?: number } | undefined;
  if (req?.method && res?.statusCode !== undefined) {
    parts.push(
      `${req.method} ${req.url ?? ''} ${res.statusCode}${typeof entry['responseTime'] === 'number' ? ` ${entry['responseTime']} ms` : ''}`,
    );
  } else if (entry['msg'] !== undefined) {
    parts.push(text(entry['msg']));
  }
  if (
    req?.method &&
    res?.statusCode !== undefined &&
    entry['msg'] !== undefined &&
    entry['msg'] !== 'request completed'
  )
    parts.push(text(entry['msg']));
  const rest = Object.entries(entry).filter(([key]) => !SHOWN.has(key));
  if (req?.id) rest.push(['req', req.id]);
  for (const [key, v] of rest) parts.push(paint(`${key}=`, 90, colors) + value(v));
  return parts.filter(Boolean).join(' ');
}

/** A destination for pino that writes each entry as a pretty line to `out`. */
export function prettyLogStream(out: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout): Writable {
  let pending = '';
  const colors = !!out.isTTY && !process.env['NO_COLOR'];
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (line) out.write(`${prettyLogLine(line, colors)}\n`);
      done();
    },
    final(done) {
      if (pending) out.write(`${prettyLogLine(pending, colors)}\n`);
      done();
    },
  });
}

/** `auto` means pretty when stdout is a terminal (a person is reading), JSON otherwise. */
export function usePrettyLogs(format: 'auto' | 'json' | 'pretty', stdoutIsTty = !!process.stdout.isTTY): boolean {
  return format === 'pretty' || (format === 'auto' && stdoutIsTty);
}
