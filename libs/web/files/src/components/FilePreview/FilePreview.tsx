import { useMemo } from 'react';
import { FileViewer, type ViewerEntry } from '@coffer/web-preview';
import { cookieDownloadPath } from '../../api/download-url';
import type { FileItem } from '../../domain/file-item';

export interface FilePreviewProps {
  /** The folder's files in the order shown. */
  files: readonly FileItem[];
  /** The file shown; null: closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onDownload: (file: FileItem) => void;
}

/** What the viewer shows of one's own file: the original image, or the bytes from the download route. */
export function viewerEntry(file: FileItem, onDownload: (file: FileItem) => void): ViewerEntry {
  return {
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    size: file.size,
    imageUrl: file.previewUrl ?? file.largeThumbnailUrl ?? null,
    contentUrl: cookieDownloadPath(file.databaseId),
    onDownload: () => onDownload(file),
  };
}

/** The file viewer over a folder's files (its own chunk: loaded when a file is first opened). */
export function FilePreview({ files, index, onIndexChange, onClose, onDownload }: FilePreviewProps) {
  const entries = useMemo(() => files.map((file) => viewerEntry(file, onDownload)), [files, onDownload]);
  return <FileViewer entries={entries} index={index} onIndexChange={onIndexChange} onClose={onClose} />;
}
