import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiErrors, ApiSignedIn } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { ShareAccessLogService } from '../services/share-access-log.service';
import { ShareAccessLogPageDto } from './share-access-log.dto';
import { toAccessLogResponse } from './share-access-log.mapper';

/** GET /api/share/{token}/log: a link's access log, for its owner. */
@ApiTags('share')
@Controller('share')
export class ShareAccessLogController {
  constructor(private readonly log: ShareAccessLogService) {}

  @Get(':token/log')
  @ApiOperation({
    summary: "One of your links' access log, newest first",
    description:
      'Every opening and download through the link: when, what, who (the signed-in or code-verified address, else null), a coarse client address and the browser. Kept SHARE_ACCESS_LOG_DAYS (90 by default); revoked links keep theirs until then.',
  })
  @ApiSignedIn()
  @ApiParam({ name: 'token', description: 'The share token.' })
  @ApiQuery({
    name: 'first',
    required: false,
    description: 'Page size, 1 to 200 (default 50).',
    schema: { type: 'integer' },
  })
  @ApiQuery({ name: 'after', required: false, description: 'nextCursor of the previous page.' })
  @ApiOkResponse({ type: ShareAccessLogPageDto })
  @ApiErrors('VALIDATION_ERROR', 'SHARE_NOT_FOUND')
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Param('token') token: string,
    @Query('first') first: unknown,
    @Query('after') after: unknown,
  ): Promise<ShareAccessLogPageDto> {
    return toAccessLogResponse(await this.log.page(user.id, { token }, { first, after }));
  }
}
