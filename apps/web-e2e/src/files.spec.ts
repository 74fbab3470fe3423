import type { Page } from 'playwright-core';
import {
  appStarted,
  createFolders,
  DESKTOP,
  expectShown,
  goToMyFiles,
  gql,
  newUser,
  openUploadDialog,
  PDF_BYTES,
  PHONE,
  PNG_BYTES,
  screenshot,
  signUp,
  uploadThroughDialog,
  useBrowserPage,
} from './support/browser';

describe('browsing files in the browser', () => {
  let page: Page;
  useBrowserPage((session) => ({ page } = session));

  it('browses into nested folders and back through the breadcrumb', async () => {
    await signUp(page, newUser());
    await createFolders(page, '/Projects/2024/', 'Q1');
    await createFolders(page, '/', 'Archive');
    await goToMyFiles(page);

    await page.getByRole('link', { name: 'Projects', exact: true }).click();
    await page.getByRole('link', { name: '2024', exact: true }).click();
    await page.getByRole('link', { name: 'Q1', exact: true }).click();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    // Opening a folder is a navigation now (its address changes): wait for it to land.
    await crumbs.locator('[aria-current="page"]', { hasText: 'Q1' }).waitFor();
    expect(await crumbs.innerText()).toMatch(/Home\s*\/?\s*Projects\s*\/?\s*2024\s*\/?\s*Q1/);
    await page.getByText('No files yet').waitFor();
    await page.getByText('Upload files to get started.').waitFor();
    await screenshot(page, 'my-files-empty-folder');

    await crumbs.getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('link', { name: '2024', exact: true }).waitFor();
    await expectShown(page, ['2024']);
    await crumbs.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: 'Archive', exact: true }).waitFor();
    await expectShown(page, ['Archive', 'Projects']);
    expect(await crumbs.getByRole('link').count()).toBe(0);
  });

  it('switches grid and list, and search, filter and sort change what is shown', async () => {
    await signUp(page, newUser());
    await goToMyFiles(page);
    await uploadThroughDialog(page, [
      { name: 'alpha.txt', mimeType: 'text/plain', buffer: Buffer.from('a') },
      { name: 'Beta.png', mimeType: 'image/png', buffer: PNG_BYTES },
      { name: 'gamma.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES },
    ]);
    await page.getByTestId('file-card').nth(2).waitFor();
    await expectShown(page, ['alpha.txt', 'Beta.png', 'gamma.pdf']);
    // "Create a share link" was left off: the upload published nothing (checked through the API).
    const listed = (await (await page.request.get('/api/files/list?path=/')).json()) as {
      items: Array<{ name: string; hasShareLink: boolean; sharedWith: string[] }>;
    };
    expect(listed.items).toHaveLength(3);
    expect(listed.items.filter((i) => i.hasShareLink || i.sharedWith.length > 0)).toEqual([]);
    // The storage bar reflects the upload.
    await page.getByText(/% used · .* GB free/).waitFor();
    await screenshot(page, 'my-files-grid');

    await page.getByLabel('Search your files').fill('ALP');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="file-card"]').length === 1);
    await expectShown(page, ['alpha.txt']);
    await page.getByLabel('Search your files').fill('zzz');
    await page.getByText('No files match your current filters').waitFor();
    await page.getByText('Try adjusting your search or filter criteria').waitFor();
    await screenshot(page, 'my-files-no-match');
    await page.getByLabel('Search your files').fill('');

    await page.getByRole('combobox', { name: 'Filter' }).click();
    await page.getByRole('option', { name: 'Images' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="file-card"]').length === 1);
    await expectShown(page, ['Beta.png']);
    await page.getByRole('combobox', { name: 'Filter' }).click();
    await page.getByRole('option', { name: 'Documents' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="file-card"]').length === 2);
    await expectShown(page, ['alpha.txt', 'gamma.pdf']);
    await page.getByRole('combobox', { name: 'Filter' }).click();
    await page.getByRole('option', { name: 'All files' }).click();

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Size' }).click();
    await expectShown(page, ['gamma.pdf', 'Beta.png', 'alpha.txt']);

    await page.locator('label').filter({ hasText: 'List view' }).click();
    await page.getByRole('columnheader', { name: 'Uploaded' }).waitFor();
    for (const column of ['Name', 'Size', 'Shared', 'Actions'])
      await page.getByRole('columnheader', { name: column }).waitFor();
    expect(await page.getByTestId('file-row').count()).toBe(3);
    expect(await page.getByTestId('file-card').count()).toBe(0);
    expect(await page.getByTestId('file-row').first().innerText()).toContain('gamma.pdf');
    await screenshot(page, 'my-files-list');
    await page.locator('label').filter({ hasText: 'Grid view' }).click();
    await page.getByTestId('file-card').first().waitFor();

    // The Dashboard's figures come from the server.
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // Shown from the cache at once, then refreshed from the server (cache-and-network).
    const totalCard = page.getByText('Files in your cloud').locator('..');
    await totalCard.getByText('3', { exact: true }).waitFor();
    await screenshot(page, 'dashboard-with-files');
  });

  it.each([DESKTOP, PHONE])(
    'uploads through the dialog with "Create a share link" off and publishes nothing (%p)',
    async (size) => {
      await page.setViewportSize(size);
      await signUp(page, newUser(), { openDashboard: false });
      await page.goto('/dashboard/my-files');
      await page.getByRole('heading', { level: 1, name: 'My Files' }).waitFor();
      await appStarted(page);
      const dialog = await openUploadDialog(page);
      await page.getByTestId('upload-files-input').setInputFiles([
        { name: 'alpha.txt', mimeType: 'text/plain', buffer: Buffer.from('a') },
        { name: 'gamma.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES },
      ]);
      const shareSwitch = dialog.getByRole('switch', { name: /^Create a share link/ });
      expect(await shareSwitch.isChecked()).toBe(false);
      // Everything needed to finish is reachable inside the screen's width.
      const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
      for (const control of [shareSwitch, upload]) {
        await control.waitFor({ state: 'visible' });
        const box = await control.boundingBox();
        expect(box!.x >= 0 && box!.x + box!.width <= size.width).toBe(true);
      }
      await upload.click();
      await page.getByText('Upload Successful!').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId('file-card').nth(1).waitFor();
      await expectShown(page, ['alpha.txt', 'gamma.pdf']);

      const listed = (await (await page.request.get('/api/files/list?path=/')).json()) as {
        items: Array<{ _id: string; name: string; hasShareLink: boolean; sharedWith: string[] }>;
      };
      expect(listed.items.map((i) => i.name).sort()).toEqual(['alpha.txt', 'gamma.pdf']);
      expect(listed.items.filter((i) => i.hasShareLink || i.sharedWith.length > 0)).toEqual([]);
      for (const item of listed.items) {
        const { shareLinks } = await gql<{ shareLinks: unknown[] }>(
          page,
          'query($f: ID!) { shareLinks(fileId: $f) { token } }',
          { f: item._id },
        );
        expect([item.name, shareLinks]).toEqual([item.name, []]);
      }
    },
  );
});
