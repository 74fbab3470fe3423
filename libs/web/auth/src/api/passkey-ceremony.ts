import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

// @simplewebauthn/browser is loaded when a passkey is first used, not with every page.
const webauthn = () => import('@simplewebauthn/browser');

/** Whether this browser can create and use passkeys (it has WebAuthn). */
export function passkeysSupported(): boolean {
  // What @simplewebauthn/browser's browserSupportsWebAuthn checks, without loading the library.
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * Asks the browser to create a passkey for the server's options (JSON text, as
 * passkeyRegistrationOptions answers them); answers the browser's RegistrationResponseJSON as
 * JSON text. Rejects with the browser's error (a NotAllowedError when the person cancels).
 */
export async function createPasskey(optionsJson: string): Promise<string> {
  const { startRegistration } = await webauthn();
  return JSON.stringify(
    await startRegistration({ optionsJSON: JSON.parse(optionsJson) as PublicKeyCredentialCreationOptionsJSON }),
  );
}

/**
 * Asks the browser for a passkey's signature of the server's challenge (options as JSON text);
 * answers its AuthenticationResponseJSON as JSON text. Rejects as createPasskey does.
 */
export async function signWithPasskey(optionsJson: string): Promise<string> {
  const { startAuthentication } = await webauthn();
  return JSON.stringify(
    await startAuthentication({ optionsJSON: JSON.parse(optionsJson) as PublicKeyCredentialRequestOptionsJSON }),
  );
}
