import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  Body,
  Controller,
  Delete,
  Get,
  Head,
  Headers,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  APP_CONFIG,
  Clock,
  ApiByteResponses,
  ApiErrors,
  ApiOptionalSignIn,
  ApiSignedIn,
  DomainError,
  MessageResponseDto,
  Public,
  Unmetered,
  type AppConfig,
} from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { DownloadUrls, type SignedDownloadQuery } from '../services/download-urls';
import { FilesService, type ReadableFile } from '../services/files.service';
import { ArchiveService, MAX_ARCHIVE_ROOTS } from '../services/archive.service';
import { UploadService } from '../services/upload.service';
import { CreateFolderDto, MoveItemDto } from './files.dto';
import {
  ItemListResponseDto,
  ItemResponseDto,
  MoveResultDto,
  SearchResultResponseDto,
  StorageResponseDto,
  UploadFormDto,
  UploadResultDto,
} from './files-response.dto';
import { toRestItem, type RestItem } from './item-response.mapper';
import { discardRestOfBody, declaredLength, receiveMultipart } from './multipart-upload';
import { sendArchive, sendFile } from './send-file';
import { ApiIfMatch } from './if-match-docs';
import { ListingCache } from './listing-cache';
import { checkUploadField, uploadCommand } from './upload-fields';

const GB = 1024 * 1024 * 1024;

