import { DomainError, SecretsService, validateEnvironment, type Clock } from '@coffer/server-core';
import { strictMock } from '@coffer/server-testing/unit';
import type { AuthenticatedUser } from '@coffer/server-auth';
import type { StoredItem } from '@coffer/server-files';
import type { LinkFacts } from '../persistence/share-link.repository';
import { SHARE_FAILURES_PER_ADDRESS, ShareAccessService, type SharedFileAccess } from './share-access.service';
import { hashToken } from './share-link.service';
import type { CachedLink } from './share-link-cache';

const TOKEN = 'A'.repeat(32);

function asFile(access: Awaited<ReturnType<ShareAccessService['open']>>): SharedFileAccess {
  if (access.kind !== 'file') throw new Error(`expected a file link, got ${access.kind}`);
  return access;
}
const NOW = new Date('2026-11-25T10:00:00Z');
const config = validateEnvironment({ APP_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://coffer.example' });
const secrets = new SecretsService(config);

function facts(overrides: Partial<LinkFacts> = {}): CachedLink {
  const link: LinkFacts = {
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'file',
    fileId: '22222222-2222-4222-8222-222222222222',
    ownerId: '33333333-3333-4333-8333-333333333333',
    tokenHash: hashToken(TOKEN),
    tokenSealed: 'sealed',
    scope: 'public',
    passwordHash: null,
    secretVersion: 3,
    expiresAt: null,
    maxAccess: null,
    revokedAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
  const file = {
    id: link.fileId,
    ownerId: link.ownerId,
    type: 'file',
    name: 'doc.txt',
    originalName: 'doc.txt',
    mimeType: 'text/plain',
    size: 4,
  } as StoredItem;
  return { link, file, owner: { id: link.ownerId, name: 'Olivia', email: 'olivia@example.com' } };
}

const visitorUser: AuthenticatedUser = {
  id: '44444444-4444-4444-8444-444444444444',
  email: 'vic@example.com',
  name: 'Vic',
  emailVerified: true,
};

async function refusal(promise: Promise<unknown>): Promise<{ code: string; status?: number }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError)
      return { code: error.code, ...(error.httpStatus ? { status: error.httpStatus } : {}) };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe(ShareAccessService.name, () => {
  let m: Record<string, Record<string, jest.Mock>>;

  /** The service over strict mocks: `given` names the only methods each collaborator may see called. */
  function sut(
    given: Partial<
      Record<
        | 'links'
        | 'grants'
        | 'recipients'
        | 'files'
        | 'accounts'
        | 'hasher'
        | 'limiter'
        | 'visitors'
        | 'cache'
        | 'counter',
        Record<string, jest.Mock>
      >
    >,
  ) {
    m = Object.fromEntries(
      ['links', 'grants', 'recipients', 'files', 'accounts', 'hasher', 'limiter', 'visitors', 'cache', 'counter'].map(
        (k) => [k, given[k as keyof typeof given] ?? {}],
      ),
    );
    const mock = (name: string) => strictMock<never>(name, m[name]);
    const clock = strictMock<Clock>('clock', { now: jest.fn(() => NOW) });
    return new ShareAccessService(
      mock('links'),
      mock('grants'),
      mock('recipients'),
      mock('files'),
      mock('accounts'),
      mock('hasher'),
      mock('limiter'),
      secrets,
      clock,
      mock('visitors'),
      config,
      mock('cache'),
      mock('counter'),
      mock('thumbnails'),
    );
  }

  const cached = (link: CachedLink | null) => ({
    byTokenHash: jest.fn(async () => link),
    byId: jest.fn(async () => link),
  });
  const anonymous = { clientAddress: '203.0.113.9' };

  describe('open', () => {
    it("opens a public link without password or limit with no statement: counted in memory, no stored download, the owner's name only", async () => {
      const link = facts();
      const service = sut({ cache: cached(link), counter: { add: jest.fn() } });
      const opened = asFile(await service.open(TOKEN, anonymous, undefined));
      expect(m['cache']!['byTokenHash']).toHaveBeenCalledWith(hashToken(TOKEN));
      expect(m['counter']!['add']).toHaveBeenCalledWith(link.link.id);
      expect(opened.owner).toEqual({ name: 'Olivia', email: null });
      const url = new URL(opened.downloadUrl);
      expect(url.origin + url.pathname).toBe(`https://coffer.example/api/share/download/${link.link.id}`);
      expect(Number(url.searchParams.get('exp'))).toBe(NOW.getTime() / 1000 + 300);
    });

    it('answers one 404 for unknown and revoked tokens, counted against the address, and 429 past the limit', async () => {
      for (const link of [null, facts({ revokedAt: NOW })]) {
        const service = sut({
          cache: cached(link),
          limiter: { hit: jest.fn(async () => ({ hits: 1, resetAt: NOW })) },
        });
        expect(await refusal(service.open(TOKEN, anonymous, undefined))).toEqual({ code: 'SHARE_NOT_FOUND' });
        expect(m['limiter']!['hit']).toHaveBeenCalledWith('share:unknown:203.0.113.9', 900);
      }
      const guesser = sut({
        cache: cached(null),
        limiter: {
          hit: jest.fn(async () => ({ hits: SHARE_FAILURES_PER_ADDRESS + 1, resetAt: NOW })),
          retryAfterSeconds: jest.fn(() => 60),
        },
      });
      expect(await refusal(guesser.open(TOKEN, anonymous, undefined))).toEqual({ code: 'RATE_LIMITED' });
      // A malformed token is not even looked up.
      const malformed = sut({ limiter: { hit: jest.fn(async () => ({ hits: 1, resetAt: NOW })) } });
      expect(await refusal(malformed.open('not a token', anonymous, undefined))).toEqual({ code: 'SHARE_NOT_FOUND' });
    });

    it('checks expiry before the restriction, the restriction before the limit, and the limit before the password', async () => {
      const expired = sut({
        cache: cached(facts({ expiresAt: NOW, scope: 'restricted', maxAccess: 1, passwordHash: 'h' })),
      });
      expect(await refusal(expired.open(TOKEN, anonymous, 'pw'))).toEqual({ code: 'SHARE_EXPIRED' });

      const restricted = facts({ scope: 'restricted', maxAccess: 1, passwordHash: 'h' });
      const anon = sut({ cache: cached(restricted), visitors: { admits: jest.fn(async () => false) } });
      expect(await refusal(anon.open(TOKEN, anonymous, 'pw'))).toEqual({ code: 'SHARE_RESTRICTED' });
      const stranger = sut({
        cache: cached(restricted),
        links: { lists: jest.fn(async () => false) },
        visitors: { admits: jest.fn(async () => false) },
      });
      expect(await refusal(stranger.open(TOKEN, { ...anonymous, user: visitorUser }, 'pw'))).toEqual({
        code: 'SHARE_NOT_INVITED',
      });

      const full = sut({
        cache: cached(facts({ maxAccess: 2, passwordHash: 'h' })),
        counter: { flush: jest.fn(async () => undefined) },
        links: { accessCountOf: jest.fn(async () => 2) },
      });
      expect(await refusal(full.open(TOKEN, anonymous, 'pw'))).toEqual({ code: 'SHARE_LIMIT_REACHED' });
      // Openings this replica still holds in memory are written before the count is read.
      expect(m['counter']!['flush']!.mock.invocationCallOrder[0]).toBeLessThan(
        m['links']!['accessCountOf']!.mock.invocationCallOrder[0]!,
      );
    });

    it('asks for a missing password with 401 when opening and 403 when adding, and counts nothing for a wrong one', async () => {
      const link = facts({ passwordHash: 'hash' });
      expect(await refusal(sut({ cache: cached(link) }).open(TOKEN, anonymous, undefined))).toEqual({
        code: 'PASSWORD_REQUIRED',
        status: 401,
      });
      expect(
        await refusal(
          sut({ cache: cached(link), grants: { unlockedVersion: jest.fn(async () => null) } }).addToAccount(
            TOKEN,
            { ...anonymous, user: visitorUser },
            undefined,
          ),
        ),
      ).toEqual({
        code: 'PASSWORD_REQUIRED',
        status: 403,
      });
      const wrong = sut({
        cache: cached(link),
        limiter: { consume: jest.fn(async () => undefined) },
        grants: { claimPasswordAttempt: jest.fn(async () => null) },
        hasher: { verify: jest.fn(async () => false) },
      });
      expect(await refusal(wrong.open(TOKEN, anonymous, 'guess'))).toEqual({ code: 'WRONG_PASSWORD' });
      expect(m['hasher']!['verify']).toHaveBeenCalledWith('hash', 'guess');
    });

    it('opens a protected link with the right password in one counting statement (no batch: the count is read at once)', async () => {
      const link = facts({ passwordHash: 'hash' });
      const service = sut({
        cache: cached(link),
        limiter: { consume: jest.fn(async () => undefined), refund: jest.fn(async () => undefined) },
        grants: {
          claimPasswordAttempt: jest.fn(async () => null),
          passwordSucceeded: jest.fn(async () => undefined),
          countOpening: jest.fn(async () => true),
        },
        hasher: { verify: jest.fn(async () => true) },
      });
      await service.open(TOKEN, anonymous, 'right');
      expect(m['grants']!['countOpening']).toHaveBeenCalledWith(link.link.id, null, new Date(NOW.getTime() + 300_000));
    });

    it('counts a limited opening and stores the download it pays for in one statement, refusing at the limit', async () => {
      const link = facts({ maxAccess: 7 });
      const service = sut({
        cache: cached(link),
        counter: { flush: jest.fn(async () => undefined) },
        grants: { countOpening: jest.fn(async () => true) },
      });
      const opened = asFile(await service.open(TOKEN, anonymous, undefined));
      const sig = new URL(opened.downloadUrl).searchParams.get('sig')!;
      expect(m['grants']!['countOpening']).toHaveBeenCalledWith(
        link.link.id,
        { userId: null, signatureHash: hashToken(sig), visitorTokenHash: null },
        new Date(NOW.getTime() + 300_000),
      );

      const full = sut({
        cache: cached(link),
        counter: { flush: jest.fn(async () => undefined) },
        grants: { countOpening: jest.fn(async () => false) },
      });
      expect(await refusal(full.open(TOKEN, anonymous, undefined))).toEqual({ code: 'SHARE_LIMIT_REACHED' });
    });

    it("stores who a signed-in visitor's URL was issued to (it may outlive a change to restricted) and marks the file seen", async () => {
      const link = facts();
      const service = sut({
        cache: cached(link),
        counter: { add: jest.fn() },
        grants: { addDownload: jest.fn(async () => undefined) },
        recipients: { markSeenIfRecipient: jest.fn(async () => undefined) },
      });
      const opened = asFile(await service.open(TOKEN, { ...anonymous, user: visitorUser }, undefined));
      const sig = new URL(opened.downloadUrl).searchParams.get('sig')!;
      expect(m['grants']!['addDownload']).toHaveBeenCalledWith(
        link.link.id,
        { userId: visitorUser.id, signatureHash: hashToken(sig), visitorTokenHash: null },
        false,
        new Date(NOW.getTime() + 300_000),
      );
      expect(m['recipients']!['markSeenIfRecipient']).toHaveBeenCalledWith(visitorUser.id, link.file);
    });
  });

  describe('openSignedDownload', () => {
    const readable = { item: {} as StoredItem, size: 4, etag: '"x"', read: jest.fn() };

    async function signedUrl(link: CachedLink, given: Parameters<typeof sut>[0]) {
      const url = new URL(asFile(await sut(given).open(TOKEN, anonymous, undefined)).downloadUrl);
      return { exp: url.searchParams.get('exp')!, sig: url.searchParams.get('sig')! };
    }

    it('serves a link without a limit and counts nothing for its downloads', async () => {
      const link = facts();
      const { exp, sig } = await signedUrl(link, { cache: cached(link), counter: { add: jest.fn() } });
      const service = sut({ cache: { ...cached(link), readable: jest.fn(async () => readable) } });
      const download = await service.openSignedDownload(link.link.id, exp, sig);
      expect(download.file).toBe(readable);
      await download.begin({ fromStart: true });
    });

    it('uses the download an opening paid for, then counts new ones against the limit', async () => {
      const link = facts({ maxAccess: 1 });
      const { exp, sig } = await signedUrl(link, {
        cache: cached(link),
        counter: { flush: jest.fn(async () => undefined) },
        grants: { countOpening: jest.fn(async () => true) },
      });
      const owed = sut({
        cache: { ...cached(link), readable: jest.fn(async () => readable) },
        counter: { flush: jest.fn(async () => undefined) },
        grants: { useOwedDownload: jest.fn(async () => true) },
      });
      await (await owed.openSignedDownload(link.link.id, exp, sig)).begin({ fromStart: true });
      expect(m['grants']!['useOwedDownload']).toHaveBeenCalledWith(
        link.link.id,
        { signatureHash: hashToken(sig) },
        NOW,
      );

      const spent = sut({
        cache: { ...cached(link), readable: jest.fn(async () => readable) },
        counter: { flush: jest.fn(async () => undefined) },
        grants: { useOwedDownload: jest.fn(async () => false) },
        links: { countAccess: jest.fn(async () => false) },
      });
      expect(
        await refusal((await spent.openSignedDownload(link.link.id, exp, sig)).begin({ fromStart: true })),
      ).toEqual({ code: 'SHARE_LIMIT_REACHED' });
    });

    it('refuses a tampered signature, a changed password and a revoked link', async () => {
      const link = facts();
      const { exp, sig } = await signedUrl(link, { cache: cached(link), counter: { add: jest.fn() } });
      const tampered = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
      expect(await refusal(sut({ cache: cached(link) }).openSignedDownload(link.link.id, exp, tampered))).toEqual({
        code: 'DOWNLOAD_URL_INVALID',
      });
      expect(
        await refusal(sut({ cache: cached(facts({ secretVersion: 4 })) }).openSignedDownload(link.link.id, exp, sig)),
      ).toEqual({ code: 'DOWNLOAD_URL_INVALID' });
      expect(
        await refusal(sut({ cache: cached(facts({ revokedAt: NOW })) }).openSignedDownload(link.link.id, exp, sig)),
      ).toEqual({ code: 'SHARE_NOT_FOUND' });
    });

    it('refuses a URL issued to nobody once the link is restricted', async () => {
      const link = facts();
      const { exp, sig } = await signedUrl(link, { cache: cached(link), counter: { add: jest.fn() } });
      const service = sut({
        cache: cached(facts({ scope: 'restricted' })),
        grants: { issuedTo: jest.fn(async () => ({ userIds: [], visitorTokenHashes: [] })) },
        visitors: { admits: jest.fn(async () => false) },
        accounts: { byIds: jest.fn(async () => []) },
      });
      expect(await refusal(service.openSignedDownload(link.link.id, exp, sig))).toEqual({
        code: 'DOWNLOAD_URL_INVALID',
      });
    });
  });
});
