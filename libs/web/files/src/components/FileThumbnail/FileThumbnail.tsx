import { useState } from 'react';
import { FileKindIcon, fileKind } from '@coffer/web-ui';
import type { FileItem } from '../../domain/file-item';

export interface FileThumbnailProps {
  item: FileItem;
  /** 'large' (fits 512×512) for grid cards, 'small' (128×128) for list rows. */
  size: 'large' | 'small';
  /** Icon size in pixels. */
  iconSize?: number;
  /**
   * On the first screen: asked for as the page is read rather than once laid out near the
   * screen, so it is painted with the page (and a rendered page's images are reused at once).
   */
  eager?: boolean;
}

/**
 * The server's thumbnail of a file, filling its box (`object-fit: cover`, loaded when scrolled
 * near, unless it is on the first screen); the type icon for folders, files without one, and when it fails to load.
 */
export function FileThumbnail({ item, size, iconSize = 40, eager = false }: FileThumbnailProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url =
    item.type === 'file' ? ((size === 'large' ? item.largeThumbnailUrl : item.smallThumbnailUrl) ?? null) : null;

  if (url && failedUrl !== url) {
    return (
      <img
        src={url}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailedUrl(url)}
        data-testid="file-thumbnail"
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    );
  }
  return <FileKindIcon kind={fileKind(item)} size={iconSize} />;
}

const ROW_BOX = {
  width: 28,
  height: 28,
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: 4,
  padding: 0,
  border: 0,
  background: 'none',
} as const;

/** The small thumbnail in a fixed 28 px square, as a row of a list shows it; a button when `onOpen` is given. */
export function RowThumbnail({ item, onOpen }: { item: FileItem; onOpen?: () => void }) {
  const thumbnail = <FileThumbnail item={item} size="small" iconSize={22} />;
  if (!onOpen) return <div style={ROW_BOX}>{thumbnail}</div>;
  return (
    <button
      type="button"
      style={{ ...ROW_BOX, cursor: 'pointer' }}
      aria-label={`Preview ${item.name}`}
      onClick={onOpen}
    >
      {thumbnail}
    </button>
  );
}
