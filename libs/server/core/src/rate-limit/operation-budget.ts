import { DomainError } from '../errors/domain-error';
import { clientAddressGroup } from '../http/client-address';
import type { BudgetState, RateLimit } from './rate-limiter.service';

/** Budgets are counted in fixed windows of one minute. */
export const OPERATION_WINDOW_SECONDS = 60;

export interface OperationBudgetConfig {
  perMinute: number;
  perAddressPerMinute: number;
}

/** Who an operation is counted against: its token or session (when signed in), and its address. */
export interface OperationSubject {
  tokenId?: string;
  sessionId?: string;
  address: string | undefined;
}

/** The public view of a budget, for headers, `extensions.rateLimit` and the `rateLimit` query. */
export interface RateLimitInfo {
  limit: number;
  remaining: number;
  used: number;
  /** When the window closes and the budget is full again. */
  resetAt: Date;
  /** Seconds until then (at least 1). */
  resetSeconds: number;
  /** What this operation cost (always 1: operations are counted, not fields). */
  cost: number;
}

/**
 * The counters one operation is charged to. One GraphQL operation costs 1 whatever its fields
 * and aliases; an access token and a session each have their own budget, and every address
 * (IPv6: its /64) one more, shared by everyone behind it.
 */
export function operationLimits(config: OperationBudgetConfig, subject: OperationSubject): RateLimit[] {
  const limits: RateLimit[] = [
    {
      key: `ops:address:${clientAddressGroup(subject.address)}`,
      max: config.perAddressPerMinute,
      windowSeconds: OPERATION_WINDOW_SECONDS,
    },
  ];
  if (subject.tokenId)
    limits.push({
      key: `ops:token:${subject.tokenId}`,
      max: config.perMinute,
      windowSeconds: OPERATION_WINDOW_SECONDS,
    });
  else if (subject.sessionId)
    limits.push({
      key: `ops:session:${subject.sessionId}`,
      max: config.perMinute,
      windowSeconds: OPERATION_WINDOW_SECONDS,
    });
  return limits;
}

export function rateLimitInfo(state: BudgetState, now: Date): RateLimitInfo {
  return {
    limit: state.limit,
    remaining: state.remaining,
    used: state.used,
    resetAt: state.resetAt,
    resetSeconds: Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000)),
    cost: 1,
  };
}

/** `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds), and `Retry-After` when refused. */
export function rateLimitHeaders(info: RateLimitInfo, refused: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Limit': String(info.limit),
    'RateLimit-Remaining': String(info.remaining),
    'RateLimit-Reset': String(info.resetSeconds),
  };
  if (refused) headers['Retry-After'] = String(info.resetSeconds);
  return headers;
}

/** `extensions.rateLimit` of a GraphQL response (JSON: the reset as an ISO date). */
export function rateLimitExtension(info: RateLimitInfo): Record<string, unknown> {
  return {
    limit: info.limit,
    remaining: info.remaining,
    used: info.used,
    resetAt: info.resetAt.toISOString(),
    cost: info.cost,
  };
}

/** The refusal of a whole operation past its budget: nothing of it runs. */
export class OperationRefusedError extends DomainError {
  constructor(readonly rateLimit: RateLimitInfo) {
    super(
      'RATE_LIMITED',
      `Too many requests: at most ${rateLimit.limit} operations a minute. Try again in ${rateLimit.resetSeconds} s.`,
      rateLimitHeaders(rateLimit, true),
    );
  }
}

export function operationRefusal(info: RateLimitInfo): OperationRefusedError {
  return new OperationRefusedError(info);
}
