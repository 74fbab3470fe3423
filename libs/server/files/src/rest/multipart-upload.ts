import busboy from 'busboy';
import type { Request, Response } from 'express';
import type { Readable } from 'node:stream';
import { MAX_FILE_SIZE_BYTES, MAX_FILES_PER_UPLOAD } from '@coffer/shared-contracts';
import { assertStorable, DomainError } from '@coffer/server-core';
import type { UploadSession } from '../services/upload.service';

const FILE_FIELDS = new Set(['files', 'file', 'files[]']);

export type MultipartFields = Map<string, string[]>;

export interface MultipartOptions {
  /** Checks a text field as it arrives (throw to fail the request before later bytes are read). */
  checkField?: (name: string, value: string) => void;
  /** Decides whether a file part's field name is acceptable (throw to refuse); default: `files`. */
  acceptFile?: (name: string) => void;
  /** Called once a file part is stored, with its field name and its index in the session. */
  onFileStored?: (name: string, index: number) => void;
}

function acceptFilesField(name: string): void {
  if (!FILE_FIELDS.has(name))
    throw new DomainError('VALIDATION_ERROR', `Unexpected file field "${name.slice(0, 50)}"; send files as "files".`);
}

/**
 * Streams a multipart/form-data request into an upload session: file parts go to storage one
 * after another as they arrive (never buffered whole, never in a temporary file of their own),
 * text fields are checked and collected. Parser limits bound files, parts, fields and header
 * sizes; a client that disconnects makes the promise reject. REST and GraphQL uploads share it.
 */
export function receiveMultipart(
  req: Request,
  session: UploadSession,
  options: MultipartOptions = {},
): Promise<MultipartFields> {
  const acceptFile = options.acceptFile ?? acceptFilesField;
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    return Promise.reject(new DomainError('VALIDATION_ERROR', 'Expected a multipart/form-data request.'));
  }
  return new Promise((resolve, reject) => {
    const fields: MultipartFields = new Map();
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          files: MAX_FILES_PER_UPLOAD + 1,
          fileSize: MAX_FILE_SIZE_BYTES + 1,
          fields: MAX_FILES_PER_UPLOAD * 2 + 100,
          parts: MAX_FILES_PER_UPLOAD * 3 + 100,
          fieldSize: 1024 * 1024,
          fieldNameSize: 200,
          headerPairs: 100,
        },
      });
    } catch {
      reject(new DomainError('VALIDATION_ERROR', 'The multipart request is malformed.'));
      return;
    }
    let failed = false;
    let active: Readable | null = null;
    let chain: Promise<void> = Promise.resolve();

    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      const cause = error instanceof Error ? error : new Error(String(error));
      active?.destroy(cause);
      chain.catch(() => undefined).finally(() => reject(cause));
    };

    parser.on('file', (rawName: string | undefined, stream, info) => {
      const name = rawName ?? '';
      // Failures reach us through addFile's pipeline; this keeps a destroyed part from being "unhandled".
      stream.on('error', () => undefined);
      if (failed) return void stream.resume();
      try {
        acceptFile(name);
      } catch (error) {
        stream.resume();
        return fail(error);
      }
      chain = chain.then(async () => {
        if (failed) return void stream.resume();
        active = stream;
        try {
          const index = session.fileCount;
          await session.addFile(stream, info.filename ?? '', info.mimeType);
          options.onFileStored?.(name, index);
        } catch (error) {
          stream.resume();
          fail(error);
        } finally {
          active = null;
        }
      });
    });
    parser.on('field', (rawName: string | undefined, value, info) => {
      const name = rawName ?? '';
      if (info.valueTruncated || info.nameTruncated)
        return fail(new DomainError('VALIDATION_ERROR', `The field "${name.slice(0, 50)}" is too long.`));
      // A bad field sent before the files fails the upload before their bytes are read.
      try {
        assertStorable(name, 'A field name');
        options.checkField?.(name, value);
        assertStorable(value, `The field "${name.slice(0, 50)}"`);
      } catch (error) {
        return fail(error);
      }
      const list = fields.get(name) ?? [];
      list.push(value);
      fields.set(name, list);
    });
    parser.on('filesLimit', () =>
      fail(new DomainError('TOO_MANY_FILES', `At most ${MAX_FILES_PER_UPLOAD} files can be uploaded at once.`)),
    );
    parser.on('partsLimit', () => fail(new DomainError('PAYLOAD_TOO_LARGE', 'The request has too many parts.')));
    parser.on('fieldsLimit', () => fail(new DomainError('PAYLOAD_TOO_LARGE', 'The request has too many fields.')));
    parser.on('error', () => fail(new DomainError('VALIDATION_ERROR', 'The multipart request is malformed.')));
    parser.on('close', () => {
      void chain.then(() => {
        if (!failed) resolve(fields);
      });
    });
    req.on('close', () => {
      // Not a server fault (nothing to log): 499, as proxies call a request the client abandoned.
      if (!req.complete)
        fail(new DomainError('VALIDATION_ERROR', 'The client closed the connection during the upload.', {}, 499));
    });
    req.pipe(parser);
  });
}

/** After an early error, discard at most this much of the rest of the body… */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
/** …for at most this long, then drop the connection. */
const DRAIN_LIMIT_MS = 10_000;

/**
 * After an early error the client may still be sending. The answer goes out at once and the
 * rest of the body is read and discarded within bounds, so the client reads the answer instead
 * of a reset connection (closing a socket with unread bytes resets it, and many clients read
 * only after sending — hence no `Connection: close`, which makes Node close right after the
 * answer). A body that ends within bounds leaves the connection reusable; one past them is cut.
 */
export function discardRestOfBody(req: Request, res: Response): void {
  if (req.complete) return;
  res.on('finish', () => {
    if (req.complete) return;
    let drained = 0;
    const stop = () => req.socket.destroy();
    const timer = setTimeout(stop, DRAIN_LIMIT_MS);
    timer.unref();
    req.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_LIMIT_BYTES) stop();
    });
    req.on('end', () => clearTimeout(timer));
    req.on('close', () => clearTimeout(timer));
    req.resume();
  });
}

/** The request length when the client declared one. */
export function declaredLength(req: Request): number | undefined {
  const raw = req.headers['content-length'];
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
}
