import { Injectable } from '@nestjs/common';
import { clientAddressGroup, DomainError, RateLimiterService, type RateLimit } from '@coffer/server-core';

/** Attempts on one account from one client address before that address must wait. */
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 5;
/** Failed attempts from one client address (any account) before it must wait. */
export const LOGIN_ATTEMPTS_PER_ADDRESS = 20;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Attempts on one account from addresses it has not signed in from, per hour, before they are spaced out. */
export const LOGIN_FREE_ATTEMPTS_PER_ACCOUNT = 10;
export const LOGIN_ACCOUNT_WINDOW_SECONDS = 60 * 60;
/** The longest gap between two such attempts (the delay doubles from 1 s up to this). */
export const LOGIN_MAX_DELAY_SECONDS = 5 * 60;
/** How long an address an account signed in from stays "known" to it. */
export const KNOWN_ADDRESS_SECONDS = 90 * 24 * 60 * 60;

const MESSAGE = 'Too many login attempts. Please wait a few minutes and try again.';

export interface ThrottleTicket {
  email: string;
  group: string;
  account: string;
  address: string;
  /** Set when the attempt was counted against the account from an unknown address. */
  accountWide?: string;
}

/**
 * Slows password guessing without letting an attacker lock the owner out:
 * - per (account, address): a few attempts per window, then that address waits;
 * - per address (IPv4, or IPv6 /64): a budget across all accounts, which does not apply to an
 *   account at an address it signed in from (others at a shared address cannot lock it out);
 * - per account, across addresses: attempts from addresses the account has never signed in
 *   from get a growing delay (one attempt per 1, 2, 4 … up to 300 s) once the hourly free
 *   allowance is used, so a botnet gets about 30 guesses an hour instead of unlimited;
 * - an address the account signed in from (or registered from) in the last 90 days is exempt
 *   from the account-wide delay, so guessing from elsewhere never locks the owner out there.
 * Attempts are counted before the password is checked (atomic under concurrency, and the
 * answer to a refused attempt says nothing about the password); a success gives its back.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly limiter: RateLimiterService) {}

  /** Counts an attempt; throws RATE_LIMITED when a counter is past its limit or the account's delay is running. */
  async consume(email: string, clientAddress: string | undefined): Promise<ThrottleTicket> {
    const group = clientAddressGroup(clientAddress);
    const ticket: ThrottleTicket = {
      email,
      group,
      account: `login:account:${email}:${group}`,
      address: `login:address:${group}`,
    };
    // Known and unknown addresses (and so accounts that exist and those that do not) take the same statements.
    const knownKey = group === 'unknown' ? null : this.knownKey(email, group);
    const known = knownKey !== null && (await this.limiter.peek(knownKey)).hits > 0;
    const limits: RateLimit[] = [
      { key: ticket.account, max: LOGIN_ATTEMPTS_PER_ACCOUNT, windowSeconds: LOGIN_WINDOW_SECONDS },
      // Others guessing from a shared address (an office, a carrier's NAT) must not lock out an
      // account that signs in from there.
      ...(known ? [] : [{ key: ticket.address, max: LOGIN_ATTEMPTS_PER_ADDRESS, windowSeconds: LOGIN_WINDOW_SECONDS }]),
    ];
    await this.limiter.consume(limits, MESSAGE);
    const accountWide = `login:account-any:${email}`;
    const attempts = await this.limiter.hitUnless(knownKey, accountWide, LOGIN_ACCOUNT_WINDOW_SECONDS);
    if (attempts.exempt) return ticket;
    const over = attempts.hits - LOGIN_FREE_ATTEMPTS_PER_ACCOUNT;
    if (over > 0) {
      const delay = Math.min(2 ** Math.min(over - 1, 30), LOGIN_MAX_DELAY_SECONDS);
      const slot = await this.limiter.hit(`login:account-slot:${email}`, delay);
      if (slot.hits > 1) {
        // Refused unevaluated: it does not make the delay grow.
        await this.limiter.refund(accountWide);
        throw new DomainError('RATE_LIMITED', MESSAGE, { 'Retry-After': String(this.limiter.retryAfterSeconds(slot)) });
      }
    }
    return { ...ticket, accountWide };
  }

  /** A successful login clears its pair counter, does not count against its address, and makes the address known. */
  async succeeded(ticket: ThrottleTicket): Promise<void> {
    await this.limiter.reset(ticket.account);
    await this.limiter.refund(ticket.address);
    if (ticket.accountWide) await this.limiter.refund(ticket.accountWide);
    await this.rememberAddress(ticket.email, ticket.group);
  }

  /** Registration signs in from an address too: it becomes known to the new account. */
  async registered(email: string, clientAddress: string | undefined): Promise<void> {
    await this.rememberAddress(email, clientAddressGroup(clientAddress));
  }

  private knownKey(email: string, group: string): string {
    return `login:known:${email}:${group}`;
  }

  // Kept as an expiring counter in the shared rate-limit table, so every replica knows it.
  private async rememberAddress(email: string, group: string): Promise<void> {
    if (group === 'unknown') return;
    const key = this.knownKey(email, group);
    await this.limiter.reset(key);
    await this.limiter.hit(key, KNOWN_ADDRESS_SECONDS);
  }
}
