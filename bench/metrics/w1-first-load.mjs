// W1: the first load of the login page and of the dashboard (signed in) in Chromium with an empty
// cache, as a visitor on a fast link gets them: bytes on the wire (headers included, as Chromium
// counts them), requests, and first contentful paint. Target: the dashboard's first load ≤ 400 KB.
import { signUp, startServer } from '../lib/server.mjs';
import { interleaved } from '../lib/stats.mjs';
import { browserCookies, buildWebApp, launchChromium } from '../lib/web.mjs';

const KB = 1024;

async function dashboardReady(page) {
  await page.getByText('Files in your cloud').waitFor();
  /* global document -- the function runs in the page */
  await page.waitForFunction(() => !document.querySelector('.mantine-Skeleton-root'));
}

/** Opens `path` in a fresh context (empty cache) and waits for `ready` and a quiet network. */
async function firstLoad(browser, url, path, ready, cookies = []) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (cookies.length) await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.requestWillBeSent', () => (requests += 1));
    cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
    await page.goto(`${url}${path}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    return { kb: bytes / KB, requests, fcp };
  } finally {
    await context.close();
  }
}

export async function w1(ctx) {
  ctx.log('W1: building the web app');
  const webDir = buildWebApp();
  const server = await startServer({ WEB_DIR: webDir }, { cpu: ctx.cpu.server });
  const browser = await launchChromium();
  try {
    const cookies = browserCookies(await signUp(server.url), server.url);
    const s = await interleaved(
      {
        login: () =>
          firstLoad(browser, server.url, '/login', (page) =>
            page.getByRole('heading', { name: 'Log in to Coffer' }).waitFor(),
          ),
        // The dashboard is ready when its figures replace their skeletons.
        dashboard: () => firstLoad(browser, server.url, '/dashboard', dashboardReady, cookies),
      },
      ctx,
    );
    return [
      ctx.row({ metric: 'W1 first load, login page', unit: 'KB on the wire', app: s.login.kb, targetText: '–' }),
      ctx.row({
        metric: 'W1 first load, dashboard',
        unit: 'KB on the wire',
        app: s.dashboard.kb,
        max: 400,
        targetText: '≤ 400 KB',
      }),
      ctx.row({ metric: 'W1 first load requests, login page', unit: 'requests', app: s.login.requests }),
      ctx.row({ metric: 'W1 first load requests, dashboard', unit: 'requests', app: s.dashboard.requests }),
      ctx.row({ metric: 'W1 first contentful paint, login page', unit: 'ms', app: s.login.fcp }),
      ctx.row({ metric: 'W1 first contentful paint, dashboard', unit: 'ms', app: s.dashboard.fcp }),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
