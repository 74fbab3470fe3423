import { chromium, type Browser } from 'playwright-core';
import { signUpOn, startServerProcess, type ServerProcess } from '@coffer/server-testing';
import { api, isolatedDatabase } from './support/harness';

const HOSTILE = `<!doctype html><html><body><h1>hi</h1>
<script>fetch('/api/xss-beacon?from=' + encodeURIComponent(location.pathname))</script>
<img src="/api/xss-beacon-img" onerror="fetch('/api/xss-beacon-onerror')">
<svg onload="fetch('/api/xss-beacon-svg')"></svg></body></html>`;

/** Uploaded bytes never run on the app's origin: navigating a browser to them executes nothing (B1). */
describe('inert serving in a real browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await isolatedDatabase();
    drop = db.drop;
    server = await startServerProcess(db.env);
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    server?.child.kill('SIGTERM');
    await server?.exited;
    await drop?.();
  });

  it('downloads HTML disguised as text instead of rendering it, on the owner and share paths', async () => {
    const user = await signUpOn(server.url);
    const form = new FormData();
    form.append('files', new Blob([HOSTILE], { type: 'text/plain' }), 'page.txt');
    form.append('relativePaths', 'page.txt');
    const upload = await fetch(`${server.url}/api/files/upload`, {
      method: 'POST',
      body: form,
      headers: { Cookie: user.cookie },
    });
    expect(upload.status).toBe(201);
    const id = ((await upload.json()) as { created: Array<{ id: string }> }).created[0]!.id;
    const link = await api(server.url, user.cookie, '/api/share/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileId: id, scope: 'public' }),
    });
    const access = await api(server.url, '', `/api/share/access/${link.body['token'] as string}`);
    const signed = access.body['downloadUrl'] as string;

    const context = await browser.newContext({ acceptDownloads: true });
    const [name, value] = user.cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: server.url }]);
    const beacons: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('xss-beacon')) beacons.push(request.url());
    });
    const page = await context.newPage();
    for (const url of [`${server.url}/api/files/download/${id}`, signed, `${signed}&disposition=inline`]) {
      const download = page.waitForEvent('download', { timeout: 10_000 });
      await page.goto(url).catch(() => undefined); // a download aborts the navigation
      expect((await download).suggestedFilename()).toBe('page.txt');
    }
    await page.waitForTimeout(500);
    expect(beacons).toEqual([]);
    await context.close();
  });
});
