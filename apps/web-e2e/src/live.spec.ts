import type { Browser, BrowserContext } from 'playwright-core';
import { WebSocket } from 'ws';
import {
  PDF_BYTES,
  baseUrl,
  goToMyFiles,
  launchBrowser,
  liveSocketReady,
  newPage,
  newUser,
  screenshot,
  signUp,
} from './support/browser';
import { verifyByMail } from './support/mail';

/** A graphql-ws handshake from node: the close code when refused, 'ack' when accepted. */
function handshake(headers: Record<string, string>): Promise<number | 'ack'> {
  const url = `${baseUrl().replace(/^http/, 'ws')}/api/graphql`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data) => {
      if ((data as Buffer).toString().includes('"connection_ack"')) {
        resolve('ack');
        socket.close(1000);
      }
    });
    socket.on('close', (code) => resolve(code));
    socket.on('error', reject);
  });
}

async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
}

describe('live events in the browser', () => {
  let browser: Browser;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
  });

  it('a file shared with B shows on B’s badge and in a toast without a reload', async () => {
    const sharer = newUser('Grace Hopper');
    const recipient = newUser('Bea Recipient');

    const a = await newPage(browser);
    const b = await newPage(browser);
    contexts.push(a.context, b.context);
    await signUp(a.page, sharer, { openDashboard: false });
    const upload = await a.page.request.post('/api/files/upload', {
      multipart: {
        files: { name: 'Quarterly report.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES },
        relativePaths: 'Quarterly report.pdf',
        parentPath: '/',
        expiry: '7d',
        shareType: 'public',
      },
    });
    expect(upload.status()).toBe(201);
    const [file] = ((await upload.json()) as { created: Array<{ id: string }> }).created;

    const ready = liveSocketReady(b.page);
    await signUp(b.page, recipient);
    await verifyByMail(b.page, recipient.email);
    await goToMyFiles(b.page);
    await ready;
    const banner = b.page.getByRole('banner');
    expect(await banner.getByTestId('unseen-badge').count()).toBe(0);
    // A marker that a reload would wipe out.
    await b.page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    const shared = await a.page.request.post('/api/files/share', {
      data: { fileId: file!.id, shareWith: [recipient.email] },
    });
    expect(shared.status()).toBe(200);

    // The badge polls every 60 s only while the socket is down: 5 s means the live event did it.
    await banner.getByTestId('unseen-badge').first().filter({ hasText: '1' }).waitFor({ timeout: 5000 });
    const toast = b.page.getByText('Grace Hopper shared "Quarterly report.pdf" with you.');
    await toast.waitFor({ timeout: 5000 });
    await b.page.getByText('New file shared with you').waitFor();
    expect(await b.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await screenshot(b.page, 'live-share-toast');

    // The toast's 'View' goes to Shared with Me, which lists the file as new.
    await b.page.getByRole('button', { name: 'View' }).first().click();
    await b.page.getByRole('heading', { level: 1, name: 'Shared with Me' }).waitFor();
    await b.page.getByText('Quarterly report.pdf').first().waitFor();
  });

  it('refuses the socket to a visitor and to a foreign Origin, accepts the session cookie', async () => {
    const { context, page } = await newPage(browser);
    contexts.push(context);
    // No credentials: 4401 (sign in and retry); a foreign origin: 4403 (forbidden, do not retry).
    expect(await handshake({})).toBe(4401);

    await signUp(page, newUser());
    const cookie = await cookieHeader(context);
    expect(await handshake({ Cookie: cookie })).toBe('ack');
    expect(await handshake({ Cookie: cookie, Origin: 'https://evil.example' })).toBe(4403);

    // Logout closes the page's socket.
    const closed = new Promise<void>((resolve) =>
      page.on('websocket', (socket) => socket.on('close', () => resolve())),
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await closed;
  });
});
