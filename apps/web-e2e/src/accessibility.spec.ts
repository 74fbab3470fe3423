import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  PNG_BYTES,
  baseUrl,
  createFolders,
  gql,
  launchBrowser,
  newUser,
  openUploadDialog,
  signUp,
  uploadThroughApi,
} from './support/browser';

// axe-core's own bundle, in every document of a scanning context as an init script (not subject
// to the page's CSP, and sent to the browser once per context: sent with each scan, its 650 kB
// took about 0.4 s a scan). Wrapped in a function, so the app runs untouched until a scan loads it.
const AXE_LOADER = `window.__cofferLoadAxe = function () {\n${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}\n};`;
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Finding {
  rule: string;
  impact: string;
  nodes: string[];
}

/** axe-core's serious and critical WCAG 2.2 AA violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<Finding[]> {
  await page.evaluate(() => {
    const scope = window as unknown as { axe?: unknown; __cofferLoadAxe: () => void };
    if (!scope.axe) scope.__cofferLoadAxe();
  });
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              nodes: Array<{ target: string[]; failureSummary?: string }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        nodes: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      }));
  }, WCAG_AA);
}

/** Waits until the screen has its heading and nothing is loading any more. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector('.mantine-Loader-root') &&
      document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

const VISITOR_SCREENS = [
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password?token=abc',
  '/verify-email',
  '/share/not-a-real-token',
  '/share',
  '/drop/not-a-real-token',
  '/nope',
];
const SIGNED_IN_SCREENS = [
  '/dashboard',
  '/dashboard/my-files',
  '/dashboard/my-files/Trips',
  '/dashboard/my-files/No%20such%20folder',
  '/dashboard/upload',
  '/dashboard/shared',
  '/dashboard/trash',
  '/dashboard/requests',
  '/settings/tokens',
  '/settings/account',
  '/settings/sessions',
  '/no-such-screen',
];

/** Every screen loaded and scanned (about 30 s on a quiet machine): twice the default budget. */
const EVERY_SCREEN_TIMEOUT_MS = 120_000;

