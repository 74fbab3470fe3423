import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  appStarted,
  type BrowserSession,
  chooseItemAction,
  DESKTOP,
  field,
  fitsWidth,
  gql,
  newPage,
  newUser,
  PHONE,
  PNG_BYTES,
  screenshot,
  settled,
  signUp,
  uploadThroughApi,
  useBrowserPage,
} from './support/browser';
import { takeMailCode, verifyByMail } from './support/mail';

const VIEWPORTS = [DESKTOP, PHONE];

async function createFolder(page: Page, path: string, name: string): Promise<string> {
  const data = await gql<{ createFolder: { id: string } }>(
    page,
    'mutation($input: CreateFolderInput!) { createFolder(input: $input) { id } }',
    { input: { name, path } },
  );
  return data.createFolder.id;
}

async function createLink(
  page: Page,
  input: Record<string, unknown>,
): Promise<{ id: string; token: string; url: string }> {
  const data = await gql<{ shareLinkCreate: { shareLink: { id: string; token: string; url: string } } }>(
    page,
    'mutation($i: CreateShareLinkInput!) { shareLinkCreate(input: $i) { shareLink { id token url } } }',
    { i: { scope: 'PUBLIC', ...input } },
  );
  return data.shareLinkCreate.shareLink;
}

/** The names the share page lists, in order (grid cards or list rows). */
async function listedNames(page: Page, expected: string[]): Promise<string[]> {
  return settled(() => page.getByRole('main').getByTestId('item-name').allInnerTexts(), expected);
}

/**
 * Zip entry names, read from the local file headers (entries are stored, names are UTF-8), below
 * the folder the server puts them in (the shared folder's name).
 */
function zipEntries(bytes: Buffer, root = 'Holiday 2026/'): string[] {
  const names: string[] = [];
  let at = bytes.indexOf('PK\x03\x04', 0, 'latin1');
  while (at >= 0 && at + 30 <= bytes.length) {
    const nameLength = bytes.readUInt16LE(at + 26);
    names.push(bytes.subarray(at + 30, at + 30 + nameLength).toString('utf8'));
    at = bytes.indexOf('PK\x03\x04', at + 30 + nameLength, 'latin1');
  }
  return names
    .filter((name) => !name.endsWith('/'))
    .map((name) => (name.startsWith(root) ? name.slice(root.length) : name));
}

