import { SharedFilesView } from '@coffer/web-files';

/** Shared With Me (spec §2): view and download only. */
export default function SharedWithMePage() {
  return <SharedFilesView />;
}
