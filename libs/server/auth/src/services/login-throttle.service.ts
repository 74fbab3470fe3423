import { Injectable } from '@nestjs/common';
import { clientAddressGroup, RateLimiterService, type RateLimit } from '@coffer/server-core';

/** Attempts on one account from one client address before it must wait. */
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 5;
/** Failed attempts from one client address (any account) before it must wait. */
export const LOGIN_ATTEMPTS_PER_ADDRESS = 20;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

export interface ThrottleTicket {
  account: string;
  address: string;
}

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
    const group = clientAddressGroup(clientAddress);
    const ticket = { account: `login:account:${email}:${group}`, address: `login:address:${group}` };
    const limits: RateLimit[] = [
      { key: ticket.account, max: LOGIN_ATTEMPTS_PER_ACCOUNT, windowSeconds: LOGIN_WINDOW_SECONDS },
      { key: ticket.address, max: LOGIN_ATTEMPTS_PER_ADDRESS, windowSeconds: LOGIN_WINDOW_SECONDS },
    ];
    await this.limiter.consume(limits, 'Too many login attempts. Please wait a few minutes and try again.');
    return ticket;
  }

  /** A successful login clears its account counter and does not count against its address. */
  async succeeded(ticket: ThrottleTicket): Promise<void> {
    await this.limiter.reset(ticket.account);
    await this.limiter.refund(ticket.address);
  }
}
