import type { Page } from 'playwright-core';
import { PHONE, baseUrl, newUser, screenshot, signUp, useBrowserPage } from './support/browser';
import { verifyByMail } from './support/mail';

async function meWithToken(token: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
  return response.status;
}

describe('access tokens in the browser', () => {
  let page: Page;
  useBrowserPage((session) => ({ page } = session));

  it('creates a token shown once, which works from a script until it is revoked in the UI', async () => {
    const user = newUser();
    await signUp(page, user);
    // Only an account whose address is confirmed may mint tokens.
    await verifyByMail(page, user.email);
    await page.getByRole('banner').getByRole('link', { name: 'Access tokens' }).click();
    await page.getByRole('heading', { level: 1, name: 'Access tokens' }).waitFor();
    await page.getByText('No tokens yet.').waitFor();

    // Keyboard only: name, scopes, create.
    await page.getByRole('textbox', { name: /Token name/ }).focus();
    await page.keyboard.type('Backup script');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: /Write/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create token' }).press('Enter');

    const secretBox = page.getByRole('textbox', { name: 'Your new token' });
    await secretBox.waitFor();
    const secret = await secretBox.inputValue();
    expect(secret.length).toBeGreaterThan(20);
    await page.getByText("Copy it now: you won't be able to see it again.").waitFor();
    const row = page.getByTestId('token-row').filter({ hasText: 'Backup script' });
    await row.waitFor();
    // Badges are upper-cased by CSS.
    expect((await row.innerText()).toLowerCase()).toMatch(/read\s+write/);
    await page.getByRole('button', { name: 'Create token' }).focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'access-tokens-created');

    expect(await meWithToken(secret)).toBe(200);

    // Once dismissed, the page no longer holds the secret.
    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await page.content()).not.toContain(secret);

    await row.getByRole('button', { name: 'Revoke Backup script' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke token?' });
    await dialog.waitFor();
    await screenshot(page, 'access-tokens-revoke');
    await dialog.getByRole('button', { name: 'Revoke token' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Revoked').waitFor();

    expect(await meWithToken(secret)).toBe(401);
    await screenshot(page, 'access-tokens');
  });

  it('makes a WebDAV app password on the account screen that a WebDAV client signs in with, at 1280 and 390 px', async () => {
    const user = newUser();
    await signUp(page, user);
    await verifyByMail(page, user.email);
    await page.goto('/settings/account');
    const section = page.getByRole('region', { name: 'WebDAV' });
    await section.waitFor();
    expect(await section.getByRole('textbox', { name: 'WebDAV address' }).inputValue()).toBe(`${baseUrl()}/dav/`);
    await section.getByText(`User name: ${user.email}`).waitFor();
    await section.getByText('rclone config create coffer webdav', { exact: false }).waitFor();
    await section.getByRole('button', { name: 'Create an app password' }).click();
    const secret = await section.getByRole('textbox', { name: 'Your app password' }).inputValue();
    await section
      .getByText("Use it as the password in your WebDAV client. Copy it now: you won't be able to see it again.")
      .waitFor();
    await screenshot(page, 'account-webdav');
    const propfind = await fetch(`${baseUrl()}/dav/`, {
      method: 'PROPFIND',
      headers: { Authorization: `Basic ${Buffer.from(`${user.email}:${secret}`).toString('base64')}`, Depth: '0' },
    });
    expect(propfind.status).toBe(207);
    // Listed with the other tokens, where it is revoked.
    await section.getByRole('link', { name: 'access tokens' }).click();
    const row = page.getByTestId('token-row').filter({ hasText: 'WebDAV app password' });
    await row.waitFor();
    expect((await row.innerText()).toLowerCase()).toMatch(/dav/);
    await page.setViewportSize(PHONE);
    await page.goto('/settings/account');
    await page
      .getByRole('region', { name: 'WebDAV' })
      .getByRole('button', { name: 'Create an app password' })
      .waitFor();
    await screenshot(page, 'account-webdav-phone');
  });

  it('is reachable from the phone drawer', async () => {
    await signUp(page, newUser());
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Access tokens' }).click();
    await page.getByRole('heading', { level: 1, name: 'Access tokens' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/tokens');
  });
});
