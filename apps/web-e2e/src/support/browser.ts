import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { CLIENT_BINDING_HEADER, CLIENT_BINDING_PATTERN } from '@coffer/shared-contracts';
import { OPEN_BROWSERS } from './browser-registry';

/** Debian's Chromium; never a downloaded browser (none can be fetched on our machines). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
const SCREENSHOT_DIR = resolve(__dirname, '../../../../test-output/screenshots');

export function baseUrl(): string {
  const url = process.env['E2E_BASE_URL'];
  if (!url) throw new Error('E2E_BASE_URL is not set: run through the web-e2e jest project (globalSetup)');
  return url;
}

/** `downloadsPath`: where downloads land (a journey that checks what a failed one leaves behind). */
export async function launchBrowser(options: { downloadsPath?: string } = {}): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, ...options });
  const open = ((globalThis as Record<string, unknown>)[OPEN_BROWSERS] ??= new Set<Browser>()) as Set<Browser>;
  open.add(browser);
  browser.on('disconnected', () => open.delete(browser));
  return browser;
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Whether the journeys save their screenshots: only with E2E_SCREENSHOTS=1. They are pictures for
 * people to look at (no test compares them), and taking them costs the run about a second each.
 */
export function screenshotsWanted(): boolean {
  return process.env['E2E_SCREENSHOTS'] === '1';
}

/** Saves the current screen at its current size only (with E2E_SCREENSHOTS=1). */
export async function screenshotAsIs(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted()) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const { width, height } = page.viewportSize() ?? DESKTOP;
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}x${height}.png`) });
}

/**
 * Saves the current screen at 1280×800 and at 390×844 (test-output/screenshots/<name>-<w>x<h>.png),
 * with E2E_SCREENSHOTS=1.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted()) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${size.width}x${size.height}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

/** The input labelled `label` (Mantine appends ' *' to the label text of required fields). */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

export function newUser(name = 'Ada Lovelace'): TestUser {
  return { name, email: `e2e-${randomBytes(6).toString('hex')}@example.com`, password: 'Str0ng!pass' };
}

/** Where the web app keeps its per-origin value (libs/web/data-access/src/client-binding.ts). */
const CLIENT_BINDING_KEY = 'coffer.client-binding';

/** An empty document of the app's origin, answered by the browser itself (nothing reaches the server). */
async function openBlankOfOrigin(page: Page, origin: string): Promise<void> {
  const blank = `${origin}/__e2e-blank`;
  const answer = (route: Route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' });
  await page.route(blank, answer);
  try {
    await page.goto(blank);
  } finally {
    await page.unroute(blank, answer);
  }
}

/**
 * The app's per-origin value in this page's localStorage, made as the web app makes it when there
 * is none yet (32 random bytes as unpadded base64url). A page not on the app's origin first opens
 * an empty document there, as localStorage belongs to the origin.
 */
async function clientBindingOf(page: Page, origin: string): Promise<string> {
  if (new URL(page.url()).origin !== origin) await openBlankOfOrigin(page, origin);
  return page.evaluate(
    ({ key, pattern }) => {
      const kept = localStorage.getItem(key);
      if (kept && new RegExp(pattern).test(kept)) return kept;
      const bytes = crypto.getRandomValues(new Uint8Array(32));
      const value = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      localStorage.setItem(key, value);
      return value;
    },
    { key: CLIENT_BINDING_KEY, pattern: CLIENT_BINDING_PATTERN.source },
  );
}

/**
 * Creates the account through the REST API, signed in as a sign-up on the Signup screen leaves
 * the browser (the session cookie in the context's jar, the session bound to the per-origin value
 * the app keeps in localStorage and sends on its calls), then opens the Dashboard as that screen
 * does. `openDashboard: false` opens no screen (the page is left on an empty document of the
 * app's origin): for journeys whose next step opens a page of their own. Journeys whose subject is
 * the Signup screen use signUpThroughScreen.
 */
export async function signUp(
  page: Page,
  user: TestUser,
  { openDashboard = true }: { openDashboard?: boolean } = {},
): Promise<void> {
  const origin = new URL(baseUrl()).origin;
  const binding = await clientBindingOf(page, origin);
  const response = await page.request.post(`${origin}/api/auth/register`, {
    data: { name: user.name, email: user.email, password: user.password },
    headers: { [CLIENT_BINDING_HEADER]: binding, Origin: origin },
  });
  if (response.status() !== 201) throw new Error(`Sign-up answered ${response.status()}: ${await response.text()}`);
  if (!openDashboard) return;
  await page.goto(`${origin}/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** Signs up through the Signup screen and waits for the Dashboard (journeys about that screen). */
