import type { Page } from 'playwright-core';
import {
  appStarted,
  chooseItemAction,
  closeToasts,
  createFolders,
  DESKTOP,
  expectShown,
  fitsWidth,
  gql,
  newUser,
  PDF_BYTES,
  PHONE,
  screenshot,
  screenshotAsIs,
  signUp,
  textFile,
  toastWith,
  uploadThroughApi,
  useBrowserPage,
} from './support/browser';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? DESKTOP.width) < 768;

/** Opens a screen of the main navigation: the header's links, or the drawer on a phone. */
async function navigateTo(page: Page, label: string, heading = label): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Coffer' });
    await drawer.getByRole('link', { name: label, exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
  } else {
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: label, exact: true })
      .click();
  }
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** The names in the Trash, newest first, once `count` rows are shown. */
async function trashNames(page: Page, count: number): Promise<string[]> {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="trash-row"]').length === n, count);
  return page.getByTestId('trash-name').allInnerTexts();
}

const trashRow = (page: Page, name: string) =>
  page.getByTestId('trash-row').filter({ has: page.getByTestId('trash-name').getByText(name, { exact: true }) });

async function trashViaApi(page: Page) {
  const data = await gql<{
    trash: { totalCount: number };
    storageUsage: { trashBytes: number; trashRetentionDays: number };
  }>(page, 'query { trash(first: 10) { totalCount } storageUsage { trashBytes trashRetentionDays } }');
  return data;
}

