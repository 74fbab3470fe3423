// A PNG encoder for benchmark images: truecolour, 8 bits per channel, no interlace (Node built-ins only).
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A `width` × `height` picture unique to `seed`: a diagonal gradient in the seed's colours with
 * rings, so it compresses like a photo with large smooth areas rather than like noise.
 */
export function pngImage(width, height, seed) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const [r0, g0, b0] = [(seed * 67) % 256, (seed * 131) % 256, (seed * 197) % 256];
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      // Colours in steps of 8: long runs of equal bytes, as in a photo's flat areas.
      const ring = Math.round(Math.sin(Math.hypot(x - width / 2, y - height / 3) / (6 + (seed % 7))) * 5) * 8;
      const at = row + 1 + x * 3;
      raw[at] = (r0 + Math.floor((x * 32) / width) * 8 + ring) & 0xff;
      raw[at + 1] = (g0 + Math.floor((y * 32) / height) * 8 + ring) & 0xff;
      raw[at + 2] = (b0 - ring) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
