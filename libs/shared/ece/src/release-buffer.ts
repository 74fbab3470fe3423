/** The part of a MessagePort used here (spelled out: this library builds without the DOM typings). */
interface Port {
  postMessage(message: null, transfer: ArrayBuffer[]): void;
  close(): void;
}

let sink: Port | null | undefined;

/**
 * Frees an ArrayBuffer's memory now rather than at the engine's next garbage collection: it is
 * transferred to a port whose other end is closed, which detaches it here and drops the message.
 * A stream that seals or opens a record per 64 KiB makes its garbage faster than V8 collects it
 * (in Chromium, 512 MiB through WebCrypto held about 150 MB more at its peak); released as each
 * record is copied on, it holds almost none. Every view of the buffer is empty afterwards.
 */
export function releaseBuffer(buffer: ArrayBufferLike): void {
  if (sink === undefined) {
    const Channel = (globalThis as { MessageChannel?: new () => { port1: Port; port2: Port } }).MessageChannel;
    if (Channel) {
      const channel = new Channel();
      channel.port2.close();
      sink = channel.port1;
    } else sink = null;
  }
  // A detached (or empty) buffer has nothing to free, and transferring it again would throw.
  if (sink && buffer instanceof ArrayBuffer && buffer.byteLength > 0) sink.postMessage(null, [buffer]);
}

// The last nudge's buffer: kept until the next replaces it, so no build step drops it as unused.
const nudged: { buffer: ArrayBuffer | null } = { buffer: null };

/**
 * Makes the engine collect garbage sooner where what waits for a collection is memory the engine
 * does not count as its own (a Blob's bytes are in the browser process, its object is small), or
 * garbage it lets grow. A buffer of `bytes` is allocated, which the engine counts as external
 * memory and so collects sooner, but which is never written and so takes no memory (the system
 * gives pages only when written).
 */
export function nudgeCollector(bytes: number): void {
  nudged.buffer = null;
  try {
    nudged.buffer = new ArrayBuffer(bytes);
  } catch {
    // Refused (a device with little address space): no nudge, and the transfer goes on.
  }
}
