import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, UrlSigner, invalidUrl, isUuid, type AppConfig } from '@coffer/server-core';
import { parseVariant, type ThumbnailVariant } from '../domain/thumbnail-variant';

/** A signed thumbnail URL lives about this long… */
export const THUMBNAIL_URL_LIFETIME_SECONDS = 60 * 60;
/** …its expiry rounded up to a multiple of this, so the same URL repeats and browsers keep the image. */
export const THUMBNAIL_URL_STEP_SECONDS = 10 * 60;

const WINDOW = { lifetimeSeconds: THUMBNAIL_URL_LIFETIME_SECONDS, stepSeconds: THUMBNAIL_URL_STEP_SECONDS };
const INVALID = 'This thumbnail link is no longer valid. Load the page again.';

/**
 * Signed thumbnail URLs for signed-in readers: `<img>` tags cannot send an access token, so the
 * URL carries the reader's id and an expiry under core's UrlSigner. The route checks that
 * reader's access again on every request.
 */
@Injectable()
export class ThumbnailUrls {
  constructor(
    private readonly signer: UrlSigner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  urlFor(fileId: string, viewerId: string, variant: ThumbnailVariant): string {
    const { exp, sig } = this.signer.sign(WINDOW, (at) => payload(fileId, variant, at, viewerId));
    return `${this.config.publicUrl}/api/files/${fileId}/thumbnail?size=${variant}&exp=${exp}&v=${viewerId}&sig=${sig}`;
  }

  /** The reader a signed URL names and until when it works; a wrong or expired signature is refused. */
  verify(fileId: string, query: { size?: unknown; exp?: unknown; v?: unknown; sig?: unknown }) {
    const variant = parseVariant(query.size);
    const { v } = query;
    if (typeof v !== 'string' || !isUuid(v)) throw invalidUrl(INVALID);
    const validUntil = this.signer.verify(query.exp, query.sig, (at) => payload(fileId, variant, at, v), INVALID);
    return { viewerId: v, variant, validUntil };
  }
}

function payload(fileId: string, variant: ThumbnailVariant, exp: number, viewerId: string): string {
  return `thumbnail:${fileId}:${variant}:${exp}:${viewerId}`;
}
