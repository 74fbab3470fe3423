import type { Request, Response } from 'express';
import { contentDisposition } from '@coffer/shared-contracts';
import { sendBytes, type ByteRange } from '@coffer/server-storage';
import { servedName } from '../domain/served-name';
import type { Readable } from 'node:stream';
import type { ZipDownload } from '../archive/zip-archive';
import type { ReadableFile } from '../services/files.service';

export { contentDisposition };

type RangeDecision = { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

/** One `bytes=` range → 206; several, or a syntax we do not read → the full body; none satisfiable → 416. */
export function decideRange(header: string | undefined, size: number): RangeDecision {
  if (!header) return { kind: 'full' };
  const match = /^bytes=\s*(.+)$/i.exec(header.trim());
  if (!match) return { kind: 'full' };
  const specs = match[1]!.split(',').map((s) => s.trim());
  if (specs.length !== 1) return { kind: 'full' };
  const spec = /^(\d*)-(\d*)$/.exec(specs[0]!);
  if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'full' };
  let start: number;
  let end: number;
  if (spec[1] === '') {
    const suffix = Number(spec[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(spec[1]);
    end = spec[2] === '' ? size - 1 : Math.min(Number(spec[2]), size - 1);
    if (spec[2] !== '' && Number(spec[2]) < start) return { kind: 'full' };
  }
  if (start >= size || size === 0) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end } };
}

export interface SendFileOptions {
  disposition: 'attachment' | 'inline';
  filename: string;
  /**
   * Runs once access is decided and bytes are about to flow (not for HEAD or 416), before any
   * header is set, so a client that asks again right after its download sees the effect and a
   * throw becomes an ordinary error answer. `fromStart`: the response starts at byte 0.
   */
  onSend?: (read: { fromStart: boolean }) => Promise<void>;
  /**
   * The URL itself stops working then (a signed URL): the browser may keep the answer until that
   * moment without asking again. Without it nothing is stored: every read is authorised afresh.
   */
  validUntil?: Date;
}

/** If-None-Match (weak comparison, `*` included) names the entity tag the client already holds. */
export function alreadyHeld(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function cacheControl(validUntil: Date | undefined): string {
  const seconds = validUntil ? Math.floor((validUntil.getTime() - Date.now()) / 1000) : 0;
  return seconds > 0 ? `private, max-age=${seconds}, immutable` : 'private, no-store';
}

/**
 * Streams a file with the safety headers every byte path carries: attachment (or inline for
 * previews), nosniff, a sandbox CSP, no caching unless the URL expires by itself; the content
 * hash as ETag (If-None-Match → 304); single Range → 206, If-Range honoured.
 */
export function sendFile(req: Request, res: Response, file: ReadableFile, options: SendFileOptions): Promise<void> {
  return sendBody(req, res, {
    size: file.size,
    etag: file.etag,
    contentType: file.item.mimeType ?? 'application/octet-stream',
    // Whatever name a caller passes, only one that passes the name and type rules is sent.
    filename: servedName(file.item, options.filename),
    read: (range) => file.read(range),
    options,
  });
}

/** A streamed archive, with the same headers, validators and ranges as a file (always an attachment). */
export function sendArchive(
  req: Request,
  res: Response,
  archive: ZipDownload,
  filename: string,
  onSend?: SendFileOptions['onSend'],
): Promise<void> {
  return sendBody(req, res, {
    size: archive.size,
    etag: archive.etag,
    contentType: 'application/zip',
    filename,
    read: (range) => archive.read(range),
    options: { disposition: 'attachment', filename, onSend },
  });
}

interface Body {
  size: number;
  etag: string;
  contentType: string;
  filename: string;
  read(range?: ByteRange): Promise<Readable>;
  options: SendFileOptions;
}

async function sendBody(req: Request, res: Response, file: Body): Promise<void> {
  const { options } = file;
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', cacheControl(options.validUntil));
  res.setHeader('ETag', file.etag);
  // The caller was authorised; a client that holds these very bytes is told so, and sent none.
  if (alreadyHeld(req.headers['if-none-match'], file.etag)) {
    res.status(304).end();
    return;
  }
  const ifRange = req.headers['if-range'];
  const decision =
    ifRange !== undefined && ifRange !== file.etag
      ? ({ kind: 'full' } as const)
      : decideRange(req.headers.range, file.size);
  // Before any header: a share's download limit may still refuse, with a clean error answer.
  if (req.method !== 'HEAD' && decision.kind !== 'unsatisfiable')
    await options.onSend?.({ fromStart: decision.kind === 'full' || decision.range.start === 0 });
  res.setHeader('Accept-Ranges', 'bytes');
  if (decision.kind === 'unsatisfiable') {
    res.status(416).setHeader('Content-Range', `bytes */${file.size}`);
    res.json({ statusCode: 416, code: 'RANGE_NOT_SATISFIABLE', message: 'The requested range is outside the file.' });
    return;
  }
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', contentDisposition(options.disposition, file.filename));
  res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
  const range = decision.kind === 'partial' ? decision.range : undefined;
  if (range) {
    res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  } else {
    res.status(200);
  }
  res.setHeader('Content-Length', String(range ? range.end - range.start + 1 : file.size));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (file.size === 0) {
    res.end();
    return;
  }
  const body = await file.read(range);
  try {
    await sendBytes(body, res);
  } catch {
    // The client went away mid-download; nothing left to answer.
  }
}
