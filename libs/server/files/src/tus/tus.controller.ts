import { ApiTags } from '@nestjs/swagger';
import { Controller, Delete, Head, Headers, HttpCode, Options, Param, Patch, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public, Unmetered } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { ApiTusCreate, ApiTusDelete, ApiTusHead, ApiTusOptions, ApiTusPatch } from '../rest/tus-docs';
import { ResumableUploadService } from './resumable-upload.service';
import { TusProtocol } from './tus-protocol';

/**
 * The tus 1.0.0 endpoint for a signed-in account's resumable uploads. Only creation is charged to
 * the operation budget: the HEAD and PATCH requests of an upload are its chunks, not new operations.
 */
@ApiTags('uploads')
@Controller('uploads')
export class TusController {
  private readonly tus: TusProtocol;

  constructor(uploads: ResumableUploadService) {
    this.tus = new TusProtocol(uploads, '/api/uploads');
  }

  @Public()
  @Unmetered()
  @Options()
  @ApiTusOptions()
  @HttpCode(204)
  options(@Res({ passthrough: true }) res: Response): void {
    this.tus.options(res);
  }

  @Post()
  @ApiTusCreate()
  @HttpCode(201)
  create(
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    return this.tus.create(user.id, req, res);
  }

  @Unmetered()
  @Head(':id')
  @ApiTusHead()
  @HttpCode(200)
  head(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    return this.tus.head(user.id, id, req, res);
  }

  @Unmetered()
  @Patch(':id')
  @ApiTusPatch()
  @HttpCode(204)
  patch(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    return this.tus.patch(user.id, id, req, res);
  }

  @Delete(':id')
  @ApiTusDelete()
  @HttpCode(204)
  terminate(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Headers('tus-resumable') version: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    return this.tus.terminate(user.id, id, version, res);
  }
}
