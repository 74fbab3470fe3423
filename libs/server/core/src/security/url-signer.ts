import { Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { DomainError } from '../errors/domain-error';
import { SecretsService } from './secrets.service';

/** How long a signed URL for a signed-in reader works, and how long the same URL is handed out. */
export interface SigningWindow {
  /** The URL works at least this long after it is signed… */
  lifetimeSeconds: number;
  /** …its expiry rounded up to a multiple of this, so the same URL repeats and caches keep it. */
  stepSeconds: number;
}

/**
 * Expiring URLs signed for one reader (thumbnails, downloads): an expiry in Unix seconds and an
 * HMAC (SecretsService) over a payload that names the URL's purpose, its object, the expiry and
 * the reader. Each route checks the reader's access again on every request.
 */
@Injectable()
export class UrlSigner {
  constructor(
    private readonly secrets: SecretsService,
    private readonly clock: Clock,
  ) {}

  /** The expiry of a URL signed now within `window`, and the signature of `payloadOf(exp)`. */
  sign(window: SigningWindow, payloadOf: (exp: number) => string): { exp: number; sig: string } {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const exp = Math.ceil((now + window.lifetimeSeconds) / window.stepSeconds) * window.stepSeconds;
    return { exp, sig: this.secrets.sign(payloadOf(exp)) };
  }

  /**
   * When a signed URL stops working: its expiry is well formed and still ahead, and `sig` signs
   * `payloadOf(exp)`. Anything else is DOWNLOAD_URL_INVALID with `message`.
   */
  verify(exp: unknown, sig: unknown, payloadOf: (exp: number) => string, message: string): Date {
    if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string') throw invalidUrl(message);
    if (!this.secrets.verify(payloadOf(Number(exp)), sig)) throw invalidUrl(message);
    const validUntil = new Date(Number(exp) * 1000);
    if (validUntil <= this.clock.now()) throw invalidUrl(message);
    return validUntil;
  }
}

/** The one refusal of a signed URL that is malformed, altered, outdated or expired. */
export function invalidUrl(message: string): DomainError {
  return new DomainError('DOWNLOAD_URL_INVALID', message);
}
