import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  applyDecorators,
  Controller,
  Delete,
  Get,
  Head,
  Headers,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  APP_CONFIG,
  ApiByteResponses,
  ApiErrors,
  ApiSignedIn,
  MessageResponseDto,
  type AppConfig,
} from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { FileVersionsService } from '../services/file-versions.service';
import { FilesService } from '../services/files.service';
import { FileVersionPageResponseDto, ItemResponseDto } from './files-response.dto';
import { ApiIfMatch } from './if-match-docs';
import { toRestItem } from './item-response.mapper';
import { sendFile } from './send-file';

/** The path parameters of a route about one version. */
function ApiVersionParams(): MethodDecorator {
  return applyDecorators(
    ApiParam({ name: 'fileId', description: 'The file.' }),
    ApiParam({ name: 'versionId', description: 'The version.' }),
  );
}

/** /api/files/:fileId/versions: thin adapters over FileVersionsService (docs/rest-api.md, Versions). */
@ApiTags('files')
@ApiSignedIn()
@Controller('files/:fileId/versions')
export class FileVersionsController {
  constructor(
    private readonly versions: FileVersionsService,
    private readonly files: FilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: "One of your files' earlier versions, newest first" })
  @ApiParam({ name: 'fileId', description: 'The file.' })
  @ApiQuery({
    name: 'first',
    required: false,
    description: 'Page size, 1 to 200 (default 50).',
    schema: { type: 'integer' },
  })
  @ApiQuery({ name: 'cursor', required: false, description: 'nextCursor of the previous page.' })
  @ApiOkResponse({ type: FileVersionPageResponseDto })
  @ApiErrors('FILE_NOT_FOUND', 'NOT_A_FILE', 'VALIDATION_ERROR')
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Param('fileId') id: string,
    @Query('first') first: unknown,
    @Query('cursor') cursor: unknown,
  ) {
    const page = await this.versions.list(user.id, id, { first, after: cursor });
    return {
      items: page.items.map(({ item: v }) => ({
        id: v.id,
        size: v.size,
        mimetype: v.mimeType,
        originalName: v.originalName,
        uploadedBy: v.uploadedBy,
        uploadedAt: v.uploadedAt.toISOString(),
        replacedAt: v.replacedAt.toISOString(),
        downloadUrl: `${this.config.publicUrl}/api/files/${id}/versions/${v.id}/download`,
      })),
      nextCursor: page.hasNextPage ? page.endCursor : null,
      totalCount: page.totalCount,
    };
  }

  @Get(':versionId/download')
  @Head(':versionId/download')
  @ApiOperation({
    summary: 'Download an earlier version of one of your files',
    description: 'As a download of the file: one byte range answers 206.',
  })
  @ApiVersionParams()
  @ApiByteResponses({ full: ', with Content-Disposition: attachment' })
  @ApiErrors('FILE_NOT_FOUND', 'NOT_A_FILE', 'NOT_FOUND', 'RANGE_NOT_SATISFIABLE')
  async download(
    @CurrentUser() user: AuthenticatedUser,
    @Param('fileId') id: string,
    @Param('versionId') versionId: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.versions.open(user.id, id, versionId);
    await sendFile(req, res, file, { disposition: 'attachment', filename: this.files.servedName(file.item) });
  }

  @Post(':versionId/restore')
  @HttpCode(200)
  @ApiOperation({
    summary: "Make an earlier version the file's content again",
    description: 'The content it replaces becomes the newest version; links and shares see the restored content.',
  })
  @ApiVersionParams()
  @ApiOkResponse({ type: ItemResponseDto })
  @ApiErrors('FILE_NOT_FOUND', 'NOT_A_FILE', 'NOT_FOUND', 'VALIDATION_ERROR')
  @ApiIfMatch()
  async restore(
    @CurrentUser() user: AuthenticatedUser,
    @Param('fileId') id: string,
    @Param('versionId') versionId: string,
    @Headers('if-match') ifMatch: string | undefined,
  ) {
    const item = await this.versions.restore(user.id, id, versionId, { ifMatch });
    const share = await this.files.shareInfo([item]);
    return toRestItem(item, this.config.publicUrl, share.get(item.id));
  }

  @Delete(':versionId')
  @ApiOperation({
    summary: 'Delete an earlier version for good',
    description: 'Its bytes go unless something else uses the same content.',
  })
  @ApiVersionParams()
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors('FILE_NOT_FOUND', 'NOT_A_FILE', 'NOT_FOUND')
  async delete(
    @CurrentUser() user: AuthenticatedUser,
    @Param('fileId') id: string,
    @Param('versionId') versionId: string,
  ): Promise<{ message: string }> {
    await this.versions.delete(user.id, id, versionId);
    return { message: 'Version deleted successfully' };
  }
}
