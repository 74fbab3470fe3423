import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  PDF_BYTES,
  PHONE,
  baseUrl,
  field,
  goToMyFiles,
  newPage,
  newUser,
  screenshot,
  signUp,
  signUpThroughScreen,
  uploadThroughDialog,
  useBrowserPage,
} from './support/browser';
import { verifyByMail } from './support/mail';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that sends exactly the given headers and hands back the bytes as they came over the wire. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl()}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** True when nothing on the page reaches past the viewport's right edge. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('the app shell', () => {
  let browser: Browser;
  let page: Page;
  useBrowserPage((session) => ({ browser, page } = session));

  it.each([DESKTOP, PHONE])("sign-up says 'Passwords don't match' when the confirmation differs (%p)", async (size) => {
    await page.setViewportSize(size);
    await page.goto('/signup');
    await field(page, 'Password').fill('Str0ng!pass');
    await field(page, 'Confirm password').fill('Str0ng!pasX');
    await page.getByText("Passwords don't match").waitFor();
    expect(await page.getByRole('button', { name: 'Create account' }).isDisabled()).toBe(true);
    await field(page, 'Confirm password').fill('Str0ng!pass');
    await page.getByText('Passwords match').waitFor();
    expect(await page.getByText("Passwords don't match").count()).toBe(0);
  });

  it.each([DESKTOP, PHONE])(
    'answers 404 outside the app routes with the Not found page inside the layout, and 200 on its routes (%p)',
    async (size) => {
      await page.setViewportSize(size);
      for (const path of ['/nope', '/dashboard/nope', '/share/a/b', '/assets/missing.js']) {
        const response = await rawGet(path, { Accept: 'text/html' });
        expect([path, response.status]).toEqual([path, 404]);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
      }
      for (const path of [
        '/',
        '/login',
        '/dashboard/my-files',
        '/dashboard/my-files/Photos/2024',
        '/share/abc',
        '/settings/tokens',
      ]) {
        expect([path, (await rawGet(path)).status]).toEqual([path, 200]);
      }

      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
      expect(await page.title()).toBe('Not found · Coffer');
      // The header offers a visitor Login once the session check has answered.
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, 'not-found-visitor');
      await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
      // A visitor's way home ends at the login screen.
      await page.getByRole('heading', { level: 1, name: 'Log in to Coffer' }).waitFor();

      await signUp(page, newUser(), { openDashboard: false });
      expect((await page.goto('/settings/nothing-here'))?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
      const headerLink = page.getByRole('banner').getByRole('link', { name: 'My Files' });
      if (size === PHONE) {
        // The phone's header keeps its navigation in the drawer behind the burger.
        expect(await headerLink.isVisible()).toBe(false);
        await page.getByRole('button', { name: 'Open navigation' }).click();
        const drawer = page.getByRole('dialog', { name: 'Coffer' });
        await drawer.getByRole('link', { name: 'My Files' }).waitFor();
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });
      } else {
        await headerLink.waitFor();
      }
      expect(await fitsWidth(page)).toBe(true);
      await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    },
  );

  it("loads a screen's code when the screen opens, each file cached for a year", async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
    });
    const chunk = (name: string, from: readonly string[]) =>
      from.find((path) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(path));

    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).waitFor();
    expect(chunk('Signup\\.page', scripts)).toBeDefined();
    // A visitor's screen carries neither the signed-in frame nor the file manager.
    for (const name of ['SignedInLayout', 'Dashboard\\.page', 'MyFiles\\.page', 'FileManager'])
      expect([name, chunk(name, scripts)]).toEqual([name, undefined]);

    const before = scripts.length;
    const user = newUser();
    await field(page, 'Name').fill(user.name);
    await field(page, 'Email').fill(user.email);
    await field(page, 'Password').fill(user.password);
    await field(page, 'Confirm password').fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const opened = scripts.slice(before);
    const dashboard = chunk('Dashboard\\.page', opened);
    expect(dashboard).toBeDefined();
    expect(chunk('SignedInLayout', opened)).toBeDefined();
    expect((await rawGet(dashboard!)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the built files precompressed to clients that accept it, with the right type, Vary and caching', async () => {
    const index = await rawGet('/login');
    // The entry script and the app's one stylesheet (a few tiny chunks are not worth compressing).
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(index.body.toString())?.[1];
    const style = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(index.body.toString())?.[1];
    expect(script).toBeDefined();
    expect(style).toBeDefined();

    for (const [path, type] of [
      [script!, /^(text|application)\/javascript/],
      [style!, /^text\/css/],
    ] as const) {
      const plain = await rawGet(path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(plain.headers['content-type']).toMatch(type);

      const brotli = await rawGet(path, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(brotli.headers['content-type']).toMatch(type);
      expect(brotli.headers['cache-control']).toBe(plain.headers['cache-control']);
      expect(brotli.body.length).toBeLessThan(plain.body.length);
      expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);

      const gzip = await rawGet(path, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

      const refused = await rawGet(path, { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();
    }
    expect((await rawGet(script!)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await rawGet('/login')).headers['cache-control']).toBe('no-cache');
    expect((await rawGet('/login')).headers['content-security-policy']).toContain("script-src 'self'");

    // A file under a kilobyte is not worth compressing: it is sent as it is.
    const small = await rawGet('/favicon.svg', { 'Accept-Encoding': 'br, gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('takes a new token’s banner away when that token is revoked, and fits the tokens on a phone', async () => {
    const user = newUser();
    await signUp(page, user, { openDashboard: false });
    // Only an account whose address is confirmed may mint tokens.
    await verifyByMail(page, user.email);
    await page.goto('/settings/tokens');
    await page.getByRole('textbox', { name: /Token name/ }).fill('Phone backup');
    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByRole('textbox', { name: 'Your new token' }).waitFor();

    await page.setViewportSize(PHONE);
    const row = page.getByTestId('token-row').filter({ hasText: 'Phone backup' });
    await row.waitFor();
    expect(await fitsWidth(page)).toBe(true);
    const revoke = row.getByRole('button', { name: 'Revoke Phone backup' });
    // The row lays itself out again for the narrow screen: measure the button once it is shown.
    await revoke.waitFor({ state: 'visible' });
    const box = await revoke.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'access-tokens-phone');

    await revoke.click();
    const dialog = page.getByRole('dialog', { name: 'Revoke token?' });
    await dialog.getByRole('button', { name: 'Revoke token' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Revoked').waitFor();
    expect(await page.getByRole('textbox', { name: 'Your new token' }).count()).toBe(0);
    expect(await page.getByText('Token "Phone backup" created').count()).toBe(0);
  });

  it('shows the unseen badge in the phone header, outside the drawer', async () => {
    const sharer = newUser('Grace Hopper');
    const recipient = newUser('Bea Recipient');
    await signUp(page, recipient, { openDashboard: false });
    await verifyByMail(page, recipient.email);

    const other = await newPage(browser);
    try {
      await signUp(other.page, sharer, { openDashboard: false });
      const upload = await other.page.request.post('/api/files/upload', {
        multipart: {
          files: { name: 'Report.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES },
          relativePaths: 'Report.pdf',
          parentPath: '/',
        },
      });
      expect(upload.status()).toBe(201);
      const [file] = ((await upload.json()) as { created: Array<{ id: string }> }).created;
      const shared = await other.page.request.post('/api/files/share', {
        data: { fileId: file!.id, shareWith: [recipient.email] },
      });
      expect(shared.status()).toBe(200);
    } finally {
      await other.context.close();
    }

    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    const link = page.getByRole('banner').getByTestId('header-unseen-link');
    await link.waitFor();
    expect(await link.getByTestId('unseen-badge').innerText()).toContain('1');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'phone-header-badge');
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Shared with Me' }).waitFor();

    // On a wide screen the badge sits in the navigation instead, once.
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('header-unseen-link').waitFor({ state: 'detached' });
    expect(await page.getByRole('banner').getByTestId('unseen-badge').count()).toBe(1);
  });

  it.each([DESKTOP, PHONE])(
    'starts the Tab order with a skip link to the main content, and names each screen in the tab title (%p)',
    async (size) => {
      await page.setViewportSize(size);
      await page.goto('/login');
      await page.getByRole('heading', { level: 1, name: 'Log in to Coffer' }).waitFor();
      expect(await page.title()).toBe('Log in · Coffer');
      expect(await page.getByRole('main').count()).toBe(1);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await skip.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

      await page.goto('/signup');
      await page.getByRole('heading', { level: 1, name: 'Create an account to join Coffer' }).waitFor();
      expect(await page.title()).toBe('Sign up · Coffer');
      expect(await page.getByRole('main').count()).toBe(1);

      // Through the screen: the focus is checked after the app's own navigation to the Dashboard.
      await signUpThroughScreen(page, newUser());
      expect(await page.title()).toBe('Dashboard · Coffer');
      // After a navigation focus starts at the new screen's content.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
      await page.keyboard.press('Enter');
      // The next Tab goes into the content, past the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

      if (size === DESKTOP) {
        await goToMyFiles(page);
        expect(await page.title()).toBe('My Files · Coffer');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      }
    },
  );

  it('follows the system colour scheme until the toggle is used, then remembers the choice', async () => {
    const dark = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP, colorScheme: 'dark' });
    try {
      const darkPage = await dark.newPage();
      await darkPage.goto('/login');
      await darkPage.getByRole('heading', { level: 1, name: 'Log in to Coffer' }).waitFor();
      const scheme = () => darkPage.locator('html').getAttribute('data-mantine-color-scheme');
      expect(await scheme()).toBe('dark');
      const background = () => darkPage.getByRole('main').evaluate((el) => getComputedStyle(el).backgroundColor);
      const darkBackground = await background();
      await screenshot(darkPage, 'login-dark');

      await darkPage.getByRole('button', { name: 'Use light colours' }).click();
      expect(await scheme()).toBe('light');
      expect(await background()).not.toBe(darkBackground);
      await darkPage.reload();
      await darkPage.getByRole('heading', { level: 1, name: 'Log in to Coffer' }).waitFor();
      expect(await scheme()).toBe('light');
      await darkPage.getByRole('button', { name: 'Use dark colours' }).click();
      expect(await scheme()).toBe('dark');

      await signUp(darkPage, newUser());
      expect(await scheme()).toBe('dark');
      await darkPage.getByRole('banner').getByRole('button', { name: 'Use light colours' }).waitFor();
      await screenshot(darkPage, 'dashboard-dark');
    } finally {
      await dark.close();
    }
  });

  it('turns animations off for people who ask their system for less motion', async () => {
    const calm = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP, reducedMotion: 'reduce' });
    try {
      const calmPage = await calm.newPage();
      await calmPage.goto('/login');
      const duration = await calmPage
        .getByRole('button', { name: 'Continue' })
        .evaluate((el) => getComputedStyle(el).transitionDuration);
      expect(duration.split(',').every((d) => parseFloat(d) <= 0.0001)).toBe(true);
    } finally {
      await calm.close();
    }
  });

  it('writes dates and sizes for a German browser, and a 39-byte file as 39 B', async () => {
    const german = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP, locale: 'de-DE' });
    try {
      const dePage = await german.newPage();
      await signUp(dePage, newUser());
      await goToMyFiles(dePage);
      const text = {
        name: 'note.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('thirty-nine bytes of plain text here.\n\n'),
      };
      expect(text.buffer.length).toBe(39);
      await uploadThroughDialog(dePage, [text]);
      const card = dePage.getByTestId('file-card').filter({ hasText: 'note.txt' });
      await card.waitFor();
      const shown = await card.innerText();
      expect(shown).toContain('39 B');
      expect(shown).not.toContain('0.0 KB');
      const today = new Intl.DateTimeFormat('de-DE', { month: 'short', day: 'numeric', year: 'numeric' }).format(
        new Date(),
      );
      expect(shown).toContain(today);
      // The English words stay as they are.
      expect(shown).toContain('Size:');
    } finally {
      await german.close();
    }
  });
});
