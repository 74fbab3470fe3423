/**
 * The renderer's limits (docs/security.md, Thumbnails). A source over its size limit, or one the
 * renderer refuses, gets no thumbnail and is not tried again.
 */
export const RENDER_LIMITS = {
  /**
   * Decoded pixels an image may declare: 8192 × 8192 (67 MP). A 20 MP and a 48 MP photo fit; a
   * header claiming more (a decompression bomb) is refused before any pixel is decoded.
   */
  maxInputPixels: 8192 * 8192,
  /** Bytes of an image read for a thumbnail (the whole source is held while it is decoded). */
  maxImageBytes: 100 * 1024 * 1024,
  /** Bytes of a PDF read for a thumbnail (pdf.js holds the whole document). */
  maxPdfBytes: 50 * 1024 * 1024,
  /** libvips gives up on one image after this long. */
  imageTimeoutSeconds: 20,
  /** The PDF worker is terminated after this long. */
  pdfTimeoutMs: 15_000,
  /** The longer side of the canvas page 1 is drawn on. */
  pdfCanvasSide: 1024,
  /** Images inside a PDF larger than this many pixels are skipped, not decoded. */
  pdfMaxImagePixels: 16 * 1024 * 1024,
  /** Heap of the PDF worker (its canvas is bounded by pdfCanvasSide). */
  pdfWorkerHeapMb: 192,
  /** Renders at once in one process (each holds a decoded source). */
  concurrency: 2,
} as const;
