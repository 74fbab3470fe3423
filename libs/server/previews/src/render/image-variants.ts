import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { THUMBNAIL_VARIANTS, type ThumbnailVariant } from '../domain/thumbnail-variant';
import { RENDER_LIMITS } from './render-limits';
import { RenderRefused } from './render-refused';

export interface RenderedVariant {
  variant: ThumbnailVariant;
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

const LARGE = THUMBNAIL_VARIANTS.large.box;

/**
 * Both variants of a PNG or JPEG from one decode: EXIF orientation applied, shrunk to the large
 * box while decoding (JPEG shrink-on-load), then each variant encoded as WebP. A header claiming
 * too many pixels, a truncated or corrupt file, or a decode over the time limit is refused.
 */
export async function imageVariants(source: Buffer): Promise<RenderedVariant[]> {
  const decode = sharp(source, {
    limitInputPixels: RENDER_LIMITS.maxInputPixels,
    sequentialRead: true,
    failOn: 'truncated',
    pages: 1,
  });
  // libvips picks its decoder from the bytes: only the two formats we accept may reach one.
  const { format } = await decode.metadata().catch((error: unknown) => {
    throw new RenderRefused(error instanceof Error ? error.message : String(error));
  });
  if (format !== 'png' && format !== 'jpeg') throw new RenderRefused(`not a PNG or JPEG image (${format})`);
  return variantsOf(decode.rotate());
}

/** Both variants of RGBA pixels (a rendered PDF page). */
export async function rawVariants(pixels: Buffer, width: number, height: number): Promise<RenderedVariant[]> {
  return variantsOf(sharp(pixels, { raw: { width, height, channels: 4 } }));
}

async function variantsOf(input: Sharp): Promise<RenderedVariant[]> {
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await input
      .resize(LARGE, LARGE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .timeout({ seconds: RENDER_LIMITS.imageTimeoutSeconds })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new RenderRefused(error instanceof Error ? error.message : String(error));
  }
  const { width, height, channels } = base.info;
  const variants: RenderedVariant[] = [];
  for (const variant of Object.keys(THUMBNAIL_VARIANTS) as ThumbnailVariant[]) {
    const box = THUMBNAIL_VARIANTS[variant].box;
    const { data, info } = await sharp(base.data, { raw: { width, height, channels } })
      .resize(box, box, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ variant, data, width: info.width, height: info.height, contentType: 'image/webp' });
  }
  return variants;
}
