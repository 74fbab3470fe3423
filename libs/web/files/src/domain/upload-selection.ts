import { MAX_FILES_PER_UPLOAD, MAX_FILE_SIZE_BYTES } from '@coffer/shared-contracts';

/** A file chosen for upload and its path relative to the folder being browsed. */
export interface UploadCandidate {
  file: File;
  /** 'report.pdf', or 'Project/docs/report.pdf' for a file inside a chosen folder. */
  relativePath: string;
}

/** Spec §9 accepted types (pdf, png, jpeg, plain text): extension and the type the browser claims. */
const ACCEPTED: ReadonlyArray<{ extensions: readonly string[]; types: readonly string[] }> = [
  { extensions: ['.pdf'], types: ['application/pdf', 'application/x-pdf'] },
  { extensions: ['.png'], types: ['image/png', 'image/x-png'] },
  { extensions: ['.jpg', '.jpeg'], types: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  { extensions: ['.txt'], types: ['text/plain'] },
];

/** For the file pickers' `accept` attribute. */
export const UPLOAD_ACCEPT = '.pdf,.png,.jpg,.jpeg,.txt,application/pdf,image/png,image/jpeg,text/plain';
export const SELECTED_NAMES_LIMIT = 20;
export const SUCCESS_NAMES_LIMIT = 3;
export const NO_FILES_PASSED_VALIDATION = 'No files passed validation.';

/**
 * Spec §5: an accepted type (by extension, and by the browser's claim when it makes one) and at
 * most 512 MB. The server checks the bytes again.
 */
export function isAcceptedFile(file: Pick<File, 'name' | 'type' | 'size'>): boolean {
  if (file.size > MAX_FILE_SIZE_BYTES) return false;
  const name = file.name.toLowerCase();
  const claimed = (file.type ?? '').split(';')[0]!.trim().toLowerCase();
  return ACCEPTED.some(
    ({ extensions, types }) =>
      extensions.some((ext) => name.endsWith(ext) && name.length > ext.length) &&
      (claimed === '' || claimed === 'application/octet-stream' || types.includes(claimed)),
  );
}

/** Drops (silently) files of other types, oversize files and anything past 2000 files. */
export function validateSelection(candidates: readonly UploadCandidate[]): UploadCandidate[] {
  return candidates.filter((c) => isAcceptedFile(c.file)).slice(0, MAX_FILES_PER_UPLOAD);
}

/** Adds `incoming` to `current`, skipping paths already chosen. */
export function addCandidates(current: readonly UploadCandidate[], incoming: readonly UploadCandidate[]): UploadCandidate[] {
  const seen = new Set(current.map((c) => c.relativePath));
  const next = [...current];
  for (const c of incoming) {
    if (seen.has(c.relativePath)) continue;
    seen.add(c.relativePath);
    next.push(c);
  }
  return next.slice(0, MAX_FILES_PER_UPLOAD);
}

/** Candidates from a plain file list; a folder pick's files carry their webkitRelativePath. */
export function candidatesFromFiles(files: Iterable<File>): UploadCandidate[] {
  return [...files].map((file) => ({ file, relativePath: file.webkitRelativePath || file.name }));
}

/** Spec §2: at most 20 names, then '+N more files'. */
export function selectedListSummary(candidates: readonly UploadCandidate[]): { shown: string[]; moreLabel: string | null } {
  const shown = candidates.slice(0, SELECTED_NAMES_LIMIT).map((c) => c.relativePath);
  const more = candidates.length - shown.length;
  return { shown, moreLabel: more > 0 ? `+${more} more files` : null };
}

/**
 * Spec §8 success notice: the count and up to three names followed by 'and N more', with
 * ' with password protection' appended when a password was set.
 */
export function uploadSuccessDescription(names: readonly string[], withPassword: boolean): string {
  const count = names.length;
  const shown = names.slice(0, SUCCESS_NAMES_LIMIT).join(', ');
  const more = count > SUCCESS_NAMES_LIMIT ? ` and ${count - SUCCESS_NAMES_LIMIT} more` : '';
  return `${count} file${count === 1 ? '' : 's'} uploaded: ${shown}${more}${withPassword ? ' with password protection' : ''}`;
}
