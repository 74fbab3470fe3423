import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { TestClient } from './clients';
import { freePort } from './server-process';

export interface OidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface TestOidcProvider {
  issuer: string;
  /**
   * Walks a person through the provider's login and consent for `authorizationUrl`, signing in
   * as `login` ("<sub>|<email>|<verified>"): answers the URL the provider sends the browser back to.
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

/** Starts oidc-provider (a certified OpenID provider) in a process of its own on a free port. */
export async function startOidcProvider(clients: OidcClient[]): Promise<TestOidcProvider> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'oidc-provider-process.mjs')], {
    env: { ...process.env, NODE_ENV: 'development', OIDC_PORT: String(port), OIDC_CLIENTS: JSON.stringify(clients) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`oidc-provider did not start:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`oidc-provider exited with ${code}:\n${output}`));
    });
  });

  return {
    issuer,
    async signIn(authorizationUrl, login) {
      // The provider's own cookies, as a browser would keep them for its origin.
      const jar = new Map<string, string>();
      const send = async (url: string, init: RequestInit = {}): Promise<Response> => {
        const res = await fetch(url, {
          ...init,
          redirect: 'manual',
          headers: {
            ...(init.headers as Record<string, string>),
            cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          },
        });
        for (const cookie of res.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          const at = pair!.indexOf('=');
          jar.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        return res;
      };
      let url = authorizationUrl;
      for (let step = 0; step < 10; step++) {
        const res = await send(url);
        const location = res.headers.get('location');
        if (!location) throw new Error(`The provider answered ${res.status} at ${url}: ${await res.text()}`);
        const next = new URL(location, url);
        if (next.origin !== issuer) return next;
        const interaction = /^\/interaction\/([^/]+)$/.exec(next.pathname);
        if (!interaction) {
          url = next.href;
          continue;
        }
        const page = await send(next.href);
        const prompt = /name="prompt" value="(\w+)"/.exec(await page.text())?.[1] ?? 'consent';
        const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
        const submitted = await send(next.href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        });
        url = new URL(submitted.headers.get('location')!, next).href;
      }
      throw new Error('The provider did not send the browser back');
    },
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The web app's first step: starts a sign-in at `providerId` from `browser`; answers the provider's URL. */
export async function ssoStart(browser: TestClient, providerId: string, returnTo = '/files'): Promise<string> {
  const res = await browser.post(`/api/auth/sso/${providerId}/start`).send({ returnTo }).expect(200);
  return res.body.url as string;
}

/** The provider sends `browser` back to `url`: where Coffer then redirects it. */
export async function ssoCallback(browser: TestClient, url: URL): Promise<string> {
  const res = await browser.get(`${url.pathname}${url.search}`).expect(303);
  return res.headers['location'] as string;
}

/** A whole single sign-on at `provider` (Coffer's `providerId`) as `login`, in `browser`: where Coffer sends it at the end. */
export async function ssoSignIn(
  browser: TestClient,
  provider: TestOidcProvider,
  providerId: string,
  login: string,
  returnTo = '/files',
): Promise<string> {
  const back = await provider.signIn(await ssoStart(browser, providerId, returnTo), login);
  return ssoCallback(browser, back);
}
