import type { PDFDocumentLoadingTask } from 'pdfjs-dist';

/** Where a PDF's bytes come from: a URL answering Range requests, or the bytes themselves. */
export type PdfSource = { url: string } | { data: ArrayBuffer };

/**
 * Starts loading a PDF with pdf.js, fetched on first use so that no screen's first load carries
 * it. Its worker is a file of the build (Vite's `?url`), served from our origin like any script.
 */
export async function loadPdf(source: PdfSource): Promise<PDFDocumentLoadingTask> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({
    ...source,
    // Same-origin cookies go along (a signed URL needs none); no other origin is asked.
    withCredentials: false,
    // A document's functions are interpreted, never compiled into script (the page's policy
    // refuses eval too; this keeps pdf.js from trying).
    isEvalSupported: false,
  });
}
