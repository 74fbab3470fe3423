import ipaddr from 'ipaddr.js';

const IPV4_OR_MAPPED = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The unit throttling counts a client by: an IPv4 address, or the /64 network of an IPv6
 * address (one subscriber usually holds a whole /64). IPv4-mapped IPv6 counts as IPv4.
 */
export function clientAddressGroup(address: string | undefined): string {
  // Most sockets are IPv4 (or IPv4-mapped): answered without ipaddr's IPv6 parser, which every
  // request would otherwise pay for, twice.
  const v4 = address && IPV4_OR_MAPPED.exec(address)?.[1];
  if (v4 && ipaddr.IPv4.isValidFourPartDecimal(v4)) return v4;
  if (!address || !ipaddr.isValid(address)) return 'unknown';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}