export async function signUpThroughScreen(page: Page, user: TestUser): Promise<void> {
  await page.goto('/signup');
  await field(page, 'Name').fill(user.name);
  await field(page, 'Email').fill(user.email);
  await field(page, 'Password').fill(user.password);
  await field(page, 'Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** Fills and submits the Login screen. */
export async function logIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await field(page, 'Email').fill(user.email);
  await field(page, 'Password').fill(user.password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A GraphQL call with the page's cookies (setup steps a journey does not walk). */
export async function gql<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post('/api/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data as T;
}

/** Creates `path` (and the folders along it) for the signed-in user. */
export async function createFolders(page: Page, parent: string, name: string): Promise<void> {
  await gql(page, 'mutation($input: CreateFolderInput!) { createFolder(input: $input) { id } }', {
    input: { name, path: parent },
  });
}

export interface PayloadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A plain-text file for the upload helpers (its content names it unless given). */
export function textFile(name: string, content = `contents of ${name}`): PayloadFile {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(content) };
}

/** The newest toast that contains `text`, once shown. */
export async function toastWith(page: Page, text: string) {
  const found = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: text })
    .first();
  await found.waitFor();
  return found;
}

/** Closes every toast on screen (they can cover what a step clicks next). */
export async function closeToasts(page: Page): Promise<void> {
  const buttons = page.getByRole('button', { name: 'Close notification' });
  while ((await buttons.count()) > 0) await buttons.first().click();
}

/** A whole 8×8 PNG: the server decodes it to make thumbnails (a truncated one gets none). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAbUlEQVR42hXOUREAUQhCUaMYhShEMcqNQhSi7Fs/OQzjzLCDBg83MGToMLPsosXLLSxZug/ECgmLE4iI6oFZI2NzBhNTPzj20OHjDo4cvQf/7Bt41Rf+F+h7YsIGBYfLHyc0D8oWFZfrX05p+QDeqGABtJu0bQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'.repeat(40));

/**
 * A valid PDF of `pages` pages that pdf.js renders: each page a dark filled square and its number
 * in Helvetica (the byte offsets of the cross-reference table are computed).
 */
