// End-to-end encrypted uploads in Chromium: the web app encrypts the file as it sends it, the
// stored bytes are an aes128gcm body that http_ece (an independent implementation) decrypts with
// the key from the link the UI shows, and neither the key nor the file's name reaches the server:
// not in any request the browser makes (the owner's upload and sharing, a visitor's download
// through the share page and its service worker), not in the server's log, not in its database or
// on its disk.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as httpEce from 'http_ece';
import type { BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import {
  baseUrl,
  chooseItemAction,
  gql,
  goToMyFiles,
  logIn,
  newPage,
  newUser,
  openUploadDialog,
  screenshot,
  signUp,
  useBrowserPage,
  type BrowserSession,
} from './support/browser';

const MB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

interface SentRequest {
  url: string;
  headers: string;
  body: Buffer;
}

/**
 * Every request the context's pages, workers and service workers make: URL (without its fragment,
 * which never leaves the browser), headers and body, appended to `sent`. Playwright reads a Blob
 * body (tus's PATCHes, which the chunks' workers send) only of a request it intercepts, so the
 * upload requests are routed through it unchanged. Call before the context's first navigation.
 */
async function recordRequests(context: BrowserContext, sent: SentRequest[] = []): Promise<SentRequest[]> {
  context.on('request', (request: Request) => {
    const url = new URL(request.url());
    url.hash = '';
    sent.push({
      url: url.href,
      headers: JSON.stringify(request.headers()),
      body: request.postDataBuffer() ?? Buffer.alloc(0),
    });
  });
  await context.route('**/api/uploads/**', (route) => route.continue());
  return sent;
}

/** The key in every form it could leak in: base64url (the link's), base64 and hex. */
function keyForms(keyText: string): string[] {
  const key = Buffer.from(keyText, 'base64url');
  expect(key.length).toBe(16);
  return [keyText, key.toString('base64'), key.toString('base64').replace(/=+$/, ''), key.toString('hex')];
}

/**
 * Every file under `dir`, recursively (the server's storage, its embedded database, its log, its
 * mail): regular files only, the ones that hold bytes (not the server's control socket).
 */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const stats = statSync(path);
    return stats.isDirectory() ? filesUnder(path) : stats.isFile() ? [path] : [];
  });
}

/** A dump of the server's database: pg_dump of the test database on PostgreSQL; the embedded one's files otherwise. */
function databaseDump(): Buffer {
  const url = process.env['DATABASE_URL'];
  if (url) return execFileSync('pg_dump', ['--data-only', url], { maxBuffer: 512 * MB });
  const dataDir = process.env['E2E_DATA_DIR']!;
  return Buffer.concat(filesUnder(join(dataDir, 'pg')).map((path) => readFileSync(path)));
}

function serverLog(): Buffer {
  return readFileSync(join(process.env['E2E_DATA_DIR']!, 'server.log'));
}

function expectAbsent(haystack: Buffer, needles: readonly string[], where: string): void {
  for (const needle of needles) {
    const found = haystack.indexOf(Buffer.from(needle, 'utf8')) >= 0;
    expect({ where, needle, found }).toEqual({ where, needle, found: false });
  }
}

interface StoredItem {
  id: string;
  name: string;
  encryptionType: string | null;
  encryptedMetadata: string | null;
}

async function storedItems(page: Page, path = '/'): Promise<StoredItem[]> {
  const data = await gql<{ folder: { edges: Array<{ node: StoredItem }> } }>(
    page,
    'query($path: String!) { folder(path: $path, first: 100) { edges { node { id: databaseId name encryptionType encryptedMetadata } } } }',
    { path },
  );
  return data.folder.edges.map((e) => e.node);
}

/** The ciphertext as stored, through the owner's download URL. */
async function storedCiphertext(page: Page, id: string): Promise<Buffer> {
  const response = await page.request.get(`/api/files/download/${id}`);
  expect(response.status()).toBe(200);
  return Buffer.from(await response.body());
}

const decrypt = (body: Buffer, keyText: string) =>
  httpEce.decrypt(body, { version: 'aes128gcm', key: Buffer.from(keyText, 'base64url') });

