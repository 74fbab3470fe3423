import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium (style guide §7); never a downloaded browser. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
const SCREENSHOT_DIR = resolve(__dirname, '../../../../test-output/screenshots');

export function baseUrl(): string {
  const url = process.env['E2E_BASE_URL'];
  if (!url) throw new Error('E2E_BASE_URL is not set: run through the web-e2e jest project (globalSetup)');
  return url;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP });
  const page = await context.newPage();
  return { context, page };
}

/** Saves the current screen at its current size only. */
export async function screenshotAsIs(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const { width, height } = page.viewportSize() ?? DESKTOP;
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}x${height}.png`) });
}

/** Saves the current screen at 1280×800 and at 390×844 (test-output/screenshots/<name>-<w>x<h>.png). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${size.width}x${size.height}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

/** The input labelled `label` (Mantine appends ' *' to the label text of required fields). */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

export function newUser(name = 'Ada Lovelace'): TestUser {
  return { name, email: `e2e-${randomBytes(6).toString('hex')}@example.com`, password: 'Str0ng!pass' };
}

/** Signs up through the Signup screen and waits for the Dashboard. */
export async function signUp(page: Page, user: TestUser): Promise<void> {
  await page.goto('/signup');
  await field(page, 'Name').fill(user.name);
  await field(page, 'Email').fill(user.email);
  await field(page, 'Password').fill(user.password);
  await field(page, 'Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** Fills and submits the Login screen. */
export async function logIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await field(page, 'Email').fill(user.email);
  await field(page, 'Password').fill(user.password);
  await page.getByRole('button', { name: 'Continue' }).click();
}
