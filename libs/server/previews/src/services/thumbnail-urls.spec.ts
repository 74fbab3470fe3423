import { Clock, SecretsService, UrlSigner, validateEnvironment } from '@coffer/server-core';
import { THUMBNAIL_URL_LIFETIME_SECONDS, THUMBNAIL_URL_STEP_SECONDS, ThumbnailUrls } from './thumbnail-urls';

const FILE = '6f1c1d8e-8a0b-4c1e-9f3a-2b7d5e4c3a21';
const READER = '0b9e2d6c-3f1a-4e8b-a7c5-1d2e3f4a5b6c';
const OTHER = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

class FixedClock extends Clock {
  constructor(public at: number) {
    super();
  }
  override now(): Date {
    return new Date(this.at);
  }
}

function setup(at = Date.UTC(2026, 0, 1, 12, 3, 7)) {
  const config = validateEnvironment({ APP_SECRET: 'z'.repeat(40), PUBLIC_URL: 'https://cloud.example' });
  const clock = new FixedClock(at);
  return { clock, sut: new ThumbnailUrls(new UrlSigner(new SecretsService(config), clock), config) };
}

const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe(ThumbnailUrls.name, () => {
  it('signs an absolute URL whose expiry is about an hour away, rounded up to the next ten minutes', () => {
    const { sut, clock } = setup();
    const url = new URL(sut.urlFor(FILE, READER, 'small'));
    expect(url.origin + url.pathname).toBe(`https://cloud.example/api/files/${FILE}/thumbnail`);
    const exp = Number(url.searchParams.get('exp'));
    const now = clock.at / 1000;
    expect(exp % THUMBNAIL_URL_STEP_SECONDS).toBe(0);
    expect(exp - now).toBeGreaterThanOrEqual(THUMBNAIL_URL_LIFETIME_SECONDS);
    expect(exp - now).toBeLessThan(THUMBNAIL_URL_LIFETIME_SECONDS + THUMBNAIL_URL_STEP_SECONDS);
    expect(url.searchParams.get('size')).toBe('small');
    expect(url.searchParams.get('v')).toBe(READER);
    // Later in the same ten minutes: the same URL.
    clock.at += 60_000;
    expect(sut.urlFor(FILE, READER, 'small')).toBe(url.toString());
  });

  it('answers the reader, size and expiry of a URL it signed', () => {
    const { sut } = setup();
    const query = queryOf(sut.urlFor(FILE, READER, 'large'));
    expect(sut.verify(FILE, query)).toEqual({
      viewerId: READER,
      variant: 'large',
      validUntil: new Date(Number(query['exp']) * 1000),
    });
  });

  it.each<[string, (q: Record<string, string>) => Record<string, unknown>, string]>([
    ['another file', (q) => q, 'other-file'],
    ['another size', (q) => ({ ...q, size: 'small' }), FILE],
    ['another reader', (q) => ({ ...q, v: OTHER }), FILE],
    ['a later expiry', (q) => ({ ...q, exp: String(Number(q['exp']) + 600) }), FILE],
    ['a changed signature', (q) => ({ ...q, sig: `${q['sig']!.slice(0, -1)}A` }), FILE],
    ['no signature', ({ sig: _, ...q }) => q, FILE],
    ['a reader that is no id', (q) => ({ ...q, v: 'me' }), FILE],
  ])('refuses %s', (_, change, fileId) => {
    const { sut } = setup();
    const query = change(queryOf(sut.urlFor(FILE, READER, 'large')));
    expect(() => sut.verify(fileId, query)).toThrow(expect.objectContaining({ code: 'DOWNLOAD_URL_INVALID' }));
  });

  it('refuses a URL past its expiry, and a bad size as a validation error', () => {
    const { sut, clock } = setup();
    const query = queryOf(sut.urlFor(FILE, READER, 'large'));
    expect(() => sut.verify(FILE, { ...query, size: 'huge' })).toThrow(
      expect.objectContaining({ code: 'VALIDATION_ERROR' }),
    );
    clock.at = Number(query['exp']) * 1000;
    expect(() => sut.verify(FILE, query)).toThrow(expect.objectContaining({ code: 'DOWNLOAD_URL_INVALID' }));
  });
});
