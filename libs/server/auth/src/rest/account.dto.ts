import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

// The services validate every field (same rules for GraphQL); the DTOs only whitelist the shape.

export class VerifyEmailDto {
  @ApiProperty({ type: String, description: 'The token from the verification link.' })
  @Allow()
  token: unknown;
}

export class ChangePasswordDto {
  @ApiProperty({ type: String, description: 'The password in use now.' })
  @Allow()
  currentPassword: unknown;

  @ApiProperty({ type: String, description: 'Follows the sign-up rule.' })
  @Allow()
  newPassword: unknown;
}

export class RequestPasswordResetDto {
  @ApiProperty({ type: String, example: 'ann@example.com' })
  @Allow()
  email: unknown;
}

export class ResetPasswordDto {
  @ApiProperty({ type: String, description: 'The token from the reset link.' })
  @Allow()
  token: unknown;

  @ApiProperty({ type: String, description: 'The new password; follows the sign-up rule.' })
  @Allow()
  password: unknown;
}

export class ChangeEmailDto {
  @ApiProperty({
    type: String,
    description: 'The address to move to; it takes effect once the link mailed to it is opened.',
  })
  @Allow()
  email: unknown;

  @ApiProperty({ type: String, description: 'The password in use now.' })
  @Allow()
  currentPassword: unknown;
}
