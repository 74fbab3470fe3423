import type { Page } from 'playwright-core';
import { screenshot, useBrowserPage } from './support/browser';

describe('public routes in the browser', () => {
  let page: Page;
  useBrowserPage((session) => ({ page } = session));

  it("answers any other path with 404 and 'Not found' inside the layout, with a way home", async () => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    await screenshot(page, 'not-found');
  });

  it('sends a visitor from a protected page to /login without an error', async () => {
    await page.goto('/dashboard/my-files');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Log in to Coffer' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it("says 'Invalid Link' for a share link without a token, offering Login and Signup to visitors", async () => {
    await page.goto('/share');
    await page.getByRole('heading', { name: 'Invalid Link' }).waitFor();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await page.getByRole('link', { name: 'Signup' }).waitFor();
    await screenshot(page, 'share-invalid-link');
  });

  it('serves /s/<token> and /share/<token> as the public share page', async () => {
    for (const path of ['/s/AAAAAAAAAAAAAAAAAAAAAA', '/share/AAAAAAAAAAAAAAAAAAAAAA']) {
      await page.goto(path);
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Invalid Link' }).count()).toBe(0);
    }
    await screenshot(page, 'share-page');
  });
});
