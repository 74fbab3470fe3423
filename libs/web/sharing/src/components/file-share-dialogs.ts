import type { FileShareDialogs } from '@coffer/web-files';
import { BulkShareDialog } from './BulkShareDialog/BulkShareDialog';
import { ShareDialog } from './ShareDialog/ShareDialog';

/** The share dialogs of the file views (the item menu's 'Share' and the selection's). */
export const FILE_SHARE_DIALOGS: FileShareDialogs = { ShareDialog, BulkShareDialog };
