import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/** Whether this browser can create and use passkeys (it has WebAuthn). */
export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

/**
 * Asks the browser to create a passkey for the server's options (JSON text, as
 * passkeyRegistrationOptions answers them); answers the browser's RegistrationResponseJSON as
 * JSON text. Rejects with the browser's error (a NotAllowedError when the person cancels).
 */
export async function createPasskey(optionsJson: string): Promise<string> {
  return JSON.stringify(
    await startRegistration({ optionsJSON: JSON.parse(optionsJson) as PublicKeyCredentialCreationOptionsJSON }),
  );
}

/**
 * Asks the browser for a passkey's signature of the server's challenge (options as JSON text);
 * answers its AuthenticationResponseJSON as JSON text. Rejects as createPasskey does.
 */
export async function signWithPasskey(optionsJson: string): Promise<string> {
  return JSON.stringify(
    await startAuthentication({ optionsJSON: JSON.parse(optionsJson) as PublicKeyCredentialRequestOptionsJSON }),
  );
}
