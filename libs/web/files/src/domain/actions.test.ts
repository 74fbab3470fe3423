import { MAX_FILE_SIZE_BYTES } from '@coffer/shared-contracts';
import { bulkDeleteConfirmation, deleteConfirmation } from './confirmations';
import { collectDroppedFiles } from './directory-entries';
import { normalizeEmailEntries, normalizeEmails, parseEmailList } from './emails';
import { moveTargetsFor, rootMatches } from './move-targets';
import { generatePassword } from './password';
import { createLinkInput, expiryOfLink, initialShareForm, updateLinkInput } from './share-settings';
import {
  NO_FILES_PASSED_VALIDATION,
  isAcceptedFile,
  selectedListSummary,
  uploadSuccessDescription,
  validateSelection,
  type UploadCandidate,
} from './upload-selection';

const file = (name: string, type: string, size = 10): File => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const candidate = (name: string, type: string, size = 10): UploadCandidate => ({ file: file(name, type, size), relativePath: name });

describe('upload selection (spec §5)', () => {
  it('accepts pdf, png, jpeg and plain text up to 512 MB', () => {
    for (const [name, type] of [['a.pdf', 'application/pdf'], ['b.PNG', 'image/png'], ['c.jpg', 'image/jpeg'], ['d.jpeg', ''], ['e.txt', 'text/plain']] as const) {
      expect(isAcceptedFile(file(name, type))).toBe(true);
    }
    expect(isAcceptedFile(file('big.pdf', 'application/pdf', MAX_FILE_SIZE_BYTES))).toBe(true);
  });

  it('drops other types, mismatched claims and oversize files silently', () => {
    const kept = validateSelection([
      candidate('ok.txt', 'text/plain'),
      candidate('movie.mp4', 'video/mp4'),
      candidate('fake.png', 'text/plain'),
      candidate('notes.md', 'text/plain'),
      candidate('.txt', 'text/plain'),
      candidate('huge.pdf', 'application/pdf', MAX_FILE_SIZE_BYTES + 1),
    ]);
    expect(kept.map((c) => c.relativePath)).toEqual(['ok.txt']);
    expect(validateSelection([candidate('x.exe', '')])).toEqual([]);
    expect(NO_FILES_PASSED_VALIDATION).toBe('No files passed validation.');
  });

  it('keeps at most 2000 files of a selection', () => {
    const many = Array.from({ length: 2005 }, (_, i) => candidate(`f${i}.txt`, 'text/plain'));
    expect(validateSelection(many)).toHaveLength(2000);
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
    expect(uploadSuccessDescription(['a', 'b', 'c', 'd', 'e'], true)).toBe('5 files uploaded: a, b, c and 2 more with password protection');
  });
});

describe('dropped folders', () => {
  it('walks directory entries in batches and keeps relative paths', async () => {
    const fileEntry = (name: string) => ({ isFile: true, isDirectory: false, name, file: (ok: (f: File) => void) => ok(file(name, 'text/plain')) });
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
        { kind: 'file', webkitGetAsEntry: () => tree as never },
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

describe('e-mail lists', () => {
  it('trims, lowercases, drops blanks and duplicates', () => {
    expect(normalizeEmails([' Ann@Example.com ', 'ann@example.com', '', '  ', 'BOB@x.io'])).toEqual(['ann@example.com', 'bob@x.io']);
    expect(parseEmailList(' A@b.co, ,c@d.co,A@B.CO ')).toEqual(['a@b.co', 'c@d.co']);
    expect(normalizeEmailEntries(['a@b.co, C@d.co;e@f.co  g@h.co'])).toEqual(['a@b.co', 'c@d.co', 'e@f.co', 'g@h.co']);
  });
});

describe(generatePassword.name, () => {
  it('makes 8 letters and digits from the random source, skipping biased bytes', () => {
    const sut = generatePassword(8, (a) => a.map((_, i) => (i === 0 ? 255 : i)));
    expect(sut).toHaveLength(8);
    expect(sut).toBe('BCDEFGHI');
    for (let i = 0; i < 50; i += 1) expect(generatePassword()).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(new Set(Array.from({ length: 20 }, () => generatePassword())).size).toBeGreaterThan(15);
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

describe('delete confirmations (spec §5)', () => {
  it('has the folder, file and bulk texts', () => {
    expect(deleteConfirmation({ type: 'folder', name: 'Docs' })).toBe('Delete folder "Docs" and all its contents? This action cannot be undone.');
    expect(deleteConfirmation({ type: 'file', name: 'a.txt' })).toBe('Delete "a.txt"?');
    expect(bulkDeleteConfirmation([{ type: 'file', name: 'a' }, { type: 'file', name: 'b' }])).toEqual({ question: 'Delete 2 selected items?', note: null });
    const mixed = bulkDeleteConfirmation([{ type: 'folder', name: 'A' }, { type: 'folder', name: 'B' }, { type: 'file', name: 'c' }]);
    expect(mixed.question).toBe('Delete 3 selected items?');
    expect(mixed.note).toBe('This includes 2 folders and all their contents. This action cannot be undone.');
  });
});

describe('share settings', () => {
  const link = { id: 'l', scope: 'PUBLIC' as const, allowedEmails: [], hasPassword: false, createdAt: '2025-01-01T00:00:00Z', expiresAt: '2025-01-08T00:00:00Z', revoked: false };

  it('creates with scope, expiry seconds, e-mails only when restricted, and the password', () => {
    const form = { ...initialShareForm(null), visibility: 'specific' as const, expiry: 'never' as const, emailsText: ' A@b.co, ', passwordEnabled: true, password: ' pw1 ' };
    expect(createLinkInput(form)).toEqual({ scope: 'RESTRICTED', expiresIn: null, emails: ['a@b.co'], password: 'pw1' });
    expect(createLinkInput(initialShareForm(null))).toEqual({ scope: 'PUBLIC', expiresIn: 604800 });
  });

  it('edits only what changed: expiry when changed, a password set or removed', () => {
    expect(expiryOfLink(link)).toBe('7d');
    const unchanged = initialShareForm(link);
    expect(updateLinkInput(unchanged, link)).toEqual({ scope: 'PUBLIC', emails: [] });
    expect(updateLinkInput({ ...unchanged, expiry: '24h', passwordEnabled: true, password: 'x' }, link)).toEqual({ scope: 'PUBLIC', emails: [], expiresIn: 86400, password: 'x' });
    const protectedLink = { ...link, hasPassword: true };
    expect(updateLinkInput({ ...initialShareForm(protectedLink), passwordEnabled: false }, protectedLink)).toEqual({ scope: 'PUBLIC', emails: [], password: null });
  });
});
