import { Alert, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { readTextPreview, type TextPreview as TextContent } from '../../domain/text-preview';
import type { ViewerEntry } from '../../domain/viewer-entry';
import classes from '../preview.module.css';

export const TEXT_TRUNCATED_NOTE =
  'This file is longer than 1 MB: only its beginning is shown. Download it to see it all.';

export interface TextPreviewProps {
  entry: Pick<ViewerEntry, 'content' | 'contentUrl' | 'size'>;
  onError: () => void;
}

/** The start of a text file (1 MiB at most) in monospace; React escapes it as text. */
export function TextPreview({ entry, onError }: TextPreviewProps) {
  const [content, setContent] = useState<TextContent | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    readTextPreview(entry, abort.signal).then(setContent, () => {
      if (!abort.signal.aborted) onError();
    });
    return () => abort.abort();
    // One read per file: the viewer gives each entry its own instance (key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!content)
    return (
      <div className={classes.loading} role="status" aria-label="Loading preview">
        <Loader size="sm" aria-hidden="true" />
      </div>
    );
  return (
    <>
      {content.truncated && (
        <Alert color="blue" variant="light" role="status" py={6}>
          {TEXT_TRUNCATED_NOTE}
        </Alert>
      )}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling area must take the focus to be scrolled by keyboard */}
      <pre className={classes.text} data-testid="text-preview" tabIndex={0} aria-label="File contents">
        {content.text}
      </pre>
    </>
  );
}
