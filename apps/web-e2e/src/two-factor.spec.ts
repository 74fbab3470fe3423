import { readFileSync } from 'node:fs';
import { generate } from 'otplib';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_MESSAGES } from '@coffer/shared-contracts';
import {
  PHONE,
  field,
  fitsWidth,
  gql,
  logIn,
  newUser,
  screenshot,
  screenshotAsIs,
  signUp,
  useBrowserPage,
  type TestUser,
} from './support/browser';

/** The input labelled `label` inside `scope` (Mantine appends ' *' to required fields' labels). */
const input = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

const STEP_MS = 30_000;

/** A code of the authenticator app and the 30-second step it belongs to. */
interface Code {
  code: string;
  step: number;
}

/**
 * A code from the app of `secret`. The server takes a step's code once, and no code of an older
 * step after it: past `after` (a step whose code was spent), it first waits for the next step.
 */
async function appCode(secret: string, after?: Code): Promise<Code> {
  if (after) {
    const wait = (after.step + 1) * STEP_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 250));
  }
  const step = Math.floor(Date.now() / STEP_MS);
  return { code: await generate({ secret }), step };
}

/** Waiting for the next step takes up to 30 s of a journey. */
const JOURNEY_TIMEOUT_MS = 150_000;

describe('two-step verification in the browser', () => {
  let context: BrowserContext;
  let page: Page;
  useBrowserPage((session) => ({ context, page } = session));

  /** Logout from the header, back at the Login screen. */
  async function logOut(): Promise<void> {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in to Coffer' }).waitFor();
  }

  /** E-mail and password on the Login screen, then its second step. */
  async function passwordStep(user: TestUser): Promise<void> {
    await logIn(page, user);
    await page.getByRole('heading', { level: 1, name: 'Two-step verification' }).waitFor();
    await page.getByText(SECOND_FACTOR_MESSAGES.required).waitFor();
  }

  /** Waits until the field labelled `label` has the keyboard focus. */
  async function expectFocusOn(label: string): Promise<void> {
    const element = await field(page, label).elementHandle();
    await page.waitForFunction((el) => el === document.activeElement, element);
  }

  it(
    'sets up an authenticator app in Account, then signs in with a code, and with a recovery code',
    async () => {
      const user = newUser();
      await signUp(page, user);
      await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
      await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
      const section = page.getByRole('region', { name: 'Two-step verification' });
      await section.getByText('Ask for a code from an authenticator app when you sign in.').waitFor();

      await section.getByRole('button', { name: 'Set up authenticator app' }).click();
      let dialog = page.getByRole('dialog', { name: 'Set up authenticator app' });
      await input(dialog, 'Current password').fill(user.password);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByRole('img', { name: 'QR code of the key for your authenticator app' }).waitFor();
      await screenshotAsIs(page, 'two-factor-set-up');
      // The key as a person types it into the app by hand: groups of four.
      const shownKey = await dialog.getByTestId('authenticator-key').innerText();
      expect(shownKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
      const secret = shownKey.replace(/\s/g, '');
      const first = await appCode(secret);
      await input(dialog, 'Code from the app').fill(first.code);
      await dialog.getByRole('button', { name: 'Turn on' }).click();

      dialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
      await dialog.getByText('they are shown only now', { exact: false }).waitFor();
      const codes = await dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts();
      expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
      for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
      await screenshotAsIs(page, 'two-factor-recovery-codes');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('coffer-recovery-codes.txt');
      const saved = readFileSync(await download.path(), 'utf8');
      for (const code of codes) expect(saved).toContain(code);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await section.getByText(/^On since .+\.$/).waitFor();
      await section.getByText(`Recovery codes left: ${RECOVERY_CODE_COUNT}.`).waitFor();
      await screenshot(page, 'two-factor-on');

      // E-mail, password, then a code from the app (of a later step than the one that turned it on).
      await logOut();
      await passwordStep(user);
      await expectFocusOn('Authentication code');
      await screenshotAsIs(page, 'login-two-factor');
      const second = await appCode(secret, first);
      await field(page, 'Authentication code').fill(second.code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      await page.getByRole('banner').getByRole('link', { name: 'Sessions' }).click();
      await page
        .getByTestId('session-row')
        .filter({ hasText: 'This device' })
        .getByText('Signed in with password and authenticator code', { exact: false })
        .waitFor();

      // A recovery code instead, once: the same one again is refused.
      await logOut();
      await passwordStep(user);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await expectFocusOn('Recovery code');
      await field(page, 'Recovery code').fill(codes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

      await logOut();
      await passwordStep(user);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await field(page, 'Recovery code').fill(codes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('alert').getByText(SECOND_FACTOR_MESSAGES.invalidRecoveryCode).waitFor();
      await screenshotAsIs(page, 'login-recovery-code-refused');
      await field(page, 'Recovery code').fill(codes[1]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
      await section.getByText(`Recovery codes left: ${RECOVERY_CODE_COUNT - 2}.`).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'asks for the code on a phone too, and goes back to the password on request',
    async () => {
      const user = newUser();
      await signUp(page, user, { openDashboard: false });
      // Turned on through the API: this journey is about the Login screen.
      const { twoFactorSetup } = await gql<{ twoFactorSetup: { secret: string } }>(
        page,
        'mutation($input: TwoFactorSetupInput!) { twoFactorSetup(input: $input) { secret } }',
        { input: { password: user.password } },
      );
      const first = await appCode(twoFactorSetup.secret);
      await gql(page, 'mutation($input: TwoFactorEnableInput!) { twoFactorEnable(input: $input) }', {
        input: { code: first.code },
      });
      await context.clearCookies();

      await page.setViewportSize(PHONE);
      await page.goto('/login');
      await passwordStep(user);
      await expectFocusOn('Authentication code');
      expect(await fitsWidth(page)).toBe(true);
      await screenshotAsIs(page, 'login-two-factor');

      await page.getByRole('button', { name: 'Back to sign in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Log in to Coffer' }).waitFor();
      expect(await field(page, 'Email').inputValue()).toBe(user.email);
      await passwordStep(user);

      const second = await appCode(twoFactorSetup.secret, first);
      await field(page, 'Authentication code').fill(second.code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
