import { chooseCoding } from './serve-web-app';

const BR = { name: 'br' };
const GZIP = { name: 'gzip' };

describe(chooseCoding.name, () => {
  it.each([
    ['gzip, deflate, br', [BR, GZIP], BR],
    ['gzip, deflate', [BR, GZIP], GZIP],
    ['br;q=0, gzip', [BR, GZIP], GZIP],
    ['gzip;q=0.5, br;q=0.8', [BR, GZIP], BR],
    ['br;q=0.2, gzip;q=0.9', [BR, GZIP], GZIP],
    ['*', [BR, GZIP], BR],
    ['identity', [BR, GZIP], null],
    ['br', [GZIP], null],
    [undefined, [BR, GZIP], null],
    ['', [BR, GZIP], null],
  ])('Accept-Encoding %p with %p chooses %p', (header, available, expected) => {
    expect(chooseCoding(header, available)).toBe(expected);
  });
});
