import { previewKind } from '@coffer/web-preview';

/** What the share page knows of an opened link's file. */
export interface PreviewableSharedFile {
  downloadUrl: string;
  mimeType?: string | null;
  hasDownloadLimit: boolean;
  thumbnailUrl?: string | null;
}

/**
 * How the share page previews a file, or null when it cannot:
 * - `image`: shown from `imageUrl` — the original inline when the link has no download limit,
 *   else the large thumbnail (which never counts as a download);
 * - `url`: a PDF or text read by the viewer from the download URL (no limit: nothing counts);
 * - `bytes`: a PDF or text under a download limit. Fetching the bytes spends a download, so they
 *   are fetched once and Download saves that same copy.
 */
export type SharePreviewPlan = { kind: 'image'; imageUrl: string } | { kind: 'url' } | { kind: 'bytes' } | null;

export const PREVIEW_SPENDS_DOWNLOAD_NOTE =
  'This link has a download limit: previewing uses one download, and Download then saves that same copy.';

/** The download URL answered inline (honoured for PNG and JPEG). */
export function inlineDownloadUrl(downloadUrl: string): string {
  return `${downloadUrl}${downloadUrl.includes('?') ? '&' : '?'}disposition=inline`;
}

export function sharePreviewPlan(file: PreviewableSharedFile): SharePreviewPlan {
  const kind = previewKind(file.mimeType);
  if (kind === 'image') {
    if (!file.hasDownloadLimit) return { kind: 'image', imageUrl: inlineDownloadUrl(file.downloadUrl) };
    return file.thumbnailUrl ? { kind: 'image', imageUrl: file.thumbnailUrl } : null;
  }
  if (kind === 'pdf' || kind === 'text') return { kind: file.hasDownloadLimit ? 'bytes' : 'url' };
  return null;
}
