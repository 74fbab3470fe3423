import {
  ACCEPTED_TYPES_LABEL,
  MAX_FILES_PER_UPLOAD,
  MAX_FILE_SIZE_BYTES,
  TYPE_EXTENSIONS,
  TYPE_LABELS,
  classify,
  declaredTypeAgrees,
  extensionAgrees,
  nameProblem,
} from '@coffer/shared-contracts';

/** A file chosen for upload and its path relative to the folder being browsed. */
export interface UploadCandidate {
  file: File;
  /** 'report.pdf', or 'Project/docs/report.pdf' for a file inside a chosen folder. */
  relativePath: string;
}

export const SELECTED_NAMES_LIMIT = 20;
export const SUCCESS_NAMES_LIMIT = 3;
export const NO_FILES_PASSED_VALIDATION = 'No files passed validation.';
/** How much of a file the browser reads to check its type: enough for a NUL to show a binary file. */
export const HEAD_BYTES = 64 * 1024;
const LIMIT_MB = MAX_FILE_SIZE_BYTES / (1024 * 1024);

/** What the dialog states before anything is chosen. */
export const UPLOAD_LIMITS_TEXT = `${ACCEPTED_TYPES_LABEL}, up to ${LIMIT_MB} MB each, checked before sending.`;

/** A chosen file that will not be sent, and why. */
export interface RefusedFile {
  relativePath: string;
  reason: string;
}

export interface CheckedSelection {
  accepted: UploadCandidate[];
  refused: RefusedFile[];
}

function readHead(file: Blob, bytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, bytes));
  });
}

/**
 * Why the server would refuse this file, decided in the browser before any byte is sent: its
 * size, a name or folder name against the name rule, and its type by the same rule the server
 * applies to the bytes (here to the first 64 KiB; the server checks all of them again).
 */
export async function refusalReason(candidate: UploadCandidate): Promise<string | null> {
  const { file, relativePath } = candidate;
  if (file.size > MAX_FILE_SIZE_BYTES) return `Larger than ${LIMIT_MB} MB, the limit per file`;
  for (const segment of relativePath.split('/')) {
    const problem = nameProblem(segment);
    if (problem) return `Its name contains ${problem}`;
  }
  let head: Uint8Array;
  try {
    head = await readHead(file, HEAD_BYTES);
  } catch {
    return 'It could not be read';
  }
  const type = classify(head, head.includes(0));
  if (type === null) return `Its content is not one of the accepted types (${ACCEPTED_TYPES_LABEL})`;
  if (!extensionAgrees(type, file.name))
    return `Its content is ${TYPE_LABELS[type]}, so its name must end in ${TYPE_EXTENSIONS[type].join(' or ')}`;
  if (!declaredTypeAgrees(type, file.type)) return `Its content is ${TYPE_LABELS[type]}, not ${file.type}`;
  return null;
}

/**
 * Splits a new selection into what can be sent and what cannot (with the reason), keeping at
 * most 2000 files in one upload with the `alreadyChosen` ones.
 */
export async function checkSelection(
  incoming: readonly UploadCandidate[],
  alreadyChosen = 0,
): Promise<CheckedSelection> {
  const reasons = await Promise.all(incoming.map(refusalReason));
  const accepted: UploadCandidate[] = [];
  const refused: RefusedFile[] = [];
  incoming.forEach((candidate, i) => {
    const reason =
      reasons[i] ??
      (alreadyChosen + accepted.length >= MAX_FILES_PER_UPLOAD
        ? `More than ${MAX_FILES_PER_UPLOAD} files in one upload`
        : null);
    if (reason) refused.push({ relativePath: candidate.relativePath, reason });
    else accepted.push(candidate);
  });
  return { accepted, refused };
}

/** Adds `incoming` to `current`, skipping paths already chosen. */
export function addCandidates(
  current: readonly UploadCandidate[],
  incoming: readonly UploadCandidate[],
): UploadCandidate[] {
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

/** At most 20 names, then '+N more files'. */
export function selectedListSummary(candidates: readonly UploadCandidate[]): {
  shown: string[];
  moreLabel: string | null;
} {
  const shown = candidates.slice(0, SELECTED_NAMES_LIMIT).map((c) => c.relativePath);
  const more = candidates.length - shown.length;
  return { shown, moreLabel: more > 0 ? `+${more} more files` : null };
}

/**
 * Success notice: the count and up to three names followed by 'and N more', with
 * ' with password protection' appended when a password was set; the files that replaced
 * existing ones (`replacedNames`) are counted apart.
 */
export function uploadSuccessDescription(
  names: readonly string[],
  withPassword: boolean,
  replacedNames: readonly string[] = [],
): string {
  const list = (shown: readonly string[]) => {
    const more = shown.length > SUCCESS_NAMES_LIMIT ? ` and ${shown.length - SUCCESS_NAMES_LIMIT} more` : '';
    return `${shown.slice(0, SUCCESS_NAMES_LIMIT).join(', ')}${more}`;
  };
  const parts: string[] = [];
  if (names.length > 0) {
    parts.push(
      `${names.length} file${names.length === 1 ? '' : 's'} uploaded: ${list(names)}${withPassword ? ' with password protection' : ''}`,
    );
  }
  if (replacedNames.length > 0) {
    const one = replacedNames.length === 1;
    parts.push(
      `${replacedNames.length} file${one ? '' : 's'} replaced: ${list(replacedNames)} (${one ? 'the earlier version is' : 'the earlier versions are'} kept in the history)`,
    );
  }
  return parts.join('; ');
}
