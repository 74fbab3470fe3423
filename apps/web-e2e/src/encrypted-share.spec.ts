import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as httpEce from 'http_ece';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import * as tus from 'tus-js-client';
import { wrapKeyWithPassword } from '@coffer/shared-ece';
import { PNG_BYTES, baseUrl, gql, launchBrowser, newUser, screenshot, signUp, type TestUser } from './support/browser';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const EMPTY_SHA256 = sha256(Buffer.alloc(0));
const aes128gcm = (key: Buffer) => ({ version: 'aes128gcm' as const, key, rs: 65536 });

interface EncryptedShare {
  itemId: string;
  token: string;
  key: Buffer;
  ciphertext: Buffer;
}

/** Every regular file under `dir` (the ones that hold bytes: not the server's control socket). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

/** The stored blob holding exactly `ciphertext` (the server keeps it under an id of its own). */
function storedBlob(ciphertext: Buffer): string {
  const digest = sha256(ciphertext);
  const dataDir = process.env['E2E_DATA_DIR']!;
  const found = filesUnder(dataDir).filter(
    (file) => statSync(file).size === ciphertext.length && sha256(readFileSync(file)) === digest,
  );
  if (found.length !== 1) throw new Error(`expected one stored copy of the ciphertext, found ${found.length}`);
  return found[0]!;
}

/**
 * What a script does (docs/api.md): encrypts with http_ece (an independent RFC 8188
 * implementation), uploads with tus-js-client from Node, with a public link.
 */
async function shareEncrypted(
  context: BrowserContext,
  plain: Buffer,
  metadata: { name: string; type: string },
  options: { body?: (ciphertext: Buffer) => Buffer } = {},
): Promise<EncryptedShare> {
  const key = randomBytes(16);
  const ciphertext = (options.body ?? ((c: Buffer) => c))(httpEce.encrypt(plain, aes128gcm(key)));
  const encryptedMetadata = httpEce
    .encrypt(Buffer.from(JSON.stringify(metadata)), aes128gcm(key))
    .toString('base64url');
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const itemId = await new Promise<string>((resolve, reject) => {
    let id: string | null = null;
    new tus.Upload(ciphertext, {
      endpoint: `${baseUrl()}/api/uploads`,
      headers: { Cookie: cookie },
      chunkSize: 1024 * 1024,
      metadata: { encryption: 'aes128gcm', encryptedMetadata, shareType: 'public' },
      onAfterResponse: (_req, res) => {
        id = res.getHeader('Coffer-Item-Id') ?? id;
      },
      onSuccess: () => (id ? resolve(id) : reject(new Error('no item id'))),
      onError: reject,
    }).start();
  });
  const page = context.pages()[0]!;
  const links = await gql<{ shareLinks: Array<{ token: string }> }>(
    page,
    'query($id: ID!) { shareLinks(fileId: $id) { token } }',
    { id: itemId },
  );
  return { itemId, token: links.shareLinks[0]!.token, key, ciphertext };
}

/**
 * The files in `dir` that are not in `before`, once there are none or 10 s have passed: Chromium
 * deletes a failed download's partial `.crdownload` file a moment after it reports the failure.
 */
async function newFilesOnceSettled(dir: string, before: Set<string>): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const added = readdirSync(dir).filter((name) => !before.has(name));
    if (added.length === 0 || Date.now() > deadline) return added;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Everything the browser sends (URLs without their fragment, which never leaves it; headers; bodies). */
function recordTraffic(context: BrowserContext): string[] {
  const sent: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    url.hash = '';
    sent.push(url.href, JSON.stringify(request.headers()), request.postData() ?? '');
  });
  return sent;
}

function expectNotSent(sent: string[], ...secrets: string[]): void {
  expect(sent.length).toBeGreaterThan(0);
  for (const secret of secrets) expect(sent.filter((text) => text.includes(secret))).toEqual([]);
}

/** Chromium's save picker replaced by a file in the origin-private file system (no dialog in headless runs). */
async function useFilePickerIntoOpfs(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    (window as unknown as { showSaveFilePicker: unknown }).showSaveFilePicker = async ({
      suggestedName,
    }: {
      suggestedName: string;
    }) => (await navigator.storage.getDirectory()).getFileHandle(suggestedName, { create: true });
  });
}

