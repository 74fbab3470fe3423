import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { randomClientAddress } from './client-address';
import { testSmtpAt } from './smtp';

type Server = Parameters<typeof request>[0];

/** Where each test app's mail goes: its SMTP_URL (a startTestSmtp server) or DATA_DIR/outbox. */
const mailboxes = new WeakMap<object, { outbox?: string; smtpUrl?: string }>();

/** Called by createTestApp: lets helpers read the mail the app sends. */
export function registerTestMailbox(server: object, mail: { dataDir: string; smtpUrl?: string | null }): void {
  mailboxes.set(server, mail.smtpUrl ? { smtpUrl: mail.smtpUrl } : { outbox: join(mail.dataDir, 'outbox') });
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const takenFiles = new Set<string>();

/**
 * The text of the next message the app sent to `to` whose text contains `containing`, waiting
 * for it (mail goes out after the answer that caused it). Each message is handed out once.
 */
export async function nextAppMail(server: Server, to: string, containing: string, timeoutMs = 10_000): Promise<string> {
  const mailbox = mailboxes.get(server as object);
  if (!mailbox) throw new Error('This server was not made by createTestApp: its mail cannot be read.');
  if (mailbox.smtpUrl) {
    const smtp = testSmtpAt(mailbox.smtpUrl);
    if (!smtp) throw new Error(`SMTP_URL ${mailbox.smtpUrl} is not a startTestSmtp() server of this process.`);
    return (await smtp.nextMailTo(to, containing, timeoutMs)).raw;
  }
  return nextOutboxMail(mailbox.outbox!, to, containing, timeoutMs);
}

/** The next message in an outbox directory (DATA_DIR/outbox) to `to` containing `containing`, waiting for it. */
export async function nextOutboxMail(
  outbox: string,
  to: string,
  containing: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const address = to.toLowerCase();
  for (;;) {
    const names = (await readdir(outbox).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.eml') && !n.startsWith('.'))
      .sort();
    for (const name of names) {
      const path = join(outbox, name);
      if (takenFiles.has(path)) continue;
      const text = decodeQuotedPrintable(await readFile(path, 'utf8'));
      const header = /^To: (.+)$/im.exec(text)?.[1]?.toLowerCase() ?? '';
      if (header.includes(address) && text.includes(containing)) {
        takenFiles.add(path);
        return text;
      }
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} containing ${containing} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

/**
 * Verifies a test user's address the way a person does: reads the verification mail the app
 * sent to it and opens its link (POST /api/auth/verify-email with the token) in the browser
 * signed in as that user (`cookie`), whose session therefore survives the proof.
 */
export async function verifyAddress(server: Server, email: string, cookie?: string): Promise<void> {
  const text = await nextAppMail(server, email, '/verify-email?token=');
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
  const open = request(server).post('/api/auth/verify-email').set('X-Forwarded-For', randomClientAddress());
  if (cookie) open.set('Cookie', cookie);
  await open.send({ token }).expect(200);
}

/** The same for a server process (no SMTP_URL): its outbox under `dataDir`, its API at `url`. */
export async function verifyAddressOn(
  server: { url: string; dataDir: string },
  email: string,
  cookie?: string,
): Promise<void> {
  const text = await nextOutboxMail(join(server.dataDir, 'outbox'), email, '/verify-email?token=', 20_000);
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
  const res = await fetch(`${server.url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ token }),
  });
  if (res.status !== 200) throw new Error(`verify-email answered ${res.status}: ${await res.text()}`);
}
