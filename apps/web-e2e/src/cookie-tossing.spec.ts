import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseUrl, field, newUser, screenshot, signUp, useBrowserPage, type BrowserSession } from './support/browser';

/**
 * A site on another port of the app's host answers every request with `Set-Cookie` headers of
 * its choice. Browsers keep cookies per host, not per port, so these land in the cookie jar the
 * app's requests use (an HTTP answer may overwrite even an HttpOnly cookie).
 */
async function startTossingSite(cookies: () => string[]): Promise<{ server: Server; port: number }> {
  const server = createServer((_req, res) => {
    res.setHeader('Set-Cookie', cookies());
    res.setHeader('Content-Type', 'text/html');
    res.end('<!doctype html><title>Totally harmless</title><h1>Win a prize</h1>');
  });
  await new Promise<void>((ok) => server.listen(0, ok));
  return { server, port: (server.address() as AddressInfo).port };
}

/** The attacker's own session, made with a script (no per-origin value) as the REST contract allows. */
async function attackerSession(): Promise<{ email: string; cookie: string }> {
  const attacker = newUser('Mallory Attacker');
  const res = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: attacker.email, password: attacker.password, name: attacker.name }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('coffer_sid='))!;
  return { email: attacker.email, cookie: cookie.slice('coffer_sid='.length) };
}

/** Who the app's own API calls (with the header the app sends) are answered as. */
async function appSignedInAs(session: BrowserSession): Promise<string | null> {
  const { page } = session;
  const seen = page.waitForResponse(
    (r) => r.url().endsWith('/api/graphql') && (r.request().postData() ?? '').includes('"operationName":"Me"'),
  );
  await page.goto('/');
  const body = (await (await seen).json()) as { data?: { me?: { email?: string } | null } };
  return body.data?.me?.email ?? null;
}

describe('a session cookie planted by another port of the same host (browser)', () => {
  let session: BrowserSession;
  useBrowserPage((s) => (session = s));

  it('signs nobody in: the app is signed out, never signed in as the attacker, and its own sign-in works again', async () => {
    const { page, context } = session;
    const victim = newUser('Victim');
    await signUp(page, victim, { openDashboard: false });
    expect(await appSignedInAs(session)).toBe(victim.email);
    const attacker = await attackerSession();
    const app = new URL(baseUrl());
    // Overwrites the app's cookie (same name, host and path) and, in case the browser keeps both,
    // shadows it with a more specific path the app's API calls match first.
    const site = await startTossingSite(() => [
      `coffer_sid=${attacker.cookie}; Path=/; HttpOnly; SameSite=Lax`,
      `coffer_sid=${attacker.cookie}; Path=/api; HttpOnly; SameSite=Lax`,
    ]);
    try {
      await page.goto(`http://${app.hostname}:${site.port}/`);
      await page.getByRole('heading', { name: 'Win a prize' }).waitFor();
    } finally {
      await new Promise((r) => site.server.close(r));
    }
    const jar = await context.cookies(baseUrl());
    expect(jar.filter((c) => c.name === 'coffer_sid').map((c) => c.value)).toContain(attacker.cookie);

    // The app, on its own origin, sends its per-origin value: the planted session is refused.
    expect(await appSignedInAs(session)).toBeNull();
    await page.getByRole('heading', { name: 'Log in to Coffer' }).waitFor();
    expect(await page.getByText(attacker.email).count()).toBe(0);
    await screenshot(page, 'cookie-tossing-signed-out');

    // Signing in again replaces the planted cookie with the victim's own session.
    await field(page, 'Email').fill(victim.email);
    await field(page, 'Password').fill(victim.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await appSignedInAs(session)).toBe(victim.email);
  });

  it('on a first visit too: a cookie planted before the app was ever opened signs nobody in', async () => {
    const { page } = session;
    const attacker = await attackerSession();
    const app = new URL(baseUrl());
    const site = await startTossingSite(() => [`coffer_sid=${attacker.cookie}; Path=/; HttpOnly; SameSite=Lax`]);
    try {
      await page.goto(`http://${app.hostname}:${site.port}/`);
      await page.getByRole('heading', { name: 'Win a prize' }).waitFor();
    } finally {
      await new Promise((r) => site.server.close(r));
    }
    expect(await appSignedInAs(session)).toBeNull();
    await page.getByRole('heading', { name: 'Log in to Coffer' }).waitFor();
  });
});
