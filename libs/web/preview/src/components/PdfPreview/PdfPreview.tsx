import { ActionIcon, Group, Loader, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconChevronUp, IconChevronDown } from '@tabler/icons-react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import type { ViewerEntry } from '../../domain/viewer-entry';
import { loadPdf, type PdfSource } from '../../pdf/load-pdf';
import classes from '../preview.module.css';

export interface PdfPreviewProps {
  entry: Pick<ViewerEntry, 'content' | 'contentUrl'>;
  onError: () => void;
}

async function sourceOf(entry: PdfPreviewProps['entry']): Promise<PdfSource> {
  if (entry.content) return { data: await (await entry.content).arrayBuffer() };
  if (entry.contentUrl) return { url: entry.contentUrl };
  throw new Error('No address to read the file from');
}

/** A PDF one page at a time, each page drawn on a canvas fitted to the area. */
export function PdfPreview({ entry, onError }: PdfPreviewProps) {
  const { ref, width, height } = useElementSize();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  const [rendered, setRendered] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    (async () => {
      const task = await loadPdf(await sourceOf(entry));
      destroy = () => task.destroy();
      if (cancelled) return void task.destroy();
      const loaded = await task.promise;
      if (!cancelled) setDoc(loaded);
    })().catch(() => {
      if (!cancelled) onError();
    });
    return () => {
      cancelled = true;
      void destroy?.();
    };
    // One document per file: the viewer gives each entry its own instance (key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas || width <= 0 || height <= 0) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    (async () => {
      const pdfPage = await doc.getPage(page);
      if (cancelled) return;
      const natural = pdfPage.getViewport({ scale: 1 });
      const scale = Math.min(width / natural.width, height / natural.height);
      const viewport = pdfPage.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      task = pdfPage.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await task.promise;
      if (!cancelled) setRendered(true);
    })().catch((caught: unknown) => {
      // A render replaced by the next one (another page, a new size) is not a failure.
      if (!cancelled && (caught as { name?: string } | null)?.name !== 'RenderingCancelledException') onError();
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, width, height, onError]);

  const pages = doc?.numPages ?? 0;
  return (
    <>
      <div ref={ref} className={classes.scroller} data-testid="pdf-preview">
        {!rendered && (
          <div className={classes.loading} role="status" aria-label="Loading preview">
            <Loader size="sm" aria-hidden="true" />
          </div>
        )}
        <canvas
          ref={canvasRef}
          className={classes.canvas}
          hidden={!rendered}
          aria-label={pages > 0 ? `Page ${page} of ${pages}` : undefined}
          role="img"
        />
      </div>
      {pages > 0 && (
        <Group justify="center" gap="xs" py={4}>
          <Tooltip label="Previous page" withinPortal={false}>
            <ActionIcon
              variant="default"
              aria-label="Previous page"
              disabled={page <= 1}
              onClick={() => setPage((p) => Math.max(1, p - 1))}
            >
              <IconChevronUp size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" aria-live="polite">
            Page {page} of {pages}
          </Text>
          <Tooltip label="Next page" withinPortal={false}>
            <ActionIcon
              variant="default"
              aria-label="Next page"
              disabled={page >= pages}
              onClick={() => setPage((p) => Math.min(pages, p + 1))}
            >
              <IconChevronDown size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    </>
  );
}
