import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

// The service validates every field (same rules for GraphQL); the DTOs only whitelist the shape.

export class RegisterDto {
  @ApiProperty({
    type: String,
    description: 'Stored lowercased; an address already taken (in any case) is USER_EXISTS.',
    example: 'ann@example.com',
  })
  @Allow()
  email: unknown;

  @ApiProperty({
    type: String,
    description:
      'At least 8 characters with upper and lower case, a digit and a character that is neither (WEAK_PASSWORD otherwise).',
    example: 'Correct-horse-7',
  })
  @Allow()
  password: unknown;

  @ApiProperty({ type: String, description: 'Display name; not blank.', example: 'Ann' })
  @Allow()
  name: unknown;
}

/** Read by LocalAuthGuard, not by the handler: documentation only. */
export class LoginDto {
  @ApiProperty({ description: 'Matched case-insensitively.', example: 'ann@example.com' })
  email: string;

  @ApiProperty({ example: 'Correct-horse-7' })
  password: string;
}

export class SecondFactorDto {
  @ApiProperty({ type: String, required: false, description: 'A code from the authenticator app.', example: '123456' })
  @Allow()
  code?: unknown;

  @ApiProperty({
    type: String,
    required: false,
    description: 'One of the recovery codes instead (spent by this use).',
    example: 'k3m7-q2xa-9trd',
  })
  @Allow()
  recoveryCode?: unknown;

  @ApiProperty({
    type: Object,
    required: false,
    description:
      "A passkey's answer instead: the browser's AuthenticationResponseJSON to second-factor/passkey-options.",
  })
  @Allow()
  passkey?: unknown;
}

export class TwoFactorSetupDto {
  @ApiProperty({ type: String, description: 'The current password.' })
  @Allow()
  password: unknown;
}

export class TwoFactorEnableDto {
  @ApiProperty({
    type: String,
    description: 'A first code from the app, which confirms the set-up.',
    example: '123456',
  })
  @Allow()
  code: unknown;
}

export class TwoFactorConfirmDto extends SecondFactorDto {
  @ApiProperty({ type: String, description: 'The current password.' })
  @Allow()
  password: unknown;
}

export class PasskeyOptionsDto {
  @ApiProperty({ type: String, description: 'The current password.' })
  @Allow()
  password: unknown;
}

export class PasskeyRegisterDto {
  @ApiProperty({ type: Object, description: "The browser's RegistrationResponseJSON to registration-options." })
  @Allow()
  response: unknown;

  @ApiProperty({ type: String, description: 'What to call it (1 to 100 characters).', example: 'Laptop' })
  @Allow()
  name: unknown;
}

export class PasskeyRenameDto {
  @ApiProperty({ type: String, description: 'The new name (1 to 100 characters).', example: 'Phone' })
  @Allow()
  name: unknown;
}

export class PasskeySignInDto {
  @ApiProperty({ type: Object, description: "The browser's AuthenticationResponseJSON to login/passkey/options." })
  @Allow()
  response: unknown;
}

export class SsoStartDto {
  @ApiProperty({ type: String, required: false, description: 'A path of the web app to open once signed in.' })
  @Allow()
  returnTo?: unknown;
}

export class SsoLinkDto {
  @ApiProperty({ type: String, description: 'The `sso_link` the login screen was sent back with.' })
  @Allow()
  token: unknown;
}
