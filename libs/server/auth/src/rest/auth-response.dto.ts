import { SIGN_IN_METHODS, type SignInMethod } from '../domain/sign-in-method';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';

// Response shapes for the OpenAPI description; the controllers build the plain objects.

@ApiSchema({ name: 'User' })
export class UserResponseDto {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Lowercased.' }) email: string;
  @ApiProperty() name: string;
}

@ApiSchema({ name: 'VerifiedUser' })
export class VerifiedUserResponseDto extends UserResponseDto {
  @ApiProperty({ enum: [true] }) emailVerified: true;
}

@ApiSchema({ name: 'Session' })
export class SessionResponseDto {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Device and browser read from the User-Agent: a hint, not proof.' }) device: string;
  @ApiProperty({ type: String, nullable: true }) userAgent: string | null;
  @ApiProperty({ type: String, nullable: true }) clientAddress: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) lastSeenAt: string;
  @ApiProperty({ description: 'The session that made this request.' }) current: boolean;
  @ApiProperty({
    enum: SIGN_IN_METHODS,
    description:
      'How the session signed in: at sign-up, with the password alone, or with the password and a second factor.',
  })
  signInMethod: SignInMethod;
}

export class TwoFactorStatusResponseDto {
  @ApiProperty({ description: 'Whether a code from an authenticator app is required at sign-in.' }) enabled: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) enabledAt: string | null;
  @ApiProperty({ description: 'Unused recovery codes (0 while off).' }) recoveryCodesLeft: number;
}

export class TwoFactorSetupResponseDto {
  @ApiProperty({ description: 'The shared secret in base32, for typing into an app by hand.' }) secret: string;
  @ApiProperty({ description: 'The otpauth:// URI for a QR code.' }) uri: string;
}

export class RecoveryCodesResponseDto {
  @ApiProperty({
    type: [String],
    description: 'Ten single-use recovery codes, shown this once; earlier ones stop working.',
  })
  recoveryCodes: string[];
}

export class PasskeyResponseDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt: string | null;
  @ApiProperty({ description: "Whether it syncs between the owner's devices." }) backedUp: boolean;
}

/** WebAuthn options for navigator.credentials (PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON). */
export class WebauthnOptionsResponseDto {
  @ApiProperty({ description: 'The challenge to sign, unpadded base64url; it works once, for 5 minutes.' })
  challenge: string;
}

export class SignInOptionsResponseDto {
  @ApiProperty({ description: 'Whether e-mail and password sign in (PASSWORD_SIGN_IN).' }) passwordSignIn: boolean;
  @ApiProperty({ description: 'The single sign-on providers, as `{ id, label }`.', type: [Object] })
  providers: Array<{ id: string; label: string }>;
}

export class SsoStartResponseDto {
  @ApiProperty({ description: "The provider's authorization URL: open it in the same browser." }) url: string;
}

export class LinkedIdentityResponseDto {
  @ApiProperty() provider: string;
  @ApiProperty() label: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ format: 'date-time' }) linkedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt: string | null;
}