export function pdfDocument(pages: number): Buffer {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pageIds.forEach((id, i) => {
    const content = `0.1 0.2 0.5 rg 100 400 300 300 re f BT /F1 36 Tf 100 300 Td (Page ${i + 1}) Tj ET`;
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body);
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Opens a share link of one of the signed-in user's files through GraphQL; answers its token and URL. */
export async function createShareLink(
  page: Page,
  fileId: string,
  input: Record<string, unknown> = {},
): Promise<{ token: string; url: string }> {
  const data = await gql<{ createShareLink: { token: string; url: string } }>(
    page,
    'mutation($i: CreateShareLinkInput!) { createShareLink(input: $i) { token url } }',
    { i: { fileId, scope: 'PUBLIC', ...input } },
  );
  return data.createShareLink;
}

/** Opens the Upload dialog of the current file page. */
export async function openUploadDialog(page: Page) {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Files' });
  await dialog.waitFor();
  return dialog;
}

/** Uploads files through the Upload dialog's 'Browse files' input and waits for the notice. */
export async function uploadThroughDialog(page: Page, files: PayloadFile[]): Promise<void> {
  const dialog = await openUploadDialog(page);
  await page.getByTestId('upload-files-input').setInputFiles(files);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByText('Upload Successful!').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/** The grid card or list row of an item. */
export function itemMenu(page: Page, name: string) {
  return page.getByRole('button', { name: `Actions for ${name}`, exact: true });
}

export async function chooseItemAction(page: Page, name: string, action: string): Promise<void> {
  await itemMenu(page, name).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Opens My Files from the header. */
export async function goToMyFiles(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'My Files' }).click();
  await page.getByRole('heading', { level: 1, name: 'My Files' }).waitFor();
}

/**
 * Waits until the app has taken over the screen: a My Files folder arrives rendered by the server
 * and is on screen before the app's code has run, and until then a click on one of its buttons or
 * checkboxes is held and given to the app's screen only once it is there (first-paint.ts).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __cofferHeldClicks?: { released: boolean } }).__cofferHeldClicks?.released === true,
  );
}

/**
 * What `read` answers once it equals `expected`, or its last answer after `timeoutMs` for the
 * assertion to show: a list re-renders a moment after a sort, a filter or a navigation, and a
 * fixed wait before reading it fails whenever the machine is slower than the wait.
 */
export async function settled<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (JSON.stringify(value) === JSON.stringify(expected) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The names shown in the file grid, in order. */
export function shownNames(page: Page): Promise<string[]> {
  return page.getByTestId('file-card').locator('[data-testid="item-name"]').allInnerTexts();
}

/** Expects the file grid to show `expected` (in that order, unless `anyOrder`), once it has settled. */
export async function expectShown(page: Page, expected: string[], { anyOrder = false } = {}): Promise<void> {
  const want = anyOrder ? [...expected].sort() : expected;
  const read = async () => (anyOrder ? (await shownNames(page)).sort() : shownNames(page));
  expect(await settled(read, want)).toEqual(want);
}

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * One browser per spec file and a fresh context and page for every test; `bind` receives them
 * before each test (a new context means no cookies or storage leak from one test to the next).
 */
export function useBrowserPage(bind: (session: BrowserSession) => void): void {
  let browser: Browser;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    const opened = await newPage(browser);
    context = opened.context;
    bind({ browser, context: opened.context, page: opened.page });
  });
  afterEach(() => context?.close());
}

/**
 * Resolves once the page's graphql-ws socket is acknowledged and the layout's subscriptions
 * (`operations`) are sent.
 */
export function liveSocketReady(
  page: Page,
  operations: readonly string[] = ['ShareReceived', 'ItemsChanged'],
): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/api/graphql')) return;
      let acked = false;
      const subscribed = new Set<string>();
      const check = () => {
        if (acked && operations.every((name) => subscribed.has(name))) resolve();
      };
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"connection_ack"')) acked = true;
        check();
      });
      socket.on('framesent', ({ payload }) => {
        const match = /"operationName":"(\w+)"/.exec(String(payload));
        if (String(payload).includes('"subscribe"') && match) subscribed.add(match[1]!);
        check();
      });
    });
  });
}

/** Uploads files into `parentPath` through the REST API (setup a journey does not walk); returns their ids. */
export async function uploadThroughApi(page: Page, parentPath: string, files: PayloadFile[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    const response = await page.request.post('/api/files/upload', {
      multipart: { files: file, relativePaths: file.name, parentPath },
    });
    if (response.status() !== 201)
      throw new Error(`Upload of ${file.name} answered ${response.status()}: ${await response.text()}`);
    ids.push(((await response.json()) as { created: Array<{ id: string }> }).created[0]!.id);
  }
  return ids;
}

/** True when the page needs no sideways scrolling. */
export function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth);
}
