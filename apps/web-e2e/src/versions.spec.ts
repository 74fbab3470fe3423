import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import {
  appStarted,
  chooseItemAction,
  closeToasts,
  DESKTOP,
  expectShown,
  fitsWidth,
  gql,
  newUser,
  openUploadDialog,
  type PayloadFile,
  PHONE,
  screenshotAsIs,
  signUp,
  toastWith,
  uploadThroughDialog,
  useBrowserPage,
} from './support/browser';

const FIRST = 'the first version';
const SECOND = 'the second, longer version of the file';
const text = (name: string, content: string): PayloadFile => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(content),
});

/** My Files by its address (on a phone the header's links sit in a drawer). */
async function openMyFiles(page: Page): Promise<void> {
  await page.goto('/dashboard/my-files');
  await page.getByRole('heading', { level: 1, name: 'My Files' }).waitFor();
  await appStarted(page);
}

/** Name → size of the files in Home, from the API. */
async function sizesInHome(page: Page): Promise<Record<string, number>> {
  const data = await gql<{ folder: { edges: Array<{ node: { name: string; size: number | null } }> } }>(
    page,
    'query { folder(path: "/", first: 50) { edges { node { name size } } } }',
  );
  return Object.fromEntries(data.folder.edges.map((e) => [e.node.name, e.node.size ?? 0]));
}

/** The bytes a download started by `click` saves. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync(await download.path()).toString();
}

/** Picks files in the Upload dialog and presses Upload; returns the conflict question. */
async function uploadClashing(
  page: Page,
  files: PayloadFile[],
  title: string,
): Promise<{ upload: Locator; conflict: Locator }> {
  const upload = await openUploadDialog(page);
  await page.getByTestId('upload-files-input').setInputFiles(files);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  const conflict = page.getByRole('dialog', { name: title });
  await conflict.waitFor();
  return { upload, conflict };
}

