import { acceptAttribute, claimedType, dropRefusal, limitLines, needsForm, typesLabel } from './drop-rules';

const MB = 1024 * 1024;
const file = (name: string, size = 10, type = '') => ({ name, size, type });
const OPEN = { acceptedTypes: [], maxFileBytes: null, remainingFiles: null, remainingBytes: null };

describe(dropRefusal.name, () => {
  it('takes a file of an accepted type within every limit', () => {
    expect(dropRefusal(file('scan.pdf', 5, 'application/pdf'), OPEN)).toBeNull();
    expect(dropRefusal(file('notes.txt'), { ...OPEN, acceptedTypes: ['text/plain'] })).toBeNull();
  });

  it('refuses a type the request does not accept, in the server words', () => {
    expect(dropRefusal(file('x.docx'), { ...OPEN, acceptedTypes: ['application/pdf'] })).toBe(
      '"x.docx" is not a type this request accepts (PDF).',
    );
    expect(
      dropRefusal(file('photo.png', 5, 'image/png'), { ...OPEN, acceptedTypes: ['image/jpeg', 'application/pdf'] }),
    ).toBe('"photo.png" is not a type this request accepts (JPEG image, PDF).');
    // No accepted types named: every type of the instance, and nothing else.
    expect(dropRefusal(file('archive.zip'), OPEN)).toBe(
      '"archive.zip" is not a type this request accepts (PDF, PNG image, JPEG image, plain text).',
    );
  });

  it("refuses a file over the request's per-file limit", () => {
    expect(dropRefusal(file('x.pdf', 10 * MB + 1), { ...OPEN, maxFileBytes: 10 * MB })).toBe(
      '"x.pdf" is larger than this request\'s limit of 10 MB per file.',
    );
    expect(dropRefusal(file('x.pdf', 10 * MB), { ...OPEN, maxFileBytes: 10 * MB })).toBeNull();
    expect(dropRefusal(file('x.pdf', 2 * MB), { ...OPEN, maxFileBytes: MB })).toBe(
      '"x.pdf" is larger than this request\'s limit of 1.0 MB per file.',
    );
  });

  it('refuses past the files and bytes left, counting what the page has queued', () => {
    const limits = { ...OPEN, remainingFiles: 2, remainingBytes: 5 * MB };
    expect(dropRefusal(file('a.pdf', MB), limits, { files: 2, bytes: 0 })).toBe('This request cannot take more files.');
    expect(dropRefusal(file('a.pdf', 4 * MB), limits, { files: 0, bytes: 1.8 * MB })).toBe(
      'This request has room for 3.2 MB more.',
    );
    expect(dropRefusal(file('a.pdf', 2 * MB), limits, { files: 1, bytes: 3 * MB })).toBeNull();
  });
});

describe(claimedType.name, () => {
  it('reads the type from the name, as the server does before any byte', () => {
    expect(claimedType('A.JPEG')).toBe('image/jpeg');
    expect(claimedType('a.txt')).toBe('text/plain');
    expect(claimedType('a.docx')).toBeNull();
  });
});

describe('request details', () => {
  it('names the accepted types and the picker filter', () => {
    expect(typesLabel([])).toBe('PDF, PNG image, JPEG image, plain text');
    expect(acceptAttribute(['application/pdf'])).toBe('.pdf,application/pdf');
  });

  it('lists the limits a visitor should know', () => {
    expect(
      limitLines(
        {
          acceptedTypes: ['application/pdf'],
          maxFileBytes: 10 * MB,
          maxFiles: 20,
          remainingFiles: 17,
          maxTotalBytes: 100 * MB,
          remainingBytes: 40 * MB,
          expiresAt: '2030-01-01T00:00:00.000Z',
        },
        () => 'Jan 1, 2030',
      ),
    ).toEqual([
      'Accepted: PDF.',
      'Up to 10 MB per file.',
      'Up to 20 files in all (17 left).',
      'Up to 100 MB in all (40 MB left).',
      'Open until Jan 1, 2030.',
    ]);
  });

  it('asks for a form only when the request wants something typed', () => {
    const none = { passwordRequired: false, requireName: false, requireEmail: false, restricted: false };
    expect(needsForm(none)).toBe(false);
    expect(needsForm({ ...none, restricted: true })).toBe(true);
    expect(needsForm({ ...none, requireName: true })).toBe(true);
  });
});
