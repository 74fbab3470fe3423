import { hashToken, newShareToken, TOKEN_PATTERN } from './share-link.service';

describe('share tokens', () => {
  it('are unique, URL-safe and at least 128 bits across 10 000 links', () => {
    const tokens = Array.from({ length: 10_000 }, newShareToken);
    expect(new Set(tokens).size).toBe(10_000);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(encodeURIComponent(token)).toBe(token);
      expect(TOKEN_PATTERN.test(token)).toBe(true);
    }
    // 32 base64url characters carry 192 bits.
    expect(Buffer.from(tokens[0]!, 'base64url')).toHaveLength(24);
    expect(new Set(tokens.map(hashToken)).size).toBe(10_000);
  });
});
