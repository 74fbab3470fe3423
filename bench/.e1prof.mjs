// Temporary: CPU profile of the page during an encrypted upload (not committed).
import { linkSync, mkdtempSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { signUp, startServer } from './lib/server.mjs';
import { browserCookies, buildWebApp, launchChromium } from './lib/web.mjs';
const MIB = 1024 * 1024;
const mib = Number(process.env.MIB || 128);
const bytes = mib * MIB;
const webDir = buildWebApp();
const dir = mkdtempSync(join(tmpdir(), 'e1p-'));
const source = join(dir, 'source.txt');
writeFileSync(source, '');
for (let w = 0; w < bytes; w += 12 * MIB) writeFileSync(source, randomBytes((Math.min(12 * MIB, bytes - w) / 4) * 3).toString('base64'), { flag: 'a' });
const server = await startServer({ WEB_DIR: webDir, STORAGE_QUOTA_BYTES: String(2 ** 40) }, { cpu: 1 });
const browser = await launchChromium();
const origin = `http://localhost:${new URL(server.url).port}`;
const user = await signUp(server.url);
let n = 0;
for (const encrypted of (process.env.ORDER || 'false,true,false,true').split(',').map((s) => s === 'true')) {
  const path = join(dir, `f${n++}.txt`);
  linkSync(source, path);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(browserCookies(user, origin));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${origin}/dashboard/my-files/`);
  await page.getByRole('heading', { level: 1, name: 'My Files' }).waitFor();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Files' });
  await page.getByTestId('upload-files-input').setInputFiles(path);
  if (encrypted) await dialog.getByRole('switch', { name: /^End-to-end encrypted link/ }).check();
  await dialog.getByRole('switch', { name: /^Create a share link/ }).check();
  const profile = process.env.PROFILE === '1' && encrypted;
  if (profile) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 500 }); await cdp.send('Profiler.start'); }
  const t0 = performance.now();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const done = encrypted ? dialog.getByRole('textbox', { name: basename(path) }) : page.getByText('Upload Successful!').first();
  await done.waitFor({ timeout: 600000 });
  const s = (performance.now() - t0) / 1000;
  console.log(encrypted ? 'encrypted' : 'plain', (mib / s).toFixed(1), 'MiB/s');
  if (profile) {
    const { profile: p } = await cdp.send('Profiler.stop');
    writeFileSync(`/tmp/prof/page-${n}.cpuprofile`, JSON.stringify(p));
  }
  await context.close();
}
await browser.close();
await server.stop();
