import { generate } from 'otplib';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { PASSKEY_MESSAGES } from '@coffer/shared-contracts';
import {
  DESKTOP,
  PHONE,
  field,
  fitsWidth,
  gql,
  logIn,
  newUser,
  screenshotAsIs,
  signUp,
  useBrowserPage,
  type TestUser,
} from './support/browser';
import { addVirtualAuthenticator } from './support/webauthn';

/** The input labelled `label` inside `scope` (Mantine appends ' *' to required fields' labels). */
const input = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** What the Account screen's Passkeys section says first. */
const PASSKEYS_INTRO = 'Sign in with a passkey instead of a password, or use it as your second step.';

/** A journey signs up, registers, signs out and in three times: about 20 s on a quiet machine. */
const JOURNEY_TIMEOUT_MS = 120_000;

describe('passkeys in the browser (a virtual authenticator through DevTools)', () => {
  let context: BrowserContext;
  let page: Page;
  useBrowserPage((session) => ({ context, page } = session));

  /** Account or Sessions: from the header, or on a phone from the navigation drawer. */
  async function openSettings(name: 'Account' | 'Sessions'): Promise<void> {
    if ((page.viewportSize()?.width ?? DESKTOP.width) < DESKTOP.width) {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('dialog').getByRole('link', { name }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name }).click();
    }
    await page.getByRole('heading', { level: 1, name }).waitFor();
  }

  /** Logout from the header, back at the Login screen. */
  async function logOut(): Promise<void> {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in to Coffer' }).waitFor();
  }

  /** Waits until the Sessions screen says how this device's session signed in. */
  async function expectThisSession(signedIn: string): Promise<void> {
    await openSettings('Sessions');
    const current = page.getByTestId('session-row').filter({ hasText: 'This device' });
    await current.getByText(`${signedIn} ·`, { exact: false }).waitFor();
  }

  /** Turns on two-step verification through the API (this journey is about passkeys). */
  async function turnOnTwoStep(user: TestUser): Promise<void> {
    const { twoFactorSetup } = await gql<{ twoFactorSetup: { secret: string } }>(
      page,
      'mutation($input: TwoFactorSetupInput!) { twoFactorSetup(input: $input) { secret } }',
      { input: { password: user.password } },
    );
    await gql(page, 'mutation($input: TwoFactorEnableInput!) { twoFactorEnable(input: $input) }', {
      input: { code: await generate({ secret: twoFactorSetup.secret }) },
    });
  }

  async function journey(viewport: typeof DESKTOP): Promise<void> {
    const phone = viewport.width === PHONE.width;
    await page.setViewportSize(viewport);
    // On the phone run the passkey syncs (as a password manager's does): the list says so.
    const authenticator = await addVirtualAuthenticator(page, { synced: phone });
    const user = newUser();
    await signUp(page, user);

    // Account › Passkeys › Add a passkey: the password, a name, and the authenticator makes it.
    await openSettings('Account');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByText(PASSKEYS_INTRO).waitFor();
    await section.getByText('No passkeys yet.').waitFor();
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    // The name offered is the browser's and the system's.
    expect(await input(dialog, 'Name').inputValue()).toBe('Chrome on Linux');
    await input(dialog, 'Current password').fill(user.password);
    if (phone) await input(dialog, 'Name').fill('My phone');
    await screenshotAsIs(page, 'passkey-add');
    await dialog.getByRole('button', { name: 'Add passkey' }).click();
    await dialog.waitFor({ state: 'hidden' });

    let name = phone ? 'My phone' : 'Chrome on Linux';
    let row = section.getByTestId('passkey-row').filter({ hasText: name });
    await row.getByText('Never used', { exact: false }).waitFor();
    expect(await row.getByText('Synced', { exact: true }).count()).toBe(phone ? 1 : 0);
    const held = await authenticator.credentials();
    expect(held).toHaveLength(1);
    expect(held[0]!.isResidentCredential).toBe(true);
    expect(held[0]!.rpId).toBe('localhost');

    if (!phone) {
      await row.getByRole('button', { name: `Rename passkey ${name}` }).click();
      const rename = page.getByRole('dialog', { name: 'Rename passkey' });
      await input(rename, 'Name').fill('Work laptop');
      await rename.getByRole('button', { name: 'Save' }).click();
      await rename.waitFor({ state: 'hidden' });
      name = 'Work laptop';
      row = section.getByTestId('passkey-row').filter({ hasText: name });
      await row.waitFor();
    }
    expect(await fitsWidth(page)).toBe(true);
    await screenshotAsIs(page, 'passkeys-account');

    // Without a password: the passkey alone signs in, and the session says so.
    await logOut();
    expect(await fitsWidth(page)).toBe(true);
    await screenshotAsIs(page, 'login-passkey');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await expectThisSession('Signed in with passkey');

    // With two-step verification on: e-mail and password, then the passkey as the second step.
    await turnOnTwoStep(user);
    await logOut();
    await logIn(page, user);
    await page.getByRole('heading', { level: 1, name: 'Two-step verification' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshotAsIs(page, 'login-second-step-passkey');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expectThisSession('Signed in with password and passkey');

    await openSettings('Account');
    await row.getByText('Last used just now', { exact: false }).waitFor();
    expect((await authenticator.credentials())[0]!.signCount).toBeGreaterThanOrEqual(2);
  }

  it(
    'at 1280 px: registers and renames a passkey in Account, signs in with it alone, then as the second step',
    () => journey(DESKTOP),
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'at 390 px: registers a synced passkey in Account, signs in with it alone, then as the second step',
    () => journey(PHONE),
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'says so when an account without a passkey asks to use one as the second step, and keeps the code field',
    async () => {
      await addVirtualAuthenticator(page);
      const user = newUser();
      await signUp(page, user, { openDashboard: false });
      await turnOnTwoStep(user);
      await context.clearCookies();

      await page.goto('/login');
      await logIn(page, user);
      await page.getByRole('heading', { level: 1, name: 'Two-step verification' }).waitFor();
      await page.getByRole('button', { name: 'Use a passkey' }).click();
      await page.getByRole('alert').getByText(PASSKEY_MESSAGES.none).waitFor();
      expect(await field(page, 'Authentication code').isVisible()).toBe(true);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
