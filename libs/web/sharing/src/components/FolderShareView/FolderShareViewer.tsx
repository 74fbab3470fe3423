import { FileViewer, type FileViewerProps } from '@coffer/web-preview';

/** The file viewer on a folder's share page (its own chunk: loaded when a visitor first opens a picture). */
export function FolderShareViewer(props: FileViewerProps) {
  return <FileViewer {...props} />;
}
