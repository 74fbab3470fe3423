import { Button, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { saveBlob } from '@coffer/web-ui';
import { RECOVERY_CODES_FILE_NAME, recoveryCodesText } from '../../domain/second-factor';
import { CopyValueButton } from '../SecretShownOnce/SecretShownOnce';

export const RECOVERY_CODES_NOTE =
  'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.';

/** New recovery codes, shown this once: as a list, to download as a text file or to copy. */
export function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: readonly string[];
  email: string;
  onDone: () => void;
}) {
  const note = useRef<HTMLParagraphElement>(null);
  // Shown in place of the previous step of the open dialog: reading starts at the note.
  useEffect(() => note.current?.focus(), []);

  const download = () =>
    saveBlob(new Blob([recoveryCodesText(codes, email)], { type: 'text/plain' }), RECOVERY_CODES_FILE_NAME);

  return (
    <Stack gap="sm">
      <Text size="sm" ref={note} tabIndex={-1} style={{ outline: 'none' }}>
        {RECOVERY_CODES_NOTE}
      </Text>
      <SimpleGrid
        component="ul"
        cols={2}
        spacing="xs"
        verticalSpacing={4}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Recovery codes"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="sm">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={download}>
          Download
        </Button>
        <CopyValueButton value={codes.join('\n')} />
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
