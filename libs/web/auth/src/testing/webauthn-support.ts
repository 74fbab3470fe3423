/** Makes jsdom a browser with (or without) WebAuthn, as passkeysSupported() reads it. */
export function stubWebAuthnSupport(supported: boolean): void {
  const scope = window as unknown as { PublicKeyCredential?: unknown };
  if (supported) scope.PublicKeyCredential = function PublicKeyCredential() {};
  else delete scope.PublicKeyCredential;
}
