// Renders page 1 of a PDF to RGBA pixels, in a worker thread the main thread can terminate (a
// hard time limit) and whose heap is capped (resourceLimits). Plain JavaScript run by Node itself,
// the same way under jest and in the built server: it is loaded by path, never compiled.
//
// pdf.js is kept inert and offline: no eval (fonts are drawn from parsed outlines), no font faces
// and no system fonts, fonts and character maps read only from pdfjs-dist's own folders, no XFA
// forms, no scripting (pdf.js runs a document's JavaScript only through its separate scripting
// sandbox, which is never loaded here), images larger than `maxImageSize` pixels skipped.
import { parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');

const { data, maxSide, maxImagePixels } = workerData;

async function render() {
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    maxImageSize: maxImagePixels,
    canvasMaxAreaInBytes: maxSide * maxSide * 4,
    standardFontDataUrl: join(pdfjsRoot, 'standard_fonts') + '/',
    cMapUrl: join(pdfjsRoot, 'cmaps') + '/',
    cMapPacked: true,
    wasmUrl: join(pdfjsRoot, 'wasm') + '/',
    iccUrl: join(pdfjsRoot, 'iccs') + '/',
    verbosity: 0,
  });
  const pdf = await task.promise;
  try {
    const page = await pdf.getPage(1);
    const base = page.getViewport({ scale: 1 });
    if (!(base.width > 0 && base.height > 0)) throw new Error('The first page has no area.');
    // The canvas's longer side is at most maxSide pixels, whatever size the page claims.
    const scale = Math.min(maxSide / base.width, maxSide / base.height);
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));
    const { canvas, context } = pdf.canvasFactory.create(width, height);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvas, canvasContext: context, viewport, annotationMode: 0 }).promise;
    const pixels = context.getImageData(0, 0, width, height).data;
    const buffer = pixels.buffer.slice(pixels.byteOffset, pixels.byteOffset + pixels.byteLength);
    parentPort.postMessage({ ok: true, width, height, pixels: buffer }, [buffer]);
  } finally {
    await pdf.destroy();
  }
}

render().catch((error) => {
  parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
});
