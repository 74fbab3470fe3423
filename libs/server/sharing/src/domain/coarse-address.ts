import ipaddr from 'ipaddr.js';

const IPV4_OR_MAPPED = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * A client address as an access log keeps it: enough to tell networks apart, not to name a
 * household. IPv4 (also IPv4-mapped IPv6) with the last octet zeroed (`203.0.113.0`); IPv6 as its
 * /48 (`2001:db8:1::/48`). Anything else, or no address: null.
 */
export function coarseClientAddress(address: string | undefined): string | null {
  if (!address) return null;
  const v4 = IPV4_OR_MAPPED.exec(address)?.[1];
  if (v4 && ipaddr.IPv4.isValidFourPartDecimal(v4)) return zeroLastOctet(ipaddr.IPv4.parse(v4));
  if (!ipaddr.IPv6.isValid(address)) return null;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return zeroLastOctet(parsed.toIPv4Address());
  // The zone (`%eth0`) names an interface of this host, not the client: dropped with the rest.
  const network = new ipaddr.IPv6([...parsed.parts.slice(0, 3), 0, 0, 0, 0, 0]);
  return `${network.toString()}/48`;
}

function zeroLastOctet(address: ipaddr.IPv4): string {
  const [a, b, c] = address.octets;
  return `${a}.${b}.${c}.0`;
}
