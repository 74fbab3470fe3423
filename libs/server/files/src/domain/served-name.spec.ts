import { DomainError } from '@coffer/server-core';
import { storedTypeOf } from './file-type';
import { checkOriginalName, nameAgreesWithType, servedName } from './served-name';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError ? e.code : 'other';
  }
  return undefined;
}

describe('original and served names', () => {
  it('keeps an original name that passes the name rule and agrees with the type', () => {
    expect(checkOriginalName('Photo.JPG', 'photo.jpg', 'image/jpeg')).toBe('Photo.JPG');
    expect(checkOriginalName('', 'a.txt', 'text/plain')).toBe('a.txt');
    expect(checkOriginalName('Cafe\u0301.txt', 'x.txt', 'text/plain')).toBe('Café.txt');
  });

  it('refuses an original name of another type or breaking the name rule', () => {
    expect(codeOf(() => checkOriginalName('evil.html', 'harmless.txt', 'text/plain'))).toBe('FILE_TYPE_MISMATCH');
    expect(codeOf(() => checkOriginalName('evil.svg', 'harmless.txt', 'text/plain'))).toBe('FILE_TYPE_MISMATCH');
    expect(codeOf(() => checkOriginalName('evil\u202egnp.txt', 'a.txt', 'text/plain'))).toBe('INVALID_NAME');
    expect(codeOf(() => checkOriginalName(`${'a'.repeat(252)}.txt`, 'a.txt', 'text/plain'))).toBe('INVALID_NAME');
  });

  it('sends the preferred name only when it passes, else the item name', () => {
    const item = { name: 'page.txt', mimeType: 'text/plain' };
    expect(servedName(item, 'notes.txt')).toBe('notes.txt');
    expect(servedName(item, 'evil.html')).toBe('page.txt');
    expect(servedName(item, 'x\u202e.txt')).toBe('page.txt');
    expect(servedName(item, null)).toBe('page.txt');
    expect(servedName({ name: 'bad\u202e.html', mimeType: 'text/plain' }, 'evil.html')).toBe('download');
  });

  it('gives untyped bytes (ciphertext) names without an extension only, and never sends another', () => {
    const ciphertext = { mimeType: 'application/octet-stream', encryptionType: 'aes128gcm' };
    for (const name of ['Encrypted file', 'Encrypted file (1)', '.profile', 'notes from 2024'])
      expect(nameAgreesWithType(ciphertext, name)).toBe(true);
    for (const name of ['x.html', 'x.svg', 'x.exe', 'x.pdf', 'x.png', 'a.b', 'trailing.'])
      expect(nameAgreesWithType(ciphertext, name)).toBe(false);
    expect(nameAgreesWithType({ mimeType: 'image/png' }, 'x.png')).toBe(true);
    expect(nameAgreesWithType({ mimeType: 'image/png' }, 'x')).toBe(false);
    expect(servedName({ name: 'x.html', ...ciphertext }, null)).toBe('download');
    expect(servedName({ name: 'Encrypted file', ...ciphertext }, 'x.html')).toBe('Encrypted file');
    // A thumbnail keeps its name: only the accepted and the untyped types are held to a rule.
    expect(servedName({ name: 'a.png', mimeType: 'image/webp' }, 'thumbnail.webp')).toBe('thumbnail.webp');
  });

  it('lets untyped plain bytes (an empty placeholder, any file under the open policy) keep any valid name', () => {
    const untyped = { mimeType: 'application/octet-stream', encryptionType: null };
    for (const name of ['report.docx', 'archive.tar.gz', 'Makefile', '.bashrc'])
      expect(nameAgreesWithType(untyped, name)).toBe(true);
    expect(servedName({ name: 'report.docx', ...untyped }, 'report.docx')).toBe('report.docx');
  });
});

describe('storedTypeOf (the accepted-type policy)', () => {
  const text = { size: 10, sniffedType: 'text/plain' as const };
  const unknown = { size: 10, sniffedType: null };
  const empty = { size: 0, sniffedType: 'text/plain' as const };

  it('keeps a proven type under an agreeing name, whatever the policy', () => {
    expect(storedTypeOf(text, 'a.txt', 'standard')).toBe('text/plain');
    expect(storedTypeOf(text, 'a.txt', 'any')).toBe('text/plain');
  });

  it('refuses disagreeing names and unknown bytes under the standard policy, stores them untyped under any', () => {
    expect(storedTypeOf(text, 'notes.md', 'standard')).toBeNull();
    expect(storedTypeOf(unknown, 'tool.bin', 'standard')).toBeNull();
    expect(storedTypeOf(text, 'notes.md', 'any')).toBe('application/octet-stream');
    expect(storedTypeOf(unknown, 'tool.bin', 'any')).toBe('application/octet-stream');
  });

  it('takes an empty placeholder under any name: the type its extension names, or none', () => {
    expect(storedTypeOf(empty, 'report.pdf', 'standard')).toBe('application/pdf');
    expect(storedTypeOf(empty, 'photo.JPG', 'standard')).toBe('image/jpeg');
    expect(storedTypeOf(empty, 'notes.md', 'standard')).toBe('application/octet-stream');
    expect(storedTypeOf(empty, 'Makefile', 'standard')).toBe('application/octet-stream');
  });
});
