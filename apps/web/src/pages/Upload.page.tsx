import { Text } from '@mantine/core';

/** Spec §2: /dashboard/upload and /app/upload show only the word 'Upload'. */
export default function UploadPage() {
  return <Text>Upload</Text>;
}
