import { SharedFilesView } from '@coffer/web-sharing';

/** Shared With Me: view and download only. */
export default function SharedWithMePage() {
  return <SharedFilesView />;
}
