import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  PHONE,
  field,
  logIn,
  newPage,
  newUser,
  screenshot,
  signUp,
  useBrowserPage,
  type TestUser,
} from './support/browser';
import { takeMailLink } from './support/mail';

/** The input labelled `label` inside `scope` (Mantine appends ' *' to required fields' labels). */
const input = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

const SESSION_EXPIRED = 'Session expired. Please login again.';
const NEW_PASSWORD = 'N3w!password';

describe('verified identities in the browser: verification, password reset and change, sessions', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const extraContexts: BrowserContext[] = [];
  useBrowserPage((session) => ({ browser, context, page } = session));
  afterEach(async () => {
    await Promise.all(extraContexts.splice(0).map((c) => c.close()));
  });

  /** The same account logged in from another browser (a separate cookie jar). */
  async function otherBrowser(user: Pick<TestUser, 'email' | 'password'>): Promise<Page> {
    const other = await newPage(browser);
    extraContexts.push(other.context);
    await other.page.goto('/login');
    await logIn(other.page, user);
    await other.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    return other.page;
  }

  /** The next navigation of a signed-out browser ends on the Login screen with the expiry notice. */
  async function expectSentToLogin(other: Page): Promise<void> {
    await other.getByRole('banner').getByRole('link', { name: 'My Files' }).click();
    await other.getByRole('heading', { level: 1, name: 'Log in to Coffer' }).waitFor();
    await other.getByText(SESSION_EXPIRED).waitFor();
    expect(new URL(other.url()).pathname).toBe('/login');
  }

  it('shows the verification banner after sign-up until the link from the e-mail is opened', async () => {
    const user = newUser();
    await signUp(page, user);
    const banner = page.getByTestId('verify-email-banner');
    await banner.getByText('Confirm your e-mail address').waitFor();
    await banner.getByText('Files shared with this address appear only after you confirm it.').waitFor();
    expect(await banner.innerText()).toContain(user.email);
    await screenshot(page, 'verify-email-banner');

    // The link arrives as a mail; the person opens it in a new tab.
    const link = await takeMailLink(user.email, '/verify-email');
    const tab = await context.newPage();
    await tab.goto(link);
    await tab.getByRole('heading', { level: 1, name: 'Address confirmed' }).waitFor();
    await tab.getByText('Your e-mail address is confirmed.', { exact: false }).waitFor();
    await screenshot(tab, 'verify-email-confirmed');

    // The link is single-use: opened again, the server's refusal is shown.
    await tab.reload();
    await tab.getByRole('heading', { level: 1, name: 'Could not confirm your address' }).waitFor();
    expect(await tab.getByRole('alert').innerText()).not.toBe('');
    await screenshot(tab, 'verify-email-failed');
    await tab.close();

    // Back in the first tab: the banner goes when the window has the focus again.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByTestId('verify-email-banner').count()).toBe(0);
  });

  it('resets a forgotten password from the mailed link, which signs every session out', async () => {
    const user = newUser();
    await signUp(page, user);
    const forgetful = (await newPage(browser)).page;
    extraContexts.push(forgetful.context());

    await forgetful.goto('/login');
    await forgetful.getByRole('link', { name: 'Forgot password?' }).click();
    await forgetful.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await screenshot(forgetful, 'forgot-password');
    await field(forgetful, 'Email').fill(user.email);
    await forgetful.getByRole('button', { name: 'Send reset link' }).click();
    await forgetful.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await forgetful
      .getByText('If an account uses this address, we sent it a link to set a new password.', { exact: false })
      .waitFor();
    await screenshot(forgetful, 'forgot-password-sent');

    const link = await takeMailLink(user.email, '/reset-password');
    await forgetful.goto(link);
    await forgetful.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
    const submit = forgetful.getByRole('button', { name: 'Set password' });
    await field(forgetful, 'New password').fill('weakpass');
    expect(await forgetful.locator('[data-rule="upper"]').getAttribute('data-met')).toBe('false');
    expect(await submit.isDisabled()).toBe(true);
    await screenshot(forgetful, 'reset-password');
    await field(forgetful, 'New password').fill(NEW_PASSWORD);
    await field(forgetful, 'Confirm new password').fill(NEW_PASSWORD);
    await submit.click();
    await forgetful.getByRole('heading', { level: 1, name: 'Log in to Coffer' }).waitFor();
    await forgetful
      .getByText('Your password was changed and every session was signed out.', { exact: false })
      .waitFor();
    await screenshot(forgetful, 'login-after-reset');

    // The browser that was signed in before the reset is sent to the Login screen.
    await expectSentToLogin(page);

    // The old password no longer works; the new one does.
    await logIn(forgetful, user);
    await forgetful.getByText('Invalid credentials.').waitFor();
    await logIn(forgetful, { email: user.email, password: NEW_PASSWORD });
    await forgetful.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('changes the password in Account settings and signs the other browser out', async () => {
    const user = newUser();
    await signUp(page, user);
    const other = await otherBrowser(user);

    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    const passwordSection = page.getByRole('region', { name: 'Change password' });
    await input(passwordSection, 'Current password').fill('Wrong!pass1');
    await input(passwordSection, 'New password').fill(NEW_PASSWORD);
    await input(passwordSection, 'Confirm new password').fill(NEW_PASSWORD);
    await passwordSection.getByRole('button', { name: 'Change password' }).click();
    await passwordSection.getByRole('alert').waitFor();

    await input(passwordSection, 'Current password').fill(user.password);
    await passwordSection.getByRole('button', { name: 'Change password' }).click();
    await passwordSection.getByText('Password changed. Every other session was signed out.').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'account-settings-password-changed');

    await expectSentToLogin(other);

    // This browser stays signed in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();

    // A new address takes effect once the link mailed to it is opened.
    const emailSection = page.getByRole('region', { name: 'Change e-mail address' });
    const newEmail = `moved-${user.email}`;
    await input(emailSection, 'New e-mail address').fill(newEmail);
    await input(emailSection, 'Current password').fill(NEW_PASSWORD);
    await emailSection.getByRole('button', { name: 'Change e-mail' }).click();
    await emailSection.getByText(`We sent a confirmation link to ${newEmail}.`, { exact: false }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'account-settings-email-sent');
    await page.goto(await takeMailLink(newEmail, '/verify-email'));
    await page.getByRole('heading', { level: 1, name: 'Address confirmed' }).waitFor();
    await page.getByText(newEmail).waitFor();
    await page.getByRole('link', { name: 'Go to Coffer' }).click();
    await page.getByTestId('user-email').getByText(newEmail).waitFor();
  });

  it('lists both sessions and signs the other one out, then everywhere else', async () => {
    const user = newUser();
    await signUp(page, user);
    let other = await otherBrowser(user);

    await page.getByRole('banner').getByRole('link', { name: 'Sessions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
    const rows = page.getByTestId('session-row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    const current = rows.filter({ hasText: 'This device' });
    expect(await current.count()).toBe(1);
    expect(await current.getByRole('button', { name: /^Sign out/ }).count()).toBe(0);
    const otherRow = rows.filter({ hasNotText: 'This device' });
    expect(await otherRow.innerText()).toMatch(/Last seen (just now|\d+ minutes? ago)/);
    await screenshot(page, 'sessions');

    await otherRow.getByRole('button', { name: /^Sign out/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out this session?' });
    await dialog.waitFor();
    await screenshot(page, 'sessions-sign-out');
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="session-row"]').length === 1);
    await expectSentToLogin(other);

    // Signed in again elsewhere, then 'Sign out everywhere else'.
    await other.context().close();
    other = await otherBrowser(user);
    await page.reload();
    await rows.nth(1).waitFor();
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const everywhere = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await everywhere.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await everywhere.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="session-row"]').length === 1);
    expect(await page.getByRole('button', { name: 'Sign out everywhere else' }).isDisabled()).toBe(true);
    await expectSentToLogin(other);
  });

  it('reaches Account and Sessions from the phone drawer', async () => {
    await signUp(page, newUser());
    await page.setViewportSize(PHONE);
    for (const [name, path] of [
      ['Account', '/settings/account'],
      ['Sessions', '/settings/sessions'],
    ] as const) {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('dialog').getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });
});
