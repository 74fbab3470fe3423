import { Controller, Get, Head, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors, ApiOptionalSignIn, DomainError, Public, Unmetered } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { sendFile } from '@coffer/server-files';
import { ThumbnailService } from '../services/thumbnail.service';
import { ThumbnailUrls } from '../services/thumbnail-urls';
import { ApiThumbnailResponses } from './thumbnail-docs';

/** GET/HEAD /api/files/:fileId/thumbnail (docs/rest-api.md, Files). */
@ApiTags('files')
@Controller()
export class ThumbnailController {
  constructor(
    private readonly thumbnails: ThumbnailService,
    private readonly urls: ThumbnailUrls,
  ) {}

  // Public: a signed URL (from `Item.thumbnailUrl`) stands in for the cookie, and names the reader
  // checked. A signed-in request is charged to the operation budget like any other: a thumbnail
  // may have to be rendered. A signed URL is not (whatever cookie the browser adds): the page of
  // items that issued it was charged, and a photo grid asks for hundreds at once.
  @Unmetered((req) => req.query['sig'] !== undefined)
  @Public()
  @Get('files/:fileId/thumbnail')
  @Head('files/:fileId/thumbnail')
  @ApiOptionalSignIn()
  @ApiOperation({
    summary: 'A WebP thumbnail of a PNG, JPEG or PDF you may read',
    description:
      'The same access as a download (owner or recipient), by session, access token (read) or a signed URL from `Item.thumbnailUrl`; not a download (nothing counted or marked seen). A request with a session or token is charged to the operation budget, one with a signed URL is not (its page was). Made on the first request when the background has not made it yet.',
  })
  @ApiParam({ name: 'fileId', description: 'Item id.' })
  @ApiThumbnailResponses()
  @ApiQuery({ name: 'exp', required: false, description: 'Signed URL: expiry (Unix seconds).' })
  @ApiQuery({ name: 'v', required: false, description: 'Signed URL: the reader it was made for.' })
  @ApiQuery({ name: 'sig', required: false, description: 'Signed URL: the signature.' })
  @ApiErrors(
    'VALIDATION_ERROR',
    'UNAUTHORIZED',
    'DOWNLOAD_URL_INVALID',
    ['PASSWORD_REQUIRED', 403],
    'SHARE_LIMIT_REACHED',
    'FILE_NOT_FOUND',
    'THUMBNAIL_UNAVAILABLE',
  )
  async thumbnail(
    @Param('fileId') fileId: string,
    @Query() query: Record<string, unknown>,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (query.sig !== undefined) {
      const signed = this.urls.verify(fileId, query);
      const file = await this.thumbnails.forReader(signed.viewerId, fileId, signed.variant);
      await sendFile(req, res, file, {
        disposition: 'inline',
        filename: file.item.name,
        validUntil: signed.validUntil,
      });
      return;
    }
    if (!user) throw new DomainError('UNAUTHORIZED', 'Unauthorized');
    const file = await this.thumbnails.forReader(user.id, fileId, query.size);
    await sendFile(req, res, file, { disposition: 'inline', filename: file.item.name });
  }
}