/** A screenshot once the dialogs' transitions are over. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await screenshotAsIs(page, name);
}

describe('file versions in the browser', () => {
  let page: Page;
  useBrowserPage((session) => ({ page } = session));

  it.each([DESKTOP, PHONE])(
    'replaces a file on upload, lists, downloads, restores and deletes its versions, or keeps both (%p)',
    async (size) => {
      await page.setViewportSize(size);
      await signUp(page, newUser(), { openDashboard: false });
      await openMyFiles(page);
      await uploadThroughDialog(page, [text('a.txt', FIRST)]);
      await closeToasts(page);
      await page.getByTestId('file-card').first().waitFor();

      // The same name again: asked once, with what each choice does.
      const { upload, conflict } = await uploadClashing(page, [text('a.txt', SECOND)], '1 file already exists in Home');
      await conflict.getByText("The current versions are kept in each file's history.", { exact: false }).waitFor();
      await conflict.getByText('("a (1).txt")', { exact: false }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await shot(page, 'upload-conflict');
      await conflict.getByRole('button', { name: 'Replace' }).click();
      await toastWith(page, '1 file replaced: a.txt');
      await upload.waitFor({ state: 'hidden' });
      await closeToasts(page);
      expect(await sizesInHome(page)).toEqual({ 'a.txt': SECOND.length });
      await expectShown(page, ['a.txt']);

      // One earlier version: the first content.
      await chooseItemAction(page, 'a.txt', 'Versions');
      const versions = page.getByRole('dialog', { name: 'Versions of a.txt' });
      const rows = versions.getByTestId('version-row');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(1);
      expect(await rows.first().innerText()).toContain('by You');
      expect(await versions.getByTestId('current-version').innerText()).toContain(`${SECOND.length} B`);
      expect(await rows.first().innerText()).toContain(`${FIRST.length} B`);
      expect(await fitsWidth(page)).toBe(true);
      await shot(page, 'versions-dialog');
      expect(
        await downloaded(page, () =>
          rows
            .first()
            .getByRole('button', { name: /^Download the version of/ })
            .click(),
        ),
      ).toBe(FIRST);

      // Restore: the first content is back, and the replaced one is now the earlier version.
      await rows
        .first()
        .getByRole('button', { name: /^Restore the version of/ })
        .click();
      await toastWith(page, 'Restored the version of');
      await versions.getByTestId('current-version').getByText(`${FIRST.length} B`).waitFor();
      await rows.first().getByText(`${SECOND.length} B`, { exact: false }).waitFor();
      expect(await rows.count()).toBe(1);
      expect(await sizesInHome(page)).toEqual({ 'a.txt': FIRST.length });
      expect(
        await downloaded(page, () =>
          versions.getByTestId('current-version').getByRole('button', { name: 'Download' }).click(),
        ),
      ).toBe(FIRST);
      await closeToasts(page);

      // Delete: asked first, then gone for good.
      await rows
        .first()
        .getByRole('button', { name: /^Delete the version of/ })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Delete version' });
      await confirm.getByText('Delete this version? This cannot be undone.', { exact: true }).waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await versions
        .getByTestId('versions-empty')
        .getByText(
          'No earlier versions. Uploading a file with the same name and choosing Replace keeps the current one here.',
        )
        .waitFor();
      await shot(page, 'versions-empty');
      await page.keyboard.press('Escape');
      await versions.waitFor({ state: 'hidden' });
      await closeToasts(page);

      // Keep both: the new file gets a numbered name beside the old one.
      const second = await uploadClashing(page, [text('a.txt', SECOND)], '1 file already exists in Home');
      await second.conflict.getByRole('button', { name: 'Keep both' }).click();
      await toastWith(page, '1 file uploaded: a (1).txt');
      await second.upload.waitFor({ state: 'hidden' });
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="file-card"]').length === 2);
      await expectShown(page, ['a (1).txt', 'a.txt'], { anyOrder: true });
      expect(await sizesInHome(page)).toEqual({ 'a.txt': FIRST.length, 'a (1).txt': SECOND.length });
    },
  );

  it('replaces a large file over the resumable upload too, and cancelling sends nothing', async () => {
    await signUp(page, newUser(), { openDashboard: false });
    await openMyFiles(page);
    // Large enough for tus (8 MiB and up).
    const big = (fill: string) => text('big.txt', fill.repeat(8 * 1024 * 1024));
    await uploadThroughDialog(page, [big('a')]);
    await closeToasts(page);

    const cancelled = await uploadClashing(page, [big('b')], '1 file already exists in Home');
    await cancelled.conflict.getByRole('button', { name: 'Cancel' }).click();
    await cancelled.conflict.waitFor({ state: 'hidden' });
    expect(await cancelled.upload.getByTestId('upload-panel').count()).toBe(0);
    await cancelled.upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await page
      .getByRole('dialog', { name: '1 file already exists in Home' })
      .getByRole('button', { name: 'Replace' })
      .click();
    await toastWith(page, '1 file replaced: big.txt');
    await cancelled.upload.waitFor({ state: 'hidden' });
    expect(await sizesInHome(page)).toEqual({ 'big.txt': 8 * 1024 * 1024 });

    await chooseItemAction(page, 'big.txt', 'Versions');
    const versions = page.getByRole('dialog', { name: 'Versions of big.txt' });
    await versions.getByTestId('version-row').first().waitFor();
    expect(await versions.getByTestId('version-row').count()).toBe(1);
    // The current content is the second file's.
    const listed = await gql<{ folder: { edges: Array<{ node: { downloadUrl: string } }> } }>(
      page,
      'query { folder(path: "/", first: 5) { edges { node { downloadUrl } } } }',
    );
    const current = await page.request.get(listed.folder.edges[0]!.node.downloadUrl);
    expect((await current.body()).subarray(0, 3).toString()).toBe('bbb');
  });
});
