import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import type { BrowserContext, Page } from 'playwright-core';
import { SSO_ERROR_MESSAGES } from '@coffer/shared-contracts';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  field,
  fitsWidth,
  gql,
  logIn,
  newUser,
  screenshotAsIs,
  signUp,
  toastWith,
  useBrowserPage,
} from './support/browser';
import type { E2eSsoProvider } from './support/global-setup';

/** The OpenID provider global setup started for the server (see global-setup.ts). */
function ssoProvider(): E2eSsoProvider {
  const raw = process.env['E2E_SSO_PROVIDER'];
  if (!raw)
    throw new Error(
      `No OpenID provider for the single sign-on journeys: ${process.env['E2E_SSO_UNAVAILABLE'] ?? 'E2E_SSO_PROVIDER is not set'}`,
    );
  return JSON.parse(raw) as E2eSsoProvider;
}

/** A provider login for its development form: "<sub>|<email>|<verified>". */
const providerLogin = (email: string, verified = true) =>
  `${randomBytes(6).toString('hex')}|${email}|${verified ? 'true' : 'false'}`;

/** Single sign-on takes a few round trips through a second process: more than the default budget. */
const JOURNEY_TIMEOUT_MS = 120_000;

describe('single sign-on in the browser (a real OpenID provider)', () => {
  let context: BrowserContext;
  let page: Page;
  let provider: E2eSsoProvider;
  useBrowserPage((session) => ({ context, page } = session));
  beforeAll(() => {
    provider = ssoProvider();
  });

  /**
   * Presses 'Sign in with <label>' and walks the provider's pages as a person would (its login
   * form as `login`, then its consent), until it sends the browser back to Coffer. A provider
   * that still knows the browser answers at once.
   */
  async function signInWithProvider(login: string): Promise<void> {
    const coffer = new URL(baseUrl()).origin;
    const start = page.url();
    await page.getByRole('button', { name: `Sign in with ${provider.label}` }).click();
    // Off to the provider (which may send the browser straight back, without a page of its own).
    await page.waitForURL((url) => url.href !== start, { waitUntil: 'commit' });
    for (let step = 0; step < 6; step++) {
      await page.waitForURL((url) => url.origin === coffer || url.pathname.startsWith('/interaction/'));
      if (new URL(page.url()).origin === coffer) return;
      const before = page.url();
      const loginField = page.locator('input[name="login"]');
      if ((await loginField.count()) > 0) {
        await loginField.fill(login);
        await page.locator('input[name="password"]').fill('any');
        await page.getByRole('button', { name: 'Sign-in' }).click();
      } else {
        await page.getByRole('button', { name: 'Continue' }).click();
      }
      await page.waitForURL((url) => url.href !== before);
    }
    throw new Error(`The provider did not send the browser back: ${page.url()}`);
  }

  async function logOut(): Promise<void> {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in to Coffer' }).waitFor();
  }

  /** Waits until the Sessions screen says how this device's session signed in. */
  async function expectThisSession(signedIn: string): Promise<void> {
    await page.goto('/settings/sessions');
    const current = page.getByTestId('session-row').filter({ hasText: 'This device' });
    await current.getByText(`${signedIn} ·`, { exact: false }).waitFor();
  }

  it(
    'at 1280 px: a first sign-in with the provider makes the account, which Account lists as linked',
    async () => {
      const email = `e2e-sso-${randomBytes(6).toString('hex')}@example.com`;
      await page.goto('/login');
      await signInWithProvider(providerLogin(email));
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      await expectThisSession('Signed in with single sign-on');

      await page.goto('/settings/account');
      const section = page.getByRole('region', { name: 'Single sign-on' });
      const row = section.getByTestId('identity-row');
      await row.getByText(provider.label, { exact: true }).waitFor();
      await row.getByText(email, { exact: true }).waitFor();
      await section.scrollIntoViewIfNeeded();
      await screenshotAsIs(page, 'account-single-sign-on');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'at 390 px: links the provider to an account that signs in with its password, then signs in through it with the second step',
    async () => {
      await page.setViewportSize(PHONE);
      const user = newUser();
      await signUp(page, user, { openDashboard: false });
      await context.clearCookies();
      const login = providerLogin(user.email);

      // The provider's address is the account's: it signs in its usual way, then the link is made.
      await page.goto('/login');
      await signInWithProvider(login);
      await page
        .getByRole('status')
        .getByText('Sign in to your Coffer account to link it to single sign-on.')
        .waitFor();
      // The link token is read once and not left in the address.
      await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
      expect(await fitsWidth(page)).toBe(true);
      await screenshotAsIs(page, 'login-sso-link');
      await logIn(page, user);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await toastWith(page, 'Single sign-on linked');

      // Two-step verification on (through the API): the provider, then a recovery code, then the page asked for.
      const { twoFactorSetup } = await gql<{ twoFactorSetup: { secret: string } }>(
        page,
        'mutation($input: TwoFactorSetupInput!) { twoFactorSetup(input: $input) { secret } }',
        { input: { password: user.password } },
      );
      const { twoFactorEnable: recoveryCodes } = await gql<{ twoFactorEnable: string[] }>(
        page,
        'mutation($input: TwoFactorEnableInput!) { twoFactorEnable(input: $input) }',
        { input: { code: await generate({ secret: twoFactorSetup.secret }) } },
      );
      await logOut();
      await page.goto('/settings/sessions');
      await page.getByRole('heading', { level: 1, name: 'Log in to Coffer' }).waitFor();
      await signInWithProvider(login);
      await page.getByRole('heading', { level: 1, name: 'Two-step verification' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await field(page, 'Recovery code').fill(recoveryCodes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
      const current = page.getByTestId('session-row').filter({ hasText: 'This device' });
      await current.getByText('Signed in with single sign-on and recovery code ·', { exact: false }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'at 1280 px: says why an address the provider did not verify signs nobody in',
    async () => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/login');
      await signInWithProvider(providerLogin(`e2e-sso-${randomBytes(6).toString('hex')}@example.com`, false));
      await page.getByRole('alert').getByText(SSO_ERROR_MESSAGES.unverified).waitFor();
      await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
      await screenshotAsIs(page, 'login-sso-error');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
