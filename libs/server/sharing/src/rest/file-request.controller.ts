import {
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiErrors, ApiSignedIn } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { FileRequestService } from '../services/file-request.service';
import {
  FileRequestBlockDto,
  FileRequestBlockedDto,
  FileRequestDto,
  FileRequestFileListDto,
  FileRequestListDto,
  FileRequestSettingsDto,
} from './file-request.dto';
import { toFileRequestResponse, toReceivedFileResponse } from './file-request.mapper';

/** /api/file-requests: the owner's file requests (docs/file-requests.md). */
@ApiTags('file-requests')
@Controller('file-requests')
export class FileRequestController {
  constructor(private readonly requests: FileRequestService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create a file request: a link through which anyone you allow sends files into one of your folders',
  })
  @ApiSignedIn()
  @ApiBody({ type: FileRequestSettingsDto })
  @ApiCreatedResponse({ type: FileRequestDto })
  @ApiErrors('VALIDATION_ERROR', 'NOT_A_FOLDER', 'FILE_NOT_FOUND')
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: FileRequestSettingsDto): Promise<FileRequestDto> {
    return toFileRequestResponse(await this.requests.create(user.id, body));
  }

  @Get()
  @ApiOperation({ summary: 'Your file requests, newest first' })
  @ApiSignedIn()
  @ApiQuery({
    name: 'first',
    required: false,
    description: 'Page size, 1 to 200 (default 50).',
    schema: { type: 'integer' },
  })
  @ApiQuery({ name: 'after', required: false, description: 'nextCursor of the previous page.' })
  @ApiOkResponse({ type: FileRequestListDto })
  @ApiErrors('VALIDATION_ERROR')
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query('first') first: unknown,
    @Query('after') after: unknown,
  ): Promise<FileRequestListDto> {
    const page = await this.requests.page(user.id, { first, after });
    return {
      requests: page.items.map(({ item }) => toFileRequestResponse(item)),
      nextCursor: page.hasNextPage ? page.endCursor : null,
    };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of your file requests' })
  @ApiSignedIn()
  @ApiParam({ name: 'id', description: 'The request’s id.' })
  @ApiOkResponse({ type: FileRequestDto })
  @ApiErrors('REQUEST_NOT_FOUND')
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<FileRequestDto> {
    return toFileRequestResponse(await this.requests.get(user.id, id));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a file request (every setting but its folder); null clears one' })
  @ApiSignedIn()
  @ApiParam({ name: 'id', description: 'The request’s id.' })
  @ApiBody({ type: FileRequestSettingsDto })
  @ApiOkResponse({ type: FileRequestDto })
  @ApiErrors('VALIDATION_ERROR', 'REQUEST_NOT_FOUND')
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: FileRequestSettingsDto,
  ): Promise<FileRequestDto> {
    return toFileRequestResponse(await this.requests.update(user.id, id, body));
  }

  @Post(':id/close')
  @HttpCode(200)
  @ApiOperation({ summary: 'Close a file request for good: uploads in progress stop, what arrived stays' })
  @ApiSignedIn()
  @ApiParam({ name: 'id', description: 'The request’s id.' })
  @ApiOkResponse({ type: FileRequestDto })
  @ApiErrors('REQUEST_NOT_FOUND')
  async close(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<FileRequestDto> {
    return toFileRequestResponse(await this.requests.close(user.id, id));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a file request (the files that arrived stay)' })
  @ApiSignedIn()
  @ApiParam({ name: 'id', description: 'The request’s id.' })
  @ApiNoContentResponse()
  @ApiErrors('REQUEST_NOT_FOUND')
  async delete(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.requests.delete(user.id, id);
  }

  @Get(':id/files')
  @ApiOperation({ summary: 'The files that arrived through a request, newest first, with who sent them' })
  @ApiSignedIn()
  @ApiParam({ name: 'id', description: 'The request’s id.' })
  @ApiQuery({
    name: 'first',
    required: false,
    description: 'Page size, 1 to 200 (default 50).',
    schema: { type: 'integer' },
  })
  @ApiQuery({ name: 'after', required: false, description: 'nextCursor of the previous page.' })
  @ApiOkResponse({ type: FileRequestFileListDto })
  @ApiErrors('VALIDATION_ERROR', 'REQUEST_NOT_FOUND')
  async files(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query('first') first: unknown,
    @Query('after') after: unknown,
  ): Promise<FileRequestFileListDto> {
    const page = await this.requests.receivedPage(user.id, id, { first, after });
    return {
      files: page.items.map(({ item }) => toReceivedFileResponse(item)),
      nextCursor: page.hasNextPage ? page.endCursor : null,
    };
  }

  @Post(':id/senders/:senderId/block')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Refuse a sender on all your requests from now on; optionally move what they sent here to the trash',
  })
  @ApiSignedIn()
  @ApiParam({ name: 'id', description: 'The request’s id.' })
  @ApiParam({ name: 'senderId', description: 'The senderId of one of its files.' })
  @ApiBody({ type: FileRequestBlockDto })
  @ApiOkResponse({ type: FileRequestBlockedDto })
  @ApiErrors('VALIDATION_ERROR', 'REQUEST_NOT_FOUND', 'NOT_FOUND')
  async block(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('senderId') senderId: string,
    @Body() body: FileRequestBlockDto,
  ): Promise<FileRequestBlockedDto> {
    return this.requests.blockSender(user.id, id, senderId, body.trashFiles === true);
  }
}
