import { Injectable } from '@nestjs/common';
import { clientAddressGroup, DomainError, RateLimiterService } from '@coffer/server-core';

/** Attempts on one account from one client address before it must wait. */
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 5;
/** Failed attempts from one client address (any account) before it must wait. */
export const LOGIN_ATTEMPTS_PER_ADDRESS = 20;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/**
 * Slows password guessing without letting an attacker lock anyone out: the account counter is
 * per (account, client address), so the owner can still sign in from elsewhere, and the address
 * counter is per IPv4 address or IPv6 /64. Attempts are counted before the password is checked
 * (atomic under concurrency); a successful login gives its attempts back.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly limiter: RateLimiterService) {}

  /** Counts an attempt; throws RATE_LIMITED when either counter is past its limit. */
  async consume(email: string, clientAddress: string | undefined): Promise<ThrottleTicket> {
    const keys = this.keys(email, clientAddress);
    const account = await this.limiter.hit(keys.account, LOGIN_WINDOW_SECONDS);
    const address = await this.limiter.hit(keys.address, LOGIN_WINDOW_SECONDS);
    const blocked = [account.hits > LOGIN_ATTEMPTS_PER_ACCOUNT ? account : null, address.hits > LOGIN_ATTEMPTS_PER_ADDRESS ? address : null]
      .filter((s) => s !== null)
      .sort((a, b) => b.resetAt.getTime() - a.resetAt.getTime())[0];
    if (blocked) {
      const retryAfter = this.limiter.retryAfterSeconds(blocked);
      throw new DomainError('RATE_LIMITED', `Too many login attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`, {
        'Retry-After': String(retryAfter),
      });
    }
    return keys;
  }

  /** A successful login clears its account counter and does not count against its address. */
  async succeeded(ticket: ThrottleTicket): Promise<void> {
    await this.limiter.reset(ticket.account);
    await this.limiter.refund(ticket.address);
  }

  private keys(email: string, clientAddress: string | undefined): ThrottleTicket {
    const group = clientAddressGroup(clientAddress);
    return { account: `login:account:${email}:${group}`, address: `login:address:${group}` };
  }
}

export interface ThrottleTicket {
  account: string;
  address: string;
}
