import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import type { FileItem } from '../../domain/file-item';

// The viewer is its own chunk, and pdf.js only loads once a PDF is shown.
const FilePreview = lazy(() => import('./FilePreview').then((m) => ({ default: m.FilePreview })));

export interface FileViewer {
  /** Opens `file` among the files of `shown` (folders are skipped; arrows move through the rest). */
  open: (file: FileItem, shown: readonly FileItem[]) => void;
  /** The viewer, for the view to render (nothing until a file was opened). */
  element: ReactNode;
}

/** The file viewer of a view of files: My Files, the Dashboard, Shared with Me. */
export function useFileViewer(onDownload: (file: FileItem) => void): FileViewer {
  // Kept once opened (index null: closed), so the viewer can give the focus back as it closes.
  const [viewing, setViewing] = useState<{ files: FileItem[]; index: number | null } | null>(null);
  const open = useCallback((file: FileItem, shown: readonly FileItem[]) => {
    const files = shown.filter((item) => item.type === 'file');
    setViewing({ files, index: files.findIndex((item) => item.id === file.id) });
  }, []);
  const element = viewing && (
    <Suspense fallback={null}>
      <FilePreview
        files={viewing.files}
        index={viewing.index}
        onIndexChange={(index) => setViewing({ ...viewing, index })}
        onClose={() => setViewing({ ...viewing, index: null })}
        onDownload={onDownload}
      />
    </Suspense>
  );
  return { open, element };
}
