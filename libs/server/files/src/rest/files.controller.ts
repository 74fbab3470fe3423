import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Delete, Get, Head, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, DomainError, Unmetered, type AppConfig } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { FilesService } from '../services/files.service';
import { UploadService } from '../services/upload.service';
import { CreateFolderDto, MoveItemDto } from './files.dto';
import { toRestItem, type RestItem } from './item-response.mapper';
import { discardRestOfBody, declaredLength, receiveMultipart } from './multipart-upload';
import { sendFile } from './send-file';
import { checkUploadField, uploadCommand } from './upload-fields';

const GB = 1024 * 1024 * 1024;

/** /api/files (contract §5) and its alias /api/upload: thin adapters over the files services. */
@ApiTags('files')
@Controller()
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly uploads: UploadService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('files/list')
  async list(@CurrentUser() user: AuthenticatedUser, @Query('path') path: unknown): Promise<{ items: RestItem[] }> {
    const items = await this.files.list(user.id, path);
    const share = await this.files.shareInfo(items);
    return { items: items.map((item) => toRestItem(item, this.config.publicUrl, share.get(item.id))) };
  }

  /** Name search over the whole tree, a page at a time: `nextCursor` asks for the next page. */
  @Get('files/search')
  async search(@CurrentUser() user: AuthenticatedUser, @Query('q') q: unknown, @Query('first') first: unknown, @Query('cursor') cursor: unknown) {
    if (typeof q !== 'string') throw new DomainError('VALIDATION_ERROR', 'q is required.');
    if (first !== undefined && (typeof first !== 'string' || !/^\d{1,4}$/.test(first))) throw new DomainError('VALIDATION_ERROR', 'first must be a whole number.');
    if (cursor !== undefined && typeof cursor !== 'string') throw new DomainError('VALIDATION_ERROR', 'cursor must be a string.');
    const page = await this.files.search(user.id, { text: q, first: first === undefined ? undefined : Number(first), after: cursor });
    const items = page.items.map((e) => e.item);
    const share = await this.files.shareInfo(items);
    return { items: items.map((item) => toRestItem(item, this.config.publicUrl, share.get(item.id))), nextCursor: page.hasNextPage ? page.endCursor : null };
  }

  @Post(['files/upload', 'upload'])
  @HttpCode(201)
  async upload(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    try {
      return await this.uploads.withUpload(user.id, declaredLength(req), async (session) => {
        const fields = await receiveMultipart(req, session, { checkField: checkUploadField });
        const result = await session.commit(uploadCommand(fields));
        return {
          created: result.files.map((file) => ({ id: file.id, name: file.name, path: file.path, filename: file.originalName })),
          shareLink: result.extras['shareLink'] ?? null,
        };
      });
    } catch (error) {
      discardRestOfBody(req, res);
      throw error;
    }
  }

  @Delete('files/:id')
  async delete(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<{ message: string }> {
    const item = await this.files.delete(user.id, id);
    return { message: item.type === 'folder' ? 'Folder and all contents deleted successfully' : 'File deleted successfully' };
  }

  @Get('files/download/:id')
  @Head('files/download/:id')
  async download(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const file = await this.files.openForRead(user.id, id, 'download');
    await sendFile(req, res, file, { disposition: 'attachment', filename: file.item.name, onSend: (read) => this.files.downloaded(user.id, file.item, { purpose: 'download', ...read }) });
  }

  // A folder of photos shows hundreds of previews at once: not charged to the operation budget.
  @Unmetered()
  @Get('files/preview/:id')
  async preview(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const file = await this.files.openForRead(user.id, id, 'preview');
    await sendFile(req, res, file, { disposition: 'inline', filename: file.item.name, onSend: (read) => this.files.downloaded(user.id, file.item, { purpose: 'preview', ...read }) });
  }

  @Post('files/folder')
  @HttpCode(201)
  async createFolder(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateFolderDto): Promise<RestItem> {
    return toRestItem(await this.files.createFolder(user.id, body.name, body.path), this.config.publicUrl);
  }

  @Put('files/move')
  async move(@CurrentUser() user: AuthenticatedUser, @Body() body: MoveItemDto) {
    if (typeof body.itemId !== 'string') throw new DomainError('VALIDATION_ERROR', 'itemId is required.');
    if (body.targetFolderId !== null && body.targetFolderId !== undefined && typeof body.targetFolderId !== 'string') {
      throw new DomainError('VALIDATION_ERROR', 'targetFolderId must be a folder id or null.');
    }
    const moved = await this.files.move(user.id, body.itemId, (body.targetFolderId as string | null | undefined) ?? null);
    const share = await this.files.shareInfo([moved]);
    return { success: true, message: 'Item moved successfully', movedItem: toRestItem(moved, this.config.publicUrl, share.get(moved.id)) };
  }

  @Get('files/storage')
  async storage(@CurrentUser() user: AuthenticatedUser) {
    const { used, total } = await this.files.usage(user.id);
    return {
      used,
      total,
      usedGB: (used / GB).toFixed(2),
      totalGB: (total / GB).toFixed(2),
      percentage: total > 0 ? ((used / total) * 100).toFixed(1) : '0.0',
    };
  }
}
