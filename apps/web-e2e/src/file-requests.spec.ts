// File requests in Chromium: the owner makes a request in the web app and watches files arrive
// live while a visitor without an account (a second browser context) sends files and a whole
// folder over tus, pausing, resuming and reloading mid-way; refusals show the server's words.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import {
  DESKTOP,
  PDF_BYTES,
  PHONE,
  PNG_BYTES,
  baseUrl,
  createFolders,
  fitsWidth,
  gql,
  launchBrowser,
  liveSocketReady,
  newUser,
  screenshot,
  signUp,
  toastWith,
} from './support/browser';
import { takeMailCode } from './support/mail';

const MB = 1024 * 1024;
/** Big enough to be caught mid-way at the throttled speed below. */
const BIG_BYTES = 12 * MB;
const SLOW_UPLOAD_BYTES_PER_S = 2 * MB;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

interface CreatedRequest {
  id: string;
  url: string;
  path: string;
}

describe('file requests', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let dir: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    dir = mkdtempSync(join(tmpdir(), 'coffer-requests-'));
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  afterAll(async () => {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function newContext(viewport = DESKTOP, permissions: string[] = []): Promise<Page> {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport, permissions });
    contexts.push(context);
    return context.newPage();
  }

  /** A signed-up owner with the folder /Inbox/, on an empty document of the app's origin. */
  async function owner(permissions: string[] = []): Promise<Page> {
    const page = await newContext(DESKTOP, permissions);
    await signUp(page, newUser('Grace Hopper'), { openDashboard: false });
    await createFolders(page, '/', 'Inbox');
    return page;
  }

  async function folderId(page: Page, path: string, name: string): Promise<string> {
    const data = await gql<{ folder: { edges: Array<{ node: { id: string; name: string } }> } }>(
      page,
      'query($path: String!) { folder(path: $path, first: 100) { edges { node { id name } } } }',
      { path },
    );
    const found = data.folder.edges.find((e) => e.node.name === name);
    if (!found) throw new Error(`${name} is not in ${path}`);
    return found.node.id;
  }

  /** Setup a journey does not walk: a request on /Inbox/ made through GraphQL. */
  async function createRequest(page: Page, input: Record<string, unknown> = {}): Promise<CreatedRequest> {
    const data = await gql<{
      fileRequestCreate: {
        fileRequest: { id: string; url: string } | null;
        userErrors: Array<{ message: string }>;
      };
    }>(
      page,
      'mutation($input: FileRequestCreateInput!) { fileRequestCreate(input: $input) { fileRequest { id url } userErrors { message } } }',
      { input: { folderId: await folderId(page, '/', 'Inbox'), title: 'Papers for the tax return', ...input } },
    );
    const { fileRequest, userErrors } = data.fileRequestCreate;
    if (!fileRequest) throw new Error(`fileRequestCreate: ${userErrors.map((e) => e.message).join('; ')}`);
    return { ...fileRequest, path: new URL(fileRequest.url).pathname };
  }

  /** The bytes of the file `name` in the owner's folder `path`. */
  async function storedBytes(page: Page, path: string, name: string): Promise<Buffer> {
    const data = await gql<{ folder: { edges: Array<{ node: { id: string; name: string } }> } }>(
      page,
      'query($path: String!) { folder(path: $path, first: 100) { edges { node { id: databaseId name } } } }',
      { path },
    );
    const item = data.folder.edges.find((e) => e.node.name === name);
    if (!item) throw new Error(`${name} is not in ${path}`);
    const response = await page.request.get(`/api/files/download/${item.node.id}`);
    expect(response.status()).toBe(200);
    return Buffer.from(await response.body());
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

  /** The PATCH requests to the request's tus endpoint with their Upload-Offset (in the order sent). */
  function recordPatches(page: Page): Array<{ offset: number; request: Request }> {
    const patches: Array<{ offset: number; request: Request }> = [];
    page.on('request', (request: Request) => {
      if (request.method() !== 'PATCH' || !/\/api\/drop\/[^/]+\/uploads\//.test(request.url())) return;
      patches.push({ offset: Number(request.headers()['upload-offset']), request });
    });
    return patches;
  }

  async function entryPercent(page: Page, relativePath: string): Promise<number> {
    const bar = page.getByRole('progressbar', { name: `Progress of ${relativePath}` });
    return Number((await bar.getAttribute('aria-valuenow')) ?? 0);
  }

  async function waitForEntryPercent(page: Page, relativePath: string, atLeast: number): Promise<void> {
    const deadline = Date.now() + 30_000;
    while ((await entryPercent(page, relativePath)) < atLeast) {
      if (Date.now() > deadline) throw new Error(`${relativePath} did not reach ${atLeast}%`);
      await page.waitForTimeout(100);
    }
  }

  function entry(page: Page, relativePath: string) {
    return page.getByTestId('drop-entry').filter({ hasText: relativePath });
  }

  async function waitForStatus(page: Page, relativePath: string, status: string): Promise<void> {
    await page.waitForFunction(
      ([path, wanted]) =>
        Array.from(document.querySelectorAll('[data-testid="drop-entry"]')).some(
          (e) => e.textContent?.includes(path!) && e.getAttribute('data-status') === wanted,
        ),
      [relativePath, status],
      { timeout: 30_000 },
    );
  }

  it('the owner creates a request, copies its link and sees a visitor’s files arrive live; blocking them trashes their files', async () => {
    const grace = await owner(['clipboard-read', 'clipboard-write']);
    // The Requests screens subscribe to arrivals over the app's one socket, opened with the app.
    const subscribed = liveSocketReady(grace, ['FileRequestReceived']);
    await grace.goto('/dashboard');
    await grace.getByRole('banner').getByRole('link', { name: 'Requests' }).click();
    await grace.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
    await grace.getByText('No requests yet.', { exact: false }).waitFor();

    await grace.getByRole('button', { name: 'New request' }).click();
    const dialog = grace.getByRole('dialog', { name: 'New file request' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create request' }).click();
    await dialog.getByText('Choose a folder.').waitFor();
    await dialog.getByRole('radio', { name: /Inbox/ }).check();
    await dialog.getByLabel(/^Title/).fill('Photos of the party');
    await dialog.getByLabel(/^Message/).fill('Send the best ones, please.');
    await dialog.getByRole('checkbox', { name: "Ask for the sender's name" }).check();
    await screenshot(grace, 'file-request-dialog');
    await dialog.getByRole('button', { name: 'Create request' }).click();

    const created = grace.getByRole('dialog', { name: 'Request created' });
    await created.waitFor();
    const url = await created.getByLabel('Link').inputValue();
    expect(url).toMatch(new RegExp(`^${baseUrl()}/drop/[^/]+$`));
    await created.getByRole('button', { name: 'Copy link' }).click();
    await created.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await grace.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await created.getByRole('button', { name: 'Done' }).click();

    const card = grace.getByTestId('file-request').filter({ hasText: 'Photos of the party' });
    await card.getByText('No files yet').waitFor();
    expect(await card.getByText('Open', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Into /Inbox/').isVisible()).toBe(true);
    await screenshot(grace, 'file-requests-list');

    // The detail screen, listening before the visitor sends anything.
    await card.getByRole('link', { name: 'Photos of the party' }).click();
    await grace.getByRole('heading', { level: 1, name: 'Photos of the party' }).waitFor();
    await subscribed;
    await grace.getByText('Nothing yet. New files show here as they arrive.').waitFor();

    // The visitor: no account, another browser context.
    const ada = await newContext();
    await ada.goto(new URL(url).pathname);
    await ada.getByRole('heading', { level: 1, name: 'Photos of the party' }).waitFor();
    await ada.getByText('Send the best ones, please.').waitFor();
    await ada.getByRole('button', { name: 'Continue' }).click();
    await ada.getByText('Enter your name.').waitFor();
    await ada.getByLabel(/^Your name/).fill('Ada');
    await ada.getByRole('button', { name: 'Continue' }).click();
    await ada.getByText('Sending as Ada.').waitFor();
    await ada.getByTestId('upload-files-input').setInputFiles([
      { name: 'cake.png', mimeType: 'image/png', buffer: PNG_BYTES },
      { name: 'menu.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES },
    ]);
    await ada.getByTestId('drop-summary').getByText('2 of 2 files sent.').waitFor();
    const sent = ada.getByRole('list', { name: 'What you sent' });
    await sent.getByText('cake.png').waitFor();
    await sent.getByText('menu.pdf').waitFor();
    await screenshot(ada, 'file-request-visitor-sent');

    // The owner's screen updated by itself.
    const fromAda = grace.getByTestId('request-sender').filter({ hasText: 'Ada' });
    await fromAda.getByTestId('request-file').filter({ hasText: 'cake.png' }).waitFor();
    await fromAda.getByTestId('request-file').filter({ hasText: 'menu.pdf' }).waitFor();
    await grace.getByTestId('request-received').getByText('2 files received').waitFor();
    await toastWith(grace, 'Ada sent "');
    expect((await storedBytes(grace, '/Inbox/', 'cake.png')).equals(PNG_BYTES)).toBe(true);
    await screenshot(grace, 'file-request-detail');

    await fromAda.getByRole('button', { name: 'Block and move their files to the trash' }).click();
    const confirm = grace.getByRole('dialog', { name: 'Block sender' });
    await confirm.getByText(/Block Ada\? .* the 2 files they sent here go to the trash\./).waitFor();
    await confirm.getByRole('button', { name: 'Block and move to the trash' }).click();
    await toastWith(grace, '2 files moved to the trash.');

    // The blocked visitor is refused with the server's words.
    await ada.reload();
    await ada.getByRole('heading', { level: 1, name: 'You cannot send files here' }).waitFor();
    await ada.getByText('You cannot send files to this request.').waitFor();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`a visitor sends a folder with sub-folders, pauses, resumes and reloads mid-way at ${viewport.width} px`, async () => {
      const grace = await owner();
      const request = await createRequest(grace, { title: `Project files ${viewport.width}` });

      const root = join(dir, `project-${viewport.width}`);
      mkdirSync(join(root, 'Project', 'docs'), { recursive: true });
      mkdirSync(join(root, 'Project', 'img'), { recursive: true });
      const big = Buffer.from(randomBytes(BIG_BYTES).toString('base64').slice(0, BIG_BYTES), 'utf8');
      writeFileSync(join(root, 'Project', 'readme.txt'), 'read me first');
      writeFileSync(join(root, 'Project', 'docs', 'big.txt'), big);
      writeFileSync(join(root, 'Project', 'img', 'logo.png'), PNG_BYTES);
      const folder = join(root, 'Project');

      const ada = await newContext(viewport);
      const cdp = await ada.context().newCDPSession(ada);
      await ada.goto(request.path);
      await ada.getByRole('button', { name: 'Choose a folder' }).waitFor();
      expect(await fitsWidth(ada)).toBe(true);
      await throttle(cdp, SLOW_UPLOAD_BYTES_PER_S);
      const patches = recordPatches(ada);
      await ada.getByTestId('upload-folder-input').setInputFiles(folder);

      await waitForEntryPercent(ada, 'Project/docs/big.txt', 15);
      await ada.getByRole('button', { name: 'Pause Project/docs/big.txt' }).click();
      await waitForStatus(ada, 'Project/docs/big.txt', 'paused');
      const pausedAt = await entryPercent(ada, 'Project/docs/big.txt');
      await ada.waitForTimeout(1000);
      expect(await entryPercent(ada, 'Project/docs/big.txt')).toBe(pausedAt);
      expect(await fitsWidth(ada)).toBe(true);
      await screenshot(ada, `file-request-paused-${viewport.width}`);

      await ada.getByRole('button', { name: 'Resume Project/docs/big.txt' }).click();
      await waitForStatus(ada, 'Project/docs/big.txt', 'uploading');
      await waitForEntryPercent(ada, 'Project/docs/big.txt', pausedAt + 10);
      // The small files are in by now.
      await waitForStatus(ada, 'Project/readme.txt', 'done');
      await waitForStatus(ada, 'Project/img/logo.png', 'done');
      // A PATCH after the pause went on from where the server had stopped.
      expect(patches.some((p) => p.offset > 0)).toBe(true);

      // A reload mid-way: the page offers the unfinished upload, which continues from the server's offset.
      await ada.reload();
      const resumedPatches = recordPatches(ada);
      const offer = ada.getByTestId('drop-resume');
      await offer.getByText('1 upload stopped before finishing.', { exact: false }).waitFor();
      await offer.getByText('Project/docs/big.txt').waitFor();
      expect(await fitsWidth(ada)).toBe(true);
      await screenshot(ada, `file-request-resume-offer-${viewport.width}`);
      await ada.getByTestId('drop-resume-folder-input').setInputFiles(folder);
      await throttle(cdp, -1);
      await waitForStatus(ada, 'Project/docs/big.txt', 'done');
      await offer.waitFor({ state: 'hidden' });
      expect(resumedPatches.length).toBeGreaterThanOrEqual(1);
      expect(resumedPatches[0]!.offset).toBeGreaterThan(0);

      const sent = ada.getByRole('list', { name: 'What you sent' });
      for (const path of ['Project/readme.txt', 'Project/docs/big.txt', 'Project/img/logo.png']) {
        await sent.getByText(path).waitFor();
      }
      // Each arrival reloads the list: all three end up received.
      await ada.waitForFunction(
        () => document.querySelectorAll('[data-testid="drop-sent"][data-state="received"]').length === 3,
      );

      // The folder's structure is kept below the request's folder, the bytes whole.
      expect(sha256(await storedBytes(grace, '/Inbox/Project/docs/', 'big.txt'))).toBe(sha256(big));
      expect((await storedBytes(grace, '/Inbox/Project/', 'readme.txt')).toString()).toBe('read me first');
      expect((await storedBytes(grace, '/Inbox/Project/img/', 'logo.png')).equals(PNG_BYTES)).toBe(true);
    });
  }

  it('a restricted request takes files only after the code mailed to a listed address, with a password on top', async () => {
    const grace = await owner();
    const guest = `guest-${randomBytes(4).toString('hex')}@example.com`;
    const request = await createRequest(grace, {
      title: 'Signed contract',
      recipients: [guest],
      password: 'Secret-pw1',
    });
    const ada = await newContext(PHONE);
    await ada.goto(request.path);
    await ada.getByRole('heading', { level: 1, name: 'Signed contract' }).waitFor();
    await ada.getByLabel(/^Your e-mail address/).fill(guest);
    await ada.getByLabel(/^Password/).fill('Secret-pw1');
    // Without the code the server says what it needs, under the code field.
    await ada.getByRole('button', { name: 'Continue' }).click();
    await ada.getByText('Enter the code mailed to your address to send files here.').waitFor();
    await ada.getByRole('button', { name: 'Send code' }).click();
    await ada.getByText(`If ${guest} may send files here, a code is on its way.`).waitFor();
    const code = await takeMailCode(guest);
    await ada.getByLabel('6-digit code').fill(code);
    await ada.getByRole('button', { name: 'Continue' }).click();
    await ada.getByText(`Sending as ${guest} (verified).`).waitFor();
    expect(await fitsWidth(ada)).toBe(true);
    await screenshot(ada, 'file-request-restricted');
    await ada
      .getByTestId('upload-files-input')
      .setInputFiles([{ name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES }]);
    await ada.getByTestId('drop-summary').getByText('1 of 1 file sent.').waitFor();
    // A reload keeps the grant: no form again.
    await ada.reload();
    await ada.getByText(`Sending as ${guest} (verified).`).waitFor();
    await ada.getByRole('list', { name: 'What you sent' }).getByText('contract.pdf').waitFor();
  });

  it("shows the server's refusals: a type or a size the request does not take, then the request closed", async () => {
    const grace = await owner();
    const request = await createRequest(grace, { title: 'Scans only' });
    const ada = await newContext();
    await ada.goto(request.path);
    await ada.getByRole('button', { name: 'Choose files' }).waitFor();

    // The owner narrows the request while the visitor's page still knows the old rules: the
    // server refuses, and its message shows per file.
    const updated = await gql<{ fileRequestUpdate: { userErrors: Array<{ message: string }> } }>(
      grace,
      'mutation($input: FileRequestUpdateInput!) { fileRequestUpdate(input: $input) { userErrors { message } } }',
      { input: { id: request.id, acceptedTypes: ['application/pdf'], maxFileBytes: MB } },
    );
    expect(updated.fileRequestUpdate.userErrors).toEqual([]);
    await ada.getByTestId('upload-files-input').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a scan') },
      { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF_BYTES, Buffer.alloc(2 * MB, 32)]) },
    ]);
    await waitForStatus(ada, 'notes.txt', 'refused');
    await waitForStatus(ada, 'huge.pdf', 'refused');
    const typeRefusal = await entry(ada, 'notes.txt').getByTestId('drop-entry-line').innerText();
    const sizeRefusal = await entry(ada, 'huge.pdf').getByTestId('drop-entry-line').innerText();
    expect(typeRefusal).toContain('"notes.txt"');
    expect(typeRefusal).toContain('(PDF)');
    expect(sizeRefusal).toContain('"huge.pdf"');
    await screenshot(ada, 'file-request-refused');

    // After a reload the page knows the new rules and refuses the same files before sending, in
    // the same words as the server.
    await ada.reload();
    await ada.getByText('Accepted: PDF.').waitFor();
    await ada.getByTestId('upload-files-input').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a scan') },
      { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF_BYTES, Buffer.alloc(2 * MB, 32)]) },
    ]);
    await waitForStatus(ada, 'huge.pdf', 'refused');
    expect(await entry(ada, 'notes.txt').getByTestId('drop-entry-line').innerText()).toBe(typeRefusal);
    expect(await entry(ada, 'huge.pdf').getByTestId('drop-entry-line').innerText()).toBe(sizeRefusal);

    // Closed while the page is open: the next file is refused with the server's message.
    await gql(
      grace,
      'mutation($input: FileRequestIdInput!) { fileRequestClose(input: $input) { userErrors { message } } }',
      {
        input: { id: request.id },
      },
    );
    await ada
      .getByTestId('upload-files-input')
      .setInputFiles([{ name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES }]);
    await waitForStatus(ada, 'scan.pdf', 'refused');
    expect(await entry(ada, 'scan.pdf').getByTestId('drop-entry-line').innerText()).toBe('This request is closed.');
    await ada.getByRole('alert').filter({ hasText: 'This request is closed.' }).waitFor();

    // And on the next visit.
    await ada.reload();
    await ada.getByRole('heading', { level: 1, name: 'Request closed' }).waitFor();
    await ada.getByText('This request is closed.').waitFor();
    await screenshot(ada, 'file-request-closed');
  });
});
