import { DomainError } from '@coffer/server-core';
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
    const untyped = 'application/octet-stream';
    for (const name of ['Encrypted file', 'Encrypted file (1)', '.profile', 'notes from 2024'])
      expect(nameAgreesWithType(untyped, name)).toBe(true);
    for (const name of ['x.html', 'x.svg', 'x.exe', 'x.pdf', 'x.png', 'a.b', 'trailing.'])
      expect(nameAgreesWithType(untyped, name)).toBe(false);
    expect(nameAgreesWithType('image/png', 'x.png')).toBe(true);
    expect(nameAgreesWithType('image/png', 'x')).toBe(false);
    expect(servedName({ name: 'x.html', mimeType: untyped }, null)).toBe('download');
    expect(servedName({ name: 'Encrypted file', mimeType: untyped }, 'x.html')).toBe('Encrypted file');
    // A thumbnail keeps its name: only the accepted and the untyped types are held to a rule.
    expect(servedName({ name: 'a.png', mimeType: 'image/webp' }, 'thumbnail.webp')).toBe('thumbnail.webp');
  });
});
