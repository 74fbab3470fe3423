import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@coffer/web-data-access';
import { folderFileNames } from '../api/folder-file-names';
import { clashingNames, type UploadConflictChoice } from '../domain/upload-conflicts';
import type { UploadCandidate } from '../domain/upload-selection';
import { UploadConflictDialog, type UploadConflict } from '../components/UploadConflictDialog/UploadConflictDialog';

/** What an upload goes ahead with: null when the user cancelled. */
export interface ConflictDecision {
  choice: UploadConflictChoice;
  /** The relative paths of the files that replace existing ones (Replace only). */
  replacing: Set<string>;
}

/**
 * Before files go into a folder: asks (once per upload) whether files whose names are taken
 * there replace the existing ones or are kept beside them. Render `dialog`; `decide` resolves
 * with the choice, at once when nothing clashes.
 */
export function useUploadConflicts(): {
  decide: (folderPath: string, candidates: readonly UploadCandidate[]) => Promise<ConflictDecision | null>;
  dialog: React.ReactNode;
} {
  const client = useApolloClient();
  const [conflict, setConflict] = useState<UploadConflict | null>(null);
  const answer = useRef<((choice: UploadConflictChoice | null) => void) | null>(null);

  const decide = useCallback(
    async (folderPath: string, candidates: readonly UploadCandidate[]): Promise<ConflictDecision | null> => {
      let taken: Set<string>;
      try {
        taken = await folderFileNames(client, folderPath);
      } catch {
        // Unknown names: the server's default (keep both) loses nothing.
        return { choice: 'keepBoth', replacing: new Set() };
      }
      const names = clashingNames(candidates, taken);
      if (names.length === 0) return { choice: 'keepBoth', replacing: new Set() };
      const choice = await new Promise<UploadConflictChoice | null>((resolve) => {
        answer.current = resolve;
        setConflict({ folderPath, names, taken });
      });
      if (choice === null) return null;
      const clashing = new Set(names);
      const replacing =
        choice === 'replace'
          ? new Set(
              candidates
                .filter((c) => !c.relativePath.includes('/') && clashing.has(c.relativePath.normalize('NFC')))
                .map((c) => c.relativePath),
            )
          : new Set<string>();
      return { choice, replacing };
    },
    [client],
  );

  const onChoose = (choice: UploadConflictChoice | null) => {
    setConflict(null);
    answer.current?.(choice);
    answer.current = null;
  };

  return { decide, dialog: <UploadConflictDialog conflict={conflict} onChoose={onChoose} /> };
}