describe('accessibility: axe-core finds no serious or critical WCAG 2.2 AA violation', () => {
  let browser: Browser;
  let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** The share page of a folder link, at the shared folder and in a sub-folder. */
  let folderSharePaths: string[] = [];
  /** A file request's page (open to anyone; asking for a name), and its detail screen. */
  let dropPaths: string[] = [];
  let requestPaths: string[] = [];
  /** One visitor's and one signed-in context per colour scheme and size, shared by that pair's tests. */
  const contexts = new Map<string, BrowserContext>();

  async function scanningContext(
    who: 'visitor' | 'signed in',
    colorScheme: 'light' | 'dark',
    viewport: typeof DESKTOP,
  ): Promise<BrowserContext> {
    const key = `${who} ${colorScheme} ${viewport.width}×${viewport.height}`;
    let context = contexts.get(key);
    if (!context) {
      context = await browser.newContext({
        baseURL: baseUrl(),
        viewport,
        colorScheme,
        reducedMotion: 'reduce',
        storageState: who === 'signed in' ? signedIn : undefined,
      });
      await context.addInitScript({ content: AXE_LOADER });
      contexts.set(key, context);
    }
    return context;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP });
    const page = await context.newPage();
    await signUp(page, newUser('Grace Hopper'), { openDashboard: false });
    await uploadThroughApi(page, '/', [{ name: 'holiday.png', mimeType: 'image/png', buffer: PNG_BYTES }]);
    await createFolders(page, '/', 'Trips');
    await uploadThroughApi(page, '/Trips/', [
      { name: 'itinerary.txt', mimeType: 'text/plain', buffer: Buffer.from('Day 1: arrive') },
    ]);
    // Something in the trash, so its screen shows a list (and the storage bar its trash line).
    const [draftId] = await uploadThroughApi(page, '/Trips/', [
      { name: 'old-draft.txt', mimeType: 'text/plain', buffer: Buffer.from('not needed') },
    ]);
    await gql(page, 'mutation($ids: [ID!]!) { deleteItems(ids: $ids) }', { ids: [draftId] });
    // A folder link: the share page lists Trips, with a sub-folder holding a picture.
    await createFolders(page, '/Trips/', 'Day 1');
    await uploadThroughApi(page, '/Trips/Day 1/', [{ name: 'beach.png', mimeType: 'image/png', buffer: PNG_BYTES }]);
    const trips = await gql<{ folder: { edges: Array<{ node: { id: string; name: string } }> } }>(
      page,
      '{ folder(path: "/") { edges { node { id name } } } }',
    );
    const tripsId = trips.folder.edges.find((e) => e.node.name === 'Trips')!.node.id;
    const link = await gql<{ shareLinkCreate: { shareLink: { token: string } } }>(
      page,
      'mutation($i: CreateShareLinkInput!) { shareLinkCreate(input: $i) { shareLink { token } } }',
      { i: { folderId: tripsId, scope: 'PUBLIC' } },
    );
    const token = link.shareLinkCreate.shareLink.token;
    folderSharePaths = [`/share/${token}`, `/share/${token}?path=Day%201`];
    const request = async (input: Record<string, unknown>) =>
      (
        await gql<{ fileRequestCreate: { fileRequest: { id: string; url: string } } }>(
          page,
          'mutation($i: FileRequestCreateInput!) { fileRequestCreate(input: $i) { fileRequest { id url } } }',
          { i: { folderId: tripsId, ...input } },
        )
      ).fileRequestCreate.fileRequest;
    const open = await request({ title: 'Holiday photos', message: 'Your best pictures, please.' });
    const named = await request({ title: 'Receipts', requireName: true, acceptedTypes: ['application/pdf'] });
    dropPaths = [new URL(open.url).pathname, new URL(named.url).pathname];
    requestPaths = [`/dashboard/requests/${encodeURIComponent(open.id)}`];
    signedIn = await context.storageState();
    await context.close();
  });
  afterAll(async () => {
    for (const context of contexts.values()) await context.close();
    await browser.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of [DESKTOP, PHONE]) {
      const size = `${viewport.width}×${viewport.height}`;
      it(
        `every screen in ${colorScheme} colours at ${size}`,
        async () => {
          const findings: Record<string, Finding[]> = {};
          const visit = async (
            who: 'visitor' | 'signed in',
            paths: string[],
            extra?: (page: Page) => Promise<void>,
          ) => {
            const page = await (await scanningContext(who, colorScheme, viewport)).newPage();
            for (const path of paths) {
              await page.goto(path);
              await settle(page);
              expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(colorScheme);
              const found = await seriousViolations(page);
              if (found.length > 0) findings[path] = found;
            }
            if (extra) await extra(page);
            await page.close();
          };
          await visit('visitor', [...VISITOR_SCREENS, ...folderSharePaths, ...dropPaths]);
          await visit('signed in', [...SIGNED_IN_SCREENS, ...requestPaths], async (page) => {
            await page.goto('/dashboard/my-files');
            await settle(page);
            await openUploadDialog(page);
            await settle(page);
            const found = await seriousViolations(page);
            if (found.length > 0) findings['upload dialog'] = found;
            await page.keyboard.press('Escape');
            // A file linked into its folder (selected), and the Upload page after an upload.
            await page.goto('/dashboard');
            await settle(page);
            await page.getByTestId('recent-upload').first().getByRole('link').click();
            await page.waitForFunction(
              () => document.querySelector('[data-testid="file-card"][data-selected]') !== null,
            );
            const linked = await seriousViolations(page);
            if (linked.length > 0) findings['linked file'] = linked;
            await page.goto('/dashboard/upload');
            await settle(page);
            // A name of its own per run: a taken one would stop for the Replace or Keep both question.
            await page.getByTestId('upload-files-input').setInputFiles([
              {
                name: `note-${colorScheme}-${viewport.width}.txt`,
                mimeType: 'text/plain',
                buffer: Buffer.from('a note'),
              },
            ]);
            await page.getByTestId('upload-arrival').waitFor();
            await settle(page);
            const uploaded = await seriousViolations(page);
            if (uploaded.length > 0) findings['upload page after an upload'] = uploaded;
          });
          expect(findings).toEqual({});
        },
        EVERY_SCREEN_TIMEOUT_MS,
      );

      it(`the upload conflict question and the Versions dialog in ${colorScheme} colours at ${size}`, async () => {
        const page = await (await scanningContext('signed in', colorScheme, viewport)).newPage();
        const findings: Record<string, Finding[]> = {};
        await page.goto('/dashboard/my-files');
        await settle(page);
        const upload = await openUploadDialog(page);
        await page
          .getByTestId('upload-files-input')
          .setInputFiles([{ name: 'holiday.png', mimeType: 'image/png', buffer: PNG_BYTES }]);
        await upload.getByRole('button', { name: 'Upload', exact: true }).click();
        const conflict = page.getByRole('dialog', { name: '1 file already exists in Home' });
        await conflict.waitFor();
        await settle(page);
        const asked = await seriousViolations(page);
        if (asked.length > 0) findings['upload conflict'] = asked;
        await conflict.getByRole('button', { name: 'Replace' }).click();
        await upload.waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: 'Actions for holiday.png', exact: true }).click();
        await page.getByRole('menuitem', { name: 'Versions' }).click();
        await page
          .getByRole('dialog', { name: 'Versions of holiday.png' })
          .getByTestId('version-row')
          .first()
          .waitFor();
        await settle(page);
        const listed = await seriousViolations(page);
        if (listed.length > 0) findings['versions dialog'] = listed;
        await page.close();
        expect(findings).toEqual({});
      });

      it(`the file viewer on an image and a text file in ${colorScheme} colours at ${size}`, async () => {
        const page = await (await scanningContext('signed in', colorScheme, viewport)).newPage();
        const findings: Record<string, Finding[]> = {};
        await page.goto('/dashboard/my-files');
        await settle(page);
        await page.getByTestId('item-name').getByText('holiday.png', { exact: true }).click();
        await page.getByRole('dialog', { name: 'holiday.png' }).getByRole('img', { name: 'holiday.png' }).waitFor();
        await settle(page);
        const image = await seriousViolations(page);
        if (image.length > 0) findings['viewer, image'] = image;
        await page.keyboard.press('Escape');
        await page.goto('/dashboard/my-files/Trips');
        await settle(page);
        await page.getByTestId('item-name').getByText('itinerary.txt', { exact: true }).click();
        await page.getByRole('dialog', { name: 'itinerary.txt' }).getByTestId('text-preview').waitFor();
        await settle(page);
        const text = await seriousViolations(page);
        if (text.length > 0) findings['viewer, text'] = text;
        await page.close();
        expect(findings).toEqual({});
      });

      it(`the file request dialog, and a request's page after files were sent, in ${colorScheme} colours at ${size}`, async () => {
        const findings: Record<string, Finding[]> = {};
        const owner = await (await scanningContext('signed in', colorScheme, viewport)).newPage();
        await owner.goto('/dashboard/requests');
        await settle(owner);
        await owner.getByRole('button', { name: 'New request' }).click();
        const dialog = owner.getByRole('dialog', { name: 'New file request' });
        await dialog.getByRole('radio', { name: /Trips/ }).first().waitFor();
        // With the refusals under their fields.
        await dialog.getByRole('button', { name: 'Create request' }).click();
        await dialog.getByText('Enter a title.').waitFor();
        await settle(owner);
        const asked = await seriousViolations(owner);
        if (asked.length > 0) findings['file request dialog'] = asked;
        await owner.close();

        const visitor = await (await scanningContext('visitor', colorScheme, viewport)).newPage();
        await visitor.goto(dropPaths[0]!);
        await settle(visitor);
        await visitor.getByTestId('upload-files-input').setInputFiles([
          { name: `photo-${colorScheme}-${viewport.width}.png`, mimeType: 'image/png', buffer: PNG_BYTES },
          { name: 'notes.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('not taken') },
        ]);
        await visitor.getByTestId('drop-summary').getByText('1 of 1 file sent. 1 refused.').waitFor();
        await visitor.locator('[data-testid="drop-sent"][data-state="received"]').first().waitFor();
        await settle(visitor);
        const sent = await seriousViolations(visitor);
        if (sent.length > 0) findings['drop page after sending'] = sent;
        await visitor.close();
        expect(findings).toEqual({});
      });

      // Its own test: the screens above already use most of the time a test may take.
      it(`the account-wide search's open dropdown in ${colorScheme} colours at ${size}`, async () => {
        const page = await (await scanningContext('signed in', colorScheme, viewport)).newPage();
        await page.goto('/dashboard');
        await settle(page);
        await page.getByRole('combobox', { name: 'Search all files' }).fill('i');
        await page.getByTestId('search-hit').nth(1).waitFor();
        await page.keyboard.press('ArrowDown');
        await settle(page);
        expect(await page.getByRole('listbox', { name: 'Search results' }).isVisible()).toBe(true);
        expect(await page.locator('[data-combobox-selected]').count()).toBe(1);
        const found = await seriousViolations(page);
        await page.close();
        expect(found).toEqual([]);
      });
    }
  }
});