/** The browser without the File System Access API, like Firefox: saves go through the download worker. */
async function withoutFilePicker(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (window as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    delete (Window.prototype as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
}

/** sha256 of each file the page's origin-private file system holds, by name. */
function opfsFiles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const out: Record<string, string> = {};
    const root = (await navigator.storage.getDirectory()) as unknown as {
      entries(): AsyncIterable<[string, FileSystemFileHandle]>;
    };
    for await (const [name, handle] of root.entries()) {
      // Chromium's swap file of a writable being closed can vanish between listing and reading.
      if (name.endsWith('.crswap')) continue;
      let file: File;
      try {
        file = await handle.getFile();
      } catch (error) {
        if (error instanceof DOMException && error.name === 'NotFoundError') continue;
        throw error;
      }
      const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
      out[name] = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    }
    return out;
  });
}

/** The keys this browser keeps for encrypted items (the web app's IndexedDB store). */
function keptKeys(page: Page): Promise<Array<{ itemId: string; key: string; linkFragment: string | null }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        // The app's own database, at whatever version the app made it.
        const request = indexedDB.open('coffer');
        request.onerror = () => reject(new Error(String(request.error)));
        request.onsuccess = () => {
          const all = request.result.transaction('encrypted-file-keys').objectStore('encrypted-file-keys').getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(new Error(String(all.error)));
        };
      }),
  );
}

