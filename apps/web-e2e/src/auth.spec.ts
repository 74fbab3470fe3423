import type { BrowserContext, Page } from 'playwright-core';
import {
  baseUrl,
  field,
  logIn,
  newUser,
  screenshot,
  screenshotAsIs,
  screenshotsWanted,
  signUp,
  signUpThroughScreen,
  useBrowserPage,
} from './support/browser';

describe('accounts in the browser', () => {
  let context: BrowserContext;
  let page: Page;
  useBrowserPage((session) => ({ context, page } = session));

  it('signs up and greets the user on the Dashboard', async () => {
    const user = newUser('Grace Hopper');
    await page.goto('/signup');
    await screenshot(page, 'signup');

    await signUpThroughScreen(page, user);

    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByText(`Welcome back, ${user.name}! Here's your cloud summary.`).waitFor();
    expect(await page.getByText(user.email.toLowerCase()).first().isVisible()).toBe(true);
    for (const text of [
      'Total Files',
      'Files in your cloud',
      'Shared Files',
      'Files shared with others',
      'Storage Used',
      'of 15 GB total',
      'Browse Files',
      'No files yet',
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await screenshot(page, 'dashboard');
  });

  it('names the signup rules while typing and enables Create account when they hold', async () => {
    await page.goto('/signup');
    const create = page.getByRole('button', { name: 'Create account' });

    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Name').focus();
    await page.getByText('Enter a valid email').waitFor();

    await field(page, 'Password').fill('abc');
    await page.getByText('Min 8 chars, include A–Z, a–z, 0–9, and a special').waitFor();
    await field(page, 'Confirm password').fill('abd');
    expect(await page.getByText('Passwords match').count()).toBe(0);
    await screenshot(page, 'signup-validation');
    expect(await create.isDisabled()).toBe(true);

    await field(page, 'Name').fill('Linus');
    await field(page, 'Email').fill('linus@example.com');
    await field(page, 'Password').fill('Abcdef1!');
    await field(page, 'Confirm password').fill('Abcdef1!');
    await page.getByText('Passwords match').waitFor();
    expect(await page.getByText('Min 8 chars, include A–Z, a–z, 0–9, and a special').count()).toBe(0);
    expect(await create.isEnabled()).toBe(true);
  });

  it('checks the login fields and shows a failed login in the red box', async () => {
    const user = newUser();
    await signUp(page, user);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');

    await field(page, 'Email').fill('nope');
    await field(page, 'Password').fill('12345');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Enter a valid email').waitFor();
    await page.getByText('Min 6 characters').waitFor();
    await screenshot(page, 'login-validation');

    await logIn(page, { email: user.email, password: 'Wrong!pass1' });
    expect(await page.getByRole('alert').textContent()).toContain('Invalid credentials.');
    await screenshot(page, 'login-error');
  });

  it('logs out, and after logging in again returns to the page first requested', async () => {
    const user = newUser();
    await signUp(page, user);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Log in to Coffer' }).waitFor();
    await screenshot(page, 'login');

    await page.goto('/dashboard/shared');
    await page.waitForURL('**/login');
    expect(await page.getByRole('alert').count()).toBe(0);

    await logIn(page, user);
    await page.waitForURL('**/dashboard/shared');
    await page.getByRole('heading', { level: 1, name: 'Shared with Me' }).waitFor();
    await page.getByText('No files shared with you yet').waitFor();
    await screenshot(page, 'shared-with-me');
  });

  it("sends a session ended on the server to /login with 'Session expired. Please login again.'", async () => {
    const user = newUser();
    await signUp(page, user);

    // End the session on the server, as a logout from elsewhere with the same cookie does.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const res = await fetch(`${baseUrl()}/api/auth/logout`, { method: 'POST', headers: { Cookie: cookie } });
    expect(res.status).toBe(200);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Files' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Session expired. Please login again.').waitFor();
    await screenshot(page, 'login-session-expired');

    await logIn(page, user);
    await page.waitForURL('**/dashboard/my-files');
    await page.getByRole('heading', { level: 1, name: 'My Files' }).waitFor();
    expect(await page.getByText('Session expired. Please login again.').count()).toBe(0);
  });

  it('shows My Files and the Upload route inside the signed-in layout', async () => {
    await signUp(page, newUser());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Files' }).click();
    await page.getByText('Browse and manage all your files.').waitFor();
    await page.getByPlaceholder('Search your files...').waitFor();
    await page.getByText('Upload files to get started.').waitFor();
    await screenshot(page, 'my-files');

    // The Upload route is a real upload page inside the layout (no longer the one-word placeholder).
    await page.goto('/app/upload');
    const main = page.getByRole('main');
    await main.getByText('Upload', { exact: true }).waitFor();
    await main.getByTestId('upload-dropzone').waitFor();
    expect(await main.getByRole('combobox', { name: 'Upload to' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    await screenshot(page, 'upload');
  });

  it('lets phone users navigate through the drawer', async () => {
    await signUp(page, newUser());
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.getByRole('banner').getByRole('link', { name: 'My Files' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Shared with Me' }).waitFor();
    if (screenshotsWanted()) {
      await page.waitForTimeout(400); // the drawer's slide-in transition
      await screenshotAsIs(page, 'navigation-drawer');
    }
    await drawer.getByRole('link', { name: 'Shared with Me' }).click();
    await page.waitForURL('**/dashboard/shared');
  });
});
