import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { RENDER_LIMITS } from './render-limits';
import { RenderRefused } from './render-refused';

/** Beside this file in the sources and in the built server (tools/build-server.mjs copies it). */
const WORKER_PATH = join(__dirname, 'pdf-worker.mjs');

/**
 * Page 1 of a PDF as RGBA pixels, drawn by pdf.js in a worker thread of its own: its heap is
 * capped and it is terminated when it runs over the time limit, so a hostile document costs at
 * most that much memory and time, and nothing it does outlives the render.
 */
export function renderFirstPage(pdf: Buffer): Promise<{ pixels: Buffer; width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const data = new Uint8Array(pdf);
    const worker = new Worker(WORKER_PATH, {
      workerData: {
        data,
        maxSide: RENDER_LIMITS.pdfCanvasSide,
        maxImagePixels: RENDER_LIMITS.pdfMaxImagePixels,
      },
      transferList: [data.buffer],
      resourceLimits: {
        maxOldGenerationSizeMb: RENDER_LIMITS.pdfWorkerHeapMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new RenderRefused(`PDF render over ${RENDER_LIMITS.pdfTimeoutMs} ms`))),
      RENDER_LIMITS.pdfTimeoutMs,
    );
    worker.once(
      'message',
      (message: { ok: true; width: number; height: number; pixels: ArrayBuffer } | { ok: false; message: string }) =>
        finish(() =>
          message.ok
            ? resolve({ pixels: Buffer.from(message.pixels), width: message.width, height: message.height })
            : reject(new RenderRefused(message.message)),
        ),
    );
    // Out of memory (resourceLimits) or any crash of the worker.
    worker.once('error', (error) => finish(() => reject(new RenderRefused(error.message))));
    worker.once('exit', (code) => finish(() => reject(new RenderRefused(`PDF worker exited with ${code}`))));
  });
}
