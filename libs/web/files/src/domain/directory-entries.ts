import type { UploadCandidate } from './upload-selection';

/** The parts of the File and Directory Entries API a drop walks (FileSystemEntry and kin). */
export interface DroppedEntry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
}
interface DroppedFileEntry extends DroppedEntry {
  file(success: (file: File) => void, failure?: (error: unknown) => void): void;
}
interface DroppedDirectoryEntry extends DroppedEntry {
  createReader(): { readEntries(success: (entries: DroppedEntry[]) => void, failure?: (error: unknown) => void): void };
}

const isFileEntry = (entry: DroppedEntry): entry is DroppedFileEntry => entry.isFile;
const isDirectoryEntry = (entry: DroppedEntry): entry is DroppedDirectoryEntry => entry.isDirectory;

function fileOf(entry: DroppedFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** Every child of a directory: readEntries answers in batches until an empty one. */
async function childrenOf(entry: DroppedDirectoryEntry): Promise<DroppedEntry[]> {
  const reader = entry.createReader();
  const all: DroppedEntry[] = [];
  for (;;) {
    const batch = await new Promise<DroppedEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

/** The files under `entry`, each with its path from the dropped item ('Top/sub/a.txt'). */
export async function walkEntry(entry: DroppedEntry, prefix = ''): Promise<UploadCandidate[]> {
  const relativePath = `${prefix}${entry.name}`;
  if (isFileEntry(entry)) return [{ file: await fileOf(entry), relativePath }];
  if (!isDirectoryEntry(entry)) return [];
  const result: UploadCandidate[] = [];
  for (const child of await childrenOf(entry)) result.push(...(await walkEntry(child, `${relativePath}/`)));
  return result;
}

interface DropItemLike {
  kind: string;
  webkitGetAsEntry?: () => DroppedEntry | null;
  getAsFile?: () => File | null;
}

/**
 * The files of a drop, walking dropped folders. The entries are taken synchronously (a
 * DataTransfer empties once the drop handler returns), then walked; browsers without entries
 * give the plain file list.
 */
export function collectDroppedFiles(dataTransfer: {
  items?: ArrayLike<DropItemLike> | null;
  files?: ArrayLike<File> | null;
}): Promise<UploadCandidate[]> {
  const items = dataTransfer.items ? Array.from(dataTransfer.items).filter((i) => i.kind === 'file') : [];
  const entries: DroppedEntry[] = [];
  const loose: File[] = [];
  for (const item of items) {
    const entry = item.webkitGetAsEntry?.() ?? null;
    if (entry) entries.push(entry);
    else {
      const file = item.getAsFile?.();
      if (file) loose.push(file);
    }
  }
  if (items.length === 0 && dataTransfer.files) loose.push(...Array.from(dataTransfer.files));
  return (async () => {
    const result: UploadCandidate[] = loose.map((file) => ({ file, relativePath: file.name }));
    for (const entry of entries) result.push(...(await walkEntry(entry)));
    return result;
  })();
}
