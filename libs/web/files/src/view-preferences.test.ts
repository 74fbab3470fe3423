import { remembersOtherView } from './view-preferences';

const stored = (state: unknown) => JSON.stringify({ state, version: 1 });

describe(remembersOtherView.name, () => {
  it('is false when the browser remembers nothing, the default view, or values it does not know', () => {
    for (const value of [
      null,
      '',
      'not json',
      'null',
      stored({ viewMode: 'grid', sort: 'name' }),
      stored({ viewMode: 'gallery', sort: 'colour' }),
      JSON.stringify({ version: 1 }),
    ])
      expect([value, remembersOtherView(value)]).toEqual([value, false]);
  });

  it('is true when the list view or another sort order was chosen', () => {
    expect(remembersOtherView(stored({ viewMode: 'list', sort: 'name' }))).toBe(true);
    expect(remembersOtherView(stored({ viewMode: 'grid', sort: 'size' }))).toBe(true);
    expect(remembersOtherView(stored({ sort: 'date' }))).toBe(true);
  });
});
