import { siteOf } from './origin-check';

describe('siteOf', () => {
  it('reduces hosts to scheme plus registrable domain', () => {
    expect(siteOf('https://app.example.com/x')).toBe('https://example.com');
    expect(siteOf('https://files.example.co.uk')).toBe('https://example.co.uk');
    expect(siteOf('http://localhost:3000')).toBe('http://localhost');
    expect(siteOf('http://127.0.0.1:4000/a')).toBe('http://127.0.0.1');
  });

  it('tells schemes apart and rejects non-web origins', () => {
    expect(siteOf('http://example.com')).not.toBe(siteOf('https://example.com'));
    expect(siteOf('null')).toBeNull();
    expect(siteOf('file:///etc/passwd')).toBeNull();
  });
});
