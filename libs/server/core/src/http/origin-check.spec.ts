import type { IncomingMessage } from 'node:http';
import { expectedOrigin, isSameOrigin, originOf, requestOrigin } from './origin-check';
import { isTrustedProxy } from './trusted-proxy';

function request(headers: Record<string, string>, remoteAddress = '203.0.113.9', encrypted = false): IncomingMessage {
  return { headers, socket: { remoteAddress, encrypted } } as unknown as IncomingMessage;
}

const unset = { publicUrl: 'http://localhost:3000', publicUrlConfigured: false, trustProxy: false as const };
const configured = { publicUrl: 'https://files.example.com', publicUrlConfigured: true, trustProxy: false as const };

describe('originOf', () => {
  it('keeps scheme, host and port and drops default ports and paths', () => {
    expect(originOf('http://localhost:3000/x?y')).toBe('http://localhost:3000');
    expect(originOf('https://files.example.com:443/')).toBe('https://files.example.com');
    expect(originOf('http://[::1]:3000')).toBe('http://[::1]:3000');
    expect(originOf('null')).toBeNull();
    expect(originOf('ftp://example.com')).toBeNull();
  });
});

describe('isSameOrigin', () => {
  it('with PUBLIC_URL set, accepts exactly its origin', () => {
    const req = request({ host: 'files.example.com' });
    expect(isSameOrigin('https://files.example.com', req, configured)).toBe(true);
    expect(isSameOrigin('https://files.example.com:443', req, configured)).toBe(true);
    // Same site, other origin: a sibling subdomain, another port, the other scheme.
    expect(isSameOrigin('https://evil.example.com', req, configured)).toBe(false);
    expect(isSameOrigin('https://files.example.com:8443', req, configured)).toBe(false);
    expect(isSameOrigin('http://files.example.com', req, configured)).toBe(false);
    expect(isSameOrigin('null', req, configured)).toBe(false);
  });

  it('with PUBLIC_URL unset, accepts the origin the request was sent to (Host) and nothing else', () => {
    expect(isSameOrigin('http://127.0.0.1:3000', request({ host: '127.0.0.1:3000' }), unset)).toBe(true);
    expect(isSameOrigin('http://192.168.1.20:3000', request({ host: '192.168.1.20:3000' }), unset)).toBe(true);
    expect(isSameOrigin('http://localhost:3000', request({ host: 'localhost:3000' }), unset)).toBe(true);
    expect(isSameOrigin('http://127.0.0.1:3311', request({ host: '127.0.0.1:3000' }), unset)).toBe(false);
    expect(isSameOrigin('http://localhost:3311', request({ host: 'localhost:3000' }), unset)).toBe(false);
    expect(isSameOrigin('https://127.0.0.1:3000', request({ host: '127.0.0.1:3000' }), unset)).toBe(false);
    expect(isSameOrigin('http://127.0.0.1:3000', request({}), unset)).toBe(false);
  });

  it('lets requests without an Origin through (scripts)', () => {
    expect(isSameOrigin(undefined, request({ host: 'localhost:3000' }), configured)).toBe(true);
  });

  it('reads X-Forwarded-Proto and X-Forwarded-Host only from a trusted proxy', () => {
    const headers = { host: 'backend:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'files.example.com' };
    expect(requestOrigin(request(headers, '127.0.0.1'), 'loopback')).toBe('https://files.example.com');
    expect(requestOrigin(request(headers, '203.0.113.9'), 'loopback')).toBe('http://backend:3000');
    expect(requestOrigin(request(headers, '203.0.113.9'), false)).toBe('http://backend:3000');
    expect(requestOrigin(request({ host: 'files.example.com' }, '203.0.113.9', true), false)).toBe(
      'https://files.example.com',
    );
    expect(expectedOrigin(request(headers, '10.1.2.3'), { ...unset, trustProxy: '10.0.0.0/8' })).toBe(
      'https://files.example.com',
    );
  });

  it('refuses Host headers that are not a host', () => {
    expect(requestOrigin(request({ host: 'evil.example/x' }), false)).toBeNull();
    expect(requestOrigin(request({ host: 'user@evil.example' }), false)).toBeNull();
  });
});

describe('isTrustedProxy', () => {
  it('reads TRUST_PROXY as Express does for the immediate peer', () => {
    expect(isTrustedProxy('203.0.113.9', true)).toBe(true);
    expect(isTrustedProxy('127.0.0.1', false)).toBe(false);
    expect(isTrustedProxy('203.0.113.9', 1)).toBe(true);
    expect(isTrustedProxy('127.0.0.5', 'loopback')).toBe(true);
    expect(isTrustedProxy('::ffff:127.0.0.1', 'loopback')).toBe(true);
    expect(isTrustedProxy('::1', 'loopback')).toBe(true);
    expect(isTrustedProxy('192.168.3.4', 'loopback, uniquelocal')).toBe(true);
    expect(isTrustedProxy('203.0.113.9', 'loopback, 10.0.0.0/8')).toBe(false);
    expect(isTrustedProxy('10.9.9.9', '10.0.0.0/8')).toBe(true);
    expect(isTrustedProxy('198.51.100.7', '198.51.100.7')).toBe(true);
  });
});
