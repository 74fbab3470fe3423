import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, Clock, DomainError, SecretsService, isUuid, type AppConfig } from '@coffer/server-core';
import { parseVariant, type ThumbnailVariant } from '../domain/thumbnail-variant';

/** A signed thumbnail URL lives about this long… */
export const THUMBNAIL_URL_LIFETIME_SECONDS = 60 * 60;
/** …its expiry rounded up to a multiple of this, so the same URL repeats and browsers keep the image. */
export const THUMBNAIL_URL_STEP_SECONDS = 10 * 60;

/**
 * Signed thumbnail URLs for signed-in readers: `<img>` tags cannot send an access token, so the
 * URL carries the reader's id and an expiry under an HMAC of core's SecretsService. The route
 * checks that reader's access again on every request.
 */
@Injectable()
export class ThumbnailUrls {
  constructor(
    private readonly secrets: SecretsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  urlFor(fileId: string, viewerId: string, variant: ThumbnailVariant): string {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const exp =
      Math.ceil((now + THUMBNAIL_URL_LIFETIME_SECONDS) / THUMBNAIL_URL_STEP_SECONDS) * THUMBNAIL_URL_STEP_SECONDS;
    const sig = this.secrets.sign(payload(fileId, variant, exp, viewerId));
    return `${this.config.publicUrl}/api/files/${fileId}/thumbnail?size=${variant}&exp=${exp}&v=${viewerId}&sig=${sig}`;
  }

  /** The reader a signed URL names and until when it works; a wrong or expired signature is refused. */
  verify(fileId: string, query: { size?: unknown; exp?: unknown; v?: unknown; sig?: unknown }) {
    const invalid = () =>
      new DomainError('DOWNLOAD_URL_INVALID', 'This thumbnail link is no longer valid. Load the page again.');
    const variant = parseVariant(query.size);
    const { exp, v, sig } = query;
    if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof v !== 'string' || !isUuid(v)) throw invalid();
    if (typeof sig !== 'string' || !this.secrets.verify(payload(fileId, variant, Number(exp), v), sig)) throw invalid();
    const validUntil = new Date(Number(exp) * 1000);
    if (validUntil <= this.clock.now()) throw invalid();
    return { viewerId: v, variant, validUntil };
  }
}

function payload(fileId: string, variant: ThumbnailVariant, exp: number, viewerId: string): string {
  return `thumbnail:${fileId}:${variant}:${exp}:${viewerId}`;
}
