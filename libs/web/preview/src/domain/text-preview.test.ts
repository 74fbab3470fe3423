import { TEXT_PREVIEW_BYTES, decodeTextPreview, totalFromContentRange } from './text-preview';
import { previewKind } from './viewer-entry';

describe(decodeTextPreview.name, () => {
  it('drops a character cut in half at the limit instead of showing a replacement sign', () => {
    const bytes = new TextEncoder().encode('a'.repeat(TEXT_PREVIEW_BYTES - 1) + 'é and more');
    const { text, truncated } = decodeTextPreview(bytes, null);
    expect(truncated).toBe(true);
    expect(text).toBe('a'.repeat(TEXT_PREVIEW_BYTES - 1));
  });

  it('is complete when the bytes are the whole file', () => {
    expect(decodeTextPreview(new TextEncoder().encode('héllo'), 6)).toEqual({ text: 'héllo', truncated: false });
    expect(decodeTextPreview(new TextEncoder().encode('héllo'), 600)).toEqual({ text: 'héllo', truncated: true });
  });
});

describe(totalFromContentRange.name, () => {
  it('reads the total of a Content-Range', () => {
    expect(totalFromContentRange('bytes 0-1048575/5000000')).toBe(5000000);
    expect(totalFromContentRange('bytes 0-9/*')).toBeNull();
    expect(totalFromContentRange(null)).toBeNull();
  });
});

describe(previewKind.name, () => {
  it('previews the accepted types only', () => {
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('image/jpeg')).toBe('image');
    expect(previewKind('text/plain')).toBe('text');
    expect(previewKind('image/svg+xml')).toBeNull();
    expect(previewKind(null)).toBeNull();
  });
});
