import { ActionIcon, Alert, Button, Group, Modal, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
} from '@tabler/icons-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { previewKind, type ViewerEntry } from '../../domain/viewer-entry';
import { ImagePreview } from '../ImagePreview/ImagePreview';
import { PdfPreview } from '../PdfPreview/PdfPreview';
import { TextPreview } from '../TextPreview/TextPreview';
import classes from './FileViewer.module.css';

export const PREVIEW_FAILED_TITLE = 'This file could not be previewed';
export const PREVIEW_FAILED_TEXT = 'You can still download it.';
export const NO_PREVIEW_TEXT = 'There is no preview for this type of file.';

const ZOOM_STEP = 1.25;
const MIN_ZOOM = 0.25;
const MAX_ZOOM = 8;

export interface FileViewerProps {
  /** The files to page through, in the order shown. */
  entries: readonly ViewerEntry[];
  /** The entry shown; null: the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Keys that belong to the browser or to a focused field. */
function ignoredKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target as HTMLElement | null;
  return !!target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

export function PreviewFailed() {
  return (
    <Alert color="red" variant="light" role="alert" title={PREVIEW_FAILED_TITLE} className={classes.message}>
      {PREVIEW_FAILED_TEXT}
    </Alert>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withinPortal={false}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * A file viewer over a list of files: an image fitted to the screen with zoom, a PDF page by
 * page, or the start of a text file; previous and next file, Download, and the keys ← → (files),
 * + − 0 (zoom) and Escape. Full screen on a phone. It reads only what its entries give it.
 */
export function FileViewer({ entries, index, onIndexChange, onClose }: FileViewerProps) {
  // Read at once (not after the first paint): a phone never sees the windowed frame first.
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const entry = index === null ? undefined : entries[index];
  const opened = entry !== undefined;
  const kind = previewKind(entry?.mimeType);
  const [zoom, setZoom] = useState(1);
  const [failedId, setFailedId] = useState<string | null>(null);
  const failed = !!entry && failedId === entry.id;

  const at = index ?? 0;
  const hasPrevious = opened && at > 0;
  const hasNext = opened && at < entries.length - 1;
  const canZoom = kind === 'image' && !failed;

  // Each file starts fitted to the screen.
  useEffect(() => setZoom(1), [entry?.id]);

  useEffect(() => {
    if (!opened || index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (ignoredKey(event)) return;
      let handled = true;
      if (event.key === 'ArrowLeft' && index > 0) onIndexChange(index - 1);
      else if (event.key === 'ArrowRight' && index < entries.length - 1) onIndexChange(index + 1);
      else if ((event.key === '+' || event.key === '=') && canZoom) setZoom((z) => Math.min(MAX_ZOOM, z * ZOOM_STEP));
      else if (event.key === '-' && canZoom) setZoom((z) => Math.max(MIN_ZOOM, z / ZOOM_STEP));
      else if (event.key === '0' && canZoom) setZoom(1);
      else handled = false;
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, index, entries.length, onIndexChange, canZoom]);

  const entryId = entry?.id ?? null;
  const onFailed = useCallback(() => setFailedId(entryId), [entryId]);

  let body: ReactNode = null;
  if (entry) {
    if (failed) body = <PreviewFailed />;
    else if (kind === 'image' && entry.imageUrl)
      body = <ImagePreview key={entry.id} url={entry.imageUrl} name={entry.name} zoom={zoom} onError={onFailed} />;
    else if (kind === 'pdf' && (entry.content || entry.contentUrl))
      body = <PdfPreview key={entry.id} entry={entry} onError={onFailed} />;
    else if (kind === 'text' && (entry.content || entry.contentUrl))
      body = <TextPreview key={entry.id} entry={entry} onError={onFailed} />;
    else
      body = (
        <Alert color="gray" variant="light" role="status" className={classes.message}>
          {NO_PREVIEW_TEXT}
        </Alert>
      );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={entry?.name}
      fullScreen={phone}
      size="min(1200px, calc(100vw - 2rem))"
      radius={phone ? 0 : 'md'}
      padding="sm"
      closeButtonProps={{ 'aria-label': 'Close viewer' }}
      classNames={{ title: classes.title, body: classes.body, content: classes.content }}
      data-testid="file-viewer"
    >
      {entry && (
        <>
          <Group justify="space-between" gap="xs" wrap="wrap" className={classes.toolbar}>
            <Group gap={6} wrap="nowrap">
              <IconButton label="Previous file" onClick={() => onIndexChange(at - 1)} disabled={!hasPrevious}>
                <IconChevronLeft size={18} aria-hidden="true" />
              </IconButton>
              <Text size="sm" c="dimmed" aria-live="polite">
                {at + 1} of {entries.length}
              </Text>
              <IconButton label="Next file" onClick={() => onIndexChange(at + 1)} disabled={!hasNext}>
                <IconChevronRight size={18} aria-hidden="true" />
              </IconButton>
            </Group>
            {canZoom && (
              <Group gap={6} wrap="nowrap">
                <IconButton
                  label="Zoom out"
                  onClick={() => setZoom((z) => Math.max(MIN_ZOOM, z / ZOOM_STEP))}
                  disabled={zoom <= MIN_ZOOM}
                >
                  <IconZoomOut size={18} aria-hidden="true" />
                </IconButton>
                <Text size="sm" c="dimmed" w={48} ta="center" data-testid="zoom-level">
                  {Math.round(zoom * 100)}%
                </Text>
                <IconButton
                  label="Zoom in"
                  onClick={() => setZoom((z) => Math.min(MAX_ZOOM, z * ZOOM_STEP))}
                  disabled={zoom >= MAX_ZOOM}
                >
                  <IconZoomIn size={18} aria-hidden="true" />
                </IconButton>
                <IconButton label="Fit to screen" onClick={() => setZoom(1)}>
                  <IconZoomReset size={18} aria-hidden="true" />
                </IconButton>
              </Group>
            )}
            <Button
              size="sm"
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              onClick={entry.onDownload}
            >
              Download
            </Button>
          </Group>
          <div className={classes.stage}>{body}</div>
        </>
      )}
    </Modal>
  );
}
