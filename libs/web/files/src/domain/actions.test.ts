import { MAX_FILE_SIZE_BYTES } from '@coffer/shared-contracts';
import {
  bulkDeleteConfirmation,
  bulkPurgeConfirmation,
  deleteConfirmation,
  emptyTrashConfirmation,
  purgeConfirmation,
} from './confirmations';
import { collectDroppedFiles } from './directory-entries';
import { moveTargetsFor, rootMatches } from './move-targets';
import {
  NO_FILES_PASSED_VALIDATION,
  checkSelection,
  selectedListSummary,
  uploadSuccessDescription,
  type UploadCandidate,
} from './upload-selection';

const PDF_HEAD = '%PDF-1.7\n';
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const file = (name: string, type: string, size?: number, content: BlobPart = 'x'): File => {
  const f = new File([content], name, { type });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};
const candidate = (name: string, type: string, size?: number, content?: BlobPart): UploadCandidate => ({
  file: file(name, type, size, content),
  relativePath: name,
});
const refusals = async (candidates: UploadCandidate[]) =>
  (await checkSelection(candidates)).refused.map((r) => [r.relativePath, r.reason]);

describe('upload selection', () => {
  it('accepts pdf, png, jpeg and plain text up to 512 MB, by their content', async () => {
    const checked = await checkSelection([
      candidate('a.pdf', 'application/pdf', undefined, PDF_HEAD),
      candidate('b.PNG', 'image/png', undefined, PNG_HEAD),
      candidate('c.jpg', 'image/jpeg', undefined, new Uint8Array([0xff, 0xd8, 0xff, 0xe0])),
      candidate('d.jpeg', '', undefined, new Uint8Array([0xff, 0xd8, 0xff, 0xe0])),
      candidate('e.txt', 'text/plain'),
      candidate('Docs/big.pdf', 'application/pdf', MAX_FILE_SIZE_BYTES, PDF_HEAD),
    ]);
    expect(checked.refused).toEqual([]);
    expect(checked.accepted).toHaveLength(6);
  });

  it('lists each refused file with its reason, and keeps the rest', async () => {
    const checked = await checkSelection([
      candidate('ok.txt', 'text/plain'),
      candidate('movie.mp4', 'video/mp4', undefined, new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])),
      candidate('fake.pdf', 'application/pdf', 300 * 1024 * 1024, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0])),
      candidate('notes.md', 'text/plain'),
      candidate('huge.pdf', 'application/pdf', MAX_FILE_SIZE_BYTES + 1, PDF_HEAD),
      candidate('report.pdf', 'application/pdf', undefined, 'just text'),
      candidate('bad\u202Ename.txt', 'text/plain'),
    ]);
    expect(checked.accepted.map((c) => c.relativePath)).toEqual(['ok.txt']);
    expect(checked.refused.map((r) => [r.relativePath, r.reason])).toEqual([
      ['movie.mp4', 'Its content is not one of the accepted types (PDF, PNG, JPEG and plain-text (.txt) files)'],
      ['fake.pdf', 'Its content is not one of the accepted types (PDF, PNG, JPEG and plain-text (.txt) files)'],
      ['notes.md', 'Its content is plain text, so its name must end in .txt'],
      ['huge.pdf', 'Larger than 512 MB, the limit per file'],
      ['report.pdf', 'Its content is plain text, so its name must end in .txt'],
      ['bad\u202Ename.txt', 'Its name contains the invisible or control character U+202E'],
    ]);
    expect(await refusals([candidate('x.exe', '')])).toEqual([
      ['x.exe', 'Its content is plain text, so its name must end in .txt'],
    ]);
    expect(await refusals([candidate('a.png', 'text/plain', undefined, PNG_HEAD)])).toEqual([
      ['a.png', 'Its content is a PNG image, not text/plain'],
    ]);
    expect(NO_FILES_PASSED_VALIDATION).toBe('No files passed validation.');
  });

  it('refuses what goes past 2000 files in one upload', async () => {
    const many = Array.from({ length: 5 }, (_, i) => candidate(`f${i}.txt`, 'text/plain'));
    const checked = await checkSelection(many, 1997);
    expect(checked.accepted).toHaveLength(3);
    expect(checked.refused).toEqual([
      { relativePath: 'f3.txt', reason: 'More than 2000 files in one upload' },
      { relativePath: 'f4.txt', reason: 'More than 2000 files in one upload' },
    ]);
  });

  it("lists 20 names, then '+N more files'", () => {
    const many = Array.from({ length: 23 }, (_, i) => candidate(`f${i}.txt`, 'text/plain'));
    const { shown, moreLabel } = selectedListSummary(many);
    expect(shown).toHaveLength(20);
    expect(moreLabel).toBe('+3 more files');
    expect(selectedListSummary(many.slice(0, 20)).moreLabel).toBeNull();
  });

  it('names the count and up to three files in the success notice', () => {
    expect(uploadSuccessDescription(['a.txt'], false)).toBe('1 file uploaded: a.txt');
    expect(uploadSuccessDescription(['a', 'b', 'c', 'd', 'e'], true)).toBe(
      '5 files uploaded: a, b, c and 2 more with password protection',
    );
  });
});

