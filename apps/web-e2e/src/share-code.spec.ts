import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  chooseItemAction,
  field,
  goToMyFiles,
  newUser,
  screenshot,
  signUp,
  useBrowserPage,
} from './support/browser';
import { takeMailCode, takeMailText, verifyByMail } from './support/mail';

/** A visitor without an account opens a restricted link with a code mailed to a listed address. */
describe('one-time codes on the share page', () => {
  let browser: Browser;
  let page: Page;
  const contexts: BrowserContext[] = [];
  useBrowserPage((session) => ({ browser, page } = session));
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  async function visitor(viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport, acceptDownloads: true });
    contexts.push(context);
    return context.newPage();
  }

  it('invites by e-mail from the share dialog, and the code from that address opens the link, password on top', async () => {
    const guest = `guest-${Date.now()}@example.com`;
    const owner = newUser('Olga Owner');
    await signUp(page, owner);
    // Only an account whose address is confirmed has invitations mailed.
    await verifyByMail(page, owner.email);
    const upload = await page.request.post('/api/files/upload', {
      multipart: {
        files: { name: 'minutes.txt', mimeType: 'text/plain', buffer: Buffer.from('the minutes') },
        relativePaths: 'minutes.txt',
        parentPath: '/',
      },
    });
    expect(upload.status()).toBe(201);
    await goToMyFiles(page);
    await chooseItemAction(page, 'minutes.txt', 'Share');
    const share = page.getByRole('dialog', { name: 'Share "minutes.txt"' });
    await share.getByLabel('Specific users').check();
    expect(await share.getByLabel('Notify them by e-mail').count()).toBe(0);
    await share.getByLabel('Allowed Emails').fill(guest);
    await share.getByLabel('Notify them by e-mail').check();
    await share.getByLabel('Password Protection').check();
    await share.getByLabel(/Set Password/).fill('Guest-Pass-1');
    await screenshot(page, 'share-dialog-notify');
    await share.getByRole('button', { name: 'Save Changes' }).click();
    await share.waitFor({ state: 'hidden' });

    const invitation = await takeMailText(guest, 'shared');
    expect(invitation).toContain('Olga Owner');
    expect(invitation).toContain('minutes.txt');
    const url = new RegExp(`${baseUrl().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/share/[A-Za-z0-9_-]+`).exec(
      invitation,
    )![0];

    // A wrong code says so and keeps the form.
    const desktop = await visitor(DESKTOP);
    await desktop.goto(url);
    await desktop.getByRole('heading', { name: 'Sign in to open this file' }).waitFor();
    await screenshot(desktop, 'share-code-offer');
    await desktop.getByRole('button', { name: 'Get a code by e-mail' }).click();
    await field(desktop, 'E-mail address').fill(guest);
    await desktop.getByRole('button', { name: 'Send code' }).click();
    const code = await takeMailCode(guest);
    await field(desktop, '6-digit code').fill(code === '000000' ? '000001' : '000000');
    await desktop.getByRole('button', { name: 'Open file' }).click();
    await desktop.getByRole('alert').filter({ hasText: 'This code is wrong or has expired' }).waitFor();
    await screenshot(desktop, 'share-code-wrong');
    await field(desktop, '6-digit code').fill(code);
    await desktop.getByRole('button', { name: 'Open file' }).click();
    await desktop.getByRole('heading', { name: 'Password Required' }).waitFor();
    await field(desktop, 'Password').fill('Guest-Pass-1');
    await desktop.getByRole('button', { name: 'Access File' }).click();
    await desktop.getByRole('heading', { name: 'minutes.txt' }).waitFor();
    await screenshot(desktop, 'share-code-opened');
    const [download] = await Promise.all([
      desktop.waitForEvent('download'),
      desktop.getByRole('button', { name: 'Download File' }).click(),
    ]);
    expect(readFileSync(await download.path()).toString()).toBe('the minutes');
    // The visitor's cookie is HttpOnly: the page's scripts cannot read it.
    expect(await desktop.evaluate(() => document.cookie)).not.toContain('coffer_visitor');

    // On a phone, the same flow; an unlisted address is told the same and gets nothing.
    const phone = await visitor(PHONE);
    await phone.goto(url);
    await phone.getByRole('heading', { name: 'Sign in to open this file' }).waitFor();
    await phone.getByRole('button', { name: 'Get a code by e-mail' }).click();
    const stranger = `stranger-${Date.now()}@example.com`;
    await field(phone, 'E-mail address').fill(stranger);
    await phone.getByRole('button', { name: 'Send code' }).click();
    await phone.getByText(`If ${stranger} may open this file, a code is on its way.`).waitFor();
    await phone.getByRole('button', { name: 'Use another address' }).click();
    await field(phone, 'E-mail address').fill(guest);
    await phone.getByRole('button', { name: 'Send code' }).click();
    await phone.getByText(`If ${guest} may open this file, a code is on its way.`).waitFor();
    await screenshot(phone, 'share-code-entry-phone');
    await field(phone, '6-digit code').fill(await takeMailCode(guest));
    await phone.getByRole('button', { name: 'Open file' }).click();
    await phone.getByRole('heading', { name: 'Password Required' }).waitFor();
    await field(phone, 'Password').fill('Guest-Pass-1');
    await phone.getByRole('button', { name: 'Access File' }).click();
    await phone.getByRole('heading', { name: 'minutes.txt' }).waitFor();
    await screenshot(phone, 'share-code-opened-phone');
  });

  it('offers the code to a signed-in account whose address is not verified yet', async () => {
    const owner = await visitor(DESKTOP);
    await signUp(owner, newUser('Otto Owner'), { openDashboard: false });
    const guest = newUser('Gina Guest');
    const upload = await owner.request.post('/api/files/upload', {
      multipart: {
        files: { name: 'plan.txt', mimeType: 'text/plain', buffer: Buffer.from('the plan') },
        relativePaths: 'plan.txt',
        parentPath: '/',
      },
    });
    const fileId = ((await upload.json()) as { created: Array<{ id: string }> }).created[0]!.id;
    const created = await owner.request.post('/api/share/create', {
      data: { fileId, scope: 'restricted', emails: [guest.email] },
    });
    const { token } = (await created.json()) as { token: string };

    // Signed up with the listed address but not verified: a stranger to the link until a code (or the verification link) proves the address.
    await signUp(page, guest, { openDashboard: false });
    await page.goto(`/share/${token}`);
    await page.getByRole('heading', { name: 'This file was shared with someone else' }).waitFor();
    await page.getByRole('button', { name: 'Get a code by e-mail' }).click();
    await field(page, 'E-mail address').fill(guest.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(`If ${guest.email} may open this file, a code is on its way.`).waitFor();
    await screenshot(page, 'share-code-unverified-account');
    await field(page, '6-digit code').fill(await takeMailCode(guest.email));
    await page.getByRole('button', { name: 'Open file' }).click();
    await page.getByRole('heading', { name: 'plan.txt' }).waitFor();
  });
});
