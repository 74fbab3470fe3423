const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Ancillary chunks that change how the image looks (transparency, colour, gamma, EXIF orientation) or its resolution. */
const KEPT_ANCILLARY = new Set(['tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'eXIf', 'pHYs']);
/** A kept ancillary chunk larger than this is skipped like the others (an ICC profile is a few KiB). */
const MAX_KEPT_ANCILLARY_BYTES = 1024 * 1024;
/** Length, type and CRC around a chunk's data. */
const CHUNK_FRAME = 12;

/**
 * A PNG's bytes as its decoder needs them, as they stream by: the signature, the critical chunks
 * (header, palette, image data, end) and the ancillary chunks that change how the image looks.
 * Text, timestamps, private chunks and anything after the end are dropped without being held, so
 * a tiny image padded with a huge chunk costs the bytes of the tiny image. What does not start
 * like a PNG passes as it is, for the decoder to refuse.
 */
export async function* pngEssentials(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer | null = null;
  let started = false;
  let passThrough = false;
  let keep = 0;
  let drop = 0;
  let last = false;
  for await (const chunk of source) {
    let data: Buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    while (data.length > 0) {
      if (passThrough) {
        yield data;
        break;
      }
      if (drop > 0) {
        const n = Math.min(drop, data.length);
        drop -= n;
        data = data.subarray(n);
        continue;
      }
      if (keep > 0) {
        const n = Math.min(keep, data.length);
        yield data.subarray(0, n);
        keep -= n;
        data = data.subarray(n);
        if (keep === 0 && last) return;
        continue;
      }
      if (data.length < SIGNATURE.length) {
        // A chunk's length and type (or the signature) straddle two reads: wait for the rest.
        pending = Buffer.from(data);
        break;
      }
      if (!started) {
        started = true;
        passThrough = !data.subarray(0, SIGNATURE.length).equals(SIGNATURE);
        if (!passThrough) {
          yield data.subarray(0, SIGNATURE.length);
          data = data.subarray(SIGNATURE.length);
        }
        continue;
      }
      const length = data.readUInt32BE(0);
      const type = data.toString('latin1', 4, 8);
      // Bit 5 of the type's first letter: clear for a critical chunk, which the decoder needs.
      const critical = ((data[4] ?? 0) & 0x20) === 0;
      if (critical || (KEPT_ANCILLARY.has(type) && length <= MAX_KEPT_ANCILLARY_BYTES)) keep = length + CHUNK_FRAME;
      else drop = length + CHUNK_FRAME;
      last = type === 'IEND';
    }
  }
  if (pending) yield pending;
}
