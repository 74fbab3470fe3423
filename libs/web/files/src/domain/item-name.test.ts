import { itemNameError } from './item-name';

describe('itemNameError', () => {
  it('accepts ordinary names, including non-Latin scripts and emoji', () => {
    for (const name of ['Holidays 2024', 'Ünïcödé 日本 🙂', ' padded ']) expect(itemNameError(name)).toBeNull();
  });

  it('leaves blank names to the required check', () => {
    expect(itemNameError('   ')).toBeNull();
  });

  it.each([
    ['evil\u202efdp.txt', 'U+202E'],
    ['pay\u200bpal', 'U+200B'],
    ['a\u2066b', 'U+2066'],
    ['next\u0085line', 'U+0085'],
    ['a/b', 'a slash'],
    ['..', 'the name ".."'],
    ['x'.repeat(256), '255 bytes'],
  ])('explains what is wrong with %j', (name, expected) => {
    expect(itemNameError(name)).toContain(expected);
  });
});
