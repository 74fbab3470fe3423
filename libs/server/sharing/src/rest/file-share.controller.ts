import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { FilesService } from '@coffer/server-files';
import { RecipientService } from '../services/recipient.service';
import { ShareLinkService } from '../services/share-link.service';
import { FileShareDto } from './share.dto';
import { toSharedItem } from './share-response.mapper';

/** The sharing routes under /api/files (contract §5.2, §5.10). */
@ApiTags('files')
@Controller('files')
export class FileShareController {
  constructor(
    private readonly recipients: RecipientService,
    private readonly links: ShareLinkService,
    private readonly files: FilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('shared-with-me')
  async sharedWithMe(@CurrentUser() user: AuthenticatedUser) {
    const received = await this.recipients.received(user);
    const info = await this.files.shareInfo(received.map((r) => r.item));
    return received.map((r) => toSharedItem(r, this.config.publicUrl, info.get(r.item.id)?.sharedWith ?? []));
  }

  @Post('share')
  @HttpCode(200)
  async share(@CurrentUser() user: AuthenticatedUser, @Body() body: FileShareDto) {
    const emails = await this.recipients.shareWith(user.id, body.fileId, body.shareWith ?? (body.targetEmail !== undefined ? [body.targetEmail] : undefined), body.notify);
    return { message: `Access granted to ${emails.join(', ')}` };
  }

  @Post('unshare')
  @HttpCode(200)
  async unshare(@CurrentUser() user: AuthenticatedUser, @Body() body: FileShareDto) {
    const emails = await this.recipients.unshareWith(user.id, body.fileId, body.unshareWith ?? (body.targetEmail !== undefined ? [body.targetEmail] : undefined));
    return { message: `Access revoked from ${emails.join(', ')}` };
  }

  @Post(':id/public')
  @HttpCode(200)
  async makePublic(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return { shareUrl: (await this.links.publicLink(user.id, id)).url };
  }
}
