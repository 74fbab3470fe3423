import {
  ApiBody,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import {
  Body,
  Controller,
  Delete,
  Get,
  Head,
  HttpCode,
  Inject,
  Param,
  Patch,
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
  ApiOptionalSignIn,
  ApiSignedIn,
  Clock,
  MessageResponseDto,
  OkResponseDto,
  Public,
  Unmetered,
  type AppConfig,
  type DocumentedError,
} from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { isImage, sendFile } from '@coffer/server-files';
import { ApiThumbnailResponses } from '@coffer/server-previews';
import { RecipientService } from '../services/recipient.service';
import { ShareAccessService } from '../services/share-access.service';
import { ShareLinkService } from '../services/share-link.service';
import { ShareBrowseService } from '../services/share-browse.service';
import { readVisitorToken, setVisitorCookie } from '../http/visitor-cookie';
import { clientOf } from '../http/request-client';
import {
  CreateShareLinkDto,
  PasswordDto,
  UpdateShareLinkDto,
  VisitorCodeDto,
  VisitorCodeRequestDto,
} from './share.dto';
import {
  AddedToAccountResponseDto,
  ShareAccessResponseDto,
  ShareCreatedResponseDto,
  ShareLinkResponseDto,
  ShareTreeAccessResponseDto,
  ShareUrlResponseDto,
  UnseenResponseDto,
  VisitorAccessResponseDto,
} from './share-response.dto';
import {
  toAccessResponse,
  toAddedResponse,
  toCreateResponse,
  toLinkResponse,
  toTreeAccessResponse,
  toUnseenEntry,
} from './share-response.mapper';

/** /api/share: thin adapters over the sharing services (docs/rest-api.md, Share links). */

/** What opening a link can answer, on every route that opens one (docs/rest-api.md, Opening a link). */
const OPENING_ERRORS: DocumentedError[] = [
  'SHARE_NOT_FOUND',
  'SHARE_EXPIRED',
  'SHARE_RESTRICTED',
  'SHARE_NOT_INVITED',
  'SHARE_LIMIT_REACHED',
  'PASSWORD_REQUIRED',
  'WRONG_PASSWORD',
  'RATE_LIMITED',
];

@ApiTags('share')
@ApiExtraModels(ShareAccessResponseDto, ShareTreeAccessResponseDto)
@Controller('share')
export class ShareController {
  constructor(
    private readonly links: ShareLinkService,
    private readonly access: ShareAccessService,
    private readonly browse: ShareBrowseService,
    private readonly recipients: RecipientService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('create')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create a share link for one of your files, one of your folders, or a set of your files',
    description: 'Exactly one of `fileId`, `folderId` and `fileIds` (1 to 1000 files).',
  })
  @ApiSignedIn()
  @ApiCreatedResponse({ type: ShareCreatedResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'NOT_A_FILE', 'NOT_A_FOLDER', 'FILE_NOT_FOUND')
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateShareLinkDto) {
    return toCreateResponse(await this.links.create(user.id, body));
  }

  @Post('protected')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Protect the link an upload just made with a password',
    description:
      'Sets the password on a matching link made in the last 10 minutes (same owner, file, scope and addresses, no password yet), else creates a new protected link.',
  })
  @ApiSignedIn()
  @ApiCreatedResponse({ type: ShareUrlResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'NOT_A_FILE', 'FILE_NOT_FOUND')
  async protect(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateShareLinkDto) {
    return { shareUrl: (await this.links.protect(user.id, body)).url };
  }

  @Public()
  @Get('access/:token')
  @ApiOperation({
    summary: 'Open a share link',
    description:
      'The checks run in order (docs/rest-api.md, Opening a link); a missing password is 401 so that clients show a password form. Counts one access.',
  })
  @ApiOptionalSignIn()
  @ApiParam({ name: 'token', description: 'The share token.' })
  @ApiQuery({ name: 'password', required: false, description: "The link's password; never logged." })
  @ApiOkResponse({
    schema: {
      oneOf: [{ $ref: getSchemaPath(ShareAccessResponseDto) }, { $ref: getSchemaPath(ShareTreeAccessResponseDto) }],
    },
  })
  @ApiErrors(...OPENING_ERRORS)
  async accessByQuery(
    @Param('token') token: string,
    @Query('password') password: unknown,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
  ) {
    return this.opened(await this.access.open(token, this.visitor(req, user), password));
  }

  @Public()
  @Post('access/:token')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Open a share link, the password in the body',
    description: 'As GET /api/share/access/{token}.',
  })
  @ApiOptionalSignIn()
  @ApiParam({ name: 'token', description: 'The share token.' })
  @ApiOkResponse({
    schema: {
      oneOf: [{ $ref: getSchemaPath(ShareAccessResponseDto) }, { $ref: getSchemaPath(ShareTreeAccessResponseDto) }],
    },
  })
  @ApiErrors(...OPENING_ERRORS)
  async accessByBody(
    @Param('token') token: string,
    @Body() body: PasswordDto,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
  ) {
    return this.opened(await this.access.open(token, this.visitor(req, user), body.password));
  }

  @Public()
  @Post('access/:token/code')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ask for a one-time code for a restricted link',
    description:
      'Mails a 6-digit code (valid 10 minutes, single use) to the address if the link lists it. The answer is the same whether or not it does. Throttled per address and link and per client address (429 RATE_LIMITED with Retry-After).',
  })
  @ApiBody({ type: VisitorCodeRequestDto })
  @ApiOptionalSignIn()
  @ApiParam({ name: 'token', description: 'The share token.' })
  @ApiOkResponse({
    type: OkResponseDto,
    description: 'Always `{ "ok": true }` for a valid address on a live restricted link.',
  })
  @ApiErrors('VALIDATION_ERROR', 'SHARE_NOT_FOUND', 'RATE_LIMITED')
  async requestCode(
    @Param('token') token: string,
    @Body() body: VisitorCodeRequestDto,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
  ) {
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
  @ApiOptionalSignIn()
  @ApiParam({ name: 'token', description: 'The share token.' })
  @ApiOkResponse({ type: VisitorAccessResponseDto, description: 'The visitor cookie is set.' })
  @ApiErrors('VALIDATION_ERROR', 'SHARE_NOT_FOUND', 'RATE_LIMITED')
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
  @ApiOperation({
    summary: 'Add a shared file to your files',
    description:
      "A new file in your root with the same bytes, charged to your quota. The link's checks apply, but a missing password is 403 here (never 401). Counts as a download. Once per file: while your copy exists, a repeat answers it with `alreadyAdded: true` and counts nothing.",
  })
  @ApiSignedIn()
  @ApiParam({ name: 'token', description: 'The share token.' })
  @ApiOkResponse({ type: AddedToAccountResponseDto })
  @ApiErrors(
    'SHARE_NOT_FOUND',
    'SHARE_EXPIRED',
    'SHARE_NOT_INVITED',
    'SHARE_LIMIT_REACHED',
    ['PASSWORD_REQUIRED', 403],
    'WRONG_PASSWORD',
    'QUOTA_EXCEEDED',
  )
  async addToAccount(
    @Param('token') token: string,
    @Body() body: PasswordDto,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ) {
    return toAddedResponse(await this.access.addToAccount(token, { ...this.visitor(req, user), user }, body.password));
  }

  @Get('unseen')
  @ApiOperation({ summary: 'Files shared with you that you have not opened yet', description: 'One entry per file.' })
  @ApiSignedIn()
  @ApiOkResponse({ type: UnseenResponseDto })
  async unseen(@CurrentUser() user: AuthenticatedUser) {
    const unseenLinks = (await this.recipients.unseen(user)).map(toUnseenEntry);
    return { unseen: unseenLinks.length, unseenLinks };
  }

  @Public()
  @Get('download/:linkId')
  @Head('download/:linkId')
  @ApiOperation({
    summary: 'Download through a signed URL from opening a link',
    description:
      'The URL is the credential (no cookie needed) and lives 5 minutes; the link is checked again on every request. A single byte range answers 206. The browser may keep the bytes until the signature runs out.',
  })
  @ApiParam({ name: 'linkId', description: 'Part of the signed URL.' })
  @ApiQuery({ name: 'exp', description: 'Part of the signed URL.' })
  @ApiQuery({ name: 'sig', description: 'Part of the signed URL.' })
  @ApiQuery({
    name: 'disposition',
    required: false,
    enum: ['inline'],
    description: 'inline: show PNG and JPEG images inline.',
  })
  @ApiByteResponses({ notModified: ', and no download counted' })
  @ApiErrors(
    'DOWNLOAD_URL_INVALID',
    'SHARE_NOT_FOUND',
    'SHARE_EXPIRED',
    'SHARE_NOT_INVITED',
    'SHARE_LIMIT_REACHED',
    'RANGE_NOT_SATISFIABLE',
  )
  async download(
    @Param('linkId') linkId: string,
    @Query('exp') exp: unknown,
    @Query('sig') sig: unknown,
    @Query('disposition') disposition: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { file, begin, validUntil } = await this.access.openSignedDownload(linkId, exp, sig, clientOf(req));
    const inline = disposition === 'inline' && isImage(file.item);
    await sendFile(req, res, file, {
      disposition: inline ? 'inline' : 'attachment',
      filename: file.item.originalName ?? file.item.name,
      onSend: begin,
      validUntil,
    });
  }

  @Public()
  @Unmetered()
  @Get('thumbnail/:linkId')
  @Head('thumbnail/:linkId')
  @ApiOperation({
    summary: 'The thumbnail of a shared file through a signed URL from opening a link',
    description:
      'The URL (`thumbnailUrl` of the opened link) is the credential and lives as long as the download URL; the link is checked again on every request exactly as for the download URL. Never counts a download.',
  })
  @ApiParam({ name: 'linkId', description: 'Part of the signed URL.' })
  @ApiQuery({ name: 'exp', description: 'Part of the signed URL.' })
  @ApiQuery({ name: 'sig', description: 'Part of the signed URL.' })
  @ApiThumbnailResponses()
  @ApiErrors('VALIDATION_ERROR', 'DOWNLOAD_URL_INVALID', 'SHARE_NOT_FOUND', 'SHARE_EXPIRED', 'THUMBNAIL_UNAVAILABLE')
  async thumbnail(
    @Param('linkId') linkId: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { file, validUntil } = await this.access.openSignedThumbnail(linkId, query);
    await sendFile(req, res, file, { disposition: 'inline', filename: file.item.name, validUntil });
  }

  // `delete/:token` first: "delete" is never a token.
  @Delete('delete/:token')
  @ApiOperation({ summary: 'Revoke one of your links (older path)', description: 'As DELETE /api/share/{token}.' })
  @ApiSignedIn()
  @ApiParam({ name: 'token', description: 'The share token.' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors('SHARE_NOT_FOUND')
  async revokeLegacy(@CurrentUser() user: AuthenticatedUser, @Param('token') token: string) {
    await this.links.revoke(user.id, { token });
    return { message: 'Share link revoked' };
  }

  @Delete(':token')
  @ApiOperation({ summary: 'Revoke one of your links', description: 'Takes effect at once; repeats answer the same.' })
  @ApiSignedIn()
  @ApiParam({ name: 'token', description: 'The share token.' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors('SHARE_NOT_FOUND')
  async revoke(@CurrentUser() user: AuthenticatedUser, @Param('token') token: string) {
    await this.links.revoke(user.id, { token });
    return { message: 'Share link revoked' };
  }

  @Patch(':token')
  @ApiOperation({
    summary: 'Change one of your links',
    description: 'A new password voids every download URL issued before.',
  })
  @ApiSignedIn()
  @ApiParam({ name: 'token', description: 'The share token.' })
  @ApiOkResponse({ type: ShareLinkResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'SHARE_NOT_FOUND')
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('token') token: string,
    @Body() body: UpdateShareLinkDto,
  ) {
    return toLinkResponse(await this.links.update(user.id, { token }, body));
  }

  private async opened(access: Awaited<ReturnType<ShareAccessService['open']>>) {
    return access.kind === 'file' ? toAccessResponse(access) : toTreeAccessResponse(await this.browse.opened(access));
  }

  private visitor(req: Request, user: AuthenticatedUser | undefined) {
    return { user, ...clientOf(req), visitorToken: readVisitorToken(req, this.config) };
  }
}
