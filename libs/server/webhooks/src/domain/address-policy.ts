import ipaddr from 'ipaddr.js';

/**
 * Whether an address is a public unicast one a webhook may reach without WEBHOOK_ALLOW_PRIVATE.
 * Everything else is refused: loopback, private, link-local, CGNAT, ULA, multicast, broadcast,
 * unspecified, reserved and documentation ranges, and IPv6 forms that embed an IPv4 address
 * (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo) — an IPv4-mapped (`::ffff:a.b.c.d`) or
 * IPv4-compatible (`::a.b.c.d`, also written `::7f00:1`) address is judged as the IPv4 it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (isIPv4Compatible(v6)) parsed = embeddedIPv4(v6);
  }
  return parsed.range() === 'unicast';
}

/** `::/96` apart from `::` and `::1`: the deprecated form that carries an IPv4 address in its last 32 bits. */
function isIPv4Compatible(address: ipaddr.IPv6): boolean {
  const parts = address.parts;
  return parts.slice(0, 6).every((p) => p === 0) && (parts[6] !== 0 || parts[7]! > 1);
}

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const [high, low] = [address.parts[6]!, address.parts[7]!];
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}
