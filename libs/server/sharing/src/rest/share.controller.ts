import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Delete, Get, Head, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { sendFile } from '@coffer/server-files';
import { RecipientService } from '../services/recipient.service';
import { ShareAccessService } from '../services/share-access.service';
import { ShareLinkService } from '../services/share-link.service';
import { CreateShareLinkDto, PasswordDto, UpdateShareLinkDto } from './share.dto';
import { toAccessResponse, toAddedResponse, toCreateResponse, toLinkResponse, toUnseenEntry } from './share-response.mapper';

const INLINE_TYPES = new Set(['image/png', 'image/jpeg']);

/** /api/share (contract §6, §7): thin adapters over the sharing services. */
@ApiTags('share')
@Controller('share')
export class ShareController {
  constructor(
    private readonly links: ShareLinkService,
    private readonly access: ShareAccessService,
    private readonly recipients: RecipientService,
  ) {}

  @Post('create')
  @HttpCode(201)
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateShareLinkDto) {
    return toCreateResponse(await this.links.create(user.id, body));
  }

  @Post('protected')
  @HttpCode(201)
  async protect(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateShareLinkDto) {
    return { shareUrl: (await this.links.protect(user.id, body)).url };
  }

  @Public()
  @Get('access/:token')
  async accessByQuery(@Param('token') token: string, @Query('password') password: unknown, @CurrentUser() user: AuthenticatedUser | undefined, @Req() req: Request) {
    return toAccessResponse(await this.access.open(token, { user, clientAddress: req.ip }, password));
  }

  @Public()
  @Post('access/:token')
  @HttpCode(200)
  async accessByBody(@Param('token') token: string, @Body() body: PasswordDto, @CurrentUser() user: AuthenticatedUser | undefined, @Req() req: Request) {
    return toAccessResponse(await this.access.open(token, { user, clientAddress: req.ip }, body.password));
  }

  @Post('add-to-account/:token')
  @HttpCode(200)
  async addToAccount(@Param('token') token: string, @Body() body: PasswordDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return toAddedResponse(await this.access.addToAccount(token, { user, clientAddress: req.ip }, body.password));
  }

  @Get('unseen')
  async unseen(@CurrentUser() user: AuthenticatedUser) {
    const unseenLinks = (await this.recipients.unseen(user)).map(toUnseenEntry);
    return { unseen: unseenLinks.length, unseenLinks };
  }

  @Public()
  @Get('download/:linkId')
  @Head('download/:linkId')
  async download(
    @Param('linkId') linkId: string,
    @Query('exp') exp: unknown,
    @Query('sig') sig: unknown,
    @Query('disposition') disposition: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.access.openSignedDownload(linkId, exp, sig);
    const inline = disposition === 'inline' && INLINE_TYPES.has(file.item.mimeType ?? '');
    await sendFile(req, res, file, { disposition: inline ? 'inline' : 'attachment', filename: file.item.originalName ?? file.item.name });
  }

  // `delete/:token` first: "delete" is never a token.
  @Delete('delete/:token')
  async revokeLegacy(@CurrentUser() user: AuthenticatedUser, @Param('token') token: string) {
    await this.links.revoke(user.id, { token });
    return { message: 'Share link revoked' };
  }

  @Delete(':token')
  async revoke(@CurrentUser() user: AuthenticatedUser, @Param('token') token: string) {
    await this.links.revoke(user.id, { token });
    return { message: 'Share link revoked' };
  }

  @Patch(':token')
  async update(@CurrentUser() user: AuthenticatedUser, @Param('token') token: string, @Body() body: UpdateShareLinkDto) {
    return toLinkResponse(await this.links.update(user.id, { token }, body));
  }
}
