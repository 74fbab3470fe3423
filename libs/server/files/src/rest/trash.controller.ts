import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { APP_CONFIG, ApiErrors, ApiSignedIn, DomainError, type AppConfig } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { FilesService, type TrashEntry } from '../services/files.service';
import { TrashIdsDto } from './files.dto';
import { PurgedItemsResponseDto, RestoredItemsResponseDto, TrashPageResponseDto } from './files-response.dto';
import { toRestItem } from './item-response.mapper';

function idsOf(body: TrashIdsDto): string[] {
  if (!Array.isArray(body.ids) || body.ids.length === 0 || !body.ids.every((id) => typeof id === 'string')) {
    throw new DomainError('VALIDATION_ERROR', 'ids must be a non-empty list of item ids.');
  }
  return body.ids;
}

/** /api/trash: thin adapters over the trash rules in FilesService (docs/rest-api.md, Trash). */
@ApiTags('trash')
@ApiSignedIn()
@Controller('trash')
export class TrashController {
  constructor(
    private readonly files: FilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Your trash, newest first',
    description: 'The items you deleted, each with the bytes and the number of items that went with it.',
  })
  @ApiQuery({
    name: 'first',
    required: false,
    description: 'Page size, 1 to 200 (default 100).',
    schema: { type: 'integer' },
  })
  @ApiQuery({ name: 'cursor', required: false, description: 'nextCursor of the previous page.' })
  @ApiOkResponse({ type: TrashPageResponseDto })
  @ApiErrors('VALIDATION_ERROR')
  async list(@CurrentUser() user: AuthenticatedUser, @Query('first') first: unknown, @Query('cursor') cursor: unknown) {
    const page = await this.files.trash(user.id, { first, after: cursor });
    return {
      items: page.items.map(({ item }) => this.toRestEntry(item)),
      nextCursor: page.hasNextPage ? page.endCursor : null,
      totalCount: page.totalCount,
    };
  }

  @Post('restore')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Put trash entries back where they were',
    description:
      'With everything that went with them; missing folders are made again and a taken name gets a " (n)" suffix. Any unknown id fails the whole call.',
  })
  @ApiOkResponse({ type: RestoredItemsResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'FILE_NOT_FOUND')
  async restore(@CurrentUser() user: AuthenticatedUser, @Body() body: TrashIdsDto) {
    const restored = await this.files.restore(user.id, idsOf(body));
    const share = await this.files.shareInfo(restored);
    return { items: restored.map((item) => toRestItem(item, this.config.publicUrl, share.get(item.id))) };
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Delete a trash entry for good',
    description: 'Its bytes go unless another item uses the same content.',
  })
  @ApiParam({ name: 'id', description: 'The trash entry (the id of the item you deleted).' })
  @ApiOkResponse({ type: PurgedItemsResponseDto })
  @ApiErrors('FILE_NOT_FOUND')
  async purge(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    await this.files.purge(user.id, [id]);
    return { purgedFiles: 1 };
  }

  @Delete()
  @ApiOperation({ summary: 'Empty the trash', description: 'Deletes everything in your trash for good.' })
  @ApiOkResponse({ type: PurgedItemsResponseDto })
  async empty(@CurrentUser() user: AuthenticatedUser) {
    return { purgedFiles: await this.files.emptyTrash(user.id) };
  }

  private toRestEntry(entry: TrashEntry) {
    return {
      item: toRestItem(entry.item, this.config.publicUrl),
      trashedAt: entry.trashedAt.toISOString(),
      expiresAt: entry.expiresAt.toISOString(),
      totalBytes: entry.totalBytes,
      itemCount: entry.itemCount,
    };
  }
}
