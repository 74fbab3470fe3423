import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  PHONE,
  PNG_BYTES,
  createShareLink,
  field,
  fitsWidth,
  gql,
  goToMyFiles,
  newPage,
  newUser,
  pdfDocument,
  screenshot,
  screenshotAsIs,
  signUp,
  textFile,
  uploadThroughApi,
  useBrowserPage,
  type PayloadFile,
} from './support/browser';
import { verifyByMail } from './support/mail';

const MARKUP = '<b id="injected">not bold</b><img src=x onerror="document.title=1">';
const PHOTO: PayloadFile = { name: 'a-photo.png', mimeType: 'image/png', buffer: PNG_BYTES };
const REPORT: PayloadFile = { name: 'b-report.pdf', mimeType: 'application/pdf', buffer: pdfDocument(2) };
const NOTES = textFile('c-notes.txt', `first line\n${MARKUP}\n`);

/** How many pixels of the canvas are neither white nor transparent. */
function inkedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i + 3]! > 0 && data[i]! + data[i + 1]! + data[i + 2]! < 600) inked++;
    return inked;
  });
}

/** The viewer once it shows `name` as its title. */
async function viewerShowing(page: Page, name: string): Promise<Locator> {
  const viewer = page.getByRole('dialog', { name });
  await viewer.waitFor();
  return viewer;
}

async function expectPdfRendered(viewer: Locator, pageLabel: string): Promise<void> {
  const canvas = viewer.getByRole('img', { name: pageLabel });
  await canvas.waitFor();
  await viewer.page().waitForFunction((el) => (el as HTMLCanvasElement).width > 0, await canvas.elementHandle());
  expect(await inkedPixels(canvas)).toBeGreaterThan(1000);
}

async function naturalWidth(image: Locator): Promise<number> {
  await image.page().waitForFunction((el) => (el as HTMLImageElement).complete, await image.elementHandle());
  return image.evaluate((el: HTMLImageElement) => el.naturalWidth);
}

