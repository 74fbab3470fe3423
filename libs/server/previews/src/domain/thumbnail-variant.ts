import { DomainError } from '@coffer/server-core';

/** The two thumbnail sizes: each fits a square of `box` pixels, aspect kept, never enlarged. */
export const THUMBNAIL_VARIANTS = {
  small: { box: 128 },
  large: { box: 512 },
} as const;
export type ThumbnailVariant = keyof typeof THUMBNAIL_VARIANTS;

/** The `size` a request asks for; absent means large. */
export function parseVariant(raw: unknown): ThumbnailVariant {
  if (raw === undefined) return 'large';
  if (raw === 'small' || raw === 'large') return raw;
  throw new DomainError('VALIDATION_ERROR', 'size must be small or large.');
}

/** The types the server makes thumbnails of (the type proven by the bytes). */
const THUMBNAIL_TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);

export function hasThumbnailType(mimeType: string | null): boolean {
  return mimeType !== null && THUMBNAIL_TYPES.has(mimeType);
}

export function hasThumbnail(item: { type: string; mimeType: string | null }): boolean {
  return item.type === 'file' && hasThumbnailType(item.mimeType);
}
