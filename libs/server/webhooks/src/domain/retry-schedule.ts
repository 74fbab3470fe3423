/**
 * Waits after each failed attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h — eight attempts
 * over about 27 hours, so an endpoint down for a day still gets the message.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;
/** An endpoint that has failed without a single success for this long is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 3_600_000;
/**
 * One attempt: connect, send, and the answer's status line and headers. The value of
 * WEBHOOK_ATTEMPT_TIMEOUT in every running server; only tests provide another.
 */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Endpoints per account. */
export const MAX_WEBHOOKS_PER_ACCOUNT = 25;
