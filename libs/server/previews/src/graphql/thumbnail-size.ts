import { registerEnumType } from '@nestjs/graphql';
import type { ThumbnailVariant } from '../domain/thumbnail-variant';

export enum ThumbnailSize {
  SMALL = 'small',
  LARGE = 'large',
}
registerEnumType(ThumbnailSize, {
  name: 'ThumbnailSize',
  description: 'A thumbnail size (WebP, aspect kept, never enlarged).',
  valuesMap: {
    SMALL: { description: 'Fits 128 × 128 pixels: grids and lists.' },
    LARGE: { description: 'Fits 512 × 512 pixels: cards and previews.' },
  },
});

export function variantOf(size: ThumbnailSize): ThumbnailVariant {
  return size === ThumbnailSize.SMALL ? 'small' : 'large';
}
