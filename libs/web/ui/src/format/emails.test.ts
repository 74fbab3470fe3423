import { normalizeEmailEntries, normalizeEmails, splitEmailEntries } from './emails';

describe('e-mail lists', () => {
  it('trims, lowercases, drops blanks and duplicates', () => {
    expect(normalizeEmails([' Ann@Example.com ', 'ann@example.com', '', '  ', 'BOB@x.io'])).toEqual([
      'ann@example.com',
      'bob@x.io',
    ]);
    expect(normalizeEmailEntries(['a@b.co, C@d.co;e@f.co  g@h.co'])).toEqual(['a@b.co', 'c@d.co', 'e@f.co', 'g@h.co']);
  });

  it('splits entries into valid and invalid addresses', () => {
    expect(splitEmailEntries(['A@b.co, not-an-email', 'c@d.co x@y'])).toEqual({
      valid: ['a@b.co', 'c@d.co'],
      invalid: ['not-an-email', 'x@y'],
    });
  });
});