describe('dropped folders', () => {
  it('walks directory entries in batches and keeps relative paths', async () => {
    const fileEntry = (name: string) => ({
      isFile: true,
      isDirectory: false,
      name,
      file: (ok: (f: File) => void) => ok(file(name, 'text/plain')),
    });
    const dirEntry = (name: string, children: unknown[]) => ({
      isFile: false,
      isDirectory: true,
      name,
      createReader: () => {
        const batches = [children.slice(0, 1), children.slice(1), []];
        return { readEntries: (ok: (e: unknown[]) => void) => ok(batches.shift() ?? []) };
      },
    });
    const tree = dirEntry('Top', [fileEntry('a.txt'), dirEntry('sub', [fileEntry('b.txt')]), fileEntry('c.txt')]);
    const loose = file('loose.pdf', 'application/pdf');
    const result = await collectDroppedFiles({
      items: [
        { kind: 'file', webkitGetAsEntry: () => tree },
        { kind: 'file', webkitGetAsEntry: () => null, getAsFile: () => loose },
        { kind: 'string' },
      ],
    });
    expect(result.map((c) => c.relativePath)).toEqual(['loose.pdf', 'Top/a.txt', 'Top/sub/b.txt', 'Top/c.txt']);
  });

  it('falls back to the plain file list', async () => {
    const result = await collectDroppedFiles({ items: null, files: [file('x.txt', 'text/plain')] });
    expect(result.map((c) => c.relativePath)).toEqual(['x.txt']);
  });
});

describe(moveTargetsFor.name, () => {
  const folders = [
    { id: 'a', name: 'Archive', fullPath: '/Archive/' },
    { id: 'i', name: 'Inbox', fullPath: '/Archive/Inbox/' },
    { id: 'd', name: 'Deep', fullPath: '/Archive/Inbox/Deep/' },
    { id: 'p', name: 'Photos', fullPath: '/Photos/' },
    { id: 'x', name: 'ArchiveX', fullPath: '/ArchiveX/' },
  ];

  it('leaves out a folder and its descendants, not its look-alike siblings', () => {
    const archive = { id: 'a', type: 'folder' as const, name: 'Archive', path: '/' };
    expect(moveTargetsFor(archive, folders, '').map((f) => f.id)).toEqual(['p', 'x']);
    const inbox = { id: 'i', type: 'folder' as const, name: 'Inbox', path: '/Archive/' };
    expect(moveTargetsFor(inbox, folders, '').map((f) => f.id)).toEqual(['a', 'p', 'x']);
  });

  it('offers every folder for a file and searches name or full path case-insensitively', () => {
    const item = { id: 'f', type: 'file' as const, name: 'a.txt', path: '/' };
    expect(moveTargetsFor(item, folders, '')).toHaveLength(5);
    expect(moveTargetsFor(item, folders, 'DEEP').map((f) => f.id)).toEqual(['d']);
    expect(moveTargetsFor(item, folders, 'archive/inbox').map((f) => f.id)).toEqual(['i', 'd']);
    expect(rootMatches('')).toBe(true);
    expect(rootMatches('root')).toBe(true);
    expect(rootMatches('photos')).toBe(false);
  });
});

