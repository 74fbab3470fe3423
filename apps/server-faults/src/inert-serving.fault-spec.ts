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
  it('with any type accepted, HTML, an SVG with a script and an .exe download as attachments and run nothing', async () => {
    const db = await isolatedDatabase();
    const open = await startServerProcess({ ...db.env, FILE_TYPES: 'any' });
    try {
      const user = await signUpOn(open.url);
      const files: Array<[string, string, string]> = [
        ['page.html', HOSTILE, 'text/html'],
        [
          'drawing.svg',
          `<svg xmlns="http://www.w3.org/2000/svg" onload="fetch('/api/xss-beacon-svgfile')"><script>fetch('/api/xss-beacon-svgscript')</script></svg>`,
          'image/svg+xml',
        ],
        ['setup.exe', 'MZ\u0090\u0000 not really a program', 'application/x-msdownload'],
      ];
      const form = new FormData();
      for (const [name, body, type] of files) {
        form.append('files', new Blob([body], { type }), name);
        form.append('relativePaths', name);
      }
      const upload = await fetch(`${open.url}/api/files/upload`, {
        method: 'POST',
        body: form,
        headers: { Cookie: user.cookie },
      });
      expect(upload.status).toBe(201);
      const created = ((await upload.json()) as { created: Array<{ id: string; name: string }> }).created;
      expect(created.map((c) => c.name).sort()).toEqual(['drawing.svg', 'page.html', 'setup.exe']);

      const context = await browser.newContext({ acceptDownloads: true });
      const [cookieName, cookieValue] = user.cookie.split('=');
      await context.addCookies([{ name: cookieName!, value: cookieValue!, url: open.url }]);
      const beacons: string[] = [];
      context.on('request', (request) => {
        if (request.url().includes('xss-beacon')) beacons.push(request.url());
      });
      const page = await context.newPage();
      for (const file of created) {
        const link = await api(open.url, user.cookie, '/api/share/create', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ fileId: file.id, scope: 'public' }),
        });
        const access = await api(open.url, '', `/api/share/access/${link.body['token'] as string}`);
        const signed = access.body['downloadUrl'] as string;
        for (const url of [`${open.url}/api/files/download/${file.id}`, signed, `${signed}&disposition=inline`]) {
          const direct = await fetch(url, { headers: { Cookie: user.cookie } });
          expect([file.name, direct.headers.get('content-disposition')?.startsWith('attachment')]).toEqual([
            file.name,
            true,
          ]);
          expect(direct.headers.get('x-content-type-options')).toBe('nosniff');
          expect(direct.headers.get('content-security-policy')).toContain('sandbox');
          const download = page.waitForEvent('download', { timeout: 10_000 });
          await page.goto(url).catch(() => undefined); // a download aborts the navigation
          expect((await download).suggestedFilename()).toBe(file.name);
        }
      }
      await page.waitForTimeout(500);
      expect(beacons).toEqual([]);
      await context.close();
    } finally {
      open.child.kill('SIGTERM');
      await open.exited;
      await db.drop();
    }
  }, 90_000);
});
