import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { imageVariants, rawVariants, type RenderedVariant } from './image-variants';
import { jpegEssentials } from './jpeg-essentials';
import { renderFirstPage } from './pdf-page';
import { pngEssentials } from './png-essentials';
import { RENDER_LIMITS } from './render-limits';
import { RenderRefused } from './render-refused';

/** Opens the source's bytes; called only once a render slot is held. */
export type SourceOpener = () => Promise<Readable>;

/**
 * Turns source bytes into the thumbnail variants, a bounded number at once per process. The
 * source is opened and read only inside a slot, so the sources held in memory never outnumber
 * the slots, however many requests and jobs ask at once.
 */
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

  /** Renders waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  async render(mimeType: string, open: SourceOpener): Promise<RenderedVariant[]> {
    const limit = this.maxSourceBytes(mimeType);
    if (limit === null) throw new RenderRefused(`no thumbnails for ${mimeType}`);
    await this.slot();
    this.renders++;
    try {
      const stream = await open();
      // An image decoder needs only some of the file: the rest streams by, never held.
      const essentials =
        mimeType === 'image/png' ? pngEssentials(stream) : mimeType === 'image/jpeg' ? jpegEssentials(stream) : stream;
      const source = await readAll(stream, essentials, limit);
      if (mimeType === 'application/pdf') {
        const page = await renderFirstPage(source);
        return await rawVariants(page.pixels, page.width, page.height);
      }
      return await imageVariants(source);
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

/** The bytes of `chunks` (read from `stream`), refusing more than `limit` bytes without reading past them. */
async function readAll(stream: Readable, chunks: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const held: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of chunks) {
      total += chunk.length;
      if (total > limit) throw new RenderRefused(`source larger than ${limit} bytes`);
      held.push(chunk);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(held, total);
}