describe('delete confirmations', () => {
  it('keeps the questions and says the items go to the trash for the retention period', () => {
    expect(deleteConfirmation({ type: 'folder', name: 'Docs' }, 30)).toBe(
      'Delete folder "Docs" and all its contents? It goes to the trash, where you can restore it for 30 days.',
    );
    expect(deleteConfirmation({ type: 'file', name: 'a.txt' }, 30)).toBe(
      'Delete "a.txt"? It goes to the trash, where you can restore it for 30 days.',
    );
    expect(deleteConfirmation({ type: 'file', name: 'a.txt' }, 7)).toBe(
      'Delete "a.txt"? It goes to the trash, where you can restore it for 7 days.',
    );
    expect(deleteConfirmation({ type: 'file', name: 'a.txt' }, 1)).toBe(
      'Delete "a.txt"? It goes to the trash, where you can restore it for 1 day.',
    );
    expect(
      bulkDeleteConfirmation(
        [
          { type: 'file', name: 'a' },
          { type: 'file', name: 'b' },
        ],
        30,
      ),
    ).toEqual({
      question: 'Delete 2 selected items?',
      note: 'They go to the trash, where you can restore them for 30 days.',
    });
    const mixed = bulkDeleteConfirmation(
      [
        { type: 'folder', name: 'A' },
        { type: 'folder', name: 'B' },
        { type: 'file', name: 'c' },
      ],
      30,
    );
    expect(mixed.question).toBe('Delete 3 selected items?');
    expect(mixed.note).toBe(
      'This includes 2 folders and all their contents. They go to the trash, where you can restore them for 30 days.',
    );
    expect(
      bulkDeleteConfirmation(
        [
          { type: 'folder', name: 'A' },
          { type: 'file', name: 'c' },
        ],
        14,
      ).note,
    ).toBe(
      'This includes 1 folder and all its contents. They go to the trash, where you can restore them for 14 days.',
    );
  });

  it('never claims a delete cannot be undone, and names no period before the server has said', () => {
    expect(deleteConfirmation({ type: 'folder', name: 'Docs' })).toBe(
      'Delete folder "Docs" and all its contents? It goes to the trash, where you can restore it.',
    );
    expect(
      bulkDeleteConfirmation(
        [
          { type: 'file', name: 'a' },
          { type: 'file', name: 'b' },
        ],
        null,
      ).note,
    ).toBe('They go to the trash, where you can restore them.');
    for (const text of [
      deleteConfirmation({ type: 'folder', name: 'x' }, 30),
      bulkDeleteConfirmation([{ type: 'folder', name: 'x' }], 30).note,
    ]) {
      expect(text).not.toMatch(/cannot be undone/);
    }
  });

  it('says that deleting from the trash is final', () => {
    expect(purgeConfirmation({ type: 'file', name: 'a.txt' })).toBe('Delete "a.txt" forever? This cannot be undone.');
    expect(purgeConfirmation({ type: 'folder', name: 'Docs' })).toBe(
      'Delete folder "Docs" and all its contents forever? This cannot be undone.',
    );
    expect(bulkPurgeConfirmation(3)).toBe('Delete 3 items forever? This cannot be undone.');
    expect(emptyTrashConfirmation(1)).toBe('Delete all 1 item in the trash forever? This cannot be undone.');
    expect(emptyTrashConfirmation(12)).toBe('Delete all 12 items in the trash forever? This cannot be undone.');
  });
});
