import { crc32, deflateSync } from 'node:zlib';

/**
 * A PDF written as text: one 200 × 300 pt page per colour (RGB, 0–1), each filled with it; with
 * `javascript`, the catalog runs it on opening (/OpenAction), as a hostile document would.
 */
export function pdfWithPages(colors: Array<[number, number, number]>, options: { javascript?: string } = {}): Buffer {
  const objects: string[] = [];
  const pageIds = colors.map((_, i) => 3 + i * 2);
  const openAction = options.javascript ? ` /OpenAction << /S /JavaScript /JS (${options.javascript}) >>` : '';
  objects[1] = `<< /Type /Catalog /Pages 2 0 R${openAction} >>`;
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${colors.length} >>`;
  colors.forEach((color, i) => {
    const content = `${color.join(' ')} rg 0 0 200 300 re f`;
    objects[3 + i * 2] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] /Contents ${4 + i * 2} 0 R >>`;
    objects[4 + i * 2] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
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

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb: a valid PNG header claiming `side` × `side` RGB pixels, with a few bytes of data. */
export function bombPng(side = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `png` with a private ancillary chunk of `bytes` zero bytes after its header: a tiny image in a large file. */
export function withPrivateChunk(png: Buffer, bytes: number): Buffer {
  const afterHeader = 8 + 12 + 13;
  return Buffer.concat([
    png.subarray(0, afterHeader),
    pngChunk('prVt', Buffer.alloc(bytes)),
    png.subarray(afterHeader),
  ]);
}
