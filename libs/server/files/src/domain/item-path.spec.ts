import { DomainError } from '@coffer/server-core';
import {
  childPath,
  depthOf,
  firstFreeName,
  folderFullPath,
  parseFolderPath,
  parseName,
  parseRelativePath,
  prefixUpperBound,
  splitExtension,
} from './item-path';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError ? e.code : 'other';
  }
  return undefined;
}

describe('item paths', () => {
  it('parses folder paths with or without slashes', () => {
    expect(parseFolderPath('/')).toEqual([]);
    expect(parseFolderPath(undefined)).toEqual([]);
    expect(parseFolderPath('/My Docs/')).toEqual(['My Docs']);
    expect(parseFolderPath('A/B')).toEqual(['A', 'B']);
    expect(folderFullPath(['A', 'B'])).toBe('/A/B/');
    expect(childPath('/A/', 'B')).toBe('/A/B/');
    expect(depthOf('/')).toBe(0);
    expect(depthOf('/A/B/')).toBe(2);
  });

  it.each([
    ['../x'],
    ['a/../../b'],
    ['/abs'],
    ['a//b'],
    ['a/./b'],
    ['nul\u0000x'],
    ['tab\tx'],
    ['del\u007fx'],
    ['back\\slash'],
    [`${'a'.repeat(256)}`],
    ['rtl\u202e.txt'],
    ['zero\u200bwidth'],
    ['c1\u0085x'],
    ['bom\ufeff/x'],
  ])('rejects the relative path %j with INVALID_PATH', (path) => {
    expect(codeOf(() => parseRelativePath(path))).toBe('INVALID_PATH');
  });

  it('limits depth to 64 segments and segments to 255 UTF-8 bytes', () => {
    expect(parseRelativePath(Array.from({ length: 64 }, () => 'a').join('/'))).toHaveLength(64);
    expect(codeOf(() => parseRelativePath(Array.from({ length: 65 }, () => 'a').join('/')))).toBe('INVALID_PATH');
    expect(parseRelativePath('é'.repeat(127))).toHaveLength(1);
    expect(codeOf(() => parseRelativePath('é'.repeat(128)))).toBe('INVALID_PATH');
  });

  it('normalises to NFC', () => {
    expect(parseName('Cafe\u0301')).toBe('Café');
    expect(parseRelativePath('Cafe\u0301/x.txt')[0]).toBe('Café');
  });

  it('rejects names with a slash or reserved forms with INVALID_NAME', () => {
    expect(codeOf(() => parseName('a/b'))).toBe('INVALID_NAME');
    expect(codeOf(() => parseName('..'))).toBe('INVALID_NAME');
    expect(codeOf(() => parseName(''))).toBe('INVALID_NAME');
    expect(codeOf(() => parseName('evil\u202efdp.txt'))).toBe('INVALID_NAME');
    expect(codeOf(() => parseName('a\u2066b'))).toBe('INVALID_NAME');
    expect(parseName('[draft].txt')).toBe('[draft].txt');
  });

  it('suffixes conflicting names: name (1).ext for files, name (1) without an extension', () => {
    const taken = new Set(['a.txt', 'a (1).txt', 'Trip', '.env', 'archive.tar.gz']);
    expect(firstFreeName('b.txt', 'file', taken)).toBe('b.txt');
    expect(firstFreeName('a.txt', 'file', taken)).toBe('a (2).txt');
    expect(firstFreeName('Trip', 'folder', taken)).toBe('Trip (1)');
    expect(firstFreeName('.env', 'file', taken)).toBe('.env (1)');
    expect(firstFreeName('archive.tar.gz', 'file', taken)).toBe('archive.tar (1).gz');
    expect(firstFreeName('v1.2', 'folder', new Set(['v1.2']))).toBe('v1.2 (1)');
    const long = `${'x'.repeat(251)}.txt`;
    const free = firstFreeName(long, 'file', new Set([long]));
    expect(Buffer.byteLength(free)).toBeLessThanOrEqual(255);
    expect(free.endsWith(' (1).txt')).toBe(true);
  });

  it('splits extensions at the last dot not in first position', () => {
    expect(splitExtension('a.b.c')).toEqual({ stem: 'a.b', ext: '.c' });
    expect(splitExtension('.bashrc')).toEqual({ stem: '.bashrc', ext: '' });
    expect(splitExtension('noext')).toEqual({ stem: 'noext', ext: '' });
  });

  it('bounds prefix range scans', () => {
    const upper = prefixUpperBound('/A/');
    for (const inside of ['/A/', '/A/B/', '/A/\u{10FFFF}/']) expect(inside < upper).toBe(true);
    for (const outside of ['/A0/', '/AB/', '/B/']) expect(outside >= upper || outside < '/A/').toBe(true);
  });
});
