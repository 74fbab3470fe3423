import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

export interface FolderLinkProps extends AnchorProps {
  /** The folder's address: a new tab, a bookmark or a copied link opens it. */
  href: string;
  /** A plain click opens the folder in the app (the page decides how). */
  onOpen: () => void;
  children: ReactNode;
  title?: string;
  'data-testid'?: string;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A real link to a folder that opens it in place on a plain click. */
export function FolderLink({ href, onOpen, children, ...props }: FolderLinkProps) {
  return (
    <Anchor
      href={href}
      {...props}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.stopPropagation();
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </Anchor>
  );
}
