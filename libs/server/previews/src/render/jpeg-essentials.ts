import { filterBytes, WAIT, type FilterStep } from './byte-filter';

/** APPn segments the decoder uses: JFIF, EXIF (orientation), ICC profiles, Adobe (colour transform). */
const KEPT_APP: ReadonlyArray<[marker: number, identifier: string]> = [
  [0xe0, 'JFIF\0'],
  [0xe1, 'Exif\0'],
  [0xe2, 'ICC_PROFILE\0'],
  [0xee, 'Adobe'],
];
/** The APPn bytes kept in all: an image does not need more (EXIF is at most 64 KiB). */
const MAX_KEPT_APP_BYTES = 1024 * 1024;
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;

/** A marker without a length: RSTn, SOI, EOI, TEM. */
function standalone(marker: number): boolean {
  return (marker >= 0xd0 && marker <= 0xd9) || marker === 0x01;
}

/**
 * A JPEG's bytes as its decoder needs them, as they stream by: every segment and scan, but not
 * comments, APPn segments other than JFIF, EXIF, ICC and Adobe (past 1 MiB of them, none), and
 * nothing after the end of the image; the dropped bytes are never held. What does not start like
 * a JPEG, or stops following its structure, passes as it is, for the decoder to judge.
 */
export function jpegEssentials(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let started = false;
  let ended = false;
  let inScan = false;
  let keptApp = 0;

  // Entropy-coded data runs to the next 0xFF that is neither stuffing (FF 00) nor a restart.
  function scan(data: Buffer): FilterStep | null {
    const at = data.indexOf(0xff);
    if (at === -1) return { keep: data.length };
    if (at > 0) return { keep: at };
    if (data.length < 2) return WAIT;
    const next = data[1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) return { keep: 2 };
    if (next === 0xff) return { keep: 1 };
    inScan = false;
    return null;
  }

  return filterBytes(source, (data) => {
    if (ended) return { end: true };
    if (inScan) {
      const step = scan(data);
      if (step) return step;
    }
    if (data.length < 2) return WAIT;
    if (!started) {
      started = true;
      return data[0] === 0xff && data[1] === SOI ? { keep: 2 } : { passRest: true };
    }
    // A marker: 0xFF (fill bytes allowed), its code, and for most a 16-bit length.
    if (data[0] !== 0xff) return { passRest: true };
    const marker = data[1]!;
    if (marker === 0xff) return { keep: 1 };
    if (standalone(marker)) {
      ended = marker === EOI;
      return { keep: 2 };
    }
    if (data.length < 4) return WAIT;
    const length = data.readUInt16BE(2);
    if (length < 2) return { passRest: true };
    const segment = length + 2;
    if (marker === COM) return { drop: segment };
    if (marker >= 0xe0 && marker <= 0xef) {
      // Enough bytes to read its identifier.
      const idLength = Math.min(length - 2, 12);
      if (data.length < 4 + idLength) return WAIT;
      const identifier = data.toString('latin1', 4, 4 + idLength);
      const used = KEPT_APP.some(([code, name]) => code === marker && identifier.startsWith(name));
      if (!used || keptApp + segment > MAX_KEPT_APP_BYTES) return { drop: segment };
      keptApp += segment;
    }
    inScan = marker === SOS;
    return { keep: segment };
  });
}
