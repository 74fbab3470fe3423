import { Paper } from '@mantine/core';
import { FileManager } from '@coffer/web-files';
import { FILE_SHARE_DIALOGS } from '@coffer/web-sharing';
import { PageHeader } from '@coffer/web-ui';

/** My Files: breadcrumb, toolbar, grid or list, and the storage bar at the bottom; the folder is in the address. */
export default function MyFilesPage() {
  return (
    <>
      <PageHeader title="My Files" description="Browse and manage all your files." />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <FileManager shareDialogs={FILE_SHARE_DIALOGS} withStorageBar />
      </Paper>
    </>
  );
}
