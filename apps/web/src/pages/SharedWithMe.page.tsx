import { SharedFilesView } from '@coffer/web-files';

/** Shared With Me: view and download only. */
export default function SharedWithMePage() {
  return <SharedFilesView />;
}
