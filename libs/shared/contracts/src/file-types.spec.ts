import { classify, declaredTypeAgrees, extensionAgrees } from './file-types';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('file type policy', () => {
  it('decides the type by magic bytes', () => {
    expect(classify(Buffer.from('%PDF-1.7\n'), true)).toBe('application/pdf');
    expect(classify(PNG, true)).toBe('image/png');
    expect(classify(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), true)).toBe('image/jpeg');
    expect(classify(Buffer.from('hello world'), false)).toBe('text/plain');
    expect(classify(Buffer.from(''), false)).toBe('text/plain');
  });

  it('refuses binary content that is not an accepted type', () => {
    expect(classify(Buffer.from('hello'), true)).toBeNull();
    expect(classify(Buffer.from('GIF89a'), false)).toBeNull();
    expect(classify(Buffer.from([0x50, 0x4b, 0x03, 0x04]), false)).toBeNull();
    expect(classify(Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]), true)).toBeNull();
  });

  it('requires the extension to agree', () => {
    expect(extensionAgrees('image/jpeg', 'a.JPG')).toBe(true);
    expect(extensionAgrees('image/jpeg', 'a.jpeg')).toBe(true);
    expect(extensionAgrees('image/png', 'a.txt')).toBe(false);
    expect(extensionAgrees('text/plain', 'notes')).toBe(false);
    expect(extensionAgrees('text/plain', '.txt')).toBe(false);
  });

  it('accepts a matching or absent declared type', () => {
    expect(declaredTypeAgrees('text/plain', 'text/plain; charset=utf-8')).toBe(true);
    expect(declaredTypeAgrees('image/png', 'application/octet-stream')).toBe(true);
    expect(declaredTypeAgrees('image/png', undefined)).toBe(true);
    expect(declaredTypeAgrees('text/plain', 'image/png')).toBe(false);
  });
});
