import { Button } from '@mantine/core';
import { IconFolderOff, IconHome } from '@tabler/icons-react';
import { EmptyState } from '../EmptyState/EmptyState';

export const FOLDER_NOT_FOUND_TITLE = 'Folder not found';

/** A folder address that names no folder: say so and offer the way back to Home. */
export function FolderNotFound({ path, homeHref, onGoHome }: { path: string; homeHref: string; onGoHome: () => void }) {
  return (
    <EmptyState
      testId="folder-not-found"
      icon={<IconFolderOff size={26} aria-hidden="true" />}
      title={FOLDER_NOT_FOUND_TITLE}
      description={`There is no folder "${path}". It may have been renamed, moved or deleted.`}
      action={
        <Button
          component="a"
          href={homeHref}
          mt="xs"
          leftSection={<IconHome size={16} aria-hidden="true" />}
          onClick={(event) => {
            event.preventDefault();
            onGoHome();
          }}
        >
          Go to Home
        </Button>
      }
    />
  );
}