describe('previews in the browser', () => {
  let page: Page;
  let browser: Browser;
  useBrowserPage((session) => ({ page, browser } = session));

  it('shows each card with the thumbnail the server made', async () => {
    await signUp(page, newUser());
    await uploadThroughApi(page, '/', [PHOTO, NOTES]);
    const listed = await gql<{ folder: { edges: Array<{ node: { name: string; thumbnailUrl: string | null } }> } }>(
      page,
      '{ folder(path: "/", first: 10) { edges { node { name thumbnailUrl(size: LARGE) } } } }',
    );
    const thumbnailUrl = listed.folder.edges.find((e) => e.node.name === PHOTO.name)?.node.thumbnailUrl;
    expect(thumbnailUrl).toEqual(expect.any(String));
    await goToMyFiles(page);
    const card = page.getByTestId('file-card').filter({ hasText: PHOTO.name });
    const thumbnail = card.getByTestId('file-thumbnail');
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('src')).toBe(thumbnailUrl);
    expect(await naturalWidth(thumbnail)).toBeGreaterThan(0);
    // A text file has no thumbnail: its card keeps the type icon.
    expect(await page.getByTestId('file-card').filter({ hasText: NOTES.name }).locator('img').count()).toBe(0);
    await screenshot(page, 'my-files-thumbnails');
  });

  it('opens an image, a PDF and a text file; ← and → page through them, Escape closes', async () => {
    await signUp(page, newUser());
    await uploadThroughApi(page, '/', [PHOTO, REPORT, NOTES]);
    await goToMyFiles(page);

    await page.getByTestId('item-name').getByText(PHOTO.name, { exact: true }).click();
    let viewer = await viewerShowing(page, PHOTO.name);
    const image = viewer.getByRole('img', { name: PHOTO.name });
    expect(await naturalWidth(image)).toBe(8);
    await viewer.getByText('1 of 3').waitFor();
    await page.keyboard.press('+');
    await viewer.getByText('125%').waitFor();
    await page.keyboard.press('0');
    await viewer.getByText('100%').waitFor();
    await screenshotAsIs(page, 'viewer-image');

    await page.keyboard.press('ArrowRight');
    viewer = await viewerShowing(page, REPORT.name);
    await viewer.getByText('Page 1 of 2').waitFor();
    await expectPdfRendered(viewer, 'Page 1 of 2');
    await screenshotAsIs(page, 'viewer-pdf');
    await viewer.getByRole('button', { name: 'Next page' }).click();
    await viewer.getByText('Page 2 of 2').waitFor();
    await expectPdfRendered(viewer, 'Page 2 of 2');

    await page.keyboard.press('ArrowRight');
    viewer = await viewerShowing(page, NOTES.name);
    const text = viewer.getByTestId('text-preview');
    await text.waitFor();
    expect(await text.innerText()).toBe(`first line\n${MARKUP}\n`);
    expect(await page.locator('#injected').count()).toBe(0);
    await screenshotAsIs(page, 'viewer-text');

    await page.keyboard.press('ArrowLeft');
    await viewerShowing(page, REPORT.name);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // The thumbnail (or icon) of a card opens the viewer too.
    await page.getByRole('button', { name: `Preview ${NOTES.name}` }).click();
    await viewerShowing(page, NOTES.name);
  });

  it('is usable on a 390 × 844 phone: full screen, every control in reach', async () => {
    await page.setViewportSize(PHONE);
    await signUp(page, newUser());
    await uploadThroughApi(page, '/', [REPORT, NOTES]);
    await page.goto('/dashboard/my-files');
    await page.getByTestId('item-name').getByText(REPORT.name, { exact: true }).click();
    const viewer = await viewerShowing(page, REPORT.name);
    await expectPdfRendered(viewer, 'Page 1 of 2');
    const box = (await viewer.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([PHONE.width, PHONE.height]);
    for (const name of ['Close viewer', 'Previous file', 'Next file', 'Download', 'Next page']) {
      const control = (await viewer.getByRole('button', { name }).boundingBox())!;
      expect(control.x >= 0 && control.x + control.width <= PHONE.width).toBe(true);
      expect(control.y >= 0 && control.y + control.height <= PHONE.height).toBe(true);
    }
    expect(await fitsWidth(page)).toBe(true);
    await screenshotAsIs(page, 'viewer-pdf-phone');
    await viewer.getByRole('button', { name: 'Next file' }).click();
    await (await viewerShowing(page, NOTES.name)).getByTestId('text-preview').waitFor();
    await screenshotAsIs(page, 'viewer-text-phone');
    await page.getByRole('button', { name: 'Close viewer' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('previews a PDF on the share page for an anonymous visitor', async () => {
    await signUp(page, newUser(), { openDashboard: false });
    const [id] = await uploadThroughApi(page, '/', [REPORT]);
    const { url } = await createShareLink(page, id!);

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const anon = await visitor.newPage();
    await anon.goto(url);
    await anon.getByRole('heading', { name: REPORT.name }).waitFor();
    await anon.getByRole('button', { name: 'Preview' }).click();
    const viewer = await viewerShowing(anon, REPORT.name);
    await expectPdfRendered(viewer, 'Page 1 of 2');
    await screenshotAsIs(anon, 'share-page-preview-pdf');
    await anon.keyboard.press('Escape');
    await anon.getByRole('dialog').waitFor({ state: 'hidden' });
    await visitor.close();
  });

  it('previews a password-protected link only once the password is accepted', async () => {
    await signUp(page, newUser(), { openDashboard: false });
    const [id] = await uploadThroughApi(page, '/', [NOTES]);
    const { url } = await createShareLink(page, id!, { password: 'Open-Sesame-42' });

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const anon = await visitor.newPage();
    await anon.goto(url);
    await anon.getByRole('heading', { name: 'Password Required' }).waitFor();
    expect(await anon.getByRole('button', { name: 'Preview' }).count()).toBe(0);
    expect(await anon.locator('img').count()).toBe(0);
    await field(anon, 'Password').fill('Open-Sesame-42');
    await anon.getByRole('button', { name: 'Access File' }).click();
    await anon.getByRole('button', { name: 'Preview' }).click();
    const viewer = await viewerShowing(anon, NOTES.name);
    expect(await viewer.getByTestId('text-preview').innerText()).toBe(`first line\n${MARKUP}\n`);
    await visitor.close();
  });

  it('under a download limit, a preview and the download that follows spend one download', async () => {
    await signUp(page, newUser(), { openDashboard: false });
    const [id] = await uploadThroughApi(page, '/', [NOTES]);
    const { url } = await createShareLink(page, id!, { maxAccess: 3 });

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    const anon = await visitor.newPage();
    await anon.goto(url);
    await anon.getByText('This link has a download limit: previewing uses one download', { exact: false }).waitFor();
    await anon.getByRole('button', { name: 'Preview' }).click();
    const viewer = await viewerShowing(anon, NOTES.name);
    await viewer.getByTestId('text-preview').waitFor();
    const [fromViewer] = await Promise.all([
      anon.waitForEvent('download'),
      viewer.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(readFileSync(await fromViewer.path()).equals(NOTES.buffer)).toBe(true);
    await anon.keyboard.press('Escape');
    const [fromPage] = await Promise.all([
      anon.waitForEvent('download'),
      anon.getByRole('button', { name: 'Download File' }).click(),
    ]);
    expect(fromPage.suggestedFilename()).toBe(NOTES.name);
    expect(readFileSync(await fromPage.path()).equals(NOTES.buffer)).toBe(true);
    await visitor.close();

    const links = await gql<{ shareLinks: Array<{ accessCount: number }> }>(
      page,
      'query($id: ID!) { shareLinks(fileId: $id) { accessCount } }',
      { id },
    );
    // The opening counted once and paid for the one fetch of the bytes; the saves asked nothing.
    expect(links.shareLinks[0]!.accessCount).toBe(1);
  });
  it('opens files shared with the reader from Shared with Me; one behind a password goes to its share page', async () => {
    await signUp(page, newUser('Olive Owner'), { openDashboard: false });
    const reader = newUser('Rae Reader');
    const { context, page: readerPage } = await newPage(browser);
    try {
      await signUp(readerPage, reader, { openDashboard: false });
      await verifyByMail(readerPage, reader.email);
      const locked = textFile('d-locked.txt', 'behind a password');
      const [notesId, reportId, lockedId] = await uploadThroughApi(page, '/', [NOTES, REPORT, locked]);
      for (const fileId of [notesId!, reportId!])
        await createShareLink(page, fileId, { scope: 'RESTRICTED', emails: [reader.email] });
      await createShareLink(page, lockedId!, { scope: 'RESTRICTED', emails: [reader.email], password: 'Secret-42' });

      await readerPage.goto('/dashboard/shared');
      await readerPage
        .getByRole('button', { name: `Preview ${NOTES.name}` })
        .first()
        .click();
      const notes = await viewerShowing(readerPage, NOTES.name);
      await notes.getByText('first line').waitFor();
      expect(await readerPage.locator('#injected').count()).toBe(0);
      await readerPage.keyboard.press('Escape');
      await notes.waitFor({ state: 'hidden' });

      await readerPage
        .getByRole('button', { name: `Preview ${REPORT.name}` })
        .first()
        .click();
      await expectPdfRendered(await viewerShowing(readerPage, REPORT.name), 'Page 1 of 2');
      await readerPage.keyboard.press('Escape');

      await readerPage
        .getByRole('button', { name: `Preview ${locked.name}` })
        .first()
        .click();
      await readerPage.waitForURL(/\/share\/[^/]+$/);
      await readerPage.getByText('This shared file is password protected.').waitFor();
    } finally {
      await context.close();
    }
  });
});
