/** A text preview reads at most this many bytes: 1 MiB. */
export const TEXT_PREVIEW_BYTES = 1024 * 1024;

export interface TextPreview {
  text: string;
  /** The file goes on past what `text` holds. */
  truncated: boolean;
}

/** The total length a `Content-Range: bytes a-b/total` answer gives, or null. */
export function totalFromContentRange(header: string | null): number | null {
  const match = header ? /\/(\d+)\s*$/.exec(header) : null;
  return match ? Number(match[1]) : null;
}

/**
 * UTF-8 text of the first `TEXT_PREVIEW_BYTES` of `bytes`. A cut may fall inside a character:
 * decoding as a stream drops that half character instead of showing a replacement sign.
 */
export function decodeTextPreview(bytes: Uint8Array, knownTotal: number | null): TextPreview {
  const shown = bytes.subarray(0, TEXT_PREVIEW_BYTES);
  const truncated = bytes.length > TEXT_PREVIEW_BYTES || (knownTotal ?? 0) > shown.length;
  const text = new TextDecoder('utf-8').decode(shown, { stream: truncated });
  return { text, truncated };
}

/** Why a text preview could not be read (the message names the status). */
export class PreviewFetchError extends Error {}

/** Reads the start of a text file: from the bytes given, else from the URL with a `Range` request. */
export async function readTextPreview(
  source: { content?: Blob | Promise<Blob> | null; contentUrl?: string | null; size: number | null },
  signal?: AbortSignal,
): Promise<TextPreview> {
  if (source.content) {
    const content = await source.content;
    const head = new Uint8Array(await content.slice(0, TEXT_PREVIEW_BYTES).arrayBuffer());
    return decodeTextPreview(head, content.size);
  }
  if (!source.contentUrl) throw new PreviewFetchError('No address to read the file from');
  const response = await fetch(source.contentUrl, {
    headers: { Range: `bytes=0-${TEXT_PREVIEW_BYTES - 1}` },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new PreviewFetchError(`The server answered ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const total = response.status === 206 ? totalFromContentRange(response.headers.get('Content-Range')) : null;
  return decodeTextPreview(bytes, total ?? source.size);
}
