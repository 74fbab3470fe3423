import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  createFolders,
  fitsWidth,
  newUser,
  screenshotAsIs,
  signUp,
  uploadThroughApi,
  useBrowserPage,
  textFile,
} from './support/browser';

/** A file three folders down (/Projects/Été 2024/Drafts/), a near namesake in Home, and a folder hit. */
async function deepTree(page: Page): Promise<{ deepId: string; homeId: string }> {
  await createFolders(page, '/', 'Projects');
  await createFolders(page, '/Projects/', 'Été 2024');
  await createFolders(page, '/Projects/Été 2024/', 'Drafts');
  await createFolders(page, '/', 'Resume templates');
  const [deepId] = await uploadThroughApi(page, '/Projects/Été 2024/Drafts/', [
    textFile('Résumé Final.txt'),
    textFile('cover letter.txt'),
  ]);
  const [homeId] = await uploadThroughApi(page, '/', [textFile('resume-notes.txt')]);
  return { deepId: deepId!, homeId: homeId! };
}

const DEEP_FOLDER_URL = '/dashboard/my-files/Projects/%C3%89t%C3%A9%202024/Drafts';
const searchField = (page: Page) => page.getByRole('combobox', { name: 'Search all files' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });
const hitIds = (page: Page) =>
  results(page)
    .locator('[data-testid="search-hit"]')
    .evaluateAll((hits) => hits.map((hit) => hit.getAttribute('data-item-id')));
const groupLabels = (page: Page) =>
  results(page)
    .getByRole('group')
    .evaluateAll((groups) =>
      groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent),
    );
const activeId = (page: Page) =>
  searchField(page).evaluate(
    (input) =>
      document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.getAttribute('data-item-id') ?? null,
  );

/** Types into the search field and waits for the dropdown to show `count` hits for that text. */
async function searchFor(page: Page, text: string, count: number): Promise<void> {
  await searchField(page).fill(text);
  const status = count === 0 ? 'No matches' : count === 1 ? '1 match' : `${count} matches`;
  await page.waitForFunction(
    ([n, said]) =>
      document.querySelectorAll('[data-testid="search-hit"]').length === n &&
      document.querySelector('[data-testid="search-status"]')?.textContent === said,
    [count, status] as const,
  );
}

/** Waits for My Files at the deep folder with exactly `id` selected. */
async function expectDeepFolderWithSelected(page: Page, id: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === DEEP_FOLDER_URL && url.search === `?file=${id}`);
  await page.getByRole('heading', { level: 1, name: 'My Files' }).waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="file-card"][data-selected]') !== null);
  expect(
    await page
      .locator('[data-testid="file-card"][data-selected]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-item-id'))),
  ).toEqual([id]);
  expect(await page.getByRole('checkbox', { name: 'Select Résumé Final.txt' }).isChecked()).toBe(true);
  expect(await page.getByRole('checkbox', { name: 'Select cover letter.txt' }).isChecked()).toBe(false);
}

describe('account-wide search', () => {
  let page: Page;
  useBrowserPage((session) => ({ page } = session));

  it.each([DESKTOP, PHONE])(
    'finds a file three folders down from the Dashboard by part of its name and opens its folder with it selected, by keyboard (%p)',
    async (size) => {
      await page.setViewportSize(size);
      await signUp(page, newUser(), { openDashboard: false });
      const { deepId, homeId } = await deepTree(page);
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

      // Part of the name, in another case.
      await searchFor(page, 'FINA', 1);
      expect(await hitIds(page)).toEqual([deepId]);
      expect(await groupLabels(page)).toEqual(['Projects / Été 2024 / Drafts']);
      expect(await results(page).locator('mark').allInnerTexts()).toEqual(['Fina']);

      // Without the accents: the file, its namesake in Home and the folder, grouped by folder.
      await searchFor(page, 'resume', 3);
      expect(await hitIds(page)).toEqual(expect.arrayContaining([deepId, homeId]));
      expect((await groupLabels(page)).sort()).toEqual(['Home', 'Projects / Été 2024 / Drafts']);
      expect(await results(page).locator('mark').allInnerTexts()).toEqual(
        expect.arrayContaining(['Résumé', 'resume', 'Resume']),
      );
      expect(await searchField(page).getAttribute('aria-expanded')).toBe('true');
      expect(await fitsWidth(page)).toBe(true);
      const box = (await page.getByTestId('global-search-dropdown').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      await screenshotAsIs(page, 'search-dropdown');

      // The arrow keys walk the hits in the order shown, across groups, and wrap.
      const shown = await hitIds(page);
      const walked: Array<string | null> = [];
      for (let i = 0; i < shown.length; i += 1) {
        await page.keyboard.press('ArrowDown');
        walked.push(await activeId(page));
      }
      expect(walked).toEqual(shown);
      await page.keyboard.press('ArrowDown');
      expect(await activeId(page)).toBe(shown[0]);
      await page.keyboard.press('ArrowUp');
      expect(await activeId(page)).toBe(shown.at(-1));

      // Escape closes; ArrowDown opens again.
      await page.keyboard.press('Escape');
      await results(page).waitFor({ state: 'hidden' });
      expect(await searchField(page).getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('ArrowDown');
      await results(page).waitFor();

      while ((await activeId(page)) !== deepId) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expectDeepFolderWithSelected(page, deepId);
      expect(await results(page).count()).toBe(0);
      expect(await searchField(page).inputValue()).toBe('');
      expect(await fitsWidth(page)).toBe(true);
    },
  );

  it('opens a file hit and a folder hit with a click from any signed-in screen', async () => {
    await signUp(page, newUser(), { openDashboard: false });
    const { deepId } = await deepTree(page);
    await page.goto('/dashboard/shared');
    await page.getByRole('heading', { level: 1, name: 'Shared with Me' }).waitFor();

    await searchFor(page, 'sumé fi', 1);
    await results(page).locator(`[data-item-id="${deepId}"]`).click();
    await expectDeepFolderWithSelected(page, deepId);

    await searchFor(page, 'templ', 1);
    expect(await groupLabels(page)).toEqual(['Home']);
    await results(page).getByRole('option').first().click();
    await page.waitForURL((url) => url.pathname === '/dashboard/my-files/Resume%20templates' && url.search === '');
    await page.getByText('No files yet').waitFor();

    await searchFor(page, 'no such name', 0);
    await page.getByTestId('global-search-dropdown').getByText('No matches').waitFor();
  });
});
