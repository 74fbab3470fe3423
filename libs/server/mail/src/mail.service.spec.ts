import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { validateEnvironment } from '@coffer/server-core';
import { startTestSmtp } from '@coffer/server-testing';
import { MailService } from './mail.service';

const MESSAGE = {
  to: 'reader@example.com',
  subject: 'Confirm your e-mail\r\nBcc: attacker@example.com',
  paragraphs: ['Welcome to Coffer, <b>Ada</b>.'],
  action: { label: 'Confirm my address', url: 'http://localhost:3000/verify?token=abc&x=1' },
  footnote: 'The link works for 24 hours.',
};

describe(MailService.name, () => {
  it('sends through the SMTP server named by SMTP_URL, with a text and an HTML part', async () => {
    const smtp = await startTestSmtp();
    const dataDir = mkdtempSync(join(tmpdir(), 'coffer-mail-'));
    const sut = new MailService(
      validateEnvironment({ SMTP_URL: smtp.url, DATA_DIR: dataDir, PUBLIC_URL: 'https://files.example.com' }),
    );
    try {
      await sut.send(MESSAGE);
      const mail = await smtp.nextMailTo('reader@example.com');
      expect(smtp.received).toHaveLength(1);
      expect(mail.to).toEqual(['reader@example.com']);
      expect(mail.from).toBe('no-reply@files.example.com');
      // The line break in the subject did not become a header of its own.
      expect(mail.raw).not.toMatch(/^Bcc:/im);
      expect(mail.raw).toMatch(/^Subject: Confirm your e-mail Bcc: attacker@example.com$/m);
      expect(mail.raw).toContain('Content-Type: text/plain');
      expect(mail.raw).toContain('Content-Type: text/html');
      expect(mail.raw).toContain('&lt;b&gt;Ada&lt;/b&gt;');
      expect(mail.raw).not.toContain('<b>Ada</b></p>');
      expect(sut.outbox).toBeUndefined();
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      sut.onModuleDestroy();
      await smtp.close();
    }
  });

  it('without SMTP_URL writes an .eml file to DATA_DIR/outbox and nothing else', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'coffer-mail-'));
    const sut = new MailService(validateEnvironment({ DATA_DIR: dataDir }));
    await sut.send(MESSAGE);
    await sut.send({ ...MESSAGE, to: 'second@example.com' });
    const outbox = join(dataDir, 'outbox');
    expect(sut.outbox).toBe(outbox);
    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^[\dT-]+Z-[0-9a-f-]{36}\.eml$/);
    // quoted-printable: soft line breaks and =XX escapes undone
    const raws = files.map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\n/g, '').replace(/=3D/g, '='));
    expect(raws.some((r) => /^To: reader@example.com$/m.test(r))).toBe(true);
    expect(raws.some((r) => /^To: second@example.com$/m.test(r))).toBe(true);
    expect(raws[0]).toMatch(/^From: Coffer <no-reply@localhost>$/m);
    expect(raws[0]).toContain('http://localhost:3000/verify?token=abc&x=1');
  });

  it('logs the link of an outbox message, but never a share token', async () => {
    const sut = new MailService(validateEnvironment({ DATA_DIR: mkdtempSync(join(tmpdir(), 'coffer-mail-')) }));
    const logged: unknown[] = [];
    jest.spyOn(Logger.prototype, 'log').mockImplementation((entry: unknown) => void logged.push(entry));
    try {
      await sut.send(MESSAGE);
      await sut.send({
        ...MESSAGE,
        action: { label: 'Open the file', url: 'http://localhost:3000/share/AbCdEfGhIjKlMnOpQrStUvWxYz012345' },
      });
    } finally {
      jest.restoreAllMocks();
    }
    const links = logged.map((e) => (e as { link?: string }).link);
    expect(links).toEqual(['http://localhost:3000/verify?token=abc&x=1', 'http://localhost:3000/share/AbCd…']);
  });
});
