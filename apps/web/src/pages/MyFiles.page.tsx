import { Paper } from '@mantine/core';
import { useState } from 'react';
import { FileBrowser, ROOT_PATH } from '@coffer/web-files';
import { PageHeader } from '@coffer/web-ui';

/**
 * My Files (spec §2). The listing, the storage bar's usage and the item actions come from the
 * files API, which is wired separately.
 */
export default function MyFilesPage() {
  const [path, setPath] = useState(ROOT_PATH);
  return (
    <>
      <PageHeader title="My Files" description="Browse and manage all your files." />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <FileBrowser view="own" items={[]} path={path} onPathChange={setPath} />
      </Paper>
    </>
  );
}
