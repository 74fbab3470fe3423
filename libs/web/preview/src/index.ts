export { FileViewer, type FileViewerProps } from './components/FileViewer/FileViewer';
export { previewKind, type PreviewKind, type ViewerEntry } from './domain/viewer-entry';
