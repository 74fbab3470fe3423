import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('drops share query strings and shortens share tokens', () => {
    expect(redactUrl('/api/share/access/AbCdEfGhIjKlMnOpQrStUv?password=hunter2')).toBe(
      '/api/share/access/AbCd…?[redacted]',
    );
    expect(redactUrl('/api/share/download/5f1c2d3e-aaaa?exp=1&sig=xyz')).toBe('/api/share/download/5f1c…?[redacted]');
    expect(redactUrl('/api/share/AbCdEfGhIjKlMnOpQrStUv')).toBe('/api/share/AbCd…');
    expect(redactUrl('/share/AbCdEfGhIjKlMnOpQrStUv')).toBe('/share/AbCd…');
    expect(redactUrl('/s/AbCdEfGhIjKlMnOpQrStUv')).toBe('/s/AbCd…');
  });

  it('drops the query string of any signed URL', () => {
    expect(redactUrl('/api/files/download/5f1c2d3e-aaaa?c=1&exp=1&v=2&sig=xyz')).toBe(
      '/api/files/download/5f1c2d3e-aaaa?[redacted]',
    );
    expect(redactUrl('/api/files/5f1c/thumbnail?size=large&exp=1&v=2&sig=xyz')).toBe(
      '/api/files/5f1c/thumbnail?[redacted]',
    );
  });

  it('keeps action names and other URLs intact', () => {
    expect(redactUrl('/api/share/create')).toBe('/api/share/create');
    expect(redactUrl('/api/share/unseen')).toBe('/api/share/unseen');
    expect(redactUrl('/api/files/list?path=%2F')).toBe('/api/files/list?path=%2F');
    expect(redactUrl('/api/files/list?path=%2Fsig%3D')).toBe('/api/files/list?path=%2Fsig%3D');
  });
});
