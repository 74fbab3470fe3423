import { Readable } from 'node:stream';
import sharp from 'sharp';
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
});
