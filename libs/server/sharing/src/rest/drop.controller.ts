import { ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Delete,
  Get,
  Head,
  Headers,
  HttpCode,
  Options,
  Param,
  Patch,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiErrors, ApiOptionalSignIn, Public, Unmetered } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import {
  ApiTusCreate,
  ApiTusDelete,
  ApiTusHead,
  ApiTusOptions,
  ApiTusPatch,
  ResumableUploadService,
  TusProtocol,
} from '@coffer/server-files';
import { FileRequestService, type DropVisitor } from '../services/file-request.service';
import { DropAccessDto, DropCodeRequestDto, DropGrantDto, DropInfoDto, DropUploadListDto } from './file-request.dto';
import { toDropUploadResponse } from './file-request.mapper';

/** The header that carries a visitor's grant on every upload route. */
const GRANT_HEADER = 'coffer-drop-grant';
const REFUSALS = ['REQUEST_NOT_FOUND', 'REQUEST_CLOSED', 'REQUEST_EXPIRED', 'SENDER_BLOCKED', 'RATE_LIMITED'] as const;

/**
 * /api/drop/{token}: a file request as its visitors reach it, with the tus endpoint for their
 * uploads. Every route checks the request first (FileRequestService.openRequest), every upload
 * route the visitor's grant (FileRequestService.sender).
 */
@ApiTags('drop')
@Controller('drop/:token')
export class DropController {
  constructor(
    private readonly requests: FileRequestService,
    private readonly uploads: ResumableUploadService,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'What a file request’s page shows: title, message, what it takes and how much room is left',
  })
  @ApiOptionalSignIn()
  @ApiParam({ name: 'token', description: 'The request’s token.' })
  @ApiOkResponse({ type: DropInfoDto })
  @ApiErrors(...REFUSALS)
  async info(
    @Param('token') token: string,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
  ): Promise<DropInfoDto> {
    const info = await this.requests.info(token, visitorOf(req, user));
    return { ...info, expiresAt: info.expiresAt?.toISOString() ?? null };
  }

  @Public()
  @Post('code')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Ask for a one-time code (restricted requests)',
    description:
      'The answer is the same whether or not the request lists the address; the mail goes only to listed ones.',
  })
  @ApiOptionalSignIn()
  @ApiParam({ name: 'token', description: 'The request’s token.' })
  @ApiBody({ type: DropCodeRequestDto })
  @ApiNoContentResponse()
  @ApiErrors(...REFUSALS, 'VALIDATION_ERROR')
  async code(
    @Param('token') token: string,
    @Body() body: DropCodeRequestDto,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
  ): Promise<void> {
    await this.requests.requestCode(token, body.email, visitorOf(req, user));
  }

  @Public()
  @Post('access')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Get a grant to send files: the password, name, address or one-time code the request asks for',
  })
  @ApiOptionalSignIn()
  @ApiParam({ name: 'token', description: 'The request’s token.' })
  @ApiBody({ type: DropAccessDto })
  @ApiOkResponse({ type: DropGrantDto })
  @ApiErrors(...REFUSALS, 'VALIDATION_ERROR', 'PASSWORD_REQUIRED', 'WRONG_PASSWORD', 'REQUEST_RESTRICTED')
  async access(
    @Param('token') token: string,
    @Body() body: DropAccessDto,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Headers(GRANT_HEADER) previous: string | undefined,
    @Req() req: Request,
  ): Promise<DropGrantDto> {
    const { grant, validUntil, sender } = await this.requests.access(token, body, visitorOf(req, user), previous);
    // The sender id stays inside the grant: the visitor's page has no use for it.
    return {
      grant,
      validUntil: validUntil.toISOString(),
      sender: { name: sender.name, email: sender.email, verified: sender.verified },
    };
  }

  @Public()
  @Get('uploads')
  @ApiOperation({ summary: 'What this sender sent (or is sending) to the request, newest first' })
  @ApiOptionalSignIn()
  @ApiParam({ name: 'token', description: 'The request’s token.' })
  @ApiOkResponse({ type: DropUploadListDto })
  @ApiErrors(...REFUSALS, 'REQUEST_GRANT_INVALID')
  async sent(
    @Param('token') token: string,
    @Headers(GRANT_HEADER) grant: string | undefined,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
  ): Promise<DropUploadListDto> {
    const sender = await this.requests.sender(token, grant, visitorOf(req, user));
    return { uploads: (await this.requests.sentBy(sender)).map(toDropUploadResponse) };
  }

  @Public()
  @Unmetered()
  @Options('uploads')
  @ApiTusOptions()
  @HttpCode(204)
  options(@Param('token') token: string, @Res({ passthrough: true }) res: Response): void {
    this.tus(token).options(res);
  }

  @Public()
  @Post('uploads')
  @ApiTusCreate('visitor')
  @HttpCode(201)
  async create(
    @Param('token') token: string,
    @Headers(GRANT_HEADER) grant: string | undefined,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    const visitor = visitorOf(req, user);
    await this.tus(token).create(
      () => this.requests.sender(token, grant, visitor),
      req,
      res,
      (metadata, length) => this.requests.checkUpload(token, metadata, length, visitor),
    );
  }

  @Public()
  @Unmetered()
  @Head('uploads/:id')
  @ApiTusHead('visitor')
  @HttpCode(200)
  async head(
    @Param('token') token: string,
    @Param('id') id: string,
    @Headers(GRANT_HEADER) grant: string | undefined,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.tus(token).head(() => this.requests.sender(token, grant, visitorOf(req, user)), id, req, res);
  }

  @Public()
  @Unmetered()
  @Patch('uploads/:id')
  @ApiTusPatch('visitor')
  @HttpCode(204)
  async patch(
    @Param('token') token: string,
    @Param('id') id: string,
    @Headers(GRANT_HEADER) grant: string | undefined,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.tus(token).patch(() => this.requests.sender(token, grant, visitorOf(req, user)), id, req, res);
  }

  @Public()
  @Delete('uploads/:id')
  @ApiTusDelete('visitor')
  @HttpCode(204)
  async terminate(
    @Param('token') token: string,
    @Param('id') id: string,
    @Headers(GRANT_HEADER) grant: string | undefined,
    @Headers('tus-resumable') version: string | undefined,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.tus(token).terminate(() => this.requests.sender(token, grant, visitorOf(req, user)), id, version, res);
  }

  private tus(token: string): TusProtocol {
    return new TusProtocol(this.uploads, `/api/drop/${encodeURIComponent(token)}/uploads`);
  }
}

function visitorOf(req: Request, user: AuthenticatedUser | undefined): DropVisitor {
  return { clientAddress: req.ip, user };
}
