import { generatePassword } from './password';
import { createLinkInput, expiryOfLink, initialShareForm, updateLinkInput } from './share-settings';

describe(generatePassword.name, () => {
  it('makes 8 letters and digits from the random source, skipping biased bytes', () => {
    const sut = generatePassword(8, (a) => a.map((_, i) => (i === 0 ? 255 : i)));
    expect(sut).toHaveLength(8);
    expect(sut).toBe('BCDEFGHI');
    for (let i = 0; i < 50; i += 1) expect(generatePassword()).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(new Set(Array.from({ length: 20 }, () => generatePassword())).size).toBeGreaterThan(15);
  });
});

describe('share settings', () => {
  const link = {
    id: 'l',
    scope: 'PUBLIC' as const,
    allowedEmails: [],
    hasPassword: false,
    createdAt: '2025-01-01T00:00:00Z',
    expiresAt: '2025-01-08T00:00:00Z',
    revoked: false,
  };

  it('creates with scope, expiry seconds, e-mails only when restricted, and the password', () => {
    const form = {
      ...initialShareForm(null),
      visibility: 'specific' as const,
      expiry: 'never' as const,
      emails: [' A@b.co', 'a@b.co'],
      passwordEnabled: true,
      password: ' pw1 ',
    };
    expect(createLinkInput(form)).toEqual({
      scope: 'RESTRICTED',
      expiresIn: null,
      emails: ['a@b.co'],
      password: 'pw1',
    });
    expect(createLinkInput(initialShareForm(null))).toEqual({ scope: 'PUBLIC', expiresIn: 604800 });
  });

  it('edits only what changed: expiry when changed, a password set or removed', () => {
    expect(expiryOfLink(link)).toBe('7d');
    const unchanged = initialShareForm(link);
    expect(updateLinkInput(unchanged, link)).toEqual({ scope: 'PUBLIC', emails: [] });
    expect(updateLinkInput({ ...unchanged, expiry: '24h', passwordEnabled: true, password: 'x' }, link)).toEqual({
      scope: 'PUBLIC',
      emails: [],
      expiresIn: 86400,
      password: 'x',
    });
    const protectedLink = { ...link, hasPassword: true };
    expect(updateLinkInput({ ...initialShareForm(protectedLink), passwordEnabled: false }, protectedLink)).toEqual({
      scope: 'PUBLIC',
      emails: [],
      password: null,
    });
  });
});
