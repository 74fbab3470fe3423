import sharp from 'sharp';
import { jpegEssentials } from './jpeg-essentials';

/** A segment: marker, length and payload. */
function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** Feeds `bytes` in reads of `size` bytes; answers what comes out. */
async function filter(bytes: Buffer, size: number): Promise<Buffer> {
  async function* reads() {
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
  }
  const out: Buffer[] = [];
  for await (const piece of jpegEssentials(reads())) out.push(Buffer.from(piece));
  return Buffer.concat(out);
}

const pixels = (bytes: Buffer) => sharp(bytes).rotate().raw().toBuffer({ resolveWithObject: true });

describe(jpegEssentials.name, () => {
  it('keeps every scan and the segments the decoder uses: the same pixels, orientation and profile', async () => {
    // Noise, so that the entropy-coded data holds 0xFF bytes (stuffed) and restart markers.
    const noise = Buffer.from(Array.from({ length: 96 * 64 * 3 }, (_, i) => (i * 7919) % 256));
    const raw = sharp(noise, { raw: { width: 96, height: 64, channels: 3 } });
    const sources = [
      await raw.clone().jpeg().toBuffer(),
      await raw.clone().jpeg({ progressive: true }).toBuffer(),
      await raw.clone().jpeg({ mozjpeg: true }).toBuffer(),
      await raw.clone().withMetadata({ orientation: 6 }).withIccProfile('p3').jpeg({ quality: 95 }).toBuffer(),
    ];
    for (const source of sources) {
      for (const size of [1, 3, 4096]) {
        const out = await filter(source, size);
        const [expected, actual] = await Promise.all([pixels(source), pixels(out)]);
        expect(actual.info).toEqual(expected.info);
        expect(actual.data.equals(expected.data)).toBe(true);
        expect((await sharp(out).metadata()).orientation).toBe((await sharp(source).metadata()).orientation);
        expect(Boolean((await sharp(out).metadata()).icc)).toBe(Boolean((await sharp(source).metadata()).icc));
      }
    }
  });

  it('drops comments, other APPn segments and what follows the end, without holding them', async () => {
    const source = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const padding = Array.from({ length: 40 }, (_, i) =>
      i % 2 ? segment(0xfe, Buffer.alloc(65_000, 0x41)) : segment(0xe5, Buffer.alloc(65_000, 0xff)),
    );
    const padded = Buffer.concat([
      source.subarray(0, 2),
      ...padding,
      source.subarray(2),
      Buffer.alloc(1024 * 1024, 0xff),
    ]);
    const out = await filter(padded, 4096);
    expect(out.equals(source)).toBe(true);
  });

  it('passes what is not a JPEG as it is, for the decoder to refuse', async () => {
    const text = Buffer.from('GIF89a not a jpeg');
    expect((await filter(text, 3)).equals(text)).toBe(true);
  });
});
