import { clientAddressGroup } from './client-address';

describe('clientAddressGroup', () => {
  it('keeps IPv4 addresses whole', () => {
    expect(clientAddressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64', () => {
    const a = clientAddressGroup('2001:db8:1:2:aaaa::1');
    const b = clientAddressGroup('2001:0db8:0001:0002:ffff:ffff:ffff:ffff');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(b).toBe(a);
    expect(clientAddressGroup('2001:db8:1:3::1')).not.toBe(a);
  });

  it('answers unknown for missing or malformed input', () => {
    expect(clientAddressGroup(undefined)).toBe('unknown');
    expect(clientAddressGroup('not-an-ip')).toBe('unknown');
    expect(clientAddressGroup('256.1.1.1')).toBe('unknown');
    expect(clientAddressGroup('::ffff:1.2.3')).toBe('unknown');
  });
});
