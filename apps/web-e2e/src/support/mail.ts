import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseUrl } from './browser';

/** Messages already handed out, so each call returns a new one. */
const taken = new Set<string>();

function outbox(): string {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the web-e2e jest project (globalSetup)');
  return join(dataDir, 'outbox');
}

/** The message as a reader sees it: quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function readOutbox(): Array<{ name: string; text: string }> {
  let names: string[];
  try {
    names = readdirSync(outbox());
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
    .sort()
    .map((name) => ({ name, text: decodeQuotedPrintable(readFileSync(join(outbox(), name), 'utf8')) }));
}

/**
 * The link to `path` (e.g. '/verify-email') in the next message to `to` that the server wrote
 * to its outbox (it has no SMTP_URL), waiting for it to arrive.
 */
export async function takeMailLink(to: string, path: string, timeoutMs = 15_000): Promise<string> {
  const prefix = `${baseUrl()}${path}?token=`;
  const pattern = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[A-Za-z0-9_-]+`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of readOutbox()) {
      if (taken.has(mail.name) || !mail.text.toLowerCase().includes(to.toLowerCase())) continue;
      const link = pattern.exec(mail.text);
      if (!link) continue;
      taken.add(mail.name);
      return link[0];
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with a ${path} link within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Verifies the address of a user who just signed up, as the person would: the link mailed at
 * sign-up, opened with the page's cookies. Only verified accounts receive what is shared with them.
 */
export async function verifyByMail(
  page: {
    request: { post(url: string, options: { data: unknown }): Promise<{ status(): number; text(): Promise<string> }> };
  },
  email: string,
): Promise<void> {
  const link = await takeMailLink(email, '/verify-email');
  const res = await page.request.post('/api/auth/verify-email', {
    data: { token: new URL(link).searchParams.get('token') },
  });
  if (res.status() !== 200) throw new Error(`verify-email answered ${res.status()}: ${await res.text()}`);
}

/** The 6-digit code in the next message to `to` that carries one (a restricted link's one-time code). */
export async function takeMailCode(to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of readOutbox()) {
      if (taken.has(mail.name) || !mail.text.toLowerCase().includes(to.toLowerCase())) continue;
      const at = mail.text.indexOf('enter this code');
      const code = at >= 0 ? /\b(\d{6})\b/.exec(mail.text.slice(at)) : null;
      if (!code) continue;
      taken.add(mail.name);
      return code[1]!;
    }
    if (Date.now() > deadline) throw new Error(`No code mailed to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The text of the next message to `to` whose text contains `containing`, waiting for it. */
export async function takeMailText(to: string, containing: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of readOutbox()) {
      if (
        taken.has(mail.name) ||
        !mail.text.toLowerCase().includes(to.toLowerCase()) ||
        !mail.text.includes(containing)
      )
        continue;
      taken.add(mail.name);
      return mail.text;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} containing ${containing} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
