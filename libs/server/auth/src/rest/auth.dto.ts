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
