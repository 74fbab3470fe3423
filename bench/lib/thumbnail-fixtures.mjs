// Inputs for the thumbnail benchmarks, each made unique per run (a fresh blob, so the request renders).
// The same shapes as the server tests' fixtures (libs/server/testing/src/thumbnail-fixtures.ts).
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A 20-megapixel (5472 × 3648) JPEG of noise: a hard photo to decode. Made once; see `unique`. */
export function photo20mp() {
  return sharp({
    create: {
      width: 5472,
      height: 3648,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The JPEG with a random comment segment after SOI: the same picture, new content. */
export function unique(jpeg) {
  const note = randomBytes(16);
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, note.length + 2]), note]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A PDF of pages filled with the given RGB colours (0–1); `javascript` runs on opening (/OpenAction). */
export function pdf(colors, { javascript } = {}) {
  const objects = [];
  const pageIds = colors.map((_, i) => 3 + i * 2);
  const openAction = javascript ? ` /OpenAction << /S /JavaScript /JS (${javascript}) >>` : '';
  objects[1] = `<< /Type /Catalog /Pages 2 0 R${openAction} >>`;
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${colors.length} >>`;
  colors.forEach((color, i) => {
    const content = `${color.join(' ')} rg 0 0 595 842 re f 0 0 0 rg BT /F1 24 Tf 72 720 Td (Coffer ${randomBytes(8).toString('hex')}) Tj ET`;
    objects[3 + i * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${4 + i * 2} 0 R /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>`;
    objects[4 + i * 2] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets = [];
  for (let i = 1; i < objects.length; i++) {
    offsets[i] = out.length;
    out += `${i} 0 obj\n${objects[i]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let i = 1; i < objects.length; i++) out += `${String(offsets[i]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims 100 000 × 100 000 pixels (a decompression bomb), unique per call. */
export function bombPng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from(`nonce\0${randomBytes(8).toString('hex')}`, 'latin1')),
    chunk('IDAT', deflateSync(Buffer.alloc(1024 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
