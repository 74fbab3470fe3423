import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  field,
  gql,
  newUser,
  screenshot,
  signUp,
  useBrowserPage,
  type BrowserSession,
} from './support/browser';

const root = resolve(__dirname, '../../..');

/** A page "from another port of the same host": same site as the app, so the browser sends the victim's cookie. */
async function startAttackerSite(): Promise<{ server: Server; port: number }> {
  const server = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.end('<!doctype html><title>Totally harmless</title><h1>Win a prize</h1>');
  });
  // All interfaces: "localhost" may resolve to ::1 or 127.0.0.1.
  await new Promise<void>((ok) => server.listen(0, ok));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Builds a form on the current page and submits it (a real top-level form post), answering the response status. */
async function submitForm(
  page: Page,
  action: string,
  enctype: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; content: string },
): Promise<number> {
  const response = page.waitForResponse((r) => r.url() === action && r.request().method() === 'POST');
  await page.evaluate(
    ({ action, enctype, fields, file }) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = action;
      form.enctype = enctype;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.name = name;
        input.value = value;
        form.appendChild(input);
      }
      if (file) {
        const input = document.createElement('input');
        input.type = 'file';
        input.name = 'files';
        const transfer = new DataTransfer();
        transfer.items.add(new File([file.content], file.name, { type: file.type }));
        input.files = transfer.files;
        form.appendChild(input);
      }
      document.body.appendChild(form);
      form.submit();
    },
    { action, enctype, fields, file },
  );
  const status = (await response).status();
  await page.waitForURL(action);
  return status;
}

describe('only the own origin may act with the session (browser)', () => {
  let session: BrowserSession;
  useBrowserPage((s) => (session = s));

  it('a page on another port of the same host can neither plant a file, nor sign the victim into another account, nor open an authenticated WebSocket', async () => {
    const { page, context } = session;
    const victim = newUser('Victim');
    await signUp(page, victim, { openDashboard: false });
    const app = new URL(baseUrl());
    const attacker = newUser('Attacker');
    await fetch(`${baseUrl()}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: attacker.email, password: attacker.password, name: attacker.name }),
    });

    const site = await startAttackerSite();
    try {
      // Same host name as the app, another port: same site, another origin.
      await page.goto(`http://${app.hostname}:${site.port}/`);
      await page.getByRole('heading', { name: 'Win a prize' }).waitFor();
      expect((await context.cookies(baseUrl())).length).toBeGreaterThan(0);

      const socket = await page.evaluate(
        (url) =>
          new Promise<string>((done) => {
            const ws = new WebSocket(url, 'graphql-transport-ws');
            ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init' }));
            ws.onmessage = (event) => {
              if (String(event.data).includes('connection_ack')) done('authenticated socket opened');
            };
            ws.onclose = (event) => done(`closed ${event.code}`);
            ws.onerror = () => undefined;
          }),
        `ws://${app.host}/api/graphql`,
      );
      expect(socket).toMatch(/^closed/);

      const planted = await submitForm(
        page,
        `${baseUrl()}/api/files/upload`,
        'multipart/form-data',
        {},
        { name: 'planted.txt', type: 'text/plain', content: 'from the attacker' },
      );
      expect(planted).toBe(403);

      await page.goto(`http://${app.hostname}:${site.port}/`);
      const loginCsrf = await submitForm(page, `${baseUrl()}/api/auth/login`, 'application/x-www-form-urlencoded', {
        email: attacker.email,
        password: attacker.password,
      });
      expect(loginCsrf).toBe(403);
      await screenshot(page, 'same-origin-refused');
    } finally {
      await new Promise((r) => site.server.close(r));
    }

    // Back in the app: still the victim, and no planted file.
    await page.goto('/');
    const me = await gql<{ me: { email: string } }>(page, '{ me { email } }');
    expect(me.me.email).toBe(victim.email);
    const files = await page.request.get('/api/files/list');
    expect(((await files.json()) as { items: unknown[] }).items).toEqual([]);
  });

  it('refuses a sign-up from another address than PUBLIC_URL and shows which address to use and which setting to change', async () => {
    const { page } = session;
    const port = new URL(baseUrl()).port;
    await page.goto(`http://127.0.0.1:${port}/signup`);
    const user = newUser('Elsewhere');
    await field(page, 'Name').fill(user.name);
    await field(page, 'Email').fill(user.email);
    await field(page, 'Password').fill(user.password);
    await field(page, 'Confirm password').fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    const alert = page.getByText(/PUBLIC_URL/);
    await alert.waitFor();
    expect(await alert.innerText()).toContain(`http://localhost:${port}`);
    expect(await page.getByText('Registration failed').count()).toBe(0);
    await screenshot(page, 'signup-wrong-origin');
  });

  it('renders the REST docs under their Content-Security-Policy without a single violation', async () => {
    const { page } = session;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByText('/api/auth/login').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});

describe('a first run without PUBLIC_URL (browser)', () => {
  let session: BrowserSession;
  useBrowserPage((s) => (session = s));
  let child: ChildProcess;
  let dataDir: string;
  let port: number;

  beforeAll(async () => {
    const probe = createServer();
    await new Promise<void>((ok) => probe.listen(0, ok));
    port = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    dataDir = mkdtempSync(join(tmpdir(), 'coffer-first-run-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIR: join(root, 'dist/web'),
      LOG_LEVEL: 'warn',
    };
    // The defaults a first run has: no PUBLIC_URL, and its own embedded database.
    delete env['PUBLIC_URL'];
    delete env['DATABASE_URL'];
    child = spawn(process.execPath, [join(root, 'dist/server/apps/server/src/main.js')], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
    for (let i = 0; i < 600; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the first-run server did not start');
  }, 90_000);

  afterAll(async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const lanAddress = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

  for (const host of ['127.0.0.1', ...(lanAddress ? [lanAddress] : [])]) {
    it(`signs up at http://${host}:<port> with the default configuration`, async () => {
      const { page } = session;
      await page.goto(`http://${host}:${port}/signup`);
      const user = newUser('First Run');
      await field(page, 'Name').fill(user.name);
      await field(page, 'Email').fill(user.email);
      await field(page, 'Password').fill(user.password);
      await field(page, 'Confirm password').fill(user.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    });
  }
});