describe('end-to-end encrypted share links in the browser', () => {
  let browser: Browser;
  let downloads: string;
  let owner: { context: BrowserContext; page: Page; user: TestUser };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    downloads = mkdtempSync(join(tmpdir(), 'coffer-e2e-downloads-'));
    browser = await launchBrowser({ downloadsPath: downloads });
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    const user = newUser('Olga Owner');
    await signUp(page, user, { openDashboard: false });
    owner = { context, page, user };
  });
  afterAll(async () => {
    await browser.close();
    rmSync(downloads, { recursive: true, force: true });
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  /** A visitor's page (no account), optionally set up before any page script runs. */
  async function visitor(setup?: (context: BrowserContext) => Promise<void>) {
    const context = await browser.newContext({ baseURL: baseUrl(), acceptDownloads: true });
    contexts.push(context);
    await setup?.(context);
    const sent = recordTraffic(context);
    const page = await context.newPage();
    return { context, page, sent };
  }

  async function linkId(share: EncryptedShare): Promise<string> {
    const links = await gql<{ shareLinks: Array<{ id: string }> }>(
      owner.page,
      'query($id: ID!) { shareLinks(fileId: $id) { id } }',
      { id: share.itemId },
    );
    return links.shareLinks[0]!.id;
  }

  async function accessCount(share: EncryptedShare): Promise<number> {
    const links = await gql<{ shareLinks: Array<{ accessCount: number }> }>(
      owner.page,
      'query($id: ID!) { shareLinks(fileId: $id) { accessCount } }',
      { id: share.itemId },
    );
    return links.shareLinks[0]!.accessCount;
  }

  const open = (page: Page, share: EncryptedShare, fragment: string | null) =>
    page.goto(`/share/${share.token}${fragment === null ? '' : `#${fragment}`}`);

  it('decrypts the name and type, and saves a multi-record file through the file picker, decrypted as it streams', async () => {
    const plain = randomBytes(3 * 1024 * 1024 + 12345);
    const share = await shareEncrypted(owner.context, plain, {
      name: 'Quarterly report.bin',
      type: 'application/x-test',
    });
    const { page, sent } = await visitor(useFilePickerIntoOpfs);
    await open(page, share, share.key.toString('base64url'));

    await page.getByRole('heading', { level: 1, name: 'Quarterly report.bin' }).waitFor();
    await page.getByText('Encrypted file - Secure download').waitFor();
    expect(await page.getByText('application/x-test').count()).toBe(1);
    await screenshot(page, 'encrypted-share-ready');

    await page.getByRole('button', { name: 'Download File' }).click();
    // The picker's writable keeps the bytes in a .crswap file and moves them into the file on close.
    let saved = await opfsFiles(page);
    while (
      !saved['Quarterly report.bin'] ||
      Object.keys(saved).some((name) => name.endsWith('.crswap')) ||
      saved['Quarterly report.bin'] === EMPTY_SHA256
    )
      saved = await opfsFiles(page);
    expect(saved).toEqual({ 'Quarterly report.bin': sha256(plain) });
    expectNotSent(sent, share.key.toString('base64url'), share.key.toString('base64'));
  });

  it('saves through the download service worker where there is no file picker (sha256 equal), the key only in a message', async () => {
    const plain = randomBytes(2 * 1024 * 1024 + 999);
    const share = await shareEncrypted(owner.context, plain, { name: 'archive.tar', type: 'application/x-tar' });
    const { page, sent } = await visitor(withoutFilePicker);
    await open(page, share, share.key.toString('base64url'));
    await page.getByRole('heading', { level: 1, name: 'archive.tar' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download File' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('archive.tar');
    expect(await download.failure()).toBeNull();
    expect(sha256(readFileSync(await download.path()))).toBe(sha256(plain));
    const script = await page.request.get('/share-download-sw.js');
    expect(script.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(script.headers()['cache-control']).toBe('no-cache');
    // The worker's own fetch of the ciphertext is among the recorded requests.
    expect(sent.some((text) => text.includes('/api/share/download/'))).toBe(true);
    expectNotSent(sent, share.key.toString('base64url'), share.key.toString('base64'));
  });

  it('previews a decrypted image from a blob URL', async () => {
    const share = await shareEncrypted(owner.context, PNG_BYTES, { name: 'photo.png', type: 'image/png' });
    const { page, sent } = await visitor();
    await open(page, share, share.key.toString('base64url'));
    await page.getByRole('heading', { level: 1, name: 'photo.png' }).waitFor();
    await page.getByRole('button', { name: 'Preview' }).click();
    const viewer = page.getByRole('dialog', { name: 'photo.png' });
    const image = viewer.getByRole('img', { name: 'photo.png' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    await page.waitForFunction((el) => (el as HTMLImageElement).complete, await image.elementHandle());
    expect(await image.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(8);
    await screenshot(page, 'encrypted-share-preview');
    expectNotSent(sent, share.key.toString('base64url'));
  });

  it('asks for the password of a password-wrapped key, refuses a wrong one, and opens with the right one', async () => {
    const share = await shareEncrypted(owner.context, Buffer.from('the minutes'), {
      name: 'minutes.txt',
      type: 'text/plain',
    });
    const fragment = await wrapKeyWithPassword(share.key, 'correct horse');
    const { page, sent } = await visitor();
    await open(page, share, fragment);

    const password = page.getByLabel(/^Password/);
    await page.getByText('The password is part of the key').waitFor();
    await password.fill('wrong horse');
    await page.getByRole('button', { name: 'Decrypt' }).click();
    await page.getByRole('alert').filter({ hasText: 'The password is wrong.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Download File' }).count()).toBe(0);
    await screenshot(page, 'encrypted-share-wrong-password');

    await password.fill('correct horse');
    await page.getByRole('button', { name: 'Decrypt' }).click();
    await page.getByRole('heading', { level: 1, name: 'minutes.txt' }).waitFor();
    expectNotSent(sent, share.key.toString('base64url'), fragment, 'correct horse', 'wrong horse');
  });

  it("asks for the link's own password first, then decrypts with the key from the fragment", async () => {
    const share = await shareEncrypted(owner.context, Buffer.from('gated'), { name: 'gated.txt', type: 'text/plain' });
    await gql(owner.page, 'mutation($i: UpdateShareLinkInput!) { updateShareLink(input: $i) { id } }', {
      i: { id: await linkId(share), password: 'server side secret' },
    });
    const { page, sent } = await visitor();
    await open(page, share, share.key.toString('base64url'));
    await page.getByRole('heading', { name: 'Password Required' }).waitFor();
    await page.getByLabel(/^Password/).fill('server side secret');
    await page.getByRole('button', { name: 'Access File' }).click();
    await page.getByRole('heading', { level: 1, name: 'gated.txt' }).waitFor();
    expectNotSent(sent, share.key.toString('base64url'));
  });

  it('says so, and offers no download, when the key is missing or wrong', async () => {
    const share = await shareEncrypted(owner.context, Buffer.from('secret'), { name: 's.txt', type: 'text/plain' });
    const { page } = await visitor();
    await open(page, share, null);
    await page.getByRole('alert').filter({ hasText: 'missing the key' }).waitFor();
    expect(await page.getByRole('button', { name: 'Download File' }).count()).toBe(0);

    await open(page, share, randomBytes(16).toString('base64url'));
    await page.getByRole('alert').filter({ hasText: 'does not decrypt this file' }).waitFor();
    expect(await page.getByRole('button', { name: 'Download File' }).count()).toBe(0);
    await screenshot(page, 'encrypted-share-wrong-key');
  });

  it("under a download limit, opening and one download spend one, and a preview's decrypted copy is what Download saves", async () => {
    const plain = Buffer.from('limited minutes\n'.repeat(100));
    const share = await shareEncrypted(owner.context, plain, { name: 'limited.txt', type: 'text/plain' });
    await gql(owner.page, 'mutation($i: UpdateShareLinkInput!) { updateShareLink(input: $i) { id } }', {
      i: { id: await linkId(share), maxAccess: 3 },
    });
    const { page } = await visitor(withoutFilePicker);
    await open(page, share, share.key.toString('base64url'));
    await page.getByRole('button', { name: 'Preview' }).click();
    const viewer = page.getByRole('dialog', { name: 'limited.txt' });
    expect(await viewer.getByTestId('text-preview').innerText()).toBe(plain.toString());
    await page.keyboard.press('Escape');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download File' }).click(),
    ]);
    expect(readFileSync(await download.path()).equals(plain)).toBe(true);
    expect(await accessCount(share)).toBe(1);

    // Without a preview, the streamed download is the one fetch this opening paid for.
    const second = await visitor(withoutFilePicker);
    await open(second.page, share, share.key.toString('base64url'));
    const [streamed] = await Promise.all([
      second.page.waitForEvent('download'),
      second.page.getByRole('button', { name: 'Download File' }).click(),
    ]);
    expect(readFileSync(await streamed.path()).equals(plain)).toBe(true);
    expect(await accessCount(share)).toBe(2);
  });

  it("adds the file to a signed-in visitor's files and keeps the key for their copy in this browser", async () => {
    const share = await shareEncrypted(owner.context, Buffer.from('board notes'), {
      name: 'board.txt',
      type: 'text/plain',
    });
    const { page } = await visitor();
    await signUp(page, newUser('Vera Visitor'), { openDashboard: false });
    await open(page, share, share.key.toString('base64url'));
    await page.getByRole('button', { name: 'Add to My Files' }).click();
    await page.getByText('"board.txt" is now in your files.').waitFor();
    const keyText = share.key.toString('base64url');
    let kept: Array<{ itemId: string; key: string; linkFragment: string | null }> = [];
    while (!kept.some((entry) => entry.key === keyText)) kept = await keptKeys(page);
    const copy = kept.find((entry) => entry.key === keyText)!;
    expect(copy.itemId).not.toBe(share.itemId);
    expect(copy.linkFragment).toBeNull();
    const added = await gql<{ item: { encryptionType: string; encryptedMetadata: string } }>(
      page,
      'query($id: ID!) { item(id: $id) { encryptionType encryptedMetadata } }',
      { id: copy.itemId },
    );
    expect(added.item.encryptionType).toBe('aes128gcm');
    const record = httpEce.decrypt(Buffer.from(added.item.encryptedMetadata, 'base64url'), aes128gcm(share.key));
    expect(JSON.parse(record.toString())).toEqual({ name: 'board.txt', type: 'text/plain' });
  });

  describe('a changed or cut-off ciphertext ends in an error and no saved file', () => {
    const plain = randomBytes(512 * 1024);
    let tampered: EncryptedShare;
    let truncated: EncryptedShare;

    beforeAll(async () => {
      tampered = await shareEncrypted(owner.context, plain, { name: 'tampered.bin', type: 'application/x-test' });
      // One flipped byte in the third record of the stored blob.
      const blob = storedBlob(tampered.ciphertext);
      const stored = readFileSync(blob);
      const at = 21 + 2 * 65536 + 100;
      stored[at] = stored[at]! ^ 0x01;
      writeFileSync(blob, stored);
      // Uploaded without its last record: every byte the server has is authentic.
      truncated = await shareEncrypted(
        owner.context,
        plain,
        { name: 'truncated.bin', type: 'application/x-test' },
        { body: (c) => c.subarray(0, 21 + 4 * 65536) },
      );
    });

    it.each([
      ['tampered', () => tampered],
      ['truncated', () => truncated],
    ])('the %s file with the file picker: the file is removed', async (_label, share) => {
      const { page } = await visitor(useFilePickerIntoOpfs);
      await open(page, share(), share().key.toString('base64url'));
      await page.getByRole('button', { name: 'Download File' }).click();
      await page.getByRole('alert').filter({ hasText: 'The download failed' }).waitFor();
      expect(await opfsFiles(page)).toEqual({});
    });

    it.each([
      ['tampered', () => tampered],
      ['truncated', () => truncated],
    ])('the %s file through the service worker: the download fails and leaves nothing', async (_label, share) => {
      const { page } = await visitor(withoutFilePicker);
      await open(page, share(), share().key.toString('base64url'));
      const before = new Set(readdirSync(downloads));
      // The worker errors its response at the changed record: when that comes before Chromium has
      // handed the response to its download manager, no download starts at all.
      const started: Download[] = [];
      page.on('download', (download) => started.push(download));
      await page.getByRole('button', { name: 'Download File' }).click();
      await page.getByRole('alert').filter({ hasText: 'The download failed' }).waitFor();
      for (const download of started) {
        expect(await download.failure()).not.toBeNull();
        expect(await download.path().catch(() => null)).toBeNull();
      }
      expect(await newFilesOnceSettled(downloads, before)).toEqual([]);
      await screenshot(page, 'encrypted-share-download-failed');
    });
  });
});
