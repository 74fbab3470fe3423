import { coarseClientAddress } from './coarse-address';

describe(coarseClientAddress.name, () => {
  it('zeroes the last octet of an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(coarseClientAddress('203.0.113.77')).toBe('203.0.113.0');
    expect(coarseClientAddress('::ffff:198.51.100.9')).toBe('198.51.100.0');
    expect(coarseClientAddress('::FFFF:c633:6409')).toBe('198.51.100.0');
  });

  it('keeps the /48 of an IPv6 address, in its shortest form', () => {
    expect(coarseClientAddress('2001:db8:abcd:12:34::5')).toBe('2001:db8:abcd::/48');
    expect(coarseClientAddress('2001:0db8:0000:ffff::1')).toBe('2001:db8::/48');
    expect(coarseClientAddress('2001:0:0:1::1')).toBe('2001::/48');
    expect(coarseClientAddress('fe80::1%eth0')).toBe('fe80::/48');
    expect(coarseClientAddress('::1')).toBe('::/48');
  });

  it('answers null for no address or anything that is not one', () => {
    expect(coarseClientAddress(undefined)).toBeNull();
    expect(coarseClientAddress('')).toBeNull();
    expect(coarseClientAddress('unknown')).toBeNull();
    expect(coarseClientAddress('300.1.1.1')).toBeNull();
    expect(coarseClientAddress('1.2.3')).toBeNull();
  });
});
