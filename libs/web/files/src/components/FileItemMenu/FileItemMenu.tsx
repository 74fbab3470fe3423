import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDotsVertical,
  IconDownload,
  IconFolderSymlink,
  IconHistory,
  IconKey,
  IconLink,
  IconPencil,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import type { FileItem } from '../../domain/file-item';

/** What the per-item menu can do; an entry shows only when its callback is given. */
export interface FileItemActions {
  onDownload?: (item: FileItem) => void;
  onShare?: (item: FileItem) => void;
  onVersions?: (item: FileItem) => void;
  onRename?: (item: FileItem) => void;
  onMove?: (item: FileItem) => void;
  onDelete?: (item: FileItem) => void;
  /** An encrypted file whose key this browser lacks: paste its link. */
  onUnlock?: (item: FileItem) => void;
  /** An encrypted file's live link, with its key. */
  onCopyLink?: (item: FileItem) => void;
}

export type FileMenuAction = 'download' | 'unlock' | 'copyLink' | 'share' | 'versions' | 'rename' | 'move' | 'delete';

/**
 * Per-item menu: Download (files only); outside the shared view also Share, Versions (files
 * only), Rename, Move and Delete.
 */
export function fileMenuActions(item: FileItem, sharedView: boolean, actions: FileItemActions): FileMenuAction[] {
  const isFile = item.type === 'file';
  const result: FileMenuAction[] = [];
  if (isFile && actions.onDownload) result.push('download');
  if (sharedView) return result;
  const encrypted = !!item.encryption;
  if (item.encryption === 'locked' && actions.onUnlock) result.push('unlock');
  if (encrypted && item.liveLinkUrl && actions.onCopyLink) result.push('copyLink');
  // Files get a file link, folders a folder link.
  if (actions.onShare) result.push('share');
  // An encrypted file's name is sealed with its key and its versions are not kept apart: neither is offered.
  if (isFile && !encrypted && actions.onVersions) result.push('versions');
  if (!encrypted && actions.onRename) result.push('rename');
  if (actions.onMove) result.push('move');
  if (actions.onDelete) result.push('delete');
  return result;
}

const ENTRIES = {
  download: { label: 'Download', icon: IconDownload, callback: 'onDownload' },
  unlock: { label: 'Unlock', icon: IconKey, callback: 'onUnlock' },
  copyLink: { label: 'Copy link', icon: IconLink, callback: 'onCopyLink' },
  share: { label: 'Share', icon: IconShare, callback: 'onShare' },
  versions: { label: 'Versions', icon: IconHistory, callback: 'onVersions' },
  rename: { label: 'Rename', icon: IconPencil, callback: 'onRename' },
  move: { label: 'Move', icon: IconFolderSymlink, callback: 'onMove' },
  delete: { label: 'Delete', icon: IconTrash, callback: 'onDelete' },
} as const satisfies Record<FileMenuAction, { label: string; icon: unknown; callback: keyof FileItemActions }>;

export interface FileItemMenuProps {
  item: FileItem;
  sharedView: boolean;
  actions: FileItemActions;
}

export function FileItemMenu({ item, sharedView, actions }: FileItemMenuProps) {
  const available = fileMenuActions(item, sharedView, actions);
  if (available.length === 0) return null;
  return (
    // The dropdown renders in a portal, but React events still bubble to the card: stop them here.
    <div role="presentation" onClick={(event) => event.stopPropagation()}>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${item.name}`}>
            <IconDotsVertical size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {available.map((action) => {
            const { label, icon: Icon, callback } = ENTRIES[action];
            return (
              <Menu.Item
                key={action}
                color={action === 'delete' ? 'red' : undefined}
                leftSection={<Icon size={16} aria-hidden="true" />}
                onClick={() => actions[callback]?.(item)}
              >
                {label}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