describe('end-to-end encrypted uploads in the browser', () => {
  let session: BrowserSession;
  let context: BrowserContext;
  let page: Page;
  useBrowserPage((s) => ({ context, page } = session = s));
  const extraContexts: BrowserContext[] = [];
  afterEach(async () => {
    for (const extra of extraContexts.splice(0)) await extra.close();
  });

  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'coffer-encrypted-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A text file (the app accepts PDF, images and text, checked by content before anything is sent). */
  function sourceFile(name: string, bytes: number): { path: string; content: Buffer } {
    const content = Buffer.from(randomBytes(bytes).toString('base64').slice(0, bytes), 'utf8');
    const path = join(dir, name);
    writeFileSync(path, content);
    return { path, content };
  }

  it("stores only ciphertext that http_ece decrypts with the key of the shown link; through upload, share and a visitor's download the key and name go nowhere", async () => {
    const user = newUser();
    // One recording for the whole session: the owner's pages, then the visitor's page and service worker.
    const sent = await recordRequests(context);
    await signUp(page, user);
    const name = `quarterly-${randomBytes(4).toString('hex')}-report.txt`;
    const { path, content } = sourceFile(name, 3 * MB + 123);

    await goToMyFiles(page);
    const dialog = await openUploadDialog(page);
    await page.getByTestId('upload-files-input').setInputFiles(path);
    await dialog.getByRole('switch', { name: /^End-to-end encrypted link/ }).check();
    await dialog.getByRole('switch', { name: /^Create a share link/ }).check();
    await screenshot(page, 'upload-encrypted-options');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

    // The dialog shows the link with its key once the file is in.
    const shownLink = dialog.getByRole('textbox', { name });
    await shownLink.waitFor({ timeout: 30000 });
    const link = await shownLink.inputValue();
    await screenshot(page, 'upload-encrypted-links');
    const [shareUrl, keyText] = link.split('#') as [string, string];
    expect(keyText).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The server holds an 'Encrypted file' whose bytes decrypt to the source with the link's key.
    const [item] = (await storedItems(page)).filter((i) => i.encryptionType === 'aes128gcm');
    expect(item).toMatchObject({ name: 'Encrypted file', encryptionType: 'aes128gcm' });
    const ciphertext = await storedCiphertext(page, item!.id);
    expect(ciphertext.length).toBe(21 + content.length + 17 * Math.ceil(content.length / 65519));
    expect(sha256(decrypt(ciphertext, keyText))).toBe(sha256(content));
    // As does what the share link serves.
    const token = shareUrl.split('/').pop()!;
    const access = await page.request.get(`/api/share/access/${token}`);
    const { downloadUrl } = (await access.json()) as { downloadUrl: string };
    const shared = Buffer.from(await (await page.request.get(downloadUrl)).body());
    expect(sha256(decrypt(shared, keyText))).toBe(sha256(content));

    // The owner sees the real name, with the lock badge.
    const card = page.getByTestId('file-card').filter({ hasText: name });
    await card.getByText('End-to-end encrypted').waitFor();
    await screenshot(page, 'files-encrypted-owner');

    // The file menu's Copy link gives the link with its key.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await chooseItemAction(page, name, 'Copy link');
    await page.getByText('Link copied').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // A visitor opens the link in another context of the same browser and saves the file through
    // the share page's download service worker, decrypted as it streams.
    const visitor = await session.browser.newContext({ baseURL: baseUrl(), acceptDownloads: true });
    extraContexts.push(visitor);
    await recordRequests(visitor, sent);
    await visitor.addInitScript(() => {
      delete (window as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
      delete (Window.prototype as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(link);
    await visitorPage.getByRole('heading', { level: 1, name }).waitFor();
    const [download] = await Promise.all([
      visitorPage.waitForEvent('download'),
      visitorPage.getByRole('button', { name: 'Download File' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    expect(sha256(readFileSync(await download.path()))).toBe(sha256(content));

    // Nothing the browser sent, nothing the server logged or stored holds the key or the name.
    const secrets = [...keyForms(keyText), name];
    expect(sent.some((r) => r.url.includes('/api/uploads'))).toBe(true);
    // The chunks went from their own workers.
    expect(sent.some((r) => r.url.endsWith('/encrypted-chunk-worker.js'))).toBe(true);
    // The service worker's fetch of the ciphertext is among the recorded requests.
    expect(sent.some((r) => r.url.includes('/api/share/download/'))).toBe(true);
    for (const request of sent) {
      expectAbsent(Buffer.from(request.url), secrets, `URL ${request.url}`);
      expectAbsent(Buffer.from(request.headers), secrets, `headers of ${request.url}`);
      expectAbsent(request.body, secrets, `body of ${request.url}`);
    }
    // The checks see what they must: the ciphertext in the PATCH bodies, the item's row in the dump.
    const patched = () => sent.filter((r) => r.url.includes('/api/uploads/')).reduce((n, r) => n + r.body.length, 0);
    for (let i = 0; i < 100 && patched() < ciphertext.length; i++) await page.waitForTimeout(50);
    expect(patched()).toBeGreaterThanOrEqual(ciphertext.length);
    const dump = databaseDump();
    expect(dump.includes(item!.encryptedMetadata!)).toBe(true);
    expectAbsent(serverLog(), secrets, 'server log');
    expectAbsent(dump, secrets, 'database');
    const storage = filesUnder(process.env['E2E_DATA_DIR']!).filter((p) => !p.includes(join('pg', '')));
    for (const file of storage) expectAbsent(readFileSync(file), secrets, file);

    // Another browser of the same person: locked until the link is pasted.
    const other = await newPage(session.browser);
    extraContexts.push(other.context);
    await other.page.goto('/login');
    await logIn(other.page, user);
    await goToMyFiles(other.page);
    const locked = other.page.getByTestId('file-card').filter({ hasText: 'Encrypted file' });
    await locked.getByText('End-to-end encrypted').waitFor();
    expect(await other.page.getByText(name).count()).toBe(0);
    await chooseItemAction(other.page, 'Encrypted file', 'Unlock');
    const unlock = other.page.getByRole('dialog', { name: 'Unlock encrypted file' });
    // Another file's link is refused.
    await unlock.getByLabel('File link').fill(`${shareUrl}#${randomBytes(16).toString('base64url')}`);
    await unlock.getByRole('button', { name: 'Unlock' }).click();
    await unlock
      .getByRole('alert')
      .getByText(/does not open this file/)
      .waitFor();
    await unlock.getByLabel('File link').fill(link);
    await unlock.getByRole('button', { name: 'Unlock' }).click();
    await unlock.waitFor({ state: 'hidden' });
    await other.page.getByTestId('file-card').filter({ hasText: name }).getByText('End-to-end encrypted').waitFor();
    await screenshot(other.page, 'files-encrypted-unlocked');
  }, 120_000);

  async function throttle(cdp: CDPSession, uploadThroughput: number): Promise<void> {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  }

  it('resumes an encrypted upload after a reload with the same key and salt: the stored body decrypts to the source', async () => {
    await signUp(page, newUser());
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, 2 * MB);
    const name = `resumed-${randomBytes(3).toString('hex')}.txt`;
    const { path, content } = sourceFile(name, 12 * MB);
    await goToMyFiles(page);
    const dialog = await openUploadDialog(page);
    await page.getByTestId('upload-files-input').setInputFiles(path);
    await dialog.getByRole('switch', { name: /^End-to-end encrypted link/ }).check();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="upload-total-percent"]')?.textContent?.replace('%', '')) >= 30,
      undefined,
      { timeout: 30000 },
    );

    await page.reload();
    const patches: number[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'PATCH') patches.push(Number(request.headers()['upload-offset']));
    });
    const offer = page.getByTestId('resume-uploads');
    // This browser kept the name with the key: the offer can say which file it is.
    await offer.getByText(name).waitFor();
    await throttle(cdp, -1);
    await page.getByTestId('resume-files-input').setInputFiles(path);
    await page.getByText('Upload Successful!').first().waitFor({ timeout: 30000 });
    expect(patches[0]).toBeGreaterThan(0);

    const [item] = (await storedItems(page)).filter((i) => i.encryptionType === 'aes128gcm');
    const keys = await page.evaluate(
      () =>
        new Promise<Array<{ itemId: string; key: string }>>((resolve, reject) => {
          const open = indexedDB.open('coffer');
          open.onerror = () => reject(new Error(String(open.error)));
          open.onsuccess = () => {
            const request = open.result.transaction('encrypted-file-keys').objectStore('encrypted-file-keys').getAll();
            request.onsuccess = () => resolve(request.result as Array<{ itemId: string; key: string }>);
          };
        }),
    );
    const key = keys.find((k) => k.itemId === item!.id)?.key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(sha256(decrypt(await storedCiphertext(page, item!.id), key!))).toBe(sha256(content));
    await page.getByTestId('file-card').filter({ hasText: name }).getByText('End-to-end encrypted').waitFor();
  }, 120_000);
});
