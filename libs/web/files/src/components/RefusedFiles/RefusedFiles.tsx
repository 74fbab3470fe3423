import { Alert, List, Text } from '@mantine/core';
import type { RefusedFile } from '../../domain/upload-selection';

/** The files of a selection that will not be sent, each with the reason (nothing when none). */
export function RefusedFiles({ refused }: { refused: readonly RefusedFile[] }) {
  if (refused.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title={`${refused.length} ${refused.length === 1 ? 'file' : 'files'} will not be uploaded`}
    >
      <List
        size="sm"
        spacing={2}
        aria-label="Refused files"
        mah={160}
        style={{ overflowY: 'auto', overflowWrap: 'anywhere' }}
      >
        {refused.map((r) => (
          <List.Item key={r.relativePath}>
            <Text span size="sm" fw={600}>
              {r.relativePath}
            </Text>
            <Text span size="sm">
              {`: ${r.reason}`}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
