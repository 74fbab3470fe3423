import { MAX_NAME_BYTES, nameProblem, utf8Length } from './name-rules';

describe('the name rule', () => {
  it.each([
    ['report.pdf'],
    ['Ünïcödé 日本 🙂.txt'],
    ['..x.txt'],
    ['<script>.txt'],
    [' spaced .txt'],
    ['a'.repeat(MAX_NAME_BYTES)],
    ['é'.repeat(127)],
  ])('accepts %j', (name) => {
    expect(nameProblem(name)).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['.', 'the name'],
    ['..', 'the name'],
    ['a/b', 'slash'],
    ['back\\slash', 'backslash'],
    ['nul\u0000', 'U+0000'],
    ['tab\t', 'U+0009'],
    ['del\u007f', 'U+007F'],
    ['c1\u0085', 'U+0085'],
    ['c1\u009f', 'U+009F'],
    ['evil\u202efdp.txt', 'U+202E'],
    ['a\u202ab', 'U+202A'],
    ['a\u2066b', 'U+2066'],
    ['a\u2069b', 'U+2069'],
    ['a\u200eb', 'U+200E'],
    ['a\u200fb', 'U+200F'],
    ['a\u061cb', 'U+061C'],
    ['a\u200bb', 'U+200B'],
    ['a\u200db', 'U+200D'],
    ['a\u2060b', 'U+2060'],
    ['a\ufeffb', 'U+FEFF'],
    ['lone\ud800', 'unpaired surrogate'],
    ['lone\udc00x', 'unpaired surrogate'],
    ['a'.repeat(MAX_NAME_BYTES + 1), '255 bytes'],
    ['é'.repeat(128), '255 bytes'],
  ])('refuses %j (%s)', (name, reason) => {
    expect(nameProblem(name)).toContain(reason);
  });

  it('counts UTF-8 bytes without Buffer', () => {
    for (const sample of ['abc', 'é', '日本', '🙂', 'a🙂é'])
      expect(utf8Length(sample)).toBe(Buffer.byteLength(sample, 'utf8'));
  });
});
