import { FileViewer } from '@coffer/web-preview';
import type { SharePreviewPlan } from '../../domain/share-preview';

export interface SharePreviewProps {
  /** Names the entry: the link's token. */
  id: string;
  file: { downloadUrl: string; originalName: string; mimeType?: string | null; size?: number | null };
  plan: NonNullable<SharePreviewPlan>;
  /** Under a download limit: the bytes this visit fetched. */
  bytes: Promise<Blob> | null;
  opened: boolean;
  onClose: () => void;
  onDownload: () => void;
}

/** The file viewer on the share page (its own chunk: loaded when a visitor first asks for a preview). */
export function SharePreview({ id, file, plan, bytes, opened, onClose, onDownload }: SharePreviewProps) {
  const entry = {
    id,
    name: file.originalName,
    mimeType: file.mimeType ?? null,
    size: file.size ?? null,
    imageUrl: plan.kind === 'image' ? plan.imageUrl : null,
    contentUrl: plan.kind === 'url' ? file.downloadUrl : null,
    content: plan.kind === 'bytes' ? bytes : null,
    onDownload,
  };
  return <FileViewer entries={[entry]} index={opened ? 0 : null} onIndexChange={() => undefined} onClose={onClose} />;
}
