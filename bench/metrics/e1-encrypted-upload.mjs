// E1: the same file uploaded through the web app in Chromium, once as it is and once end-to-end
// encrypted (encrypted chunk by chunk as tus reads it), in the same run: both speeds, their ratio
// (target ≥ 0.5) and the browser's peak memory while encrypting — the page's JS heap from CDP
// Performance.getMetrics, the page renderer's RSS (target < 300 MB), all renderers' PSS and the
// browser process's PSS (target < 300 MB: the chunks' Blobs live there) from /proc.
// Then each upload's share link is opened by a visitor and downloaded: the plain file through the
// browser's download manager, the encrypted one decrypted as it streams on the share page, through
// the file picker (Chromium's path; the picker answers with a file in the origin-private file
// system, as headless Chromium shows no dialog) and through the download service worker (other
// browsers' path); speed (info) and the same memory samples (RSS target < 300 MB). The browser
// process is not reported for the file picker: in the bench's context its file is kept in that
// process's memory, where a person's browser writes it to disk.
import { linkSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { graphql } from '../lib/api.mjs';
import { signUp, startServer } from '../lib/server.mjs';
import { MIB, interleaved } from '../lib/stats.mjs';
import { browserCookies, buildWebApp, launchChromium } from '../lib/web.mjs';

const SAMPLE_MS = 200;

/**
 * The memory of Chromium's processes under this process (the browser Playwright launched): the
 * largest renderer's RSS (the page's renderer, which does the encrypting), the sum of the
 * renderers' PSS (shared pages split between them, so the sum counts each page once), and the
 * browser process's PSS (where a Blob's bytes live, and the network's request bodies come from).
 */
function chromiumMemory() {
  const parents = new Map();
  const renderers = [];
  const browsers = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      parents.set(Number(entry), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]));
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.split('\0')[0]?.endsWith('/chromium') && !cmdline.includes('--type=')) {
        const rollup = readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8');
        browsers.push({ pid: Number(entry), pss: Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024 });
      }
      if (!cmdline.includes('--type=renderer')) continue;
      const rollup = readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8');
      renderers.push({
        pid: Number(entry),
        rss: Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024,
        pss: Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024,
      });
    } catch {
      // The process ended while it was read.
    }
  }
  const ours = (pid) => {
    for (let p = pid, depth = 0; p > 1 && depth < 10; p = parents.get(p) ?? 0, depth++) {
      if (p === process.pid) return true;
    }
    return false;
  };
  const mine = renderers.filter((r) => ours(r.pid));
  return {
    largestRss: Math.max(0, ...mine.map((r) => r.rss)),
    totalPss: mine.reduce((sum, r) => sum + r.pss, 0),
    browserPss: browsers.filter((b) => ours(b.pid)).reduce((sum, b) => sum + b.pss, 0),
  };
}

/**
 * Peaks of the page's JS heap, the largest renderer's RSS and all renderers' PSS, sampled every
 * SAMPLE_MS from `start()` until `stop()`, which answers them in MB.
 */
function memorySampler(cdp) {
  let heap = 0;
  let rss = 0;
  let pss = 0;
  let browserPss = 0;
  let timer = null;
  const sample = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    heap = Math.max(heap, metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0);
    const memory = chromiumMemory();
    rss = Math.max(rss, memory.largestRss);
    pss = Math.max(pss, memory.totalPss);
    browserPss = Math.max(browserPss, memory.browserPss);
  };
  return {
    start() {
      timer = setInterval(() => void sample().catch(() => undefined), SAMPLE_MS);
    },
    async stop() {
      clearInterval(timer);
      await sample().catch(() => undefined);
      return { heapMb: heap / 1e6, rssMb: rss / 1e6, pssMb: pss / 1e6, browserPssMb: browserPss / 1e6 };
    },
  };
}

/**
 * One upload of `path` through the dialog, with a public link; answers MiB/s, the peaks seen while
 * it ran and the link (with its key after `#` when encrypted, as the dialog shows it).
 */
