import { TrashView } from '@coffer/web-files';

/** Trash: deleted items, restorable until they are deleted for good. */
export default function TrashPage() {
  return <TrashView />;
}
