import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { APP_CONFIG, ApiErrors, ApiSignedIn, MessageResponseDto, type AppConfig } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { RecipientService } from '../services/recipient.service';
import { ShareLinkService } from '../services/share-link.service';
import { FileShareDto } from './share.dto';
import { SharedItemResponseDto, ShareUrlResponseDto } from './share-response.dto';
import { toSharedItem } from './share-response.mapper';

/** The sharing routes under /api/files (docs/rest-api.md, Files). */
@ApiTags('files')
@ApiSignedIn()
@Controller('files')
export class FileShareController {
  constructor(
    private readonly recipients: RecipientService,
    private readonly links: ShareLinkService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('shared-with-me')
  @ApiOperation({
    summary: 'Files shared with you',
    description:
      'Direct shares first (newest first), then files reached through restricted links that list you; a bare array.',
  })
  @ApiOkResponse({ type: SharedItemResponseDto, isArray: true })
  async sharedWithMe(@CurrentUser() user: AuthenticatedUser) {
    return (await this.recipients.received(user)).map((r) => toSharedItem(r, this.config.publicUrl));
  }

  @Post('share')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Share a file directly with addresses',
    description:
      'Answers the same whether or not an address has an account; an address without one reaches the account created with it later.',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'FILE_NOT_FOUND')
  async share(@CurrentUser() user: AuthenticatedUser, @Body() body: FileShareDto) {
    const emails = await this.recipients.shareWith(
      user.id,
      body.fileId,
      body.shareWith ?? (body.targetEmail !== undefined ? [body.targetEmail] : undefined),
      body.notify,
    );
    return { message: `Access granted to ${emails.join(', ')}` };
  }

  @Post('unshare')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stop sharing a file directly with addresses' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'FILE_NOT_FOUND')
  async unshare(@CurrentUser() user: AuthenticatedUser, @Body() body: FileShareDto) {
    const emails = await this.recipients.unshareWith(
      user.id,
      body.fileId,
      body.unshareWith ?? (body.targetEmail !== undefined ? [body.targetEmail] : undefined),
    );
    return { message: `Access revoked from ${emails.join(', ')}` };
  }

  @Post(':id/public')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A public link without password for a file',
    description: 'The newest active one, or a new one that never expires.',
  })
  @ApiParam({ name: 'id', description: 'Item id.' })
  @ApiOkResponse({ type: ShareUrlResponseDto })
  @ApiErrors('FILE_NOT_FOUND', 'NOT_A_FILE')
  async makePublic(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return { shareUrl: (await this.links.publicLink(user.id, id)).url };
  }
}