describe('folder and set share links', () => {
  let session: BrowserSession;
  useBrowserPage((s) => (session = s));

  it.each(VIEWPORTS)(
    'a visitor browses a shared folder: into a sub-folder and back, a picture in the viewer, Download all as a zip (%p)',
    async (size) => {
      const { page, browser } = session;
      await signUp(page, newUser('Ann Owner'), { openDashboard: false });
      const holiday = await createFolder(page, '/', 'Holiday 2026');
      await createFolder(page, '/Holiday 2026/', 'Day 1');
      await uploadThroughApi(page, '/Holiday 2026/', [
        { name: 'beach.png', mimeType: 'image/png', buffer: PNG_BYTES },
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bring sunscreen') },
      ]);
      await uploadThroughApi(page, '/Holiday 2026/Day 1/', [
        { name: 'sunset.png', mimeType: 'image/png', buffer: PNG_BYTES },
      ]);
      const { token } = await createLink(page, { folderId: holiday });

      const visitor = await newPage(browser);
      try {
        const v = visitor.page;
        await v.setViewportSize(size);
        await v.goto(`/share/${token}`);
        await v.getByRole('heading', { level: 1, name: 'Holiday 2026' }).waitFor();
        await v.getByText('Shared by Ann Owner').waitFor();
        expect(await listedNames(v, ['Day 1', 'beach.png', 'notes.txt'])).toEqual(['Day 1', 'beach.png', 'notes.txt']);
        expect(await fitsWidth(v)).toBe(true);
        await screenshot(v, 'folder-share');

        // Into the sub-folder: its place is in the address, a reload keeps it, Back leaves it.
        await v.getByRole('link', { name: 'Day 1', exact: true }).click();
        await v.getByRole('heading', { level: 1, name: 'Day 1' }).waitFor();
        expect(new URL(v.url()).search).toBe('?path=Day%201');
        expect(await listedNames(v, ['sunset.png'])).toEqual(['sunset.png']);
        await v.getByRole('navigation', { name: 'Folder path' }).getByRole('link', { name: 'Holiday 2026' }).waitFor();
        expect(await fitsWidth(v)).toBe(true);
        await v.reload();
        await v.getByRole('heading', { level: 1, name: 'Day 1' }).waitFor();
        await v.getByText('sunset.png').waitFor();
        await v.goBack();
        await v.getByRole('heading', { level: 1, name: 'Holiday 2026' }).waitFor();
        expect(new URL(v.url()).search).toBe('');

        // A picture opens in the file viewer, from its preview URL.
        await v.getByRole('button', { name: 'beach.png', exact: true }).click();
        const viewer = v.getByRole('dialog', { name: 'beach.png' });
        const image = viewer.getByRole('img', { name: 'beach.png' });
        await image.waitFor();
        await v.waitForFunction(
          () => document.querySelector<HTMLImageElement>('[role="dialog"] img[alt="beach.png"]')?.naturalWidth,
        );
        expect(await image.getAttribute('src')).toContain('disposition=inline');
        await v.keyboard.press('Escape');
        await viewer.waitFor({ state: 'hidden' });

        // Download all: the whole share as one zip, sub-folder included.
        const [all] = await Promise.all([
          v.waitForEvent('download'),
          v.getByRole('button', { name: 'Download all' }).click(),
        ]);
        expect(all.suggestedFilename()).toBe('Holiday 2026.zip');
        const zip = readFileSync(await all.path());
        expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
        expect(zipEntries(zip).sort()).toEqual(['Day 1/sunset.png', 'beach.png', 'notes.txt']);

        // A selection: its own zip, of the selected items only.
        await v.getByRole('checkbox', { name: 'Select notes.txt' }).check();
        await v.getByRole('checkbox', { name: 'Select Day 1' }).check();
        const [picked] = await Promise.all([
          v.waitForEvent('download'),
          v.getByRole('button', { name: 'Download 2 selected' }).click(),
        ]);
        expect(zipEntries(readFileSync(await picked.path())).sort()).toEqual(['Day 1/sunset.png', 'notes.txt']);

        // One file.
        const [one] = await Promise.all([
          v.waitForEvent('download'),
          v.getByRole('button', { name: 'Download notes.txt' }).click(),
        ]);
        expect(one.suggestedFilename()).toBe('notes.txt');
        expect(readFileSync(await one.path()).toString()).toBe('bring sunscreen');

        // A sub-path as a path segment is no route of the app.
        await v.goto(`/share/${token}/Day%201`);
        await v.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
      } finally {
        await visitor.context.close();
      }
    },
  );

  it.each(VIEWPORTS)(
    'the owner shares a folder from its menu and a selection of files as one link (%p)',
    async (size) => {
      const { page, browser } = session;
      await page.setViewportSize(size);
      await signUp(page, newUser('Olga Owner'), { openDashboard: false });
      await createFolder(page, '/', 'Projects');
      await uploadThroughApi(page, '/Projects/', [
        { name: 'inside.txt', mimeType: 'text/plain', buffer: Buffer.from('inside') },
      ]);
      await uploadThroughApi(page, '/', [
        { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('a') },
        { name: 'b.txt', mimeType: 'text/plain', buffer: Buffer.from('b') },
      ]);
      await page.goto('/dashboard/my-files');
      await page.getByRole('heading', { level: 1, name: 'My Files' }).waitFor();
      await appStarted(page);

      // The folder's menu: Share makes a folder link.
      await chooseItemAction(page, 'Projects', 'Share');
      const dialog = page.getByRole('dialog', { name: 'Share "Projects"' });
      await dialog.getByText(/The link opens this folder as it is at each visit/).waitFor();
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const folders = await gql<{
        folder: { edges: Array<{ node: { name: string; liveLinkUrl: string | null; hasShareLink: boolean } }> };
      }>(page, '{ folder(path: "/") { edges { node { name liveLinkUrl hasShareLink } } } }');
      const projects = folders.folder.edges.find((e) => e.node.name === 'Projects')!.node;
      expect(projects.hasShareLink).toBe(true);
      expect(projects.liveLinkUrl).toMatch(/\/share\//);
      // The folder carries the Shared badge.
      const shownAs = page.locator('[data-testid="file-card"], [data-testid="file-row"]').filter({
        has: page.getByTestId('item-name').getByText('Projects', { exact: true }),
      });
      await shownAs.getByText('Shared', { exact: true }).waitFor();
      expect(await fitsWidth(page)).toBe(true);

      // The dialog lists the folder's own link.
      await chooseItemAction(page, 'Projects', 'Share');
      await dialog.getByRole('list', { name: 'Links of this folder' }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // A selection of files (and a folder): one set link; the folder is shared on its own.
      for (const name of ['a.txt', 'b.txt', 'Projects']) await page.getByLabel(`Select ${name}`).check();
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const bulk = page.getByRole('dialog', { name: 'Share 2 files' });
      await bulk
        .getByText('A folder is shared on its own: the selected folder is not part of this link.', { exact: false })
        .waitFor();
      await bulk.getByRole('button', { name: 'Create link' }).click();
      const link = bulk.getByLabel('Shareable link');
      // The field appears once the link is made, holding its URL.
      await link.waitFor();
      const setUrl = await link.inputValue();
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, 'set-link-created');
      await bulk.getByRole('button', { name: 'Done' }).click();

      const visitor = await newPage(browser);
      try {
        await visitor.page.setViewportSize(size);
        await visitor.page.goto(setUrl);
        await visitor.page.getByRole('heading', { level: 1, name: '2 files' }).waitFor();
        expect(await listedNames(visitor.page, ['a.txt', 'b.txt'])).toEqual(['a.txt', 'b.txt']);
        expect(await fitsWidth(visitor.page)).toBe(true);
      } finally {
        await visitor.context.close();
      }
    },
  );

  it('a restricted, password-protected folder link opens with a mailed code and the password, as a file link does; a revoked link says so', async () => {
    const { page, browser } = session;
    const owner = newUser('Ann Owner');
    const guest = `guest-${Date.now()}@example.com`;
    await signUp(page, owner, { openDashboard: false });
    await verifyByMail(page, owner.email);
    const reports = await createFolder(page, '/', 'Reports');
    await createFolder(page, '/Reports/', 'Q1');
    await uploadThroughApi(page, '/Reports/', [
      { name: 'summary.txt', mimeType: 'text/plain', buffer: Buffer.from('all good') },
    ]);
    const link = await createLink(page, {
      folderId: reports,
      scope: 'RESTRICTED',
      emails: [guest],
      password: 'Folder-Pass-1',
    });

    const visitor = await newPage(browser);
    try {
      const v = visitor.page;
      await v.goto(`/share/${link.token}`);
      await v.getByRole('heading', { name: 'Sign in to open this file' }).waitFor();
      await v.getByRole('button', { name: 'Get a code by e-mail' }).click();
      await field(v, 'E-mail address').fill(guest);
      await v.getByRole('button', { name: 'Send code' }).click();
      await field(v, '6-digit code').fill(await takeMailCode(guest));
      await v.getByRole('button', { name: 'Open file' }).click();

      await v.getByRole('heading', { name: 'Password Required' }).waitFor();
      await field(v, 'Password').fill('not it');
      await v.getByRole('button', { name: 'Access File' }).click();
      await v.getByRole('alert').filter({ hasText: 'Incorrect password.' }).waitFor();
      await field(v, 'Password').fill('Folder-Pass-1');
      await v.getByRole('button', { name: 'Access File' }).click();
      await v.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
      expect(await listedNames(v, ['Q1', 'summary.txt'])).toEqual(['Q1', 'summary.txt']);

      // Revoked while the visitor browses: the next step says the link is gone.
      await gql(page, 'mutation($id: ID!) { shareLinkRevoke(input: { id: $id }) { shareLink { id } } }', {
        id: link.id,
      });
      await v.getByRole('link', { name: 'Q1', exact: true }).click();
      await v.getByRole('heading', { name: 'Link Not Found' }).waitFor();
    } finally {
      await visitor.context.close();
    }
  });
});
