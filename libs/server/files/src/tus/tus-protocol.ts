import type { Request, Response } from 'express';
import { MAX_FILE_SIZE_BYTES } from '@coffer/shared-contracts';
import { DomainError } from '@coffer/server-core';
import { discardRestOfBody } from '../rest/multipart-upload';
import {
  ResumableUploadService,
  type PatchCommand,
  type ResumableMetadata,
  type ResumableUpload,
  type UploadOwner,
} from './resumable-upload.service';

export const TUS_VERSION = '1.0.0';
export const TUS_EXTENSIONS = 'creation,creation-with-upload,termination,expiration,checksum';

/** Headers a tus client reads (same origin needs no CORS; listed for proxies and tools that look). */
const EXPOSED =
  'Location, Upload-Offset, Upload-Length, Upload-Expires, Upload-Metadata, Tus-Resumable, Tus-Version, Tus-Extension, Tus-Max-Size, Coffer-Item-Id';

function tusHeaders(res: Response): void {
  res.setHeader('Tus-Resumable', TUS_VERSION);
  res.setHeader('Access-Control-Expose-Headers', EXPOSED);
  res.setHeader('Cache-Control', 'no-store');
}

/** Requests must speak tus 1.0.0 (OPTIONS aside). */
function requireTusVersion(req: Request | { headers: { 'tus-resumable'?: string } }, res: Response): void {
  tusHeaders(res);
  if (req.headers['tus-resumable'] !== TUS_VERSION) {
    res.setHeader('Tus-Version', TUS_VERSION);
    throw new DomainError(
      'TUS_VERSION_UNSUPPORTED',
      `This server speaks tus ${TUS_VERSION}; send Tus-Resumable: ${TUS_VERSION}.`,
    );
  }
}

function integerHeader(req: Request, name: string): number | undefined {
  const raw = req.headers[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d{1,16}$/.test(raw))
    throw new DomainError('VALIDATION_ERROR', `${headerName(name)} must be a non-negative integer.`);
  return Number(raw);
}

function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());
}

function describe(res: Response, upload: ResumableUpload): void {
  res.setHeader('Upload-Offset', String(upload.offset));
  res.setHeader('Upload-Length', String(upload.length));
  if (upload.itemId) res.setHeader('Coffer-Item-Id', upload.itemId);
  else res.setHeader('Upload-Expires', upload.expiresAt.toUTCString());
}

function encodeMetadata(metadata: object): string {
  return Object.entries(metadata)
    .filter(([, value]) => typeof value === 'string')
    .map(([key, value]) => `${key} ${Buffer.from(value as string, 'utf8').toString('base64')}`)
    .join(',');
}

/** A request body appended at `offset` (a PATCH, or a creation that carries the first bytes). */
function command(offset: number, contentType: string | undefined, req: Request): PatchCommand {
  return {
    offset,
    contentType,
    contentLength: integerHeader(req, 'content-length'),
    checksum: req.headers['upload-checksum'] as string | undefined,
    body: req,
  };
}

/** Who works on the uploads, or how to find out (refusals then come inside the request's handling). */
export type TusCaller = UploadOwner | (() => Promise<UploadOwner>);

const resolve = (caller: TusCaller): Promise<UploadOwner> =>
  typeof caller === 'function' ? caller() : Promise.resolve(caller);

/**
 * The tus 1.0.0 protocol over HTTP (core, creation, creation-with-upload, termination, expiration,
 * checksum sha256), for whoever an endpoint lets work on uploads: an account on its own uploads,
 * or a file request's sender. `base` is the path the endpoint's uploads live under.
 */
export class TusProtocol {
  constructor(
    private readonly uploads: ResumableUploadService,
    private readonly base: string,
  ) {}

  options(res: Response): void {
    tusHeaders(res);
    res.setHeader('Tus-Version', TUS_VERSION);
    res.setHeader('Tus-Extension', TUS_EXTENSIONS);
    res.setHeader('Tus-Max-Size', String(MAX_FILE_SIZE_BYTES));
    res.setHeader('Tus-Checksum-Algorithm', 'sha256');
  }

  /** `checkMetadata` refuses what this endpoint does not take, before anything is reserved. */
  async create(
    caller: TusCaller,
    req: Request,
    res: Response,
    checkMetadata?: (metadata: ResumableMetadata, length: number) => Promise<void>,
  ): Promise<void> {
    try {
      requireTusVersion(req, res);
      const owner = await resolve(caller);
      if (req.headers['upload-defer-length'] !== undefined)
        throw new DomainError('VALIDATION_ERROR', 'Upload-Length is required (deferred lengths are not supported).');
      const length = integerHeader(req, 'upload-length');
      if (length === undefined) throw new DomainError('VALIDATION_ERROR', 'Upload-Length is required.');
      const metadata = this.uploads.parseMetadata(req.headers['upload-metadata'] as string | undefined);
      await checkMetadata?.(metadata, length);
      const bodyLength = integerHeader(req, 'content-length') ?? 0;
      const withBody = bodyLength > 0 || req.headers['transfer-encoding'] !== undefined;
      if (withBody && req.headers['content-type'] !== 'application/offset+octet-stream') {
        throw new DomainError(
          'UNSUPPORTED_CONTENT_TYPE',
          'A creation request body must be sent as application/offset+octet-stream.',
        );
      }
      const located = (upload: ResumableUpload | null) =>
        upload ? res.setHeader('Location', `${this.base}/${upload.id}`) : res.removeHeader('Location');
      let upload: ResumableUpload;
      if (withBody || length === 0) {
        // Checked above when there is a body; an empty creation appends nothing of any type.
        const first = command(0, 'application/offset+octet-stream', req);
        upload = await this.uploads.createWithBody(owner, length, metadata, first, located);
      } else {
        upload = await this.uploads.create(owner, length, metadata);
        located(upload);
      }
      describe(res, upload);
    } catch (error) {
      discardRestOfBody(req, res);
      throw error;
    }
  }

  async head(caller: TusCaller, id: string, req: Request, res: Response): Promise<void> {
    requireTusVersion(req, res);
    const upload = await this.uploads.status(await resolve(caller), id);
    describe(res, upload);
    if (upload.metadata) res.setHeader('Upload-Metadata', encodeMetadata(upload.metadata));
  }

  async patch(caller: TusCaller, id: string, req: Request, res: Response): Promise<void> {
    try {
      requireTusVersion(req, res);
      const owner = await resolve(caller);
      const offset = integerHeader(req, 'upload-offset');
      if (offset === undefined) throw new DomainError('VALIDATION_ERROR', 'Upload-Offset is required.');
      const upload = await this.uploads.append(owner, id, command(offset, req.headers['content-type'], req));
      describe(res, upload);
    } catch (error) {
      discardRestOfBody(req, res);
      throw error;
    }
  }

  async terminate(caller: TusCaller, id: string, version: string | undefined, res: Response): Promise<void> {
    requireTusVersion({ headers: { 'tus-resumable': version } }, res);
    await this.uploads.terminate(await resolve(caller), id);
  }
}
