import { itemNameError, renameConflict } from './item-name';

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

describe('renameConflict', () => {
  const names = ['draft.txt', 'notes.txt', 'notes (1).txt', 'Photos'];
  it('finds a taken name and the free name "keep both" gives, as the server does', () => {
    expect(renameConflict({ name: 'draft.txt', type: 'file' }, ' notes.txt ', names)).toEqual({
      name: 'notes.txt',
      keepBothAs: 'notes (2).txt',
    });
    expect(renameConflict({ name: 'Trips', type: 'folder' }, 'Photos', names)).toEqual({
      name: 'Photos',
      keepBothAs: 'Photos (1)',
    });
  });

  it('sees no conflict in a free name, the own name or a blank one', () => {
    expect(renameConflict({ name: 'draft.txt', type: 'file' }, 'plan.txt', names)).toBeNull();
    expect(renameConflict({ name: 'draft.txt', type: 'file' }, 'draft.txt', names)).toBeNull();
    expect(renameConflict({ name: 'draft.txt', type: 'file' }, '  ', names)).toBeNull();
  });
});
