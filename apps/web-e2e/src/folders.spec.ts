import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import {
  appStarted,
  createFolders,
  DESKTOP,
  expectShown,
  fitsWidth,
  newUser,
  openUploadDialog,
  PDF_BYTES,
  PHONE,
  PNG_BYTES,
  screenshot,
  screenshotAsIs,
  signUp,
  textFile,
  uploadThroughApi,
  useBrowserPage,
} from './support/browser';

/** /Projects/2024 Q1/Drafts/ with a file in '2024 Q1', and Archive at the top. */
async function nestedFolders(page: Page): Promise<{ reportId: string; notesId: string }> {
  await createFolders(page, '/', 'Projects');
  await createFolders(page, '/', 'Archive');
  await createFolders(page, '/Projects/', '2024 Q1');
  await createFolders(page, '/Projects/2024 Q1/', 'Drafts');
  const [reportId, notesId] = await uploadThroughApi(page, '/Projects/2024 Q1/', [
    { name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES },
    textFile('notes.txt'),
  ]);
  return { reportId: reportId!, notesId: notesId! };
}

const pathname = (page: Page) => new URL(page.url()).pathname;
const search = (page: Page) => new URL(page.url()).search;
const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/** Waits for the listing of a folder: its breadcrumb's last crumb and the names shown. */
async function expectFolder(page: Page, current: string, names: string[]): Promise<void> {
  await crumbs(page).locator('[aria-current="page"]', { hasText: current }).waitFor();
  await appStarted(page);
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="file-card"]').length === count,
    names.length,
  );
  await expectShown(page, names);
}

