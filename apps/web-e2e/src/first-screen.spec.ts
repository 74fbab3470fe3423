import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  DESKTOP,
  PNG_BYTES,
  baseUrl,
  newUser,
  signUp,
  uploadThroughApi,
  useBrowserPage,
  type PayloadFile,
} from './support/browser';

const PHOTOS: PayloadFile[] = Array.from({ length: 8 }, (_, i) => ({
  name: `photo-${i}.png`,
  mimeType: 'image/png',
  buffer: PNG_BYTES,
}));

/** Runs `visit` on a page of a second context of the same signed-in user: a fresh visit (a bookmark, a reload). */
async function asFreshVisit(
  session: { browser: Browser; context: BrowserContext },
  visit: (page: Page) => Promise<void>,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<void> {
  // The cookies and the origin's storage: the session is bound to the app's per-origin value.
  const fresh = await session.browser.newContext({
    baseURL: baseUrl(),
    viewport: DESKTOP,
    storageState: await session.context.storageState(),
    ...options,
  });
  try {
    await visit(await fresh.newPage());
  } finally {
    await fresh.close();
  }
}

/** Records, from the document's start, what the page showed when its first card appeared. */
async function watchFirstCard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { firstCard?: { scheme: string | null; visible: boolean } };
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('[data-testid="file-card"]')) return;
      observer.disconnect();
      seen.firstCard = {
        scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
        visible: getComputedStyle(document.getElementById('root')!).visibility !== 'hidden',
      };
    }).observe(document, { childList: true, subtree: true });
  });
}

describe('a folder rendered by the server', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  useBrowserPage((session) => ({ browser, context, page } = session));

  beforeEach(async () => {
    await signUp(page, newUser(), { openDashboard: false });
    await uploadThroughApi(page, '/', PHOTOS);
  });

  it('is on screen with its thumbnails before any of the app’s code runs', async () => {
    await asFreshVisit(
      { browser, context },
      async (plain) => {
        await plain.goto('/dashboard/my-files');
        await plain.getByRole('heading', { level: 1, name: 'My Files' }).waitFor();
        const names = await plain.getByTestId('file-card').locator('[data-testid="item-name"]').allInnerTexts();
        expect(names).toEqual(PHOTOS.map((p) => p.name));
        const thumbnails = plain.getByTestId('file-thumbnail');
        await plain.waitForFunction(
          () => Array.from(document.querySelectorAll('img')).every((img) => img.complete),
          undefined,
          { timeout: 5000 },
        );
        for (const img of await thumbnails.all())
          expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      },
      { javaScriptEnabled: false },
    );
  });

  it('is taken over by the app from the answers it came with: no second request, no error, and it works', async () => {
    await asFreshVisit({ browser, context }, async (app) => {
      const problems: string[] = [];
      app.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      app.on('pageerror', (error) => problems.push(error.message));
      const folderRequests: string[] = [];
      app.on('request', (request) => {
        if (request.url().endsWith('/api/graphql') && (request.postData() ?? '').includes('FolderPage'))
          folderRequests.push(request.postData()!);
      });
      await watchFirstCard(app);
      await app.goto('/dashboard/my-files');
      await app.waitForFunction(() => document.title === 'My Files · Coffer');
      // The app's own screen: selecting a file shows the selection's actions.
      await app.getByRole('checkbox', { name: 'Select photo-1.png' }).check();
      await app.getByText('1 selected').first().waitFor();
      expect(await app.locator('#coffer-first-screen').count()).toBe(0);
      expect(folderRequests).toEqual([]);
      expect(problems).toEqual([]);
      expect(await app.evaluate(() => (window as unknown as { firstCard: unknown }).firstCard)).toEqual({
        scheme: 'light',
        visible: true,
      });
    });
  });

  it('holds a click made before the app has taken over, and gives it to the app’s screen', async () => {
    await asFreshVisit({ browser, context }, async (app) => {
      // The app's code arrives late, as on a slow line.
      let release: () => void = () => undefined;
      const late = new Promise<void>((resolve) => (release = resolve));
      await app.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await late;
        await route.continue();
      });
      await app.goto('/dashboard/my-files', { waitUntil: 'commit' });
      await app.getByTestId('item-name').getByText('photo-2.png', { exact: true }).click();
      expect(await app.getByRole('dialog').count()).toBe(0);
      release();
      await app.getByRole('dialog', { name: 'photo-2.png' }).waitFor();
    });
  });

  it('is painted in the colour scheme this browser chose, and never shown where the browser keeps another view', async () => {
    await asFreshVisit({ browser, context }, async (app) => {
      await app.addInitScript(() => {
        localStorage.setItem('mantine-color-scheme-value', 'dark');
        localStorage.setItem(
          'coffer.fileView',
          JSON.stringify({ state: { viewMode: 'list', sort: 'name' }, version: 1 }),
        );
      });
      await watchFirstCard(app);
      await app.goto('/dashboard/my-files');
      await app.getByTestId('file-row').first().waitFor();
      expect(await app.getByTestId('file-card').count()).toBe(0);
      expect(await app.evaluate(() => (window as unknown as { firstCard: unknown }).firstCard)).toEqual({
        scheme: 'dark',
        visible: false,
      });
      expect(await app.locator('html').getAttribute('data-stale-first-screen')).toBeNull();
    });
  });
});
