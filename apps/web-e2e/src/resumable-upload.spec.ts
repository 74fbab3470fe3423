// Resumable uploads in Chromium: the web app sends large files over tus (tus-js-client) with
// pause and resume, rides out the browser going offline, and resumes after a reload from the
// server's offset. Each journey checks the stored bytes against the source by sha256.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import { gql, goToMyFiles, newUser, openUploadDialog, screenshot, signUp, useBrowserPage } from './support/browser';

const MB = 1024 * 1024;
/** Above the size from which the app uploads resumably. */
const FILE_BYTES = 12 * MB;
/** Upload bandwidth while a test needs the file in flight for a few seconds. */
const SLOW_UPLOAD_BYTES_PER_S = 2 * MB;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('resumable uploads in the browser', () => {
  let context: BrowserContext;
  let page: Page;
  useBrowserPage((session) => ({ context, page } = session));

  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'coffer-resumable-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A text file on disk (a stable modification time, as a file the user picks again has). */
  function sourceFile(name: string, bytes = FILE_BYTES): { path: string; content: Buffer } {
    const content = Buffer.from(
      randomBytes(Math.ceil((bytes * 3) / 4))
        .toString('base64')
        .slice(0, bytes),
      'utf8',
    );
    const path = join(dir, name);
    writeFileSync(path, content);
    return { path, content };
  }

  async function throttle(cdp: CDPSession, uploadThroughput: number): Promise<void> {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  }

  interface StoredItem {
    id: string;
    name: string;
    requiresPassword: boolean;
    hasShareLink: boolean;
  }

  async function storedItem(name: string, path = '/'): Promise<StoredItem> {
    const data = await gql<{ folder: { edges: Array<{ node: StoredItem }> } }>(
      page,
      'query($path: String!) { folder(path: $path, first: 100) { edges { node { id: databaseId name requiresPassword hasShareLink } } } }',
      { path },
    );
    const item = data.folder.edges.map((e) => e.node).find((n) => n.name === name);
    if (!item) throw new Error(`${name} is not in ${path}`);
    return item;
  }

  /** The bytes of the uploaded file through the download API. */
  async function storedBytes(name: string, path = '/'): Promise<Buffer> {
    const item = await storedItem(name, path);
    const response = await page.request.get(`/api/files/download/${item.id}`);
    expect(response.status()).toBe(200);
    return Buffer.from(await response.body());
  }

  async function totalPercent(): Promise<number> {
    return Number((await page.getByTestId('upload-total-percent').first().innerText()).replace('%', ''));
  }

  async function waitForPercent(atLeast: number): Promise<void> {
    await page.waitForFunction(
      (min) =>
        Number(document.querySelector('[data-testid="upload-total-percent"]')?.textContent?.replace('%', '') ?? 0) >=
        min,
      atLeast,
      { timeout: 30000 },
    );
  }

  /** The PATCH requests to /api/uploads with their Upload-Offset (in the order sent). */
  function recordPatches(): Array<{ offset: number; request: Request }> {
    const patches: Array<{ offset: number; request: Request }> = [];
    page.on('request', (request: Request) => {
      if (request.method() !== 'PATCH' || !request.url().includes('/api/uploads/')) return;
      patches.push({ offset: Number(request.headers()['upload-offset']), request });
    });
    return patches;
  }

  /**
   * Bytes these (finished) PATCH requests carried: each request's body is everything from its
   * Upload-Offset to the offset its answer reports (the server reads a body to its end, so a
   * completed PATCH moves the offset by exactly its Content-Length).
   */
  async function bodyBytes(patches: ReadonlyArray<{ offset: number; request: Request }>): Promise<number> {
    let total = 0;
    for (const { offset, request } of patches) {
      const response = await request.response();
      const headers = (await request.allHeaders()) as Record<string, string | undefined>;
      const after = Number(response?.headers()['upload-offset']);
      if (headers['content-length'] !== undefined) expect(Number(headers['content-length'])).toBe(after - offset);
      total += after - offset;
    }
    return total;
  }

  async function startUpload(path: string, password?: string): Promise<void> {
    await goToMyFiles(page);
    const dialog = await openUploadDialog(page);
    await page.getByTestId('upload-files-input').setInputFiles(path);
    if (password) {
      await dialog.getByRole('switch', { name: /^Create a share link/ }).check();
      await dialog.getByLabel('Password protection').check();
      await dialog.getByLabel('Password', { exact: true }).fill(password);
    }
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByTestId('upload-panel').waitFor();
  }

  it('pauses and resumes a large upload; the bytes continue from the server offset', async () => {
    await signUp(page, newUser());
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, SLOW_UPLOAD_BYTES_PER_S);
    const { path, content } = sourceFile('paused.txt');
    const patches = recordPatches();
    await startUpload(path, 'Secret-pw1');
    await waitForPercent(15);

    await page.getByRole('button', { name: 'Pause paused.txt' }).click();
    const entry = page.getByTestId('upload-entry').first();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="upload-entry"]')?.getAttribute('data-status') === 'paused',
    );
    expect(await page.getByRole('button', { name: 'Uploading...' }).isDisabled()).toBe(true);
    await page.mouse.move(0, 0);
    await page.getByTestId('upload-panel').scrollIntoViewIfNeeded();
    await screenshot(page, 'upload-panel-paused');
    const pausedAt = await totalPercent();
    await page.waitForTimeout(1000);
    expect(await totalPercent()).toBe(pausedAt);
    expect(await entry.getAttribute('data-status')).toBe('paused');

    await throttle(cdp, -1);
    await page.getByRole('button', { name: 'Resume paused.txt' }).click();
    await page.getByText('Upload Successful!').first().waitFor({ timeout: 30000 });

    // The PATCH after the pause started where the server had stopped, not at 0.
    expect(patches.length).toBeGreaterThanOrEqual(2);
    expect(patches[0]!.offset).toBe(0);
    expect(patches[patches.length - 1]!.offset).toBeGreaterThan(0);
    expect(sha256(await storedBytes('paused.txt'))).toBe(sha256(content));
    // The created file's id came back with the last PATCH: its link got the password.
    expect(await storedItem('paused.txt')).toMatchObject({ hasShareLink: true, requiresPassword: true });
  });

  it('uploads a dropped folder whose large file goes resumably, keeping the structure', async () => {
    await signUp(page, newUser());
    const creations: string[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/uploads')) creations.push(request.url());
    });
    await goToMyFiles(page);
    const dialog = await openUploadDialog(page);
    const BIG = 9 * MB;
    await page.getByTestId('upload-dropzone').evaluate((element, size) => {
      const fileEntry = (name: string, text: string) => ({
        isFile: true,
        isDirectory: false,
        name,
        file: (ok: (f: File) => void) => ok(new File([text], name, { type: 'text/plain' })),
      });
      const dirEntry = (name: string, children: unknown[]) => ({
        isFile: false,
        isDirectory: true,
        name,
        createReader: () => {
          let done = false;
          return {
            readEntries: (ok: (e: unknown[]) => void) => setTimeout(() => ok(done ? [] : ((done = true), children)), 0),
          };
        },
      });
      const tree = dirEntry('Big', [
        fileEntry('small.txt', 'small'),
        dirEntry('inner', [fileEntry('big.txt', 'abcdefgh'.repeat(size / 8))]),
      ]);
      const event = new Event('drop', { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'dataTransfer', {
        value: {
          items: [{ kind: 'file', webkitGetAsEntry: () => tree, getAsFile: () => null }],
          files: [],
          dropEffect: 'copy',
          types: ['Files'],
        },
      });
      element.dispatchEvent(event);
    }, BIG);
    await dialog.getByRole('list', { name: 'Selected files' }).getByText('Big/inner/big.txt').waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Upload Successful!').first().waitFor({ timeout: 30000 });

    expect(creations).toHaveLength(1);
    expect(sha256(await storedBytes('big.txt', '/Big/inner/'))).toBe(sha256(Buffer.from('abcdefgh'.repeat(BIG / 8))));
    expect((await storedBytes('small.txt', '/Big/')).toString()).toBe('small');
  });

  it('waits out the browser going offline and finishes by itself once back online', async () => {
    await signUp(page, newUser());
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, SLOW_UPLOAD_BYTES_PER_S);
    const { path, content } = sourceFile('offline.txt');
    const patches = recordPatches();
    await startUpload(path);
    await waitForPercent(15);

    await context.setOffline(true);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="upload-entry"]')?.getAttribute('data-status') === 'offline',
      undefined,
      { timeout: 15000 },
    );
    await page.getByText('Waiting for the network').waitFor();
    await page.waitForTimeout(1000);
    await context.setOffline(false);
    await throttle(cdp, -1);

    await page.getByText('Upload Successful!').first().waitFor({ timeout: 30000 });
    expect(patches[patches.length - 1]!.offset).toBeGreaterThan(0);
    expect(sha256(await storedBytes('offline.txt'))).toBe(sha256(content));
  });

  it('offers the unfinished upload after a reload and resumes it from the server offset when the same file is picked again', async () => {
    await signUp(page, newUser());
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, SLOW_UPLOAD_BYTES_PER_S);
    const { path, content } = sourceFile('reloaded.txt');
    await startUpload(path);
    await waitForPercent(30);

    await page.reload();
    const patches = recordPatches();
    const offer = page.getByTestId('resume-uploads');
    await offer
      .getByText('1 upload stopped before finishing. Choose the same files again to continue where they left off.')
      .waitFor();
    await offer.getByText('reloaded.txt').waitFor();
    await screenshot(page, 'upload-resume-offer');

    await page.getByTestId('resume-files-input').setInputFiles(path);
    // Still slow: the panel shows speed and time left while the rest goes.
    await page.getByTestId('upload-total-line').getByText(/left$/).waitFor();
    await screenshot(page, 'upload-resume-progress');
    await throttle(cdp, -1);
    await page.getByText('Upload Successful!').first().waitFor({ timeout: 30000 });
    await offer.waitFor({ state: 'hidden' });

    // Only what the server lacked went over the wire after the reload.
    expect(patches.length).toBeGreaterThanOrEqual(1);
    const resumedAt = patches[0]!.offset;
    expect(resumedAt).toBeGreaterThan(0.2 * FILE_BYTES);
    expect(await bodyBytes(patches)).toBe(FILE_BYTES - resumedAt);
    expect(sha256(await storedBytes('reloaded.txt'))).toBe(sha256(content));
    // The offer is gone for good once the file is in.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('resume-uploads').count()).toBe(0);
  });

  it("resumes an upload only the server remembers (this browser lost its record) from the server's pendingUploads", async () => {
    await signUp(page, newUser());
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, SLOW_UPLOAD_BYTES_PER_S);
    const { path, content } = sourceFile('remembered.txt');
    await startUpload(path);
    await waitForPercent(30);
    // A closed tab and a lost upload record (the sign-in and the per-origin value it is bound to
    // kept): only the server knows the upload now.
    await page.goto('about:blank');
    await throttle(cdp, -1);
    await page.goto('/dashboard/my-files');
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key !== 'coffer.client-binding') localStorage.removeItem(key);
    });
    await page.reload();

    const patches = recordPatches();
    const offer = page.getByTestId('resume-uploads');
    await offer.getByText('remembered.txt').waitFor();
    const pending = await gql<{ pendingUploads: Array<{ name: string; offset: number }> }>(
      page,
      '{ pendingUploads { name offset } }',
    );
    expect(pending.pendingUploads).toHaveLength(1);
    const serverOffset = pending.pendingUploads[0]!.offset;
    expect(serverOffset).toBeGreaterThan(0);

    await page.getByTestId('resume-files-input').setInputFiles(path);
    await page.getByText('Upload Successful!').first().waitFor({ timeout: 30000 });
    expect(patches[0]!.offset).toBe(serverOffset);
    expect(await bodyBytes(patches)).toBe(FILE_BYTES - serverOffset);
    expect(sha256(await storedBytes('remembered.txt'))).toBe(sha256(content));
    expect((await gql<{ pendingUploads: unknown[] }>(page, '{ pendingUploads { id } }')).pendingUploads).toEqual([]);
  });
});
