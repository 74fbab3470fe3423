import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { conflictTitle, keepBothExample, type UploadConflictChoice } from '../../domain/upload-conflicts';

/** The files of an upload whose names the target folder's files already have. */
export interface UploadConflict {
  /** The target folder's full path ('/A/B/', '/' for Home). */
  folderPath: string;
  /** The clashing names, as chosen. */
  names: string[];
  /** Every file name of the folder (for the Keep both example). */
  taken: ReadonlySet<string>;
}

export interface UploadConflictDialogProps {
  /** null: closed. */
  conflict: UploadConflict | null;
  /** Replace, Keep both, or null for Cancel (nothing is sent). */
  onChoose: (choice: UploadConflictChoice | null) => void;
}

/** Names shown before '… and N more'. */
const SHOWN = 10;

/** Asks once per upload what to do with files whose names are taken in the target folder. */
export function UploadConflictDialog({ conflict, onChoose }: UploadConflictDialogProps) {
  const names = conflict?.names ?? [];
  const example = names[0] && conflict ? keepBothExample(names[0], conflict.taken) : '';
  return (
    <Modal
      opened={conflict !== null}
      onClose={() => onChoose(null)}
      title={conflict ? conflictTitle(names.length, conflict.folderPath) : ''}
      centered
    >
      <Stack gap="sm">
        <List size="sm" spacing={2} aria-label="Files that already exist">
          {names.slice(0, SHOWN).map((name) => (
            <List.Item key={name}>{name}</List.Item>
          ))}
          {names.length > SHOWN && <List.Item>{`and ${names.length - SHOWN} more`}</List.Item>}
        </List>
        <Text size="sm">
          <strong>Replace</strong> gives {names.length === 1 ? 'the file' : 'these files'} the new content. The current
          versions are kept in each file&apos;s history.
        </Text>
        <Text size="sm">
          <strong>Keep both</strong> adds the new {names.length === 1 ? 'file' : 'files'} under a numbered name
          {example ? ` ("${example}")` : ''}.
        </Text>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={() => onChoose(null)}>
            Cancel
          </Button>
          <Button variant="light" onClick={() => onChoose('keepBoth')}>
            Keep both
          </Button>
          <Button onClick={() => onChoose('replace')}>Replace</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
