import { closeSync, ftruncateSync, mkdtempSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  appStarted,
  chooseItemAction,
  createShareLink,
  DESKTOP,
  expectShown,
  gql,
  liveSocketReady,
  newPage,
  newUser,
  openUploadDialog,
  type PayloadFile,
  PDF_BYTES,
  PHONE,
  screenshot,
  signUp,
  uploadThroughApi,
  useBrowserPage,
} from './support/browser';
import { verifyByMail } from './support/mail';

const VIEWPORTS = [DESKTOP, PHONE];

const textFile = (name: string, content = `${name} ${Math.random()}`): PayloadFile => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(content),
});

/** Uploads into the root with no share settings (nothing is published); answers name → id. */
async function uploadByName(page: Page, files: PayloadFile[]): Promise<Record<string, string>> {
  const ids = await uploadThroughApi(page, '/', files);
  return Object.fromEntries(files.map((f, i) => [f.name, ids[i]!]));
}

async function myFiles(page: Page): Promise<void> {
  await page.goto('/dashboard/my-files');
  await page.getByRole('heading', { level: 1, name: 'My Files' }).waitFor();
  await page.getByTestId('file-card').first().waitFor();
  await appStarted(page);
}

function card(page: Page, name: string): Locator {
  return page.getByTestId('file-card').filter({ has: page.getByTestId('item-name').getByText(name, { exact: true }) });
}

function row(page: Page, name: string): Locator {
  return page.getByTestId('file-row').filter({ hasText: name });
}

const badgesIn = (root: Locator) => root.locator('.mantine-Badge-root').allInnerTexts();

