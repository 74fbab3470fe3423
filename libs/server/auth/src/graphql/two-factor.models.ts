import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Allow } from 'class-validator';

/** The GraphQL face of a SignInMethod: the names are the schema's, the values are what sessions store. */
export enum SignInMethodEnum {
  REGISTRATION = 'registration',
  PASSWORD = 'password',
  PASSWORD_AND_TOTP = 'password+totp',
  PASSWORD_AND_RECOVERY_CODE = 'password+recovery-code',
  PASSWORD_AND_PASSKEY = 'password+passkey',
  PASSKEY = 'passkey',
  SSO = 'sso',
  SSO_AND_TOTP = 'sso+totp',
  SSO_AND_RECOVERY_CODE = 'sso+recovery-code',
  SSO_AND_PASSKEY = 'sso+passkey',
}
registerEnumType(SignInMethodEnum, {
  name: 'SignInMethod',
  description: 'How a session signed in.',
  valuesMap: {
    REGISTRATION: { description: 'At sign-up.' },
    PASSWORD: { description: 'With the password alone.' },
    PASSWORD_AND_TOTP: { description: 'With the password and a code from an authenticator app.' },
    PASSWORD_AND_RECOVERY_CODE: { description: 'With the password and a recovery code.' },
    PASSWORD_AND_PASSKEY: { description: 'With the password and a passkey.' },
    PASSKEY: { description: 'With a passkey alone (no password).' },
    SSO: { description: 'Through an OpenID provider (single sign-on).' },
    SSO_AND_TOTP: { description: 'Through an OpenID provider and a code from an authenticator app.' },
    SSO_AND_RECOVERY_CODE: { description: 'Through an OpenID provider and a recovery code.' },
    SSO_AND_PASSKEY: { description: 'Through an OpenID provider and a passkey.' },
  },
});

@ObjectType('TwoFactorStatus', { description: 'Two-step verification of the viewer.' })
export class TwoFactorStatusModel {
  @Field({ description: 'Whether a code from an authenticator app is required at sign-in.' }) enabled: boolean;
  @Field(() => Date, { nullable: true, description: 'When it was turned on.' }) enabledAt: Date | null;
  @Field(() => Int, { description: 'Unused recovery codes (0 while off).' }) recoveryCodesLeft: number;
}

@ObjectType('TwoFactorSetup', { description: 'A new authenticator secret, waiting for a first code.' })
export class TwoFactorSetupModel {
  @Field({ description: 'The shared secret in base32, for typing into an app by hand.' }) secret: string;
  @Field({ description: 'The otpauth:// URI for a QR code.' }) uri: string;
}

// SecondFactorService validates the values; these only declare the shape.

@InputType('SecondFactorInput', {
  description: 'One second factor: a code from the authenticator app, a recovery code, or a passkey.',
})
export class SecondFactorInput {
  @Allow()
  @Field(() => String, { nullable: true, description: 'A code from the authenticator app.' })
  code?: string | null;
  @Allow()
  @Field(() => String, { nullable: true, description: 'One of the recovery codes instead (spent by this use).' })
  recoveryCode?: string | null;
  @Allow()
  @Field(() => String, {
    nullable: true,
    description:
      "A passkey's answer instead: the browser's AuthenticationResponseJSON, as JSON text, to loginSecondFactorPasskeyOptions.",
  })
  passkeyResponseJson?: string | null;
}

@ObjectType('Passkey', { description: 'A passkey of the viewer (only its public key is kept).' })
export class PasskeyModel {
  @Field(() => ID, { description: 'Stable id.' }) id: string;
  @Field({ description: 'What the owner calls it.' }) name: string;
  @Field({ description: 'When it was registered.' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'When it last signed in.' }) lastUsedAt: Date | null;
  @Field({ description: "Whether it syncs between the owner's devices (a password manager or a phone's keychain)." })
  backedUp: boolean;
}

@InputType('PasskeyRegisterInput', { description: 'A new passkey, as the browser created it.' })
export class PasskeyRegisterInput {
  @Allow()
  @Field({ description: "The browser's RegistrationResponseJSON, as JSON text, to passkeyRegistrationOptions." })
  responseJson: string;
  @Allow() @Field({ description: 'What to call it (1 to 100 characters).' }) name: string;
}

@InputType('PasskeyRenameInput', { description: 'A new name for a passkey.' })
export class PasskeyRenameInput {
  @Allow() @Field(() => ID, { description: 'The passkey.' }) id: string;
  @Allow() @Field({ description: 'The new name (1 to 100 characters).' }) name: string;
}

@InputType('PasskeySignInInput', { description: "A passkey's answer, to sign in without a password." })
export class PasskeySignInInput {
  @Allow()
  @Field({ description: "The browser's AuthenticationResponseJSON, as JSON text, to loginPasskeyOptions." })
  responseJson: string;
}

@InputType('TwoFactorSetupInput', { description: 'The current password, to start setting up an app.' })
export class TwoFactorSetupInput {
  @Allow() @Field({ description: 'The current password.' }) password: string;
}

@InputType('TwoFactorEnableInput', { description: 'A first code from the app just set up.' })
export class TwoFactorEnableInput {
  @Allow() @Field({ description: 'A code from the authenticator app.' }) code: string;
}

@InputType('TwoFactorConfirmInput', { description: 'The current password and a second factor.' })
export class TwoFactorConfirmInput extends SecondFactorInput {
  @Allow() @Field({ description: 'The current password.' }) password: string;
}
