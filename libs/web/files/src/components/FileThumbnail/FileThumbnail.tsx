import { useState } from 'react';
import { FileKindIcon, fileKind } from '@coffer/web-ui';
import type { FileItem } from '../../domain/file-item';

export interface FileThumbnailProps {
  item: FileItem;
  /** Icon size in pixels. */
  size?: number;
}

/** The image thumbnail of an image file, else (or when it fails to load) its type icon. */
export function FileThumbnail({ item, size = 40 }: FileThumbnailProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = item.type === 'file' && item.mimeType?.startsWith('image/') ? item.previewUrl : null;

  if (url && failedUrl !== url) {
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailedUrl(url)}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    );
  }
  return <FileKindIcon kind={fileKind(item)} size={size} />;
}

/** The thumbnail in a fixed 28 px square, as a row of a list shows it. */
export function RowThumbnail({ item }: { item: FileItem }) {
  return (
    <div
      style={{
        width: 28,
        height: 28,
        flex: 'none',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        borderRadius: 4,
      }}
    >
      <FileThumbnail item={item} size={22} />
    </div>
  );
}
