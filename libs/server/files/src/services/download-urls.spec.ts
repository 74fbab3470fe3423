import {
  Clock,
  DomainError,
  SecretsService,
  UrlSigner,
  currentActor,
  validateEnvironment,
  type Actor,
} from '@coffer/server-core';
import type { RequestAuthenticator } from '@coffer/server-auth';
import { codeOf, strictMock } from '@coffer/server-testing/unit';
import { DOWNLOAD_URL_LIFETIME_SECONDS, DOWNLOAD_URL_STEP_SECONDS, DownloadUrls } from './download-urls';
import type { FilesService, ReadableFile } from './files.service';

const FILE = '6f1c1d8e-8a0b-4c1e-9f3a-2b7d5e4c3a21';
const BLOB = '1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6';
const READER = '0b9e2d6c-3f1a-4e8b-a7c5-1d2e3f4a5b6c';
const OTHER = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const TOKEN = 'c0ffee00-1111-4222-8333-444455556666';

class FixedClock extends Clock {
  constructor(public at: number) {
    super();
  }
  override now(): Date {
    return new Date(this.at);
  }
}

const session: Actor = { userId: READER, via: 'session', scopes: new Set(['read', 'write', 'share']) };
const viaToken: Actor = { userId: READER, via: 'token', scopes: new Set(['read']), tokenId: TOKEN };

function setup(members: { blobId?: string; tokenActor?: Actor | null } = {}) {
  const config = validateEnvironment({ APP_SECRET: 'z'.repeat(40), PUBLIC_URL: 'https://cloud.example' });
  const clock = new FixedClock(Date.UTC(2026, 0, 1, 12, 3, 7));
  const opened = { item: { id: FILE, blobId: members.blobId ?? BLOB } } as ReadableFile;
  const actors: Array<Actor | undefined> = [];
  const files = strictMock<FilesService>('files', {
    openForRead: jest.fn(async () => {
      actors.push(currentActor());
      return opened;
    }),
  });
  const authenticator = strictMock<RequestAuthenticator>('authenticator', {
    tokenActor: jest.fn(async () => members.tokenActor ?? null),
  });
  const sut = new DownloadUrls(new UrlSigner(new SecretsService(config), clock), files, authenticator, config);
  return { sut, clock, files, authenticator, actors };
}

const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);
const file = { id: FILE, type: 'file', blobId: BLOB };

describe(DownloadUrls.name, () => {
  it('signs an absolute URL for the file, its content and the reader, the same for five minutes, valid 10 to 15', () => {
    const { sut, clock } = setup();
    const url = new URL(sut.urlFor(file, session)!);
    expect(url.origin + url.pathname).toBe(`https://cloud.example/api/files/download/${FILE}`);
    expect(url.searchParams.get('c')).toBe(BLOB);
    expect(url.searchParams.get('v')).toBe(READER);
    expect(url.searchParams.has('t')).toBe(false);
    const exp = Number(url.searchParams.get('exp'));
    expect(exp % DOWNLOAD_URL_STEP_SECONDS).toBe(0);
    expect(exp - clock.at / 1000).toBeGreaterThanOrEqual(DOWNLOAD_URL_LIFETIME_SECONDS);
    expect(exp - clock.at / 1000).toBeLessThan(DOWNLOAD_URL_LIFETIME_SECONDS + DOWNLOAD_URL_STEP_SECONDS);
    clock.at += 60_000;
    expect(sut.urlFor(file, session)).toBe(url.toString());
  });

  it('names the access token a URL was made with, and gives none for folders or without a reader', () => {
    const { sut } = setup();
    expect(new URL(sut.urlFor(file, viaToken)!).searchParams.get('t')).toBe(TOKEN);
    expect(sut.urlFor({ id: FILE, type: 'folder', blobId: null }, session)).toBeNull();
    expect(sut.urlFor(file, undefined)).toBeNull();
  });

  it('opens the file for the reader the URL names, by the download rule, as no one else', async () => {
    const { sut, files, actors } = setup();
    const opened = await sut.open(FILE, queryOf(sut.urlFor(file, session)!));
    expect(opened.readerId).toBe(READER);
    expect(files.openForRead).toHaveBeenCalledWith(READER, FILE, 'download');
    expect(actors).toEqual([undefined]);
  });

  it('acts with the token a URL names while it lives, and refuses it once it is revoked or expired', async () => {
    const live = setup({ tokenActor: viaToken });
    await live.sut.open(FILE, queryOf(live.sut.urlFor(file, viaToken)!));
    expect(live.authenticator.tokenActor).toHaveBeenCalledWith(READER, TOKEN);
    expect(live.actors).toEqual([viaToken]);

    const revoked = setup({ tokenActor: null });
    expect(await codeOf(revoked.sut.open(FILE, queryOf(revoked.sut.urlFor(file, viaToken)!)))).toBe(
      'DOWNLOAD_URL_INVALID',
    );
    expect(revoked.files.openForRead).not.toHaveBeenCalled();
  });

  it.each<[string, (q: Record<string, string>) => Record<string, unknown>, string]>([
    ['another file', (q) => q, OTHER],
    ['another content', (q) => ({ ...q, c: OTHER }), FILE],
    ['another reader', (q) => ({ ...q, v: OTHER }), FILE],
    ['an added token', (q) => ({ ...q, t: TOKEN }), FILE],
    ['a later expiry', (q) => ({ ...q, exp: String(Number(q['exp']) + DOWNLOAD_URL_STEP_SECONDS) }), FILE],
    ['a changed signature', (q) => ({ ...q, sig: `${q['sig']!.slice(0, -1)}A` }), FILE],
    ['no signature', ({ sig: _, ...q }) => q, FILE],
    ['a reader that is no id', (q) => ({ ...q, v: 'me' }), FILE],
    ['a repeated parameter', (q) => ({ ...q, v: [q['v'], q['v']] }), FILE],
  ])('refuses %s before looking anything up', async (_, change, fileId) => {
    const { sut, files, authenticator } = setup();
    const query = change(queryOf(sut.urlFor(file, session)!));
    expect(await codeOf(sut.open(fileId, query))).toBe('DOWNLOAD_URL_INVALID');
    expect(files.openForRead).not.toHaveBeenCalled();
    expect(authenticator.tokenActor).not.toHaveBeenCalled();
  });

  it('refuses a URL past its expiry, and one whose file holds other content now', async () => {
    const expired = setup();
    const query = queryOf(expired.sut.urlFor(file, session)!);
    expired.clock.at = Number(query['exp']) * 1000;
    expect(await codeOf(expired.sut.open(FILE, query))).toBe('DOWNLOAD_URL_INVALID');

    const replaced = setup({ blobId: OTHER });
    expect(await codeOf(replaced.sut.open(FILE, queryOf(replaced.sut.urlFor(file, session)!)))).toBe(
      'DOWNLOAD_URL_INVALID',
    );
  });

  it("passes on the download rule's own refusal (not found, a share's rule)", async () => {
    const { sut, files } = setup();
    files.openForRead.mockRejectedValueOnce(new DomainError('FILE_NOT_FOUND', 'File not found.'));
    expect(await codeOf(sut.open(FILE, queryOf(sut.urlFor(file, session)!)))).toBe('FILE_NOT_FOUND');
  });
});