/** /api/files and its alias /api/upload: thin adapters over the files services (docs/rest-api.md, Files). */
@ApiTags('files')
@ApiSignedIn()
@Controller()
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly uploads: UploadService,
    private readonly listings: ListingCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly downloadUrls: DownloadUrls,
    private readonly archives: ArchiveService,
    private readonly clock: Clock,
  ) {}

  @Get('files/list')
  @ApiOperation({
    summary: 'The direct children of one of your folders',
    description: 'An unknown folder is empty; `+` in the query string is a space.',
  })
  @ApiQuery({
    name: 'path',
    required: false,
    description: "The folder's full path; missing slashes are added; default `/`.",
    example: '/Photos/',
  })
  @ApiOkResponse({ type: ItemListResponseDto })
  @ApiErrors('INVALID_PATH', 'VALIDATION_ERROR')
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query('path') path: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const folder = this.files.folderPath(path);
    const version = await this.files.treeVersion(user.id);
    await this.listings.send(res, { ownerId: user.id, path: folder, version }, 'items', async () => {
      const items = await this.files.list(user.id, folder);
      const share = await this.files.shareInfo(items);
      return {
        items,
        map: (item: (typeof items)[number]) => toRestItem(item, this.config.publicUrl, share.get(item.id)),
      };
    });
  }

  /** Name search over the whole tree, a page at a time: `nextCursor` asks for the next page. */
  @Get('files/search')
  @ApiOperation({
    summary: 'Search your files and folders by name',
    description: 'Anywhere in your tree, ignoring case and accents.',
  })
  @ApiQuery({ name: 'q', description: 'Part of a name, 1 to 255 characters.' })
  @ApiQuery({
    name: 'first',
    required: false,
    description: 'Page size, 1 to 200 (default 50).',
    schema: { type: 'integer' },
  })
  @ApiQuery({ name: 'cursor', required: false, description: 'nextCursor of the previous page.' })
  @ApiOkResponse({ type: SearchResultResponseDto })
  @ApiErrors('VALIDATION_ERROR')
  async search(
    @CurrentUser() user: AuthenticatedUser,
    @Query('q') q: unknown,
    @Query('first') first: unknown,
    @Query('cursor') cursor: unknown,
  ) {
    const page = await this.files.search(user.id, { text: q, first, after: cursor });
    const items = page.items.map((e) => e.item);
    const share = await this.files.shareInfo(items);
    return {
      items: items.map((item) => toRestItem(item, this.config.publicUrl, share.get(item.id))),
      nextCursor: page.hasNextPage ? page.endCursor : null,
    };
  }

  @Post(['files/upload', 'upload'])
  @HttpCode(201)
  @ApiOperation({
    summary: 'Upload files (multipart); POST /api/upload is the same route',
    description:
      'All or nothing: files are streamed to storage, typed by their bytes, and stored only if every one passes. Folders in the relative paths are created or merged into; a taken name gets a " (n)" suffix.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadFormDto })
  @ApiCreatedResponse({ type: UploadResultDto })
  @ApiErrors(
    'NO_FILES',
    'PATH_COUNT_MISMATCH',
    'INVALID_PATH',
    'INVALID_NAME',
    'VALIDATION_ERROR',
    'FILE_TOO_LARGE',
    'TOO_MANY_FILES',
    'QUOTA_EXCEEDED',
    'STORAGE_FULL',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_FILE_TYPE',
    'FILE_TYPE_MISMATCH',
  )
  async upload(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    try {
      const result = await this.uploads.receive(user.id, declaredLength(req), async (files) => ({
        command: uploadCommand(await receiveMultipart(req, files, { checkField: checkUploadField })),
      }));
      return {
        created: result.files.map((file) => ({
          id: file.id,
          name: file.name,
          path: file.path,
          filename: file.originalName,
        })),
        shareLink: result.shareLink,
      };
    } catch (error) {
      discardRestOfBody(req, res);
      throw error;
    }
  }

  @Delete('files/:id')
  @ApiOperation({
    summary: 'Delete a file, or a folder with everything below it',
    description:
      'It goes to the trash (restorable for TRASH_RETENTION_DAYS, see /api/trash); links to its files stop working at once.',
  })
  @ApiParam({ name: 'id', description: 'Item id.' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors('FILE_NOT_FOUND', 'VALIDATION_ERROR')
  @ApiIfMatch()
  async delete(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<{ message: string }> {
    const item = await this.files.delete(user.id, id, { ifMatch });
    return {
      message: item.type === 'folder' ? 'Folder and all contents deleted successfully' : 'File deleted successfully',
    };
  }

  // Public: a signed URL (from `Item.downloadUrl`) stands in for the cookie and names the reader
  // checked; without one the route needs a session or token as before.
  @Public()
  @Get('files/download/:id')
  @Head('files/download/:id')
  @ApiOptionalSignIn()
  @ApiOperation({
    summary: 'Download a file you own or that is shared with you',
    description:
      'Streams the bytes as an attachment; a single byte range answers 206. Missing and foreign files alike are 404. ' +
      'By session or access token (read), or with no credentials through a signed URL from `Item.downloadUrl` ' +
      '(`c`, `exp`, `v`, `t`, `sig`), which works 10 to 15 minutes for the content it was made for and checks on ' +
      'every request that its reader (and its access token, if it names one) may still download the file.',
  })
  @ApiParam({ name: 'id', description: 'Item id.' })
  @ApiQuery({ name: 'c', required: false, description: 'Signed URL: the content it was made for.' })
  @ApiQuery({ name: 'exp', required: false, description: 'Signed URL: expiry (Unix seconds).' })
  @ApiQuery({ name: 'v', required: false, description: 'Signed URL: the reader it was made for.' })
  @ApiQuery({ name: 't', required: false, description: 'Signed URL: the access token it was made for, if any.' })
  @ApiQuery({ name: 'sig', required: false, description: 'Signed URL: the signature.' })
  @ApiByteResponses({ full: ', with Content-Disposition: attachment', notModified: ', and no download counted' })
  @ApiErrors(
    'UNAUTHORIZED',
    'FORBIDDEN',
    'DOWNLOAD_URL_INVALID',
    'FILE_NOT_FOUND',
    'NOT_A_FILE',
    ['PASSWORD_REQUIRED', 403],
    'SHARE_LIMIT_REACHED',
    'RANGE_NOT_SATISFIABLE',
  )
  async download(
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Param('id') id: string,
    @Query() query: SignedDownloadQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    let readerId: string;
    let file: ReadableFile;
    if (query.sig !== undefined) {
      ({ file, readerId } = await this.downloadUrls.open(id, query));
    } else {
      if (!user) throw new DomainError('UNAUTHORIZED', 'Unauthorized');
      readerId = user.id;
      file = await this.files.openForRead(user.id, id, 'download');
    }
    await sendFile(req, res, file, {
      disposition: 'attachment',
      filename: file.item.name,
      onSend: (read) => this.files.downloaded(readerId, file.item, { purpose: 'download', ...read }),
    });
  }

  @Get('files/zip')
  @Head('files/zip')
  @ApiOperation({
    summary: 'Download files and folders you own as one zip',
    description:
      'Each named item, folders with everything in them as they are now (never the trash), in one ZIP built while it ' +
      'is sent: entries stored as they are (not recompressed), UTF-8 names, ZIP64 when needed, an exact Content-Length ' +
      'and byte ranges (206), so a browser shows progress and resumes. End-to-end encrypted files are left out. ' +
      `At most ${MAX_ARCHIVE_ROOTS} items, and 100 000 entries in all (413 TOO_MANY_FILES). Missing and foreign ids alike are 404.`,
  })
  @ApiQuery({ name: 'ids', description: 'Item ids, comma-separated (or the parameter repeated).' })
  @ApiProduces('application/zip')
  @ApiByteResponses({ full: ', with Content-Disposition: attachment' })
  @ApiErrors(
    'UNAUTHORIZED',
    'FORBIDDEN',
    'VALIDATION_ERROR',
    'FILE_NOT_FOUND',
    'TOO_MANY_FILES',
    'RANGE_NOT_SATISFIABLE',
  )
  async zip(
    @CurrentUser() user: AuthenticatedUser,
    @Query('ids') ids: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const list = (Array.isArray(ids) ? ids : [ids])
      .filter((v): v is string => typeof v === 'string')
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
    const archive = await this.archives.ofOwned(user.id, list, this.clock.now());
    await sendArchive(req, res, archive.download, archive.name);
  }

  // A folder of photos shows hundreds of previews at once: not charged to the operation budget.
  @Unmetered()
  @Get('files/preview/:id')
  @ApiOperation({
    summary: 'Show a PNG or JPEG image inline',
    description: 'The same access as a download; not charged to the operation budget.',
  })
  @ApiParam({ name: 'id', description: 'Item id.' })
  @ApiProduces('image/png', 'image/jpeg')
  @ApiResponse({ status: 304, description: 'If-None-Match names the ETag (the content hash): no bytes.' })
  @ApiResponse({
    status: 200,
    description: 'The image, inline.',
    content: {
      'image/png': { schema: { type: 'string', format: 'binary' } },
      'image/jpeg': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiErrors('FILE_NOT_FOUND', 'NOT_A_FILE', 'NOT_AN_IMAGE', ['PASSWORD_REQUIRED', 403])
  async preview(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.files.openForRead(user.id, id, 'preview');
    await sendFile(req, res, file, {
      disposition: 'inline',
      filename: file.item.name,
      onSend: (read) => this.files.downloaded(user.id, file.item, { purpose: 'preview', ...read }),
    });
  }

  @Post('files/folder')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create a folder',
    description: 'Missing folders along `path` are created; a taken name gets a " (n)" suffix.',
  })
  @ApiCreatedResponse({ type: ItemResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_NAME', 'INVALID_PATH')
  async createFolder(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateFolderDto): Promise<RestItem> {
    return toRestItem(await this.files.createFolder(user.id, body.name, body.path), this.config.publicUrl);
  }

  @Put('files/move')
  @ApiOperation({
    summary: 'Move an item into a folder or the root',
    description: 'In one transaction with everything below it; a clash at the target gets a " (n)" suffix.',
  })
  @ApiOkResponse({ type: MoveResultDto })
  @ApiErrors('VALIDATION_ERROR', 'FILE_NOT_FOUND', 'INVALID_TARGET_FOLDER', 'INVALID_MOVE')
  @ApiIfMatch()
  async move(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: MoveItemDto,
    @Headers('if-match') ifMatch: string | undefined,
  ) {
    if (typeof body.itemId !== 'string') throw new DomainError('VALIDATION_ERROR', 'itemId is required.');
    if (body.targetFolderId !== null && body.targetFolderId !== undefined && typeof body.targetFolderId !== 'string') {
      throw new DomainError('VALIDATION_ERROR', 'targetFolderId must be a folder id or null.');
    }
    const moved = await this.files.move(user.id, body.itemId, body.targetFolderId ?? null, { ifMatch });
    const share = await this.files.shareInfo([moved]);
    return {
      success: true,
      message: 'Item moved successfully',
      movedItem: toRestItem(moved, this.config.publicUrl, share.get(moved.id)),
    };
  }

  @Get('files/storage')
  @ApiOperation({ summary: 'Your storage use and quota' })
  @ApiOkResponse({ type: StorageResponseDto })
  async storage(@CurrentUser() user: AuthenticatedUser) {
    const { used, total, trashBytes } = await this.files.usage(user.id);
    return {
      used,
      total,
      trashBytes,
      usedGB: (used / GB).toFixed(2),
      totalGB: (total / GB).toFixed(2),
      percentage: total > 0 ? ((used / total) * 100).toFixed(1) : '0.0',
    };
  }
}
