import { PASSKEY_MESSAGES } from '@coffer/shared-contracts';
import {
  DEFAULT_PASSKEY_NAME,
  PASSKEY_CANCELLED_MESSAGE,
  PASSKEY_FAILED_MESSAGE,
  passkeyFailureMessage,
  suggestedPasskeyName,
} from './passkeys';

describe(passkeyFailureMessage.name, () => {
  it.each([
    ['NotAllowedError', PASSKEY_CANCELLED_MESSAGE],
    ['AbortError', PASSKEY_CANCELLED_MESSAGE],
    ['InvalidStateError', PASSKEY_MESSAGES.alreadyRegistered],
    ['SecurityError', PASSKEY_FAILED_MESSAGE],
    ['NotSupportedError', PASSKEY_FAILED_MESSAGE],
  ])("the browser's %s says %p", (name, message) => {
    expect(passkeyFailureMessage(new DOMException('from the browser', name))).toBe(message);
    // @simplewebauthn/browser's WebAuthnError takes the name of the browser's error.
    expect(passkeyFailureMessage(Object.assign(new Error('wrapped'), { name }))).toBe(message);
  });

  it('leaves any other failure to the server message (null)', () => {
    expect(passkeyFailureMessage(new Error('Failed to fetch'))).toBeNull();
    expect(passkeyFailureMessage(new TypeError('x'))).toBeNull();
    expect(passkeyFailureMessage(null)).toBeNull();
    expect(passkeyFailureMessage('NotAllowedError')).toBeNull();
  });
});

describe(suggestedPasskeyName.name, () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['Mozilla/5.0 (linux) AppleWebKit/537.36 (KHTML, like Gecko) jsdom/26.1.0', DEFAULT_PASSKEY_NAME],
    ['', DEFAULT_PASSKEY_NAME],
    [undefined, DEFAULT_PASSKEY_NAME],
  ])('%p suggests %p', (userAgent, name) => {
    expect(suggestedPasskeyName(userAgent)).toBe(name);
  });
});
