import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Delete, Get, Head, HttpCode, Inject, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, Clock, Public, type AppConfig } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { sendFile } from '@coffer/server-files';
import { RecipientService } from '../services/recipient.service';
import { ShareAccessService } from '../services/share-access.service';
import { ShareLinkService } from '../services/share-link.service';
import { readVisitorToken, setVisitorCookie } from '../http/visitor-cookie';
import { CreateShareLinkDto, PasswordDto, UpdateShareLinkDto, VisitorCodeDto, VisitorCodeRequestDto } from './share.dto';
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
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
    return toAccessResponse(await this.access.open(token, this.visitor(req, user), password));
  }

  @Public()
  @Post('access/:token')
  @HttpCode(200)
  async accessByBody(@Param('token') token: string, @Body() body: PasswordDto, @CurrentUser() user: AuthenticatedUser | undefined, @Req() req: Request) {
    return toAccessResponse(await this.access.open(token, this.visitor(req, user), body.password));
  }

  @Public()
  @Post('access/:token/code')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ask for a one-time code for a restricted link',
    description:
      'Mails a 6-digit code (valid 10 minutes, single use) to the address if the link lists it. The answer is the same whether or not it does. Throttled per address and link, per client address and per link (429 RATE_LIMITED with Retry-After).',
  })
  @ApiBody({ type: VisitorCodeRequestDto })
  @ApiOkResponse({ description: 'Always `{ "ok": true }` for a valid address on a live restricted link.' })
  async requestCode(@Param('token') token: string, @Body() body: VisitorCodeRequestDto, @CurrentUser() user: AuthenticatedUser | undefined, @Req() req: Request) {
    await this.access.requestVisitorCode(token, body.email, this.visitor(req, user));
    return { ok: true };
  }

  @Public()
  @Post('access/:token/code/verify')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Enter a one-time code for a restricted link',
    description:
      "A right code sets an HttpOnly visitor cookie that opens this link for 12 hours (the link's password and limits still apply). A wrong, used or expired code answers 400 VALIDATION_ERROR; 5 wrong codes from one client address on one link per 5 minutes, then 429 RATE_LIMITED; 10 wrong codes void the code.",
  })
  @ApiBody({ type: VisitorCodeDto })
  @ApiOkResponse({ description: '`{ "ok": true, "expiresAt": "…" }` and the visitor cookie.' })
  async verifyCode(
    @Param('token') token: string,
    @Body() body: VisitorCodeDto,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const access = await this.access.verifyVisitorCode(token, body.email, body.code, this.visitor(req, user));
    setVisitorCookie(res, this.config, access, this.clock.now());
    return { ok: true, expiresAt: access.expiresAt.toISOString() };
  }

  @Post('add-to-account/:token')
  @HttpCode(200)
  async addToAccount(@Param('token') token: string, @Body() body: PasswordDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return toAddedResponse(await this.access.addToAccount(token, { ...this.visitor(req, user), user }, body.password));
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
    const { file, begin, validUntil } = await this.access.openSignedDownload(linkId, exp, sig);
    const inline = disposition === 'inline' && INLINE_TYPES.has(file.item.mimeType ?? '');
    await sendFile(req, res, file, { disposition: inline ? 'inline' : 'attachment', filename: file.item.originalName ?? file.item.name, onSend: begin, validUntil });
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

  private visitor(req: Request, user: AuthenticatedUser | undefined) {
    return { user, clientAddress: req.ip, visitorToken: readVisitorToken(req, this.config) };
  }
}
