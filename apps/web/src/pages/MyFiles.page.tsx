import { Paper } from '@mantine/core';
import { useState } from 'react';
import { FileManager, ROOT_PATH } from '@coffer/web-files';
import { PageHeader } from '@coffer/web-ui';

/** My Files (spec §2): breadcrumb, toolbar, grid or list, and the storage bar at the bottom. */
export default function MyFilesPage() {
  const [path, setPath] = useState(ROOT_PATH);
  return (
    <>
      <PageHeader title="My Files" description="Browse and manage all your files." />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <FileManager path={path} onPathChange={setPath} withStorageBar />
      </Paper>
    </>
  );
}
