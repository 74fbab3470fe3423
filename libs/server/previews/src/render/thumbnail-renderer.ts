import { Injectable } from '@nestjs/common';
import { imageVariants, rawVariants, type RenderedVariant } from './image-variants';
import { renderFirstPage } from './pdf-page';
import { RENDER_LIMITS } from './render-limits';
import { RenderRefused } from './render-refused';

/** Turns source bytes into the thumbnail variants, a bounded number at once per process. */
@Injectable()
export class ThumbnailRenderer {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Renders started by this process (tests count them across replicas). */
  renders = 0;

  /** The byte limit for a source of this type; null when the type has no thumbnails. */
  maxSourceBytes(mimeType: string): number | null {
    if (mimeType === 'image/png' || mimeType === 'image/jpeg') return RENDER_LIMITS.maxImageBytes;
    if (mimeType === 'application/pdf') return RENDER_LIMITS.maxPdfBytes;
    return null;
  }

  async render(mimeType: string, source: Buffer): Promise<RenderedVariant[]> {
    await this.slot();
    this.renders++;
    try {
      if (mimeType === 'application/pdf') {
        const page = await renderFirstPage(source);
        return await rawVariants(page.pixels, page.width, page.height);
      }
      if (mimeType === 'image/png' || mimeType === 'image/jpeg') return await imageVariants(source);
      throw new RenderRefused(`no thumbnails for ${mimeType}`);
    } finally {
      // The slot goes to the next waiter as it is, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  private async slot(): Promise<void> {
    if (this.running < RENDER_LIMITS.concurrency) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
}
