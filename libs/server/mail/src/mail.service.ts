import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, redactUrl, type AppConfig } from '@coffer/server-core';
import { renderMail, type MailMessage } from './mail-message';

/**
 * Sends Coffer's e-mail. With `SMTP_URL` set, through that server; without it (the default of a
 * single-person install), each message is written to DATA_DIR/outbox as an .eml file and its link
 * is logged, so the person running Coffer can follow it with no mail server at all.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly outboxDir: string | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.mail.smtpUrl) {
      this.transport = createTransport(config.mail.smtpUrl);
    } else {
      this.outboxDir = join(config.dataDir, 'outbox');
      this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  /** Where messages go when no SMTP server is configured; undefined when one is. */
  get outbox(): string | undefined {
    return this.outboxDir;
  }

  async send(message: MailMessage): Promise<void> {
    const rendered = renderMail(message);
    const info = await this.transport.sendMail({ from: this.config.mail.from, to: message.to, ...rendered });
    if (!this.outboxDir) {
      this.logger.log({ msg: 'Mail sent', to: message.to, subject: rendered.subject });
      return;
    }
    const raw = (info as { message?: Buffer }).message;
    if (!raw) throw new Error('The mail transport produced no message.');
    await mkdir(this.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
    // Written under a temporary name first, so a reader never sees half a message.
    const temporary = join(this.outboxDir, `.${name}.tmp`);
    await writeFile(temporary, raw, { mode: 0o600 });
    await rename(temporary, join(this.outboxDir, name));
    this.logger.log({
      msg: 'Mail written to the outbox (no SMTP_URL)',
      to: message.to,
      subject: rendered.subject,
      file: name,
      link: message.action && loggableLink(message.action.url),
    });
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}

/** Account links are logged whole (the operator follows them); share links lose their token, as everywhere in the logs. */
function loggableLink(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${redactUrl(`${parsed.pathname}${parsed.search}`)}`;
  } catch {
    return '[unparsable link]';
  }
}
