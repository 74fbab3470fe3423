import { UploadView } from '@coffer/web-files';
import { PageHeader } from '@coffer/web-ui';

/** Upload: files and folders into a chosen folder, through the same queue as the Upload dialog. */
export default function UploadPage() {
  return (
    <>
      <PageHeader title="Upload" description="Add files and folders to your cloud." />
      <UploadView />
    </>
  );
}
