import sharp from 'sharp';
import { pngChunk as chunk } from '@coffer/server-testing';
import { pngEssentials } from './png-essentials';

/** `png` with `extra` chunks inserted after its header. */
function inserted(png: Buffer, ...extra: Buffer[]): Buffer {
  return Buffer.concat([png.subarray(0, 33), ...extra, png.subarray(33)]);
}

/** Feeds `bytes` in reads of `size` bytes; answers what comes out and the most held at once. */
async function filter(bytes: Buffer, size: number) {
  async function* reads() {
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
  }
  const out: Buffer[] = [];
  for await (const piece of pngEssentials(reads())) out.push(Buffer.from(piece));
  return Buffer.concat(out);
}

describe(pngEssentials.name, () => {
  it('drops private and text chunks (of any size) and what follows the end, keeping what the decoder needs', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 4, background: '#12345680' } })
      .png()
      .toBuffer();
    const padded = Buffer.concat([
      inserted(png, chunk('prVt', Buffer.alloc(8 * 1024 * 1024)), chunk('tEXt', Buffer.from('Comment\0hello'))),
      Buffer.alloc(1024 * 1024, 7),
    ]);
    // Small reads split every header; large ones carry the padding.
    const small = inserted(png, chunk('prVt', Buffer.alloc(300)), chunk('tEXt', Buffer.from('Comment\0hi')));
    for (const size of [1, 7, 13]) expect((await filter(small, size)).equals(png)).toBe(true);
    for (const size of [4093, 65_536]) expect((await filter(padded, size)).equals(png)).toBe(true);
  });

  it('keeps transparency, colour and gamma chunks: the image decodes to the same pixels', async () => {
    const source = await sharp({ create: { width: 32, height: 8, channels: 4, background: '#ff000040' } })
      .withIccProfile('srgb')
      .png({ palette: true })
      .toBuffer();
    const withGamma = inserted(
      source,
      chunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
      chunk('zzZz', Buffer.alloc(4096)),
    );
    const out = await filter(withGamma, 100);
    expect(out.toString('latin1')).toContain('iCCP');
    expect(out.toString('latin1')).toContain('gAMA');
    expect(out.toString('latin1')).not.toContain('zzZz');
    const [expected, actual] = await Promise.all(
      [withGamma, out].map((bytes) => sharp(bytes).raw().toBuffer({ resolveWithObject: true })),
    );
    expect(actual!.info).toEqual(expected!.info);
    expect(actual!.data.equals(expected!.data)).toBe(true);
  });

  it('passes what is not a PNG as it is, for the decoder to refuse', async () => {
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await filter(text, 5)).equals(text)).toBe(true);
  });
});