describe('folders you can link to', () => {
  let context: BrowserContext;
  let page: Page;
  useBrowserPage((session) => ({ context, page } = session));

  it.each([DESKTOP, PHONE])('moves between nested folders with Back, Forward and reload (%p)', async (size) => {
    await page.setViewportSize(size);
    await signUp(page, newUser(), { openDashboard: false });
    await nestedFolders(page);
    await page.goto('/dashboard/my-files');
    await expectFolder(page, 'Home', ['Archive', 'Projects']);

    await page.getByRole('link', { name: 'Projects', exact: true }).click();
    await expectFolder(page, 'Projects', ['2024 Q1']);
    expect(pathname(page)).toBe('/dashboard/my-files/Projects');
    await page.getByRole('link', { name: '2024 Q1', exact: true }).click();
    await expectFolder(page, '2024 Q1', ['Drafts', 'notes.txt', 'report.pdf']);
    expect(pathname(page)).toBe('/dashboard/my-files/Projects/2024%20Q1');
    await page.getByRole('link', { name: 'Drafts', exact: true }).click();
    await page.getByText('No files yet').waitFor();
    expect(pathname(page)).toBe('/dashboard/my-files/Projects/2024%20Q1/Drafts');
    expect(
      await crumbs(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')])),
    ).toEqual([
      ['Home', '/dashboard/my-files'],
      ['Projects', '/dashboard/my-files/Projects'],
      ['2024 Q1', '/dashboard/my-files/Projects/2024%20Q1'],
    ]);

    await page.goBack();
    await expectFolder(page, '2024 Q1', ['Drafts', 'notes.txt', 'report.pdf']);
    expect(pathname(page)).toBe('/dashboard/my-files/Projects/2024%20Q1');
    await page.goBack();
    await expectFolder(page, 'Projects', ['2024 Q1']);
    await page.goForward();
    await expectFolder(page, '2024 Q1', ['Drafts', 'notes.txt', 'report.pdf']);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Files' }).waitFor();
    await expectFolder(page, '2024 Q1', ['Drafts', 'notes.txt', 'report.pdf']);
    expect(pathname(page)).toBe('/dashboard/my-files/Projects/2024%20Q1');
    await screenshotAsIs(page, 'my-files-nested-folder');

    // The breadcrumb leads back up, as a new history entry.
    await crumbs(page).getByRole('link', { name: 'Home' }).click();
    await expectFolder(page, 'Home', ['Archive', 'Projects']);
    expect(pathname(page)).toBe('/dashboard/my-files');
    await page.goBack();
    await expectFolder(page, '2024 Q1', ['Drafts', 'notes.txt', 'report.pdf']);
  });

  it('opens a deep link with its file selected, keeps the selection in the address, and says when a folder does not exist', async () => {
    await signUp(page, newUser(), { openDashboard: false });
    const { reportId, notesId } = await nestedFolders(page);

    await page.goto(`/app/my-files/Projects/2024%20Q1?file=${reportId}`);
    await expectFolder(page, '2024 Q1', ['Drafts', 'notes.txt', 'report.pdf']);
    const report = page.getByRole('checkbox', { name: 'Select report.pdf' });
    await page.waitForFunction(() => document.querySelector('[data-testid="file-card"][data-selected]') !== null);
    expect(await report.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Select notes.txt' }).isChecked()).toBe(false);
    expect(await page.locator('[data-testid="file-card"][data-selected]').getAttribute('data-item-id')).toBe(reportId);
    await screenshot(page, 'my-files-deep-link-selected');

    // Choosing another file puts that one into the address, without a new history entry.
    await page.getByRole('checkbox', { name: 'Select notes.txt' }).click();
    await page.waitForURL((url) => url.search === '');
    await report.click();
    await page.waitForURL((url) => url.searchParams.get('file') === notesId);
    expect(pathname(page)).toBe('/app/my-files/Projects/2024%20Q1');
    await page.reload();
    await page.getByRole('checkbox', { name: 'Select notes.txt' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="file-card"][data-selected]') !== null);
    expect(await page.getByRole('checkbox', { name: 'Select notes.txt' }).isChecked()).toBe(true);
    expect(search(page)).toBe(`?file=${notesId}`);

    // A folder that is not there: said plainly, with the way back to Home.
    await page.goto('/dashboard/my-files/Projects/Nope/Deeper');
    await page.getByText('Folder not found').waitFor();
    await page
      .getByText('There is no folder "/Projects/Nope/Deeper/". It may have been renamed, moved or deleted.')
      .waitFor();
    expect(await page.getByText('No files yet').count()).toBe(0);
    expect(await crumbs(page).getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe(
      '/dashboard/my-files/Projects',
    );
    await screenshot(page, 'my-files-folder-not-found');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expectFolder(page, 'Home', ['Archive', 'Projects']);
    expect(pathname(page)).toBe('/dashboard/my-files');
  });

  it.each([DESKTOP, PHONE])('remembers grid or list and the sort order across a reload (%p)', async (size) => {
    await page.setViewportSize(size);
    await signUp(page, newUser(), { openDashboard: false });
    await uploadThroughApi(page, '/', [
      textFile('a-small.txt', 'x'),
      { name: 'b-mid.png', mimeType: 'image/png', buffer: PNG_BYTES },
      { name: 'c-big.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES },
    ]);
    await page.goto('/dashboard/my-files');
    await page.getByTestId('file-card').nth(2).waitFor();
    await expectShown(page, ['a-small.txt', 'b-mid.png', 'c-big.pdf']);

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Size' }).click();
    await page.locator('label').filter({ hasText: 'List view' }).click();
    await page.getByTestId('file-row').nth(2).waitFor();
    // A phone folds Size and Uploaded into the line under the name; a wide screen has the columns.
    const phone = size === PHONE;
    expect(await page.getByRole('columnheader', { name: 'Uploaded' }).isVisible()).toBe(!phone);
    expect(await page.getByTestId('file-row-details').first().isVisible()).toBe(phone);

    await page.reload();
    await page.getByTestId('file-row').nth(2).waitFor();
    expect(await page.getByTestId('file-card').count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Uploaded' }).isVisible()).toBe(!phone);
    expect(await fitsWidth(page)).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('Size');
    const rows = await page.getByTestId('file-row').allInnerTexts();
    expect(
      rows.map((row) =>
        row
          .split('\n')
          .find((line) => /\.(pdf|png|txt)$/.test(line.trim()))
          ?.trim(),
      ),
    ).toEqual(['c-big.pdf', 'b-mid.png', 'a-small.txt']);

    // The same choice holds on the Dashboard and in another tab of this browser.
    const other = await context.newPage();
    await other.setViewportSize(size);
    await other.goto('/dashboard');
    await other.getByTestId('file-row').nth(2).waitFor();
    expect(await other.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('Size');
    await other.close();

    await page.locator('label').filter({ hasText: 'Grid view' }).click();
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Name' }).click();
    await page.reload();
    await page.getByTestId('file-card').nth(2).waitFor();
    await expectShown(page, ['a-small.txt', 'b-mid.png', 'c-big.pdf']);
  });

  it.each([DESKTOP, PHONE])('uploads from the Upload page into a chosen folder (%p)', async (size) => {
    await page.setViewportSize(size);
    await signUp(page, newUser(), { openDashboard: false });
    await nestedFolders(page);
    await page.goto('/dashboard/upload');
    await page.getByRole('heading', { level: 1, name: 'Upload' }).waitFor();
    const phone = size === PHONE;
    // Phones are told to tap; pointers to drag and drop.
    expect(await page.getByText('Tap to choose files or a folder').isVisible()).toBe(phone);
    expect(await page.getByText('Drag & drop files or folders here').isVisible()).toBe(!phone);
    expect(await fitsWidth(page)).toBe(true);

    const destination = page.getByRole('combobox', { name: 'Upload to' });
    expect(await destination.inputValue()).toBe('Home');
    await destination.click();
    await page.getByRole('option', { name: 'Projects / 2024 Q1', exact: true }).click();
    expect(await destination.inputValue()).toBe('Projects / 2024 Q1');

    await page.getByTestId('upload-files-input').setInputFiles([textFile('minutes.txt')]);
    await page.getByText('Upload Successful!').first().waitFor();
    const arrival = page.getByTestId('upload-arrival');
    await arrival.getByText('1 file uploaded to Projects / 2024 Q1.').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshotAsIs(page, 'upload-page-done');

    // Nothing was published by it (checked through the API).
    const listed = (await (
      await page.request.get(`/api/files/list?path=${encodeURIComponent('/Projects/2024 Q1/')}`)
    ).json()) as { items: Array<{ name: string; hasShareLink: boolean }> };
    expect(listed.items.find((i) => i.name === 'minutes.txt')).toMatchObject({ hasShareLink: false });

    await arrival.getByRole('link', { name: 'Open folder' }).click();
    await expectFolder(page, '2024 Q1', ['Drafts', 'minutes.txt', 'notes.txt', 'report.pdf']);
    expect(pathname(page)).toBe('/dashboard/my-files/Projects/2024%20Q1');
    await page.waitForFunction(() => document.querySelector('[data-testid="file-card"][data-selected]') !== null);
    expect(await page.getByRole('checkbox', { name: 'Select minutes.txt' }).isChecked()).toBe(true);

    // The Upload dialog speaks the same way.
    const dialog = await openUploadDialog(page);
    expect(await dialog.getByText('Tap to choose files or a folder').isVisible()).toBe(phone);
    expect(await dialog.getByText('Drag & drop files or folders here').isVisible()).toBe(!phone);
  });

  it('uploads a whole folder from the Upload page, keeping its structure inside the chosen folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'coffer-upload-page-'));
    const trip = join(root, 'Trip photos');
    mkdirSync(join(trip, 'day 1'), { recursive: true });
    writeFileSync(join(trip, 'plan.txt'), 'the plan');
    writeFileSync(join(trip, 'day 1', 'notes.txt'), 'arrived');

    await signUp(page, newUser(), { openDashboard: false });
    await createFolders(page, '/', 'Holidays');
    await page.goto('/dashboard/upload?folder=%2FHolidays%2F');
    const destination = page.getByRole('combobox', { name: 'Upload to' });
    // The page holds other comboboxes (the search field): wait on this one.
    await page.waitForFunction(
      (input) => (input as HTMLInputElement | null)?.value === 'Holidays',
      await destination.elementHandle(),
    );
    expect(await destination.inputValue()).toBe('Holidays');

    await page.getByTestId('upload-folder-input').setInputFiles(trip);
    await page.getByTestId('upload-arrival').getByText('2 files uploaded to Holidays.').waitFor();
    await page.getByTestId('upload-arrival').getByRole('link', { name: 'Open folder' }).click();
    await expectFolder(page, 'Holidays', ['Trip photos']);
    await page.getByRole('link', { name: 'Trip photos', exact: true }).click();
    await expectFolder(page, 'Trip photos', ['day 1', 'plan.txt']);
    await page.getByRole('link', { name: 'day 1', exact: true }).click();
    await expectFolder(page, 'day 1', ['notes.txt']);
    expect(pathname(page)).toBe('/dashboard/my-files/Holidays/Trip%20photos/day%201');
  });

  it('lists the five newest uploads on the Dashboard; each opens its folder with the file selected', async () => {
    await signUp(page, newUser(), { openDashboard: false });
    await nestedFolders(page);
    await page.goto('/dashboard');
    // Two files already (notes.txt newest); five more, one at a time so that their order is certain.
    for (const name of ['one.txt', 'two.txt', 'three.txt', 'four.txt']) {
      await uploadThroughApi(page, '/', [textFile(name)]);
      await page.waitForTimeout(20);
    }
    const [fiveId] = await uploadThroughApi(page, '/Projects/2024 Q1/', [textFile('five.txt', 'x'.repeat(2048))]);
    await page.reload();

    const rows = page.getByTestId('recent-upload');
    await rows.nth(4).waitFor();
    expect(await rows.count()).toBe(5);
    const texts = await rows.allInnerTexts();
    expect(texts.map((t) => t.split('\n')[0])).toEqual(['five.txt', 'four.txt', 'three.txt', 'two.txt', 'one.txt']);
    const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
      new Date(),
    );
    expect(texts[0]).toContain(`2.0 KB · ${today} · Projects / 2024 Q1`);
    expect(texts[1]).toContain('Home');
    await screenshot(page, 'dashboard-recent-uploads');

    await rows.first().getByRole('link', { name: 'five.txt' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Files' }).waitFor();
    expect(pathname(page)).toBe('/dashboard/my-files/Projects/2024%20Q1');
    expect(search(page)).toBe(`?file=${fiveId}`);
    await page.waitForFunction(() => document.querySelector('[data-testid="file-card"][data-selected]') !== null);
    expect(await page.getByRole('checkbox', { name: 'Select five.txt' }).isChecked()).toBe(true);
  });

  it("keeps the Dashboard panel's folder in its address too", async () => {
    await signUp(page, newUser(), { openDashboard: false });
    await nestedFolders(page);
    await page.goto('/dashboard');
    await expectFolder(page, 'Home', ['Archive', 'Projects']);
    await page.getByRole('link', { name: 'Projects', exact: true }).click();
    await expectFolder(page, 'Projects', ['2024 Q1']);
    expect(`${pathname(page)}${search(page)}`).toBe('/dashboard?folder=%2FProjects%2F');
    await page.reload();
    await expectFolder(page, 'Projects', ['2024 Q1']);
    await page.goBack();
    await expectFolder(page, 'Home', ['Archive', 'Projects']);
    expect(`${pathname(page)}${search(page)}`).toBe('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('fits list rows on a phone, with each row’s menu in reach', async () => {
    await page.setViewportSize(PHONE);
    await signUp(page, newUser(), { openDashboard: false });
    await createFolders(page, '/', 'Quarterly reports and statements');
    await uploadThroughApi(page, '/', [
      textFile('a-very-long-file-name-that-would-push-the-row-sideways-on-a-phone.txt'),
      textFile('short.txt'),
    ]);
    await page.goto('/dashboard/my-files');
    await page.getByTestId('file-card').nth(2).waitFor();
    await page.locator('label').filter({ hasText: 'List view' }).click();
    const rows = page.getByTestId('file-row');
    await rows.nth(2).waitFor();

    expect(await fitsWidth(page)).toBe(true);
    // Size, Uploaded and Shared fold into a line under the name.
    expect(await page.getByRole('columnheader', { name: 'Size' }).isVisible()).toBe(false);
    expect(await rows.filter({ hasText: 'short.txt' }).getByTestId('file-row-details').isVisible()).toBe(true);
    for (const row of await rows.all()) {
      const menu = row.getByRole('button', { name: /^Actions for / });
      const box = await menu.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await screenshotAsIs(page, 'my-files-list-phone');

    const longName = 'a-very-long-file-name-that-would-push-the-row-sideways-on-a-phone.txt';
    await page.getByRole('button', { name: `Actions for ${longName}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: /Rename/ });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: /New name/ }).fill('renamed.txt');
    await dialog.getByRole('button', { name: 'Rename', exact: true }).click();
    await rows.filter({ hasText: 'renamed.txt' }).waitFor();

    // A folder row opens the folder.
    await page.getByRole('link', { name: 'Quarterly reports and statements', exact: true }).click();
    await page.getByText('No files yet').waitFor();
    expect(pathname(page)).toBe('/dashboard/my-files/Quarterly%20reports%20and%20statements');
    expect(await fitsWidth(page)).toBe(true);
  });
});
