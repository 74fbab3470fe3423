import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import classes from '../preview.module.css';

export interface ImagePreviewProps {
  url: string;
  name: string;
  /** 1: fitted to the screen (never enlarged past the image's own size). */
  zoom: number;
  onError: () => void;
}

/** An image fitted to the area, scaled by `zoom`; scrolls when zoomed past the area. */
export function ImagePreview({ url, name, zoom, onError }: ImagePreviewProps) {
  const { ref, width, height } = useElementSize();
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const fit = natural && width > 0 && height > 0 ? Math.min(width / natural.width, height / natural.height, 1) : null;
  const size =
    natural && fit !== null ? { width: natural.width * fit * zoom, height: natural.height * fit * zoom } : null;

  return (
    <div ref={ref} className={classes.scroller} data-testid="image-preview">
      <img
        src={url}
        alt={name}
        className={classes.image}
        style={size ? { width: size.width, height: size.height } : { maxWidth: '100%', maxHeight: '100%' }}
        onLoad={(event) =>
          setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
        }
        onError={onError}
      />
    </div>
  );
}