async function uploadOnce(browser, url, user, path, bytes, encrypted) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies(browserCookies(user, url));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${url}/dashboard/my-files/`);
    await page.getByRole('heading', { level: 1, name: 'My Files' }).waitFor();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Files' });
    await page.getByTestId('upload-files-input').setInputFiles(path);
    if (encrypted) await dialog.getByRole('switch', { name: /^End-to-end encrypted link/ }).check();
    await dialog.getByRole('switch', { name: /^Create a share link/ }).check();
    const memory = memorySampler(cdp);
    memory.start();
    const started = performance.now();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    // An encrypted upload with a link ends with the dialog showing the link with its key.
    const shownLink = dialog.getByRole('textbox', { name: basename(path) });
    const done = encrypted ? shownLink : page.getByText('Upload Successful!').first();
    // A refused upload ends with an alert, not with a wait until the timeout.
    const refused = page.getByRole('alert').filter({ hasNotText: 'Upload Successful!' }).first();
    await done
      .or(refused)
      .first()
      .waitFor({ timeout: 30 * 60_000 });
    if (!(await done.isVisible())) throw new Error(`the upload failed: ${await refused.innerText()}`);
    const seconds = (performance.now() - started) / 1000;
    const peaks = await memory.stop();
    let link;
    if (encrypted) {
      link = await shownLink.inputValue();
    } else {
      const data = await graphql(url, user.cookie, '{ me { shareLinks(first: 1) { nodes { token } } } }');
      link = `${url}/share/${data.me.shareLinks.nodes[0].token}`;
    }
    return { speed: bytes / MIB / seconds, ...peaks, link };
  } finally {
    await context.close();
  }
}

/**
 * A visitor's download of `link` from the share page; `how` is 'plain' (the browser's download
 * manager), 'file-picker' or 'service-worker' (decrypted as it streams). Answers MiB/s from the
 * click until the whole file is saved, and the peaks seen meanwhile.
 */
async function downloadOnce(browser, link, bytes, how) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  try {
    await context.addInitScript((method) => {
      if (method === 'file-picker') {
        globalThis.showSaveFilePicker = async ({ suggestedName }) =>
          (await navigator.storage.getDirectory()).getFileHandle(suggestedName, { create: true });
      } else {
        delete globalThis.showSaveFilePicker;
        delete globalThis.Window.prototype.showSaveFilePicker;
      }
    }, how);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(link);
    const button = page.getByRole('button', { name: 'Download File' });
    await button.waitFor({ timeout: 60_000 });
    const memory = memorySampler(cdp);
    memory.start();
    const started = performance.now();
    if (how === 'file-picker') {
      await button.click();
      // Saved once the picked file holds every byte and the writable's swap file is gone.
      const saved = () =>
        page.evaluate(async (size) => {
          const names = [];
          let complete = false;
          for await (const [name, handle] of (await navigator.storage.getDirectory()).entries()) {
            names.push(name);
            if (!name.endsWith('.crswap')) complete = (await handle.getFile()).size === size;
          }
          return complete && !names.some((name) => name.endsWith('.crswap'));
        }, bytes);
      const failed = page.getByRole('alert').filter({ hasText: 'The download failed' });
      const deadline = Date.now() + 30 * 60_000;
      while (!(await saved())) {
        if ((await failed.count()) > 0) throw new Error(await failed.first().innerText());
        if (Date.now() > deadline) throw new Error('the decrypted save did not finish');
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      }
    } else {
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
      const failure = await download.failure();
      if (failure) throw new Error(`download failed: ${failure}`);
      if (statSync(await download.path()).size !== bytes) throw new Error('the download has the wrong size');
    }
    const seconds = (performance.now() - started) / 1000;
    return { speed: bytes / MIB / seconds, ...(await memory.stop()) };
  } finally {
    await context.close();
  }
}

export async function e1(ctx) {
  // BENCH_E1_MIB: another size, to see how the figures grow with it.
  const mib = Number(process.env.BENCH_E1_MIB) || (ctx.quick ? 32 : 512);
  const bytes = mib * MIB;
  ctx.log(`E1: building the web app, writing a ${mib} MiB file`);
  const webDir = buildWebApp();
  const dir = mkdtempSync(join(tmpdir(), 'coffer-e1-'));
  // Random text (the app takes text, PDF and images, checked by content), written in pieces.
  const source = join(dir, 'source.txt');
  writeFileSync(source, '');
  for (let written = 0; written < bytes; written += 12 * MIB) {
    const size = Math.min(12 * MIB, bytes - written);
    writeFileSync(source, randomBytes((size / 4) * 3).toString('base64'), { flag: 'a' });
  }
  const server = await startServer({ WEB_DIR: webDir, STORAGE_QUOTA_BYTES: String(2 ** 40) }, { cpu: ctx.cpu.server });
  const browser = await launchChromium();
  let run = 0;
  // Each upload gets its own name (a hard link), so no upload asks about a name already taken.
  const fresh = () => {
    const path = join(dir, `e1-${run++}.txt`);
    linkSync(source, path);
    return path;
  };
  try {
    // The browser opens the app where the server's absolute URLs point (PUBLIC_URL unset: localhost):
    // a resumable upload's Location is absolute, and from another origin the PATCHes would fail.
    const origin = `http://localhost:${new URL(server.url).port}`;
    const user = await signUp(server.url);
    // Each run's downloads fetch what that run's uploads stored, through their links.
    const links = {};
    const upload = async (encrypted) => {
      const result = await uploadOnce(browser, origin, user, fresh(), bytes, encrypted);
      links[encrypted ? 'encrypted' : 'plain'] = result.link;
      delete result.link;
      return result;
    };
    const step = (name, measure) => async () => {
      ctx.log(`E1: ${name}`);
      return measure();
    };
    const s = await interleaved(
      {
        plain: step('unencrypted upload', () => upload(false)),
        encrypted: step('encrypted upload', () => upload(true)),
        plainDownload: step('unencrypted download', () => downloadOnce(browser, links.plain, bytes, 'plain')),
        pickerDownload: step('encrypted download, file picker', () =>
          downloadOnce(browser, links.encrypted, bytes, 'file-picker'),
        ),
        workerDownload: step('encrypted download, service worker', () =>
          downloadOnce(browser, links.encrypted, bytes, 'service-worker'),
        ),
      },
      ctx,
    );
    const label = `${mib} MiB`;
    const plainDownload = { peer: s.plainDownload.rssMb, peerName: 'unencrypted download' };
    return [
      ctx.row({
        metric: `E1 encrypted upload ${label} in Chromium`,
        unit: 'MiB/s',
        app: s.encrypted.speed,
        peer: s.plain.speed,
        peerName: 'unencrypted upload',
        minRatio: 0.5,
        targetText: '≥ 0.5 × unencrypted',
      }),
      ctx.row({
        metric: `E1 page renderer peak RSS, encrypted upload ${label}`,
        unit: 'MB',
        app: s.encrypted.rssMb,
        peer: s.plain.rssMb,
        peerName: 'unencrypted upload',
        max: 300,
        targetText: '< 300 MB',
      }),
      ctx.row({
        metric: `E1 all renderers' peak PSS, encrypted upload ${label}`,
        unit: 'MB',
        app: s.encrypted.pssMb,
        peer: s.plain.pssMb,
        peerName: 'unencrypted upload',
      }),
      ctx.row({
        metric: `E1 browser process peak PSS, encrypted upload ${label}`,
        unit: 'MB',
        app: s.encrypted.browserPssMb,
        peer: s.plain.browserPssMb,
        peerName: 'unencrypted upload',
        max: 300,
        targetText: '< 300 MB',
      }),
      ctx.row({
        metric: `E1 page JS heap peak, encrypted upload ${label}`,
        unit: 'MB',
        app: s.encrypted.heapMb,
        peer: s.plain.heapMb,
        peerName: 'unencrypted upload',
      }),
      ctx.row({
        metric: `E1 encrypted download ${label}, file picker`,
        unit: 'MiB/s',
        app: s.pickerDownload.speed,
        peer: s.plainDownload.speed,
        peerName: 'unencrypted download',
      }),
      ctx.row({
        metric: `E1 encrypted download ${label}, service worker`,
        unit: 'MiB/s',
        app: s.workerDownload.speed,
        peer: s.plainDownload.speed,
        peerName: 'unencrypted download',
      }),
      ctx.row({
        metric: `E1 page renderer peak RSS, encrypted download ${label}, file picker`,
        unit: 'MB',
        app: s.pickerDownload.rssMb,
        ...plainDownload,
        max: 300,
        targetText: '< 300 MB',
      }),
      ctx.row({
        metric: `E1 largest renderer peak RSS, encrypted download ${label}, service worker`,
        unit: 'MB',
        app: s.workerDownload.rssMb,
        ...plainDownload,
        max: 300,
        targetText: '< 300 MB',
      }),
      ctx.row({
        metric: `E1 all renderers' peak PSS, encrypted download ${label}, file picker`,
        unit: 'MB',
        app: s.pickerDownload.pssMb,
        peer: s.plainDownload.pssMb,
        peerName: 'unencrypted download',
      }),
      ctx.row({
        metric: `E1 all renderers' peak PSS, encrypted download ${label}, service worker`,
        unit: 'MB',
        app: s.workerDownload.pssMb,
        peer: s.plainDownload.pssMb,
        peerName: 'unencrypted download',
      }),
      ctx.row({
        metric: `E1 browser process peak PSS, encrypted download ${label}, service worker`,
        unit: 'MB',
        app: s.workerDownload.browserPssMb,
        peer: s.plainDownload.browserPssMb,
        peerName: 'unencrypted download',
      }),
    ];
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