async function chooseFilter(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Filter' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** True when `locator` lies inside the viewport's width (nothing to scroll sideways to reach it). */
async function withinWidth(page: Page, locator: Locator): Promise<boolean> {
  await locator.waitFor({ state: 'visible' });
  const box = await locator.boundingBox();
  return !!box && box.x >= 0 && box.x + box.width <= page.viewportSize()!.width + 0.5;
}

async function myFileNames(page: Page): Promise<string[]> {
  const listed = (await (await page.request.get('/api/files/list?path=/')).json()) as {
    items: Array<{ name: string }>;
  };
  return listed.items.map((i) => i.name).sort();
}

describe('sharing details in the browser: one definition of shared, checked uploads, e-mail chips, bulk share, add once, rename, live', () => {
  let browser: Browser;
  let page: Page;
  useBrowserPage((session) => ({ browser, page } = session));

  for (const viewport of VIEWPORTS) {
    it(`shows the same sharing on cards, in the Shared column, in the filters and on the dashboard (${viewport.width} px)`, async () => {
      await page.setViewportSize(viewport);
      await signUp(page, newUser(), { openDashboard: false });
      const names = ['direct.txt', 'password.txt', 'private.txt', 'public.txt', 'restricted.txt'];
      const ids = await uploadByName(
        page,
        names.map((name) => textFile(name)),
      );
      await createShareLink(page, ids['public.txt']!, {});
      await createShareLink(page, ids['restricted.txt']!, { scope: 'RESTRICTED', emails: ['someone@example.com'] });
      await createShareLink(page, ids['password.txt']!, { password: 'correct horse' });
      await gql(page, 'mutation($f: ID!, $e: [String!]!) { shareWithUsers(fileId: $f, emails: $e) { email } }', {
        f: ids['direct.txt'],
        e: ['friend@example.com'],
      });

      await myFiles(page);
      const expected: Record<string, string[]> = {
        'direct.txt': ['Shared', '1 person'],
        'password.txt': ['Shared', 'Public link', 'Password Protected'],
        'private.txt': [],
        'public.txt': ['Shared', 'Public link'],
        'restricted.txt': ['Shared', 'Restricted link'],
      };
      for (const name of names) expect([name, await badgesIn(card(page, name))]).toEqual([name, expected[name]]);
      await screenshot(page, 'sharing-badges-grid');

      await page.locator('label').filter({ hasText: 'List view' }).click();
      await page.getByTestId('file-row').first().waitFor();
      for (const name of names) {
        const sharing = expected[name]!.filter((b) => b !== 'Password Protected');
        // A phone folds the Shared column into the line under the name.
        if (viewport === PHONE) {
          expect([name, await badgesIn(row(page, name).getByTestId('file-row-details'))]).toEqual([name, sharing]);
          continue;
        }
        const cell = row(page, name).getByTestId('shared-cell');
        if (sharing.length === 0) expect(await cell.innerText()).toBe('-');
        else expect([name, await badgesIn(cell)]).toEqual([name, sharing]);
      }
      await screenshot(page, 'sharing-badges-list');
      await page.locator('label').filter({ hasText: 'Grid view' }).click();
      await page.getByTestId('file-card').first().waitFor();

      await chooseFilter(page, 'Shared');
      await expectShown(page, ['direct.txt', 'password.txt', 'public.txt', 'restricted.txt'], { anyOrder: true });
      await chooseFilter(page, 'Private');
      await expectShown(page, ['private.txt']);
      await chooseFilter(page, 'All files');

      // The dashboard counts by the same rule: the four shared files.
      const { dashboard } = await gql<{ dashboard: { sharedFiles: number } }>(page, '{ dashboard { sharedFiles } }');
      expect(dashboard.sharedFiles).toBe(4);
      await page.goto('/dashboard');
      const sharedCard = page.locator('.mantine-Paper-root').filter({ hasText: 'Files shared with others' });
      await sharedCard.getByText('4', { exact: true }).waitFor();
      await screenshot(page, 'sharing-dashboard-count');
    });
  }

  it('lists refused files with their reasons before sending anything, and uploads the rest (1280 and 390 px)', async () => {
    await signUp(page, newUser(), { openDashboard: false });
    // A 300 MB file named like a PDF whose bytes are a ZIP archive (sparse on disk).
    const dir = mkdtempSync(join(tmpdir(), 'coffer-refused-'));
    const fake = join(dir, 'annual-report.pdf');
    const fd = openSync(fake, 'w');
    writeSync(fd, Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    ftruncateSync(fd, 300 * 1024 * 1024);
    closeSync(fd);
    const notes = join(dir, 'notes.pdf');
    writeFileSync(notes, 'only text in here');
    const ok = join(dir, 'ok.txt');
    writeFileSync(ok, 'fine');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/uploads') || request.url().includes('/api/files/upload'))
        sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard/my-files');
      await page.getByRole('heading', { level: 1, name: 'My Files' }).waitFor();
      const dialog = await openUploadDialog(page);
      expect(await dialog.getByTestId('upload-limits').innerText()).toBe(
        'PDF, PNG, JPEG and plain-text (.txt) files, up to 512 MB each, checked before sending.',
      );
      await page.getByTestId('upload-files-input').setInputFiles([fake, notes, ok]);
      const refused = dialog.getByRole('list', { name: 'Refused files' });
      await refused.waitFor();
      expect((await refused.innerText()).split('\n')).toEqual([
        'annual-report.pdf: Its content is not one of the accepted types (PDF, PNG, JPEG and plain-text (.txt) files)',
        'notes.pdf: Its content is plain text, so its name must end in .txt',
      ]);
      await dialog.getByText('2 files will not be uploaded').waitFor();
      expect(await dialog.getByRole('list', { name: 'Selected files' }).innerText()).toBe('ok.txt');
      await screenshot(page, 'upload-refused-files');
      // Nothing was sent or stored for any of them.
      expect(sent).toEqual([]);
      expect(await myFileNames(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }

    const dialog = await openUploadDialog(page);
    await page.getByTestId('upload-files-input').setInputFiles([fake, ok]);
    await dialog.getByRole('list', { name: 'Refused files' }).waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('1 file uploaded: ok.txt').first().waitFor();
    expect(await myFileNames(page)).toEqual(['ok.txt']);
    // Only the accepted file went out: no resumable upload of the 300 MB file was ever started.
    expect(sent.filter((s) => s.includes('/api/uploads'))).toEqual([]);
    const usage = (await (await page.request.get('/api/files/storage')).json()) as { used: number };
    expect(usage.used).toBe(4);
  });

  it('refuses an invalid e-mail as a chip, says why, and forgets the error when the chip goes, in both dialogs (1280 and 390 px)', async () => {
    await signUp(page, newUser(), { openDashboard: false });
    await uploadByName(page, [textFile('plan.txt', 'the plan')]);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await myFiles(page);

      const upload = await openUploadDialog(page);
      await page
        .getByTestId('upload-files-input')
        .setInputFiles([{ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('a') }]);
      await upload.getByRole('switch', { name: /^Create a share link/ }).check();
      await upload.getByLabel('Private').check();
      const emails = upload.getByRole('combobox', { name: 'Allowed Emails' });
      await upload.getByText('Press Enter or type a comma after each address').waitFor();
      await emails.fill('not-an-email');
      await emails.press('Enter');
      await upload.getByText('"not-an-email" is not a valid e-mail address').waitFor();
      expect(await emails.inputValue()).toBe('not-an-email');
      // The error and the held button come in the same frame.
      expect(await upload.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
      await screenshot(page, 'upload-invalid-email');
      await emails.fill('ann@example.com');
      await emails.press('Enter');
      await upload.getByText('ann@example.com', { exact: true }).waitFor();
      expect(await upload.getByText('is not a valid e-mail address').count()).toBe(0);
      await emails.fill('bad@');
      await emails.press(',');
      await upload.getByText('"bad@" is not a valid e-mail address').waitFor();
      await emails.fill('');
      // Removing a chip clears a stale error.
      await emails.press('Backspace');
      expect(await upload.getByText('ann@example.com', { exact: true }).count()).toBe(0);
      expect(await upload.getByText('is not a valid e-mail address').count()).toBe(0);
      await upload.getByRole('button', { name: 'Cancel' }).click();
      await upload.waitFor({ state: 'hidden' });

      await chooseItemAction(page, 'plan.txt', 'Share');
      const share = page.getByRole('dialog', { name: 'Share "plan.txt"' });
      await share.getByLabel('Specific users').check();
      const shareEmails = share.getByRole('combobox', { name: 'Allowed Emails' });
      await share.getByText('Press Enter or type a comma after each address').waitFor();
      await shareEmails.fill('not-an-email');
      await shareEmails.press('Enter');
      await share.getByText('"not-an-email" is not a valid e-mail address').waitFor();
      // The error and the held button come in the same frame.
      expect(await share.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
      await screenshot(page, 'share-invalid-email');
      await shareEmails.fill('');
      expect(await share.getByText('is not a valid e-mail address').count()).toBe(0);
      await share.getByRole('button', { name: 'Cancel' }).click();
      await share.waitFor({ state: 'hidden' });
    }
  });

  it.each(VIEWPORTS)(
    'shares several selected files as ONE set link, and says a folder is shared on its own (%p)',
    async (size) => {
      await page.setViewportSize(size);
      await signUp(page, newUser(), { openDashboard: false });
      const ids = await uploadByName(page, [
        textFile('a.txt', 'a'),
        textFile('b.txt', 'b'),
        { name: 'c.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES },
      ]);
      const existing = await createShareLink(page, ids['a.txt']!, {});
      await gql(page, 'mutation($i: CreateFolderInput!) { createFolder(input: $i) { id } }', { i: { name: 'Photos' } });
      await myFiles(page);
      for (const name of ['a.txt', 'b.txt', 'c.pdf', 'Photos']) await page.getByLabel(`Select ${name}`).check();
      const shareSelected = page.getByRole('button', { name: 'Share', exact: true });
      expect(await withinWidth(page, shareSelected)).toBe(true);
      await shareSelected.click();
      const dialog = page.getByRole('dialog', { name: 'Share 3 files' });
      await dialog
        .getByText(
          'A folder is shared on its own: the selected folder is not part of this link. Use Share in its menu to give it a folder link.',
        )
        .waitFor();
      await dialog.getByText('One link for 3 files: whoever opens it sees them as one list.').waitFor();
      await screenshot(page, 'bulk-share-settings');
      const create = dialog.getByRole('button', { name: 'Create link' });
      expect(await withinWidth(page, create)).toBe(true);
      await create.click();
      const link = dialog.getByLabel('Shareable link');
      // The field appears once the link is made, holding its URL.
      await link.waitFor();
      const setUrl = await link.inputValue();
      expect(setUrl).not.toBe(existing.url);
      // The dialog and its Done button stay on the screen at either size.
      expect(await withinWidth(page, dialog)).toBe(true);
      expect(await withinWidth(page, dialog.getByRole('button', { name: 'Done' }))).toBe(true);
      await screenshot(page, 'bulk-share-links');
      await dialog.getByRole('button', { name: 'Done' }).click();

      const links = await gql<{
        me: { shareLinks: { nodes: Array<{ kind: string; url: string; fileIds: string[] }> } };
      }>(page, '{ me { shareLinks(first: 10) { nodes { kind url fileIds } } } }');
      const made = links.me.shareLinks.nodes.filter((l) => l.kind === 'SET');
      expect(made).toHaveLength(1);
      expect(made[0]!.url).toBe(setUrl);
      expect([...made[0]!.fileIds].sort()).toEqual([ids['a.txt'], ids['b.txt'], ids['c.pdf']].sort());
      // The file link a.txt had is kept as it was.
      expect(links.me.shareLinks.nodes.some((l) => l.kind === 'FILE' && l.url === existing.url)).toBe(true);
    },
  );

  it.each(VIEWPORTS)(
    'adds a shared file to My Files once: a second click or visit says it is already there (%p)',
    async (size) => {
      await signUp(page, newUser('Olga Owner'), { openDashboard: false });
      const ids = await uploadByName(page, [{ name: 'handbook.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES }]);
      const { token } = await createShareLink(page, ids['handbook.pdf']!, {});

      const visitor = await newPage(browser);
      try {
        await visitor.page.setViewportSize(size);
        await signUp(visitor.page, newUser('Vic Visitor'), { openDashboard: false });
        await visitor.page.goto(`/share/${token}`);
        const add = visitor.page.getByRole('button', { name: 'Add to My Files' });
        await add.waitFor();
        expect(await withinWidth(visitor.page, add)).toBe(true);
        await add.click();
        await visitor.page.getByText('"handbook.pdf" is now in your files.').waitFor();
        await add.click();
        await visitor.page.getByText('Already in My Files').waitFor();
        await visitor.page.getByText('You added this file before: it is "handbook.pdf" in your files.').waitFor();
        await screenshot(visitor.page, 'add-to-my-files-again');
        // A second visit, after renaming the copy.
        const listed = (await (await visitor.page.request.get('/api/files/list?path=/')).json()) as {
          items: Array<{ _id: string; name: string }>;
        };
        expect(listed.items.map((i) => i.name)).toEqual(['handbook.pdf']);
        await gql(visitor.page, 'mutation($i: RenameItemInput!) { renameItem(input: $i) { id } }', {
          i: { id: listed.items[0]!._id, name: 'mine.pdf' },
        });
        await visitor.page.goto(`/share/${token}`);
        await add.click();
        await visitor.page.getByText('You added this file before: it is "mine.pdf" in your files.').waitFor();
        expect(await myFileNames(visitor.page)).toEqual(['mine.pdf']);
      } finally {
        await visitor.context.close();
      }
    },
  );

  it.each(VIEWPORTS)(
    'asks before renaming onto a taken name: another name, or keep both with the suggested name (%p)',
    async (size) => {
      await page.setViewportSize(size);
      await signUp(page, newUser(), { openDashboard: false });
      await uploadByName(page, [textFile('notes.txt', 'notes'), textFile('draft.txt', 'draft')]);
      await myFiles(page);
      await chooseItemAction(page, 'draft.txt', 'Rename');
      const dialog = page.getByRole('dialog', { name: 'Rename "draft.txt"' });
      const name = dialog.getByLabel(/New name/);
      await name.fill('notes.txt');
      await dialog
        .getByText('"notes.txt" is already taken in this folder. Choose another name, or keep both as "notes (1).txt".')
        .waitFor();
      expect(await dialog.getByRole('button', { name: 'Rename', exact: true }).isDisabled()).toBe(true);
      // The choice of the suggested name is on the screen, not past its edge.
      expect(await withinWidth(page, dialog.getByRole('button', { name: 'Keep both as "notes (1).txt"' }))).toBe(true);
      await screenshot(page, 'rename-name-taken');
      await name.press('Enter');
      expect(await myFileNames(page)).toEqual(['draft.txt', 'notes.txt']);
      await dialog.getByRole('button', { name: 'Keep both as "notes (1).txt"' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('"draft.txt" is now "notes (1).txt"').waitFor();
      expect(await myFileNames(page)).toEqual(['notes (1).txt', 'notes.txt']);

      // Choosing another name instead.
      await chooseItemAction(page, 'notes (1).txt', 'Rename');
      const again = page.getByRole('dialog', { name: 'Rename "notes (1).txt"' });
      await again.getByLabel(/New name/).fill('notes.txt');
      await again.getByText(/is already taken in this folder/).waitFor();
      await again.getByLabel(/New name/).fill('plan.txt');
      expect(await again.getByText(/is already taken/).count()).toBe(0);
      await again.getByRole('button', { name: 'Rename', exact: true }).click();
      await again.waitFor({ state: 'hidden' });
      expect(await myFileNames(page)).toEqual(['notes.txt', 'plan.txt']);
    },
  );

  it.each(VIEWPORTS)(
    'updates the unseen badge and Shared with Me live when a file is shared and the share is withdrawn (%p)',
    async (size) => {
      const owner = newUser('Grace Hopper');
      const recipient = newUser('Bea Recipient');
      await signUp(page, owner, { openDashboard: false });
      const ids = await uploadByName(page, [textFile('roadmap.txt')]);

      const b = await newPage(browser);
      try {
        await b.page.setViewportSize(size);
        await signUp(b.page, recipient, { openDashboard: false });
        await verifyByMail(b.page, recipient.email);
        // Watched from here: the page loaded below opens a socket of its own, and the events go to it.
        const ready = liveSocketReady(b.page, ['ShareReceived', 'ShareWithdrawn']);
        await b.page.goto('/dashboard/shared');
        await b.page.getByRole('heading', { level: 1, name: 'Shared with Me' }).waitFor();
        await ready;
        await b.page.getByText('No files shared with you yet').waitFor();
        await b.page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
        const banner = b.page.getByRole('banner');

        const shared = await page.request.post('/api/files/share', {
          data: { fileId: ids['roadmap.txt'], shareWith: [recipient.email] },
        });
        expect(shared.status()).toBe(200);
        // Within 5 s: the polls are 30 s and 60 s, so only the live events can do it.
        await b.page.getByText('roadmap.txt', { exact: true }).first().waitFor({ timeout: 5000 });
        // One badge in sight: in the navigation on a wide screen, beside the burger on a phone
        // (whose navigation is hidden in the header and sits in the drawer).
        const shownBadge = banner.getByTestId('unseen-badge').filter({ visible: true });
        await shownBadge.filter({ hasText: '1' }).waitFor({ timeout: 5000 });
        expect(await shownBadge.count()).toBe(1);
        expect(await banner.getByTestId('header-unseen-link').count()).toBe(size === PHONE ? 1 : 0);
        await screenshot(b.page, 'live-shared-list');

        const unshared = await page.request.post('/api/files/unshare', {
          data: { fileId: ids['roadmap.txt'], unshareWith: [recipient.email] },
        });
        expect(unshared.status()).toBe(200);
        await b.page.getByText('No files shared with you yet').waitFor({ timeout: 5000 });
        await banner.getByTestId('unseen-badge').first().waitFor({ state: 'detached', timeout: 5000 });
        expect(await banner.getByTestId('unseen-badge').count()).toBe(0);
        expect(await b.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
      } finally {
        await b.context.close();
      }
    },
  );
});
