import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  chooseItemAction,
  expectShown,
  field,
  goToMyFiles,
  newPage,
  newUser,
  openUploadDialog,
  PNG_BYTES,
  screenshot,
  signUp,
  type TestUser,
  useBrowserPage,
} from './support/browser';
import { verifyByMail } from './support/mail';

/** The link of a file, read from its Share dialog (which is closed again). */
async function shareLinkOf(page: Page, name: string): Promise<string> {
  await chooseItemAction(page, name, 'Share');
  const dialog = page.getByRole('dialog', { name: `Share "${name}"` });
  const link = dialog.getByLabel('Shareable link');
  await page.waitForFunction(() => {
    const input = Array.from(document.querySelectorAll('input')).find((i) => i.value.includes('/share/'));
    return input !== undefined;
  });
  const url = await link.inputValue();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return url;
}

describe('uploading, organising and sharing in the browser', () => {
  let browser: Browser;
  let page: Page;
  useBrowserPage((session) => ({ browser, page } = session));

  it("uploads a nested folder with 'Browse folder' and keeps its structure", async () => {
    const root = mkdtempSync(join(tmpdir(), 'coffer-upload-'));
    const project = join(root, 'Project');
    mkdirSync(join(project, 'docs', 'drafts'), { recursive: true });
    writeFileSync(join(project, 'readme.txt'), 'top level');
    writeFileSync(join(project, 'docs', 'plan.txt'), 'the plan');
    writeFileSync(join(project, 'docs', 'drafts', 'draft.txt'), 'a draft');
    writeFileSync(join(project, 'docs', 'skipped.exe'), 'MZ not accepted');

    await signUp(page, newUser());
    await goToMyFiles(page);
    const dialog = await openUploadDialog(page);
    await screenshot(page, 'upload-dialog');
    await page.getByTestId('upload-folder-input').setInputFiles(project);
    const list = dialog.getByRole('list', { name: 'Selected files' });
    await list.getByText('Project/docs/drafts/draft.txt').waitFor();
    // The .exe is not sent, and the dialog says why.
    expect((await list.innerText()).split('\n').sort()).toEqual([
      'Project/docs/drafts/draft.txt',
      'Project/docs/plan.txt',
      'Project/readme.txt',
    ]);
    expect(await dialog.getByRole('list', { name: 'Refused files' }).innerText()).toBe(
      'Project/docs/skipped.exe: Its content is plain text, so its name must end in .txt',
    );
    await dialog.getByRole('switch', { name: /^Create a share link/ }).check();
    await dialog.getByLabel('Private').check();
    await dialog.getByLabel('Allowed Emails').fill(' Someone@Example.com, someone@example.com,');
    await dialog.getByLabel('Allowed Emails').blur();
    // Trimmed, lowercased, de-duplicated: one pill.
    await dialog.getByText('someone@example.com', { exact: true }).waitFor();
    expect(await dialog.getByText('someone@example.com', { exact: true }).count()).toBe(1);
    await screenshot(page, 'upload-dialog-selected');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page
      .getByText(/Upload Successful!|Upload Failed/)
      .first()
      .waitFor();
    expect((await dialog.getByRole('alert').count()) === 0 ? '' : await dialog.getByRole('alert').innerText()).toBe('');
    await page
      .getByText(/3 files uploaded: .* and|3 files uploaded: /)
      .first()
      .waitFor();

    await page.getByRole('link', { name: 'Project', exact: true }).click();
    await page.getByRole('link', { name: 'docs', exact: true }).waitFor();
    await expectShown(page, ['docs', 'readme.txt']);
    await page.getByRole('link', { name: 'docs', exact: true }).click();
    await page.getByRole('link', { name: 'drafts', exact: true }).waitFor();
    await expectShown(page, ['drafts', 'plan.txt']);
    await page.getByRole('link', { name: 'drafts', exact: true }).click();
    await page.getByText('draft.txt', { exact: true }).waitFor();
  });

  it("says 'No files passed validation.' when nothing chosen is accepted, and resets on close", async () => {
    await signUp(page, newUser());
    await goToMyFiles(page);
    const dialog = await openUploadDialog(page);
    await page
      .getByTestId('upload-files-input')
      .setInputFiles([{ name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') }]);
    await dialog.getByText('No files passed validation.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    await dialog.getByRole('switch', { name: /^Create a share link/ }).check();
    await dialog.getByLabel('Password protection').check();
    await page
      .getByTestId('upload-files-input')
      .setInputFiles([{ name: 'ok.txt', mimeType: 'text/plain', buffer: Buffer.from('ok') }]);
    // Password protection on and no password: still disabled.
    expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'upload-dialog-password');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await openUploadDialog(page);
    expect(await dialog.getByRole('list', { name: 'Selected files' }).count()).toBe(0);
    // Reopened: no link unless asked for, and the link settings back at their defaults.
    expect(await dialog.getByRole('switch', { name: /^Create a share link/ }).isChecked()).toBe(false);
    expect(await dialog.getByLabel('Password protection').count()).toBe(0);
    await dialog.getByRole('switch', { name: /^Create a share link/ }).check();
    expect(await dialog.getByLabel('Password protection').isChecked()).toBe(false);
    expect(await dialog.getByLabel('7 days').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Public').isChecked()).toBe(true);
  });

  it('uploads with a password; the share page asks for it, keeps a wrong one out and downloads the same bytes', async () => {
    const original = Buffer.concat([PNG_BYTES, Buffer.alloc(0)]);
    await signUp(page, newUser());
    await goToMyFiles(page);
    const dialog = await openUploadDialog(page);
    await page
      .getByTestId('upload-files-input')
      .setInputFiles([{ name: 'secret.png', mimeType: 'image/png', buffer: original }]);
    await dialog.getByRole('switch', { name: /^Create a share link/ }).check();
    await dialog.getByLabel('Password protection').check();
    await dialog.getByLabel('Password', { exact: true }).fill('Open-Sesame-42');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('1 file uploaded: secret.png with password protection').waitFor();
    await page.getByText('Password Protected').first().waitFor();
    const url = await shareLinkOf(page, 'secret.png');

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    const anon = await visitor.newPage();
    await anon.goto(url);
    await anon.getByRole('heading', { name: 'Password Required' }).waitFor();
    await anon.getByText('This shared file is password protected.').waitFor();
    const access = anon.getByRole('button', { name: 'Access File' });
    expect(await access.isDisabled()).toBe(true);
    await field(anon, 'Password').fill('   ');
    expect(await access.isDisabled()).toBe(true);
    await screenshot(anon, 'share-page-password');
    await field(anon, 'Password').fill('wrong-password');
    await access.click();
    await anon.getByRole('alert').getByText('Incorrect password.').waitFor();
    await anon.getByRole('heading', { name: 'Password Required' }).waitFor();
    await screenshot(anon, 'share-page-wrong-password');

    await field(anon, 'Password').fill('Open-Sesame-42');
    await access.click();
    await anon.getByRole('heading', { name: 'secret.png' }).waitFor();
    await anon.getByText(/^Shared by /).waitFor();
    await anon.getByText('Login required').waitFor();
    await anon.getByText('Please login to add files to your account').waitFor();
    await anon.getByRole('img', { name: 'secret.png' }).waitFor();
    await screenshot(anon, 'share-page-file-visitor');
    const [download] = await Promise.all([
      anon.waitForEvent('download'),
      anon.getByRole('button', { name: 'Download File' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('secret.png');
    const saved = await download.path();
    expect(readFileSync(saved).equals(original)).toBe(true);
    await visitor.close();
  });

  it('takes a visitor through Sign Up back to the link, and Add to My Files puts the file in their files', async () => {
    await signUp(page, newUser('Owner Olga'));
    await goToMyFiles(page);
    const dialog = await openUploadDialog(page);
    await page
      .getByTestId('upload-files-input')
      .setInputFiles([{ name: 'welcome.txt', mimeType: 'text/plain', buffer: Buffer.from('hello from olga') }]);
    await dialog.getByRole('switch', { name: /^Create a share link/ }).check();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Upload Successful!').first().waitFor();
    const url = await shareLinkOf(page, 'welcome.txt');

    const visitorContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: new URL(url).origin,
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    await visitor.getByRole('heading', { name: 'welcome.txt' }).waitFor();
    await visitor.getByText('Shared by Owner Olga').waitFor();
    expect(await visitor.getByRole('button', { name: 'Add to My Files' }).count()).toBe(0);
    await visitor.getByRole('button', { name: 'Sign Up' }).click();
    await visitor.waitForURL('**/signup');
    const guest = newUser('Guest Gus');
    await field(visitor, 'Name').fill(guest.name);
    await field(visitor, 'Email').fill(guest.email);
    await field(visitor, 'Password').fill(guest.password);
    await field(visitor, 'Confirm password').fill(guest.password);
    await visitor.getByRole('button', { name: 'Create account' }).click();
    await visitor.waitForURL((u) => u.pathname === new URL(url).pathname);
    await visitor.getByRole('button', { name: 'Add to My Files' }).click();
    await visitor.getByText('Added to My Files').waitFor();
    await screenshot(visitor, 'share-page-file-signed-in');
    await visitor.getByRole('link', { name: 'Go to Dashboard' }).click();
    await goToMyFiles(visitor);
    await visitor.getByText('welcome.txt', { exact: true }).waitFor();
    await visitorContext.close();
  });

  it('moves a folder into another, renames, and deletes a folder after its confirmation', async () => {
    await signUp(page, newUser());
    await goToMyFiles(page);
    for (const name of ['Inbox', 'Archive', 'Old']) {
      await page.getByRole('button', { name: 'New Folder' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Folder' });
      if (name === 'Inbox') await screenshot(page, 'new-folder-dialog');
      await field(page, 'Folder name').fill(`  ${name}  `);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('link', { name, exact: true }).waitFor();
    }

    await chooseItemAction(page, 'Inbox', 'Move');
    const move = page.getByRole('dialog', { name: 'Move "Inbox" to...' });
    await move.getByText('Root Directory').waitFor();
    await move.getByText('Archive', { exact: true }).waitFor();
    expect(await move.getByText('/Inbox/', { exact: true }).count()).toBe(0);
    await move.getByPlaceholder('Search folders...').fill('arch');
    await page.waitForFunction(() => !document.body.innerText.includes('/Old/'));
    await screenshot(page, 'move-dialog');
    await move.getByLabel(/Archive/).check();
    await move.getByRole('button', { name: 'Move Here' }).click();
    await move.waitFor({ state: 'hidden' });
    await page.waitForFunction(
      () => !Array.from(document.querySelectorAll('[data-testid="item-name"]')).some((e) => e.textContent === 'Inbox'),
    );
    await page.getByRole('link', { name: 'Archive', exact: true }).click();
    await page.getByRole('link', { name: 'Inbox', exact: true }).waitFor();

    // A folder cannot go into its own subtree: Archive's dialog does not offer /Archive/Inbox/.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await chooseItemAction(page, 'Archive', 'Move');
    const move2 = page.getByRole('dialog', { name: 'Move "Archive" to...' });
    await move2.getByText('Old', { exact: true }).waitFor();
    expect(await move2.getByText('/Archive/Inbox/').count()).toBe(0);
    await move2.getByRole('button', { name: 'Cancel' }).click();

    await chooseItemAction(page, 'Old', 'Rename');
    const rename = page.getByRole('dialog', { name: 'Rename "Old"' });
    await screenshot(page, 'rename-dialog');
    await rename.getByLabel(/New name/).fill('Older');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('link', { name: 'Older', exact: true }).waitFor();

    await chooseItemAction(page, 'Archive', 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete folder' });
    await confirm
      .getByText(
        'Delete folder "Archive" and all its contents? It goes to the trash, where you can restore it for 30 days.',
      )
      .waitFor();
    await screenshot(page, 'delete-folder-confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForFunction(
      () =>
        !Array.from(document.querySelectorAll('[data-testid="item-name"]')).some((e) => e.textContent === 'Archive'),
    );
    await expectShown(page, ['Older']);
  });

  it('deletes a selection in bulk after confirmation', async () => {
    await signUp(page, newUser());
    await goToMyFiles(page);
    const dialog = await openUploadDialog(page);
    await page.getByTestId('upload-files-input').setInputFiles([
      { name: 'one.txt', mimeType: 'text/plain', buffer: Buffer.from('1') },
      { name: 'two.txt', mimeType: 'text/plain', buffer: Buffer.from('2') },
      { name: 'three.txt', mimeType: 'text/plain', buffer: Buffer.from('3') },
    ]);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Upload Successful!').first().waitFor();
    await page.getByRole('button', { name: 'New Folder' }).click();
    await field(page, 'Folder name').fill('Box');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Box', exact: true }).waitFor();

    await page.getByLabel('Select one.txt').check();
    await page.getByLabel('Select Box').check();
    await page.getByText('2 selected').first().waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete items' });
    await confirm.getByText('Delete 2 selected items?').waitFor();
    await confirm.getByText(/includes 1 folder/).waitFor();
    await screenshot(page, 'bulk-delete-confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="file-card"]').length === 2);
    await expectShown(page, ['three.txt', 'two.txt']);
  });

  it('drops a folder on the Upload dialog and uploads it with its structure', async () => {
    await signUp(page, newUser());
    await goToMyFiles(page);
    await openUploadDialog(page);
    const zone = page.getByTestId('upload-dropzone');
    await zone.dispatchEvent('dragenter');
    expect(await zone.getAttribute('data-dragging')).not.toBeNull();
    await screenshot(page, 'upload-dialog-dragging');
    // A real drop event whose items give FileSystemEntry-shaped directory entries.
    await zone.evaluate((element) => {
      const fileEntry = (name: string, text: string, type: string) => ({
        isFile: true,
        isDirectory: false,
        name,
        file: (ok: (f: File) => void) => ok(new File([text], name, { type })),
      });
      const dirEntry = (name: string, children: unknown[]) => ({
        isFile: false,
        isDirectory: true,
        name,
        createReader: () => {
          let done = false;
          // Two batches, then an empty one, like Chromium's reader.
          const batches = [children.slice(0, 1), children.slice(1)];
          return {
            readEntries: (ok: (e: unknown[]) => void) =>
              setTimeout(() => ok(done ? [] : (batches.shift() ?? ((done = true), []))), 0),
          };
        },
      });
      const tree = dirEntry('Dropped', [
        fileEntry('a.txt', 'A', 'text/plain'),
        dirEntry('inner', [fileEntry('b.txt', 'B', 'text/plain'), fileEntry('c.gif', 'GIF89a', 'image/gif')]),
      ]);
      const items = [{ kind: 'file', webkitGetAsEntry: () => tree, getAsFile: () => null }];
      const event = new Event('drop', { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'dataTransfer', {
        value: { items, files: [], dropEffect: 'copy', types: ['Files'] },
      });
      element.dispatchEvent(event);
    });
    const dialog = page.getByRole('dialog', { name: 'Upload Files' });
    const list = dialog.getByRole('list', { name: 'Selected files' });
    await list.getByText('Dropped/inner/b.txt').waitFor();
    expect((await list.innerText()).split('\n').sort()).toEqual(['Dropped/a.txt', 'Dropped/inner/b.txt']);
    expect(await zone.getAttribute('data-dragging')).toBeNull();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Upload Successful!').first().waitFor();
    await page.getByRole('link', { name: 'Dropped', exact: true }).click();
    await page.getByRole('link', { name: 'inner', exact: true }).click();
    await page.getByText('b.txt', { exact: true }).waitFor();
  });

  it('asks a recipient of a password-protected private upload for the password from Shared with Me, then downloads', async () => {
    const bob: TestUser = newUser('Bob Recipient');
    const { context: bobContext, page: bobPage } = await newPage(browser);
    await signUp(bobPage, bob);
    await verifyByMail(bobPage, bob.email);

    await signUp(page, newUser('Alice Owner'));
    await goToMyFiles(page);
    const dialog = await openUploadDialog(page);
    await page
      .getByTestId('upload-files-input')
      .setInputFiles([{ name: 'locked.txt', mimeType: 'text/plain', buffer: Buffer.from('for bob only') }]);
    await dialog.getByRole('switch', { name: /^Create a share link/ }).check();
    await dialog.getByLabel('Private').check();
    await dialog.getByLabel('Allowed Emails').fill(bob.email);
    await dialog.getByLabel('Password protection').check();
    await dialog.getByLabel('Password', { exact: true }).fill('Bob-Only-42');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('1 file uploaded: locked.txt with password protection').waitFor();

    // Bob's own download route holds the bytes back until he gives the password.
    const listed = (await (await bobPage.request.get('/api/files/shared-with-me')).json()) as Array<{
      _id: string;
      name: string;
    }>;
    const id = listed.find((item) => item.name === 'locked.txt')!._id;
    const refused = await bobPage.request.get(`/api/files/download/${id}`);
    expect([refused.status(), ((await refused.json()) as { code: string }).code]).toEqual([403, 'PASSWORD_REQUIRED']);

    await bobPage.reload();
    await bobPage
      .getByRole('banner')
      .getByRole('link', { name: /Shared with Me/ })
      .click();
    await bobPage.getByText('locked.txt', { exact: true }).waitFor();
    await chooseItemAction(bobPage, 'locked.txt', 'Download');
    await bobPage.getByRole('heading', { name: 'Password Required' }).waitFor();
    await field(bobPage, 'Password').fill('Bob-Only-42');
    await bobPage.getByRole('button', { name: 'Access File' }).click();
    await bobPage.getByRole('heading', { name: 'locked.txt' }).waitFor();
    const [download] = await Promise.all([
      bobPage.waitForEvent('download'),
      bobPage.getByRole('button', { name: 'Download File' }).click(),
    ]);
    expect(readFileSync(await download.path()).toString()).toBe('for bob only');
    // Given once, the password is remembered for Bob.
    expect((await bobPage.request.get(`/api/files/download/${id}`)).status()).toBe(200);
    await bobContext.close();
  });

  it('shares with a second user: New and the header badge, cleared by a download; revoking kills the link', async () => {
    const bob: TestUser = newUser('Bob Builder');
    const { context: bobContext, page: bobPage } = await newPage(browser);
    await signUp(bobPage, bob);
    await verifyByMail(bobPage, bob.email);

    await signUp(page, newUser('Alice Owner'));
    await goToMyFiles(page);
    const dialog = await openUploadDialog(page);
    await page
      .getByTestId('upload-files-input')
      .setInputFiles([{ name: 'for-bob.txt', mimeType: 'text/plain', buffer: Buffer.from('hi bob') }]);
    // A link made at upload, then restricted to Bob in the share dialog.
    await dialog.getByRole('switch', { name: /^Create a share link/ }).check();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Upload Successful!').first().waitFor();

    await chooseItemAction(page, 'for-bob.txt', 'Share');
    const share = page.getByRole('dialog', { name: 'Share "for-bob.txt"' });
    await share.getByLabel('Shareable link').waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('input')).some((i) => i.value.includes('/share/')),
    );
    const url = await share.getByLabel('Shareable link').inputValue();
    await share.getByLabel('Specific users').check();
    await share.getByLabel('Allowed Emails').fill(`  ${bob.email.toUpperCase()} , `);
    await share.getByLabel('24 hours').check();
    await share.getByLabel('Password Protection').check();
    await share.getByRole('button', { name: 'Generate' }).click();
    const generated = await share.getByLabel(/Set Password/).inputValue();
    expect(generated).toMatch(/^[A-Za-z0-9]{8}$/);
    await share.getByLabel('Password Protection').uncheck();
    await screenshot(page, 'share-dialog');
    await share.getByRole('button', { name: 'Save Changes' }).click();
    await share.waitFor({ state: 'hidden' });
    await page.getByText('Share settings saved').waitFor();

    // Saved on the same link (edited, not duplicated).
    await chooseItemAction(page, 'for-bob.txt', 'Share');
    await share.getByRole('list', { name: 'Links of this file' }).waitFor();
    expect(await share.getByRole('list', { name: 'Links of this file' }).getByRole('listitem').count()).toBe(1);
    expect(await share.getByLabel('Specific users').isChecked()).toBe(true);
    // The saved address is shown as the one chip of the e-mail field.
    expect(await share.locator('.mantine-Pill-root').allInnerTexts()).toEqual([bob.email.toLowerCase()]);
    expect(await share.getByLabel('Shareable link').inputValue()).toBe(url);
    await share.getByRole('button', { name: 'Cancel' }).click();

    // Bob: badge in the header, 'New' in Shared With Me.
    await bobPage.reload();
    const badge = bobPage.getByRole('banner').getByTestId('unseen-badge');
    await badge.waitFor();
    expect((await badge.innerText()).trim()).toMatch(/^1/);
    await bobPage
      .getByRole('banner')
      .getByRole('link', { name: /Shared with Me/ })
      .click();
    await bobPage.getByText('for-bob.txt', { exact: true }).waitFor();
    await bobPage.getByText('1 new file(s)').waitFor();
    await bobPage.getByText('New', { exact: true }).waitFor();
    await screenshot(bobPage, 'shared-with-me');
    await chooseItemAction(bobPage, 'for-bob.txt', 'Download');
    await bobPage.getByText('New', { exact: true }).waitFor({ state: 'detached', timeout: 15000 });
    await badge.waitFor({ state: 'detached', timeout: 15000 });

    // A visitor who is not signed in is asked to sign in with the invited address.
    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    await visitor.getByRole('heading', { name: 'Sign in to open this file' }).waitFor();
    await visitor.getByText(/Sign in with the invited e-mail address/).waitFor();
    await screenshot(visitor, 'share-page-restricted');

    // Alice revokes: the link answers with an error.
    await chooseItemAction(page, 'for-bob.txt', 'Share');
    await share.getByRole('button', { name: 'Revoke Link' }).click();
    await page.getByText('Share link revoked').waitFor();
    await bobPage.goto(url);
    await bobPage.getByRole('heading', { name: 'Link Not Found' }).waitFor();
    await screenshot(bobPage, 'share-page-not-found');
    await visitorContext.close();
    await bobContext.close();
  });
});
