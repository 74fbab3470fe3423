/** The two thumbnail sizes: each fits a square of `box` pixels, aspect kept, never enlarged. */
export const THUMBNAIL_VARIANTS = {
  small: { box: 128 },
  large: { box: 512 },
} as const;
export type ThumbnailVariant = keyof typeof THUMBNAIL_VARIANTS;

export function isThumbnailVariant(value: unknown): value is ThumbnailVariant {
  return value === 'small' || value === 'large';
}

/** The types the server makes thumbnails of (the type proven by the bytes). */
const THUMBNAIL_TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);

export function hasThumbnail(item: { type: string; mimeType: string | null }): boolean {
  return item.type === 'file' && item.mimeType !== null && THUMBNAIL_TYPES.has(item.mimeType);
}
