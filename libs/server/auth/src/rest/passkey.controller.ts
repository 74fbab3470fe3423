import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { ApiErrors, ApiSignedIn, OkResponseDto, requireSession } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { CurrentUser } from '../http/current-user.decorator';
import { ACCOUNT_NEEDS_SESSION } from '../services/email-verification.service';
import { PasskeyService, type PasskeySummary } from '../services/passkey.service';
import { PasskeyOptionsDto, PasskeyRegisterDto, PasskeyRenameDto } from './auth.dto';
import { PasskeyResponseDto, WebauthnOptionsResponseDto } from './auth-response.dto';

/** /api/auth/passkeys: the account's passkeys; sessions only (never an access token). */
@ApiTags('auth')
@Controller('auth/passkeys')
export class PasskeyController {
  constructor(private readonly passkeys: PasskeyService) {}

  @Get()
  @ApiOperation({ summary: 'My passkeys', description: 'Oldest first.' })
  @ApiSignedIn()
  @ApiOkResponse({ type: [PasskeyResponseDto] })
  list(@CurrentUser() user: AuthenticatedUser): Promise<PasskeySummary[]> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.passkeys.list(user.id);
  }

  @Post('registration-options')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Options to create a passkey',
    description: 'For navigator.credentials.create(); needs the password. The challenge works once, for 5 minutes.',
  })
  @ApiSignedIn()
  @ApiOkResponse({ type: WebauthnOptionsResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'WRONG_PASSWORD', 'RATE_LIMITED')
  registrationOptions(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: PasskeyOptionsDto,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.passkeys.registrationOptions(user, body.password);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Register a passkey', description: "The browser's answer to registration-options." })
  @ApiSignedIn()
  @ApiOkResponse({ type: PasskeyResponseDto })
  @ApiErrors('VALIDATION_ERROR')
  register(@CurrentUser() user: AuthenticatedUser, @Body() body: PasskeyRegisterDto): Promise<PasskeySummary> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.passkeys.register(user, body.response, body.name);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename a passkey' })
  @ApiSignedIn()
  @ApiOkResponse({ type: PasskeyResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'NOT_FOUND')
  rename(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: PasskeyRenameDto,
  ): Promise<PasskeySummary> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.passkeys.rename(user.id, id, body.name);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Remove a passkey',
    description: 'It no longer signs in. Another account’s id is NOT_FOUND.',
  })
  @ApiSignedIn()
  @ApiOkResponse({ type: OkResponseDto })
  @ApiErrors('NOT_FOUND')
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<{ ok: true }> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.passkeys.remove(user.id, id);
    return { ok: true };
  }
}
