import ipaddr from 'ipaddr.js';
import type { AppConfig } from '../config/environment';

// The names Express's "trust proxy" setting understands.
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];
const compiled = new Map<string, Range[]>();

function rangesOf(setting: string): Range[] {
  let ranges = compiled.get(setting);
  if (ranges) return ranges;
  ranges = [];
  for (const entry of setting
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    for (const item of NAMED_RANGES[entry] ?? [entry]) {
      try {
        ranges.push(
          item.includes('/')
            ? ipaddr.parseCIDR(item)
            : [ipaddr.parse(item), ipaddr.parse(item).kind() === 'ipv4' ? 32 : 128],
        );
      } catch {
        // Not an address: Express ignores it as well.
      }
    }
  }
  compiled.set(setting, ranges);
  return ranges;
}

/**
 * Whether the immediate peer is a proxy we trust under TRUST_PROXY (the same reading Express
 * gives it), so its X-Forwarded-* headers speak for the client. Plain Node sockets too.
 */
export function isTrustedProxy(peer: string | undefined, trustProxy: AppConfig['trustProxy']): boolean {
  if (trustProxy === true) return true;
  if (trustProxy === false) return false;
  if (typeof trustProxy === 'number') return trustProxy >= 1;
  if (!peer || !ipaddr.isValid(peer)) return false;
  let address = ipaddr.parse(peer);
  for (const [range, bits] of rangesOf(trustProxy)) {
    if (address.kind() === 'ipv6' && range.kind() === 'ipv4' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
      address = (address as ipaddr.IPv6).toIPv4Address();
    }
    if (address.kind() === range.kind() && address.match([range, bits] as never)) return true;
  }
  return false;
}
