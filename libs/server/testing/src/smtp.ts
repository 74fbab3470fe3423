import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message with quoted-printable soft breaks and escapes undone, as a reader sees it. */
  raw: string;
}

export interface TestSmtpServer {
  /** For SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /**
   * The next message to `to` (already received or arriving within `timeoutMs`), optionally only
   * among those whose text contains `containing`.
   */
  nextMailTo(to: string, containing?: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first URL in a mail that starts with `prefix` (e.g. `${publicUrl}/verify-email?token=`). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[A-Za-z0-9_-]+`).exec(mail.raw);
  if (!match) throw new Error(`No link starting with ${prefix} in the mail to ${mail.to.join(', ')}`);
  return match[0];
}

/** A real SMTP server on loopback that keeps every message it receives, for SMTP_URL in tests. */
export async function startTestSmtp(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        for (const wake of waiting.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const taken = new Set<ReceivedMail>();
  const url = `smtp://127.0.0.1:${port}`;
  const smtp: TestSmtpServer = {
    url,
    received,
    async nextMailTo(to, containing, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find(
          (m) => !taken.has(m) && m.to.includes(to.toLowerCase()) && (!containing || m.raw.includes(containing)),
        );
        if (mail) {
          taken.add(mail);
          return mail;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => {
      running.delete(url);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  running.set(url, smtp);
  return smtp;
}

/** The test SMTP servers of this process, by URL, so helpers can read what an app sent. */
const running = new Map<string, TestSmtpServer>();

export function testSmtpAt(url: string): TestSmtpServer | undefined {
  return running.get(url);
}
