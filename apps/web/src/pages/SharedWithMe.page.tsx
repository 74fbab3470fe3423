import { Paper } from '@mantine/core';
import { FileBrowser } from '@coffer/web-files';
import { PageHeader } from '@coffer/web-ui';

/**
 * Shared With Me (spec §2): view and download only. The shared files, the 'N new file(s)' count
 * and the storage bar come from the sharing API, which is wired separately.
 */
export default function SharedWithMePage() {
  return (
    <>
      <PageHeader title="Shared with Me" description="Files that others have shared with you" />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <FileBrowser view="shared" items={[]} />
      </Paper>
    </>
  );
}
