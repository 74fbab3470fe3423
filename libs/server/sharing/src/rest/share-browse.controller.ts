import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { applyDecorators, Controller, Get, Head, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiByteResponses, ApiErrors, Public, Unmetered, type DocumentedError } from '@coffer/server-core';
import { sendArchive, sendFile } from '@coffer/server-files';
import { ApiThumbnailResponses } from '@coffer/server-previews';
import { ShareBrowseService } from '../services/share-browse.service';
import { clientOf } from '../http/request-client';
import { ShareListingResponseDto } from './share-response.dto';

/** What a grant of a folder or set link can answer on every route. */
const GRANT_ERRORS: DocumentedError[] = ['DOWNLOAD_URL_INVALID', 'SHARE_NOT_FOUND', 'SHARE_EXPIRED', 'FILE_NOT_FOUND'];

function ApiGrant() {
  return applyDecorators(
    ApiParam({ name: 'linkId', description: 'Part of the grant from opening the link.' }),
    ApiQuery({ name: 'exp', description: 'Part of the grant from opening the link.' }),
    ApiQuery({ name: 'sig', description: 'Part of the grant from opening the link.' }),
  );
}

/**
 * /api/share/browse: visitors of folder and set links, through the grant opening the link
 * answered (docs/rest-api.md, Folder and set links). Thin adapters over ShareBrowseService.
 */
@ApiTags('share')
@Controller('share/browse')
export class ShareBrowseController {
  constructor(private readonly browse: ShareBrowseService) {}

  @Public()
  @Get(':linkId')
  @ApiOperation({
    summary: 'List a shared folder (or a sub-folder), or the files of a set',
    description: 'Folders first, then files, each by name; each file with signed download, preview and thumbnail URLs.',
  })
  @ApiGrant()
  @ApiQuery({ name: 'path', required: false, description: 'Folder names below the shared folder, `/`-separated.' })
  @ApiOkResponse({ type: ShareListingResponseDto })
  @ApiErrors(...GRANT_ERRORS)
  listing(@Param('linkId') linkId: string, @Query() query: Record<string, unknown>) {
    return this.browse.listing(linkId, query);
  }

  @Public()
  @Get(':linkId/zip')
  @Head(':linkId/zip')
  @ApiOperation({
    summary: 'Download the whole share, or a selection of it, as one zip',
    description:
      'Streamed while it is sent, with an exact Content-Length and single ranges; entries stored, UTF-8 names, ZIP64. Counts one download.',
  })
  @ApiGrant()
  @ApiQuery({ name: 'ids', required: false, description: 'Files and folders of the share, comma-separated.' })
  @ApiProduces('application/zip')
  @ApiByteResponses({ full: ', with Content-Disposition: attachment' })
  @ApiErrors(...GRANT_ERRORS, 'VALIDATION_ERROR', 'SHARE_LIMIT_REACHED', 'TOO_MANY_FILES', 'RANGE_NOT_SATISFIABLE')
  async zip(
    @Param('linkId') linkId: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { archive, begin } = await this.browse.zip(linkId, query, clientOf(req));
    await sendArchive(req, res, archive.download, archive.name, begin);
  }

  @Public()
  @Get(':linkId/file/:itemId')
  @Head(':linkId/file/:itemId')
  @ApiOperation({
    summary: 'Download one file of a shared folder or set',
    description: 'As a download URL answers; counts one download (a continued range does not).',
  })
  @ApiParam({ name: 'itemId', description: 'A file of the share.' })
  @ApiGrant()
  @ApiQuery({ name: 'disposition', required: false, enum: ['inline'], description: 'inline: PNG and JPEG previews.' })
  @ApiByteResponses({ notModified: '' })
  @ApiErrors(...GRANT_ERRORS, 'NOT_A_FILE', 'NOT_AN_IMAGE', 'FORBIDDEN', 'SHARE_LIMIT_REACHED', 'RANGE_NOT_SATISFIABLE')
  async file(
    @Param('linkId') linkId: string,
    @Param('itemId') itemId: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { file, inline, begin, validUntil } = await this.browse.file(linkId, itemId, query, clientOf(req));
    await sendFile(req, res, file, {
      disposition: inline ? 'inline' : 'attachment',
      filename: file.item.originalName ?? file.item.name,
      onSend: begin,
      validUntil,
    });
  }

  @Public()
  @Unmetered()
  @Get(':linkId/thumbnail/:itemId')
  @Head(':linkId/thumbnail/:itemId')
  @ApiOperation({
    summary: 'The thumbnail of a file of a shared folder or set',
    description: 'Never counts a download.',
  })
  @ApiParam({ name: 'itemId', description: 'A file of the share.' })
  @ApiGrant()
  @ApiThumbnailResponses()
  @ApiErrors(...GRANT_ERRORS, 'NOT_A_FILE', 'FORBIDDEN', 'SHARE_LIMIT_REACHED', 'THUMBNAIL_UNAVAILABLE')
  async thumbnail(
    @Param('linkId') linkId: string,
    @Param('itemId') itemId: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { file, validUntil } = await this.browse.thumbnail(linkId, itemId, query);
    await sendFile(req, res, file, { disposition: 'inline', filename: file.item.name, validUntil });
  }
}
