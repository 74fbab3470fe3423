import { randomInt } from 'node:crypto';

/** A documentation-range IPv4 address, so each test client is throttled on its own. */
export function randomClientAddress(): string {
  return `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}
