import ipaddr from 'ipaddr.js';

/**
 * Whether an address is a public unicast one a webhook may reach without WEBHOOK_ALLOW_PRIVATE.
 * Everything else is refused: loopback, private, link-local, CGNAT, ULA, multicast, broadcast,
 * unspecified, reserved and documentation ranges, and IPv6 forms that embed an IPv4 address
 * (IPv4-mapped, NAT64, 6to4, Teredo) — an IPv4-mapped address is judged as the IPv4 it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}
