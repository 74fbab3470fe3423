/** What the viewer can show of a file. */
export type PreviewKind = 'image' | 'pdf' | 'text';

/** One file of the list the viewer pages through. Every field comes from the caller. */
export interface ViewerEntry {
  id: string;
  /** The file name: the viewer's title. */
  name: string;
  mimeType: string | null;
  /** Bytes, when known (tells a text preview that the file goes on past what it shows). */
  size: number | null;
  /** Images: what to show (the original, or a large thumbnail). */
  imageUrl?: string | null;
  /**
   * PDFs and text: where to read the bytes. It must answer `Range` requests; same-origin
   * cookies go along.
   */
  contentUrl?: string | null;
  /** PDFs and text: the bytes, fetched by the caller (read instead of `contentUrl`); a rejection is a failed preview. */
  content?: Blob | Promise<Blob> | null;
  /** Saves the file (the Download button). */
  onDownload: () => void;
}

/** The kind of preview a type gets, or null when it has none (PDF, PNG, JPEG and plain text do). */
export function previewKind(mimeType: string | null | undefined): PreviewKind | null {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType === 'image/png' || mimeType === 'image/jpeg') return 'image';
  if (mimeType === 'text/plain') return 'text';
  return null;
}
