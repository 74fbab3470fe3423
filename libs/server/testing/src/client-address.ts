import { randomInt } from 'node:crypto';

/**
 * A private IPv4 address drawn from 10.0.0.0/8, so each test client is throttled on its own.
 * The suite's test files share one database (and so its rate-limit counters) for the whole run,
 * and leave hundreds of addresses with failed attempts behind: the space is wide enough
 * (about 16 million) that a new client practically never inherits one of them.
 */
export function randomClientAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}
