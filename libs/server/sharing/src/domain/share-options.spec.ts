import { DomainError } from '@coffer/server-core';
import {
  parseEmails,
  parseExpiresIn,
  parseExpiryChoice,
  parseMaxAccess,
  parseScope,
  parseUploadShare,
} from './share-options';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'none';
  } catch (e) {
    return e instanceof DomainError ? e.code : 'other';
  }
};

describe('share options', () => {
  it('normalises e-mails from lists, JSON and comma-separated text', () => {
    expect(parseEmails([' Ann@Example.com ', 'ann@example.com', '', 'bob@example.org'])).toEqual([
      'ann@example.com',
      'bob@example.org',
    ]);
    expect(parseEmails('["X@Y.io"]')).toEqual(['x@y.io']);
    expect(parseEmails('a@b.co, C@D.co')).toEqual(['a@b.co', 'c@d.co']);
    expect(parseEmails(undefined)).toEqual([]);
    expect(codeOf(() => parseEmails(['not-an-email']))).toBe('VALIDATION_ERROR');
    expect(codeOf(() => parseEmails([42]))).toBe('VALIDATION_ERROR');
  });

  it('accepts only the expiry choices 24 hours, 7 days and never', () => {
    expect(parseExpiresIn(86400)).toBe(86400);
    expect(parseExpiresIn(604800)).toBe(604800);
    expect(parseExpiresIn(undefined)).toBeNull();
    expect(parseExpiresIn(null)).toBeNull();
    expect(codeOf(() => parseExpiresIn(60))).toBe('VALIDATION_ERROR');
    expect(codeOf(() => parseExpiresIn(-86400))).toBe('VALIDATION_ERROR');
    expect(parseExpiryChoice('24h')).toBe(86400);
    expect(parseExpiryChoice(undefined)).toBeNull();
    expect(codeOf(() => parseExpiryChoice('1y'))).toBe('VALIDATION_ERROR');
  });

  it('validates scope and maxAccess', () => {
    expect(parseScope('restricted')).toBe('restricted');
    expect(codeOf(() => parseScope('private'))).toBe('VALIDATION_ERROR');
    expect(parseMaxAccess(null)).toBeNull();
    expect(parseMaxAccess(3)).toBe(3);
    expect(codeOf(() => parseMaxAccess(0))).toBe('VALIDATION_ERROR');
    expect(codeOf(() => parseMaxAccess(1.5))).toBe('VALIDATION_ERROR');
  });

  it("checks an upload's link request as its commit does: none without shareType, every value checked", () => {
    expect(parseUploadShare({})).toBeNull();
    expect(parseUploadShare({ shareType: 'public', expiry: '7d' })).toEqual({
      scope: 'public',
      expiresIn: 604800,
      emails: [],
    });
    expect(parseUploadShare({ shareType: 'private', emails: '["A@b.co"]' })).toEqual({
      scope: 'restricted',
      expiresIn: null,
      emails: ['a@b.co'],
    });
    expect(codeOf(() => parseUploadShare({ shareType: 'everyone' }))).toBe('VALIDATION_ERROR');
    expect(codeOf(() => parseUploadShare({ expiry: 'soon' }))).toBe('VALIDATION_ERROR');
    expect(codeOf(() => parseUploadShare({ shareType: 'private', emails: '["nope"]' }))).toBe('VALIDATION_ERROR');
  });
});
