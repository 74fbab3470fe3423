import { filterBytes, WAIT } from './byte-filter';

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
export function pngEssentials(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let started = false;
  let ended = false;
  return filterBytes(source, (data) => {
    if (ended) return { end: true };
    if (data.length < SIGNATURE.length) return WAIT;
    if (!started) {
      started = true;
      return data.subarray(0, SIGNATURE.length).equals(SIGNATURE) ? { keep: SIGNATURE.length } : { passRest: true };
    }
    const length = data.readUInt32BE(0);
    const type = data.toString('latin1', 4, 8);
    ended = type === 'IEND';
    // Bit 5 of the type's first letter: clear for a critical chunk, which the decoder needs.
    const critical = ((data[4] ?? 0) & 0x20) === 0;
    if (critical || (KEPT_ANCILLARY.has(type) && length <= MAX_KEPT_ANCILLARY_BYTES))
      return { keep: length + CHUNK_FRAME };
    return { drop: length + CHUNK_FRAME };
  });
}
