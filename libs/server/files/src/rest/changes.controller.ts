import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiErrors, ApiSignedIn } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import {
  CHANGES_DEFAULT_PAGE,
  CHANGES_MAX_PAGE,
  CHANGES_MAX_WAIT_SECONDS,
  ChangeFeedService,
  type ItemChange,
} from '../services/change-feed.service';
import { ChangesCursorDto, ItemChangeDto, ItemChangesDto } from './changes-response.dto';
import { closedSignal } from './closed-signal';

/** /api/changes: the change feed (docs/change-feed.md), thin over ChangeFeedService. */
@ApiTags('changes')
@ApiSignedIn()
@Controller('changes')
export class ChangesController {
  constructor(private readonly feed: ChangeFeedService) {}

  @Get()
  @ApiOperation({
    summary: 'Every change of your items after a cursor, in commit order',
    description:
      'With `wait`, an empty answer waits up to that many seconds for a change (a long poll; counted once in the budget). ' +
      '410 CURSOR_EXPIRED: the cursor is older than the feed keeps; list again and take a new cursor.',
  })
  @ApiQuery({ name: 'cursor', description: 'From GET /api/changes/cursor or an earlier answer.' })
  @ApiQuery({
    name: 'first',
    required: false,
    description: `Page size, 1 to ${CHANGES_MAX_PAGE} (default ${CHANGES_DEFAULT_PAGE}).`,
    schema: { type: 'integer' },
  })
  @ApiQuery({
    name: 'wait',
    required: false,
    description: `Seconds to wait for a change when there is none yet, 0 to ${CHANGES_MAX_WAIT_SECONDS} (default 0).`,
    schema: { type: 'integer' },
  })
  @ApiOkResponse({ type: ItemChangesDto })
  @ApiErrors('VALIDATION_ERROR', 'CURSOR_EXPIRED')
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query('cursor') cursor: unknown,
    @Query('first') first: unknown,
    @Query('wait') wait: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ItemChangesDto> {
    const page = await this.feed.changesAfter(user.id, { after: cursor, first, wait }, closedSignal(res));
    return { ...page, changes: page.changes.map(toDto) };
  }

  @Get('cursor')
  @ApiOperation({
    summary: 'The cursor after everything committed so far',
    description: 'Take it before listing your files, then follow GET /api/changes from it.',
  })
  @ApiOkResponse({ type: ChangesCursorDto })
  async cursor(@CurrentUser() user: AuthenticatedUser): Promise<ChangesCursorDto> {
    return { cursor: await this.feed.cursor(user.id) };
  }
}

function toDto(change: ItemChange): ItemChangeDto {
  return {
    cursor: change.cursor,
    kind: change.kind,
    at: change.at.toISOString(),
    itemId: change.itemId,
    type: change.type,
    name: change.name,
    path: change.path,
    size: change.size,
    contentHash: change.contentHash,
    etag: change.etag,
    trashed: change.trashed,
  };
}