describe('the trash in the browser', () => {
  let page: Page;
  useBrowserPage((session) => ({ page } = session));

  it.each([DESKTOP, PHONE])(
    'deletes into the Trash, restores a folder with its contents, deletes forever and empties it (%p)',
    async (size) => {
      await page.setViewportSize(size);
      await signUp(page, newUser());
      await createFolders(page, '/', 'Projects');
      await createFolders(page, '/Projects/', 'Reports');
      await uploadThroughApi(page, '/Projects/Reports/', [
        textFile('q1.txt', 'first quarter'),
        { name: 'q2.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES },
      ]);
      await uploadThroughApi(page, '/Projects/', [textFile('notes.txt')]);
      await uploadThroughApi(page, '/', [textFile('loose.txt'), textFile('extra.txt')]);

      // A file, then a folder, from a folder of My Files: the confirmations say where they go.
      await navigateTo(page, 'My Files');
      await page.getByRole('link', { name: 'Projects', exact: true }).click();
      await page.getByRole('link', { name: 'Reports', exact: true }).waitFor();
      await chooseItemAction(page, 'notes.txt', 'Delete');
      const fileConfirm = page.getByRole('dialog', { name: 'Delete file' });
      await fileConfirm
        .getByText('Delete "notes.txt"? It goes to the trash, where you can restore it for 30 days.', { exact: true })
        .waitFor();
      expect(await fileConfirm.getByText(/cannot be undone/).count()).toBe(0);
      await fileConfirm.getByRole('button', { name: 'Delete' }).click();
      await (await toastWith(page, 'Deleted')).getByRole('button', { name: 'Undo' }).waitFor();
      await closeToasts(page);

      await chooseItemAction(page, 'Reports', 'Delete');
      const folderConfirm = page.getByRole('dialog', { name: 'Delete folder' });
      await folderConfirm
        .getByText(
          'Delete folder "Reports" and all its contents? It goes to the trash, where you can restore it for 30 days.',
          { exact: true },
        )
        .waitFor();
      await screenshotAsIs(page, 'delete-folder-to-trash-confirmation');
      await folderConfirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('No files yet').waitFor();
      await closeToasts(page);

      // Two at once from the top.
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
      await page.getByLabel('Select loose.txt').check();
      await page.getByLabel('Select extra.txt').check();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const bulkConfirm = page.getByRole('dialog', { name: 'Delete items' });
      await bulkConfirm.getByText('Delete 2 selected items?', { exact: true }).waitFor();
      await bulkConfirm
        .getByText('They go to the trash, where you can restore them for 30 days.', { exact: true })
        .waitFor();
      await bulkConfirm.getByRole('button', { name: 'Delete' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="file-card"]').length === 1);
      await expectShown(page, ['Projects']);
      await closeToasts(page);

      // The Trash: newest first, each with where it was, its size and the days left.
      await navigateTo(page, 'Trash');
      expect(new URL(page.url()).pathname).toBe('/dashboard/trash');
      expect(await page.title()).toBe('Trash · Coffer');
      const names = await trashNames(page, 4);
      expect(names.slice(0, 2).sort()).toEqual(['extra.txt', 'loose.txt']);
      expect(names.slice(2)).toEqual(['Reports', 'notes.txt']);
      const reports = await trashRow(page, 'Reports').innerText();
      expect(reports).toContain('/Projects');
      expect(reports).toMatch(/· 2 items/);
      expect(reports).toContain('30 days left');
      expect(await trashRow(page, 'notes.txt').innerText()).toContain('/Projects');
      expect(await trashRow(page, 'loose.txt').innerText()).toContain('My Files');
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, 'trash');

      // Restoring the folder puts it back where it was, with what was inside.
      await page.getByRole('button', { name: 'Restore Reports' }).click();
      await (await toastWith(page, 'Restored')).getByText('"Reports" is back in /Projects.').waitFor();
      expect(await trashNames(page, 3)).not.toContain('Reports');
      await closeToasts(page);
      await page.goto('/dashboard/my-files/Projects/Reports');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="file-card"]').length === 2);
      await expectShown(page, ['q1.txt', 'q2.pdf']);

      // Delete forever: final, and said so.
      await navigateTo(page, 'Trash');
      await trashNames(page, 3);
      await page.getByRole('button', { name: 'Delete notes.txt forever' }).click();
      const purgeConfirm = page.getByRole('dialog', { name: 'Delete forever' });
      await purgeConfirm.getByText('Delete "notes.txt" forever? This cannot be undone.', { exact: true }).waitFor();
      await screenshotAsIs(page, 'trash-delete-forever-confirmation');
      await purgeConfirm.getByRole('button', { name: 'Delete forever' }).click();
      await toastWith(page, 'Deleted forever');
      expect((await trashNames(page, 2)).sort()).toEqual(['extra.txt', 'loose.txt']);
      await closeToasts(page);

      // Empty trash.
      await page.getByRole('button', { name: 'Empty trash' }).click();
      const emptyConfirm = page.getByRole('dialog', { name: 'Empty trash' });
      await emptyConfirm
        .getByText('Delete all 2 items in the trash forever? This cannot be undone.', { exact: true })
        .waitFor();
      await emptyConfirm.getByRole('button', { name: 'Empty trash' }).click();
      await emptyConfirm.waitFor({ state: 'hidden' });
      await page.getByText('Trash is empty').waitFor();
      await page.getByText('Deleted items stay here for 30 days before they are deleted for good.').waitFor();
      expect(await page.getByRole('main').getByRole('button', { name: 'Empty trash' }).isDisabled()).toBe(true);
      await screenshot(page, 'trash-empty');
      expect(await trashViaApi(page)).toEqual({
        trash: { totalCount: 0 },
        storageUsage: { trashBytes: 0, trashRetentionDays: 30 },
      });
    },
  );

  it('undoes a delete from its toast, and the storage summaries show and link the trash', async () => {
    await signUp(page, newUser(), { openDashboard: false });
    await uploadThroughApi(page, '/', [textFile('draft.txt', 'x'.repeat(2048)), textFile('keep.txt')]);
    await page.goto('/dashboard/my-files');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="file-card"]').length === 2);
    await appStarted(page);
    expect(await page.getByTestId('trash-usage').count()).toBe(0);

    await chooseItemAction(page, 'draft.txt', 'Delete');
    await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="file-card"]').length === 1);
    // The storage bar under the files says how much the trash holds.
    await page.getByRole('link', { name: 'Trash: 2.0 KB' }).waitFor();
    await (await toastWith(page, 'Deleted')).getByRole('button', { name: 'Undo' }).click();
    await (await toastWith(page, 'Restored')).getByText('"draft.txt" is back in My Files.').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="file-card"]').length === 2);
    await expectShown(page, ['draft.txt', 'keep.txt']);
    await page.getByRole('link', { name: /^Trash: / }).waitFor({ state: 'detached' });
    expect((await trashViaApi(page)).trash.totalCount).toBe(0);
    await closeToasts(page);

    // Deleted again: the Dashboard's storage card links to the Trash.
    await chooseItemAction(page, 'draft.txt', 'Delete');
    await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="file-card"]').length === 1);
    await page.goto('/app');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const cardLink = page.getByText('Storage Used').locator('../..').getByRole('link', { name: 'Trash: 2.0 KB' });
    await cardLink.waitFor();
    await screenshotAsIs(page, 'dashboard-trash-usage');
    await cardLink.click();
    await page.getByRole('heading', { level: 1, name: 'Trash' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/trash');
    expect(await trashNames(page, 1)).toEqual(['draft.txt']);

    // With the Trash in it, the header's navigation fits on one line at every width that shows it.
    for (const width of [800, 1000, 1200, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForTimeout(100);
      const header = await page.getByRole('banner').evaluate((el) => ({
        fits: el.scrollWidth <= el.clientWidth,
        navHeight: el.querySelector('nav')!.getBoundingClientRect().height,
        // Every link and button shows its whole label (only the e-mail address may be cut short).
        clipped: Array.from(el.querySelectorAll<HTMLElement>('a, button, a *, button *'))
          .filter((c) => c instanceof HTMLElement && c.offsetWidth > 0 && c.scrollWidth > c.clientWidth + 1)
          .map((c) => c.textContent),
      }));
      expect({ width, ...header }).toEqual({ width, fits: true, navHeight: expect.any(Number), clipped: [] });
      expect(header.navHeight).toBeLessThan(40);
    }
  });
});
