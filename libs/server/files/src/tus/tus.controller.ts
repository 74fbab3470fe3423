import { ApiTags } from '@nestjs/swagger';
import { Controller, Delete, Head, Headers, HttpCode, Options, Param, Patch, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MAX_FILE_SIZE_BYTES } from '@coffer/shared-contracts';
import { DomainError, Public, Unmetered } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { discardRestOfBody } from '../rest/multipart-upload';
import { ApiTusCreate, ApiTusDelete, ApiTusHead, ApiTusOptions, ApiTusPatch } from '../rest/tus-docs';
import { ResumableUploadService, type PatchCommand, type ResumableUpload } from './resumable-upload.service';

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

/**
 * The tus 1.0.0 endpoint for resumable uploads (core, creation, creation-with-upload,
 * termination, expiration, checksum sha256). Only creation is charged to the operation budget:
 * the HEAD and PATCH requests of an upload are its chunks, not new operations.
 */
@ApiTags('uploads')
@Controller('uploads')
export class TusController {
  constructor(private readonly uploads: ResumableUploadService) {}

  @Public()
  @Unmetered()
  @Options()
  @ApiTusOptions()
  @HttpCode(204)
  options(@Res({ passthrough: true }) res: Response): void {
    tusHeaders(res);
    res.setHeader('Tus-Version', TUS_VERSION);
    res.setHeader('Tus-Extension', TUS_EXTENSIONS);
    res.setHeader('Tus-Max-Size', String(MAX_FILE_SIZE_BYTES));
    res.setHeader('Tus-Checksum-Algorithm', 'sha256');
  }

  @Post()
  @ApiTusCreate()
  @HttpCode(201)
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    try {
      requireTusVersion(req, res);
      if (req.headers['upload-defer-length'] !== undefined)
        throw new DomainError('VALIDATION_ERROR', 'Upload-Length is required (deferred lengths are not supported).');
      const length = integerHeader(req, 'upload-length');
      if (length === undefined) throw new DomainError('VALIDATION_ERROR', 'Upload-Length is required.');
      const metadata = ResumableUploadService.parseMetadata(req.headers['upload-metadata'] as string | undefined);
      const bodyLength = integerHeader(req, 'content-length') ?? 0;
      const withBody = bodyLength > 0 || req.headers['transfer-encoding'] !== undefined;
      if (withBody && req.headers['content-type'] !== 'application/offset+octet-stream') {
        throw new DomainError(
          'UNSUPPORTED_CONTENT_TYPE',
          'A creation request body must be sent as application/offset+octet-stream.',
        );
      }
      const located = (upload: ResumableUpload | null) =>
        upload ? res.setHeader('Location', `/api/uploads/${upload.id}`) : res.removeHeader('Location');
      let upload: ResumableUpload;
      if (withBody || length === 0) {
        // Checked above when there is a body; an empty creation appends nothing of any type.
        const first = this.command(0, 'application/offset+octet-stream', req);
        upload = await this.uploads.createWithBody(user.id, length, metadata, first, located);
      } else {
        upload = await this.uploads.create(user.id, length, metadata);
        located(upload);
      }
      describe(res, upload);
    } catch (error) {
      discardRestOfBody(req, res);
      throw error;
    }
  }

  @Unmetered()
  @Head(':id')
  @ApiTusHead()
  @HttpCode(200)
  async head(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    requireTusVersion(req, res);
    const upload = await this.uploads.status(user.id, id);
    describe(res, upload);
    if (upload.metadata) res.setHeader('Upload-Metadata', encodeMetadata(upload.metadata));
  }

  @Unmetered()
  @Patch(':id')
  @ApiTusPatch()
  @HttpCode(204)
  async patch(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    try {
      requireTusVersion(req, res);
      const offset = integerHeader(req, 'upload-offset');
      if (offset === undefined) throw new DomainError('VALIDATION_ERROR', 'Upload-Offset is required.');
      const upload = await this.append(user, id, offset, req.headers['content-type'], req);
      describe(res, upload);
    } catch (error) {
      discardRestOfBody(req, res);
      throw error;
    }
  }

  @Delete(':id')
  @ApiTusDelete()
  @HttpCode(204)
  async terminate(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Headers('tus-resumable') version: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    requireTusVersion({ headers: { 'tus-resumable': version } }, res);
    await this.uploads.terminate(user.id, id);
  }

  /** A request body appended at `offset` (a PATCH, or a creation that carries the first bytes). */
  private append(user: AuthenticatedUser, id: string, offset: number, contentType: string | undefined, req: Request) {
    return this.uploads.append(user.id, id, this.command(offset, contentType, req));
  }

  private command(offset: number, contentType: string | undefined, req: Request): PatchCommand {
    return {
      offset,
      contentType,
      contentLength: integerHeader(req, 'content-length'),
      checksum: req.headers['upload-checksum'] as string | undefined,
      body: req,
    };
  }
}

function encodeMetadata(metadata: object): string {
  return Object.entries(metadata)
    .filter(([, value]) => typeof value === 'string')
    .map(([key, value]) => `${key} ${Buffer.from(value as string, 'utf8').toString('base64')}`)
    .join(',');
}
