import { Allow } from 'class-validator';

// The services validate every field (same rules for GraphQL); the DTOs only whitelist the shape.

export class VerifyEmailDto {
  @Allow() token: unknown;
}

export class ChangePasswordDto {
  @Allow() currentPassword: unknown;
  @Allow() newPassword: unknown;
}

export class RequestPasswordResetDto {
  @Allow() email: unknown;
}

export class ResetPasswordDto {
  @Allow() token: unknown;
  @Allow() password: unknown;
}

export class ChangeEmailDto {
  @Allow() email: unknown;
  @Allow() currentPassword: unknown;
}
