import { Readable } from 'node:stream';
import sharp from 'sharp';
import { RENDER_LIMITS } from './render-limits';
import { RenderRefused } from './render-refused';
import { ThumbnailRenderer } from './thumbnail-renderer';

/** A source opener over bytes in memory. */
function opener(bytes: Buffer) {
  return () => Promise.resolve(Readable.from([bytes]));
}

describe(ThumbnailRenderer.name, () => {
  const renderer = new ThumbnailRenderer();

  it('makes both sizes of an image from one decode, never enlarging a small one', async () => {
    const source = await sharp({ create: { width: 1000, height: 250, channels: 4, background: '#336699aa' } })
      .png()
      .toBuffer();
    const variants = await renderer.render('image/png', opener(source));
    expect(
      variants.map(({ variant, width, height, contentType }) => ({ variant, width, height, contentType })),
    ).toEqual([
      { variant: 'small', width: 128, height: 32, contentType: 'image/webp' },
      { variant: 'large', width: 512, height: 128, contentType: 'image/webp' },
    ]);
    expect((await sharp(variants[1]!.data).metadata()).format).toBe('webp');
    const tiny = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect((await renderer.render('image/jpeg', opener(tiny))).map((v) => [v.width, v.height])).toEqual([
      [20, 10],
      [20, 10],
    ]);
  });

  it('refuses what is not an image of its type, and types without thumbnails', async () => {
    await expect(renderer.render('image/png', opener(Buffer.from('not a png at all')))).rejects.toBeInstanceOf(
      RenderRefused,
    );
    await expect(renderer.render('text/plain', opener(Buffer.from('words')))).rejects.toBeInstanceOf(RenderRefused);
    // Other formats libvips could decode never reach a decoder, whatever the recorded type says.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const other of [svg, gif])
      await expect(renderer.render('image/png', opener(other))).rejects.toThrow(/not a PNG or JPEG image/);
    expect(renderer.maxSourceBytes('text/plain')).toBeNull();
  });

  it('runs at most two renders at once', async () => {
    const source = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const running: number[] = [];
    const probe = renderer as unknown as { running: number };
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        const render = renderer.render('image/png', opener(source));
        running.push(probe.running);
        await render;
      }),
    );
    expect(Math.max(...running)).toBeLessThanOrEqual(2);
    expect(probe.running).toBe(0);
  });

  it('holds only what an image decoder needs: a PNG and a JPEG padded past the byte limit are drawn', async () => {
    const padding = RENDER_LIMITS.maxImageBytes + 50 * 1024 * 1024;
    const zeros = Buffer.alloc(1024 * 1024);
    /** `head`, then `padding` zero bytes streamed from one reused buffer (nothing here holds them), then `tail`. */
    function padded(head: Buffer[], tail: Buffer[]) {
      return async function* () {
        yield* head;
        for (let sent = 0; sent < padding; sent += zeros.length) yield zeros;
        yield* tail;
      };
    }
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const chunkHeader = Buffer.alloc(8);
    chunkHeader.writeUInt32BE(padding);
    chunkHeader.write('prVt', 4, 'latin1');
    // A private chunk (its CRC not checked by anyone) between the header and the pixels.
    const paddedPng = padded([png.subarray(0, 33), chunkHeader], [Buffer.alloc(4), png.subarray(33)]);
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#00ff00' } })
      .jpeg()
      .toBuffer();
    // Bytes after the end of the image.
    const paddedJpeg = padded([jpeg], []);
    for (const [type, source] of [
      ['image/png', paddedPng],
      ['image/jpeg', paddedJpeg],
    ] as const) {
      const variants = await renderer.render(type, () => Promise.resolve(Readable.from(source())));
      expect(variants.map((v) => [v.width, v.height])).toEqual([
        [16, 16],
        [16, 16],
      ]);
    }
    // Held whole, the same bytes are refused as over the limit.
    const whole = await renderer
      .render('application/pdf', () => Promise.resolve(Readable.from(paddedPng())))
      .catch((error: unknown) => error);
    expect(whole).toBeInstanceOf(RenderRefused);
    expect((whole as RenderRefused).reason).toMatch(/larger than/);
  });
});
