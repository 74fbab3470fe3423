export const PASSKEY_CANCELLED_MESSAGE = 'No passkey was used: the request was cancelled or timed out.';
export const PASSKEY_FAILED_MESSAGE = 'Your browser could not use a passkey here. Please try again.';
/** The browser's own refusal to make a second passkey on one authenticator (worded as the server's). */
export const PASSKEY_ALREADY_THERE_MESSAGE = 'This passkey is already registered.';

/** The errors a browser's WebAuthn call rejects with (DOMException names), as @simplewebauthn passes them on. */
const WEBAUTHN_ERROR_NAMES = new Set([
  'AbortError',
  'ConstraintError',
  'InvalidStateError',
  'NotAllowedError',
  'NotSupportedError',
  'SecurityError',
  'UnknownError',
]);

/**
 * What to tell the person when the browser's passkey prompt failed, or null when `error` did not
 * come from the browser (the server's refusals have their own message). Cancelling the prompt
 * (or letting it time out) is a NotAllowedError: said plainly, not reported as a fault.
 */
export function passkeyFailureMessage(error: unknown): string | null {
  // A DOMException, or @simplewebauthn's WebAuthnError that takes its name.
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (typeof name !== 'string' || !WEBAUTHN_ERROR_NAMES.has(name)) return null;
  if (name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_CANCELLED_MESSAGE;
  // Creating a passkey on an authenticator that already holds one of this account's.
  if (name === 'InvalidStateError') return PASSKEY_ALREADY_THERE_MESSAGE;
  return PASSKEY_FAILED_MESSAGE;
}

/** Whether the person cancelled the browser's passkey prompt (or let it time out). */
export function isPasskeyCancelled(error: unknown): boolean {
  return passkeyFailureMessage(error) === PASSKEY_CANCELLED_MESSAGE;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/(\b|Headless)Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

export const DEFAULT_PASSKEY_NAME = 'Passkey';

/**
 * A name for a passkey made in this browser, from its User-Agent: 'Chrome on macOS', 'Safari on
 * iPhone', else 'Passkey'. Only a suggestion: the person may call it anything.
 */
export function suggestedPasskeyName(userAgent: string | undefined): string {
  if (!userAgent) return DEFAULT_PASSKEY_NAME;
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? DEFAULT_PASSKEY_NAME;
}
