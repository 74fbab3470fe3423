import type { CDPSession, Page } from 'playwright-core';

/** A passkey the virtual authenticator holds, as DevTools reports it. */
export interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  signCount: number;
}

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  /** The passkeys it holds now. */
  credentials(): Promise<VirtualCredential[]>;
}

/**
 * Gives the page's tab a platform authenticator through Chromium's DevTools (WebAuthn domain):
 * it holds discoverable passkeys, checks its holder (as a fingerprint would) and answers every
 * prompt at once, as a person who accepts it. `synced` makes its passkeys backed up (as a
 * password manager's are). It stays with the tab across navigations.
 */
export async function addVirtualAuthenticator(
  page: Page,
  { synced = false }: { synced?: boolean } = {},
): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
      defaultBackupEligibility: synced,
      defaultBackupState: synced,
    },
  });
  return {
    cdp,
    authenticatorId,
    async credentials() {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials;
    },
  };
}
