import { fileKind, FILE_KIND_COLORS } from './file-kind';
import { formatDate } from './format-date';
import { formatFileSize } from './format-file-size';
import { DEFAULT_STORAGE_TOTAL_BYTES, formatGB, formatPercent, storageColor, storageFigures } from './storage';

describe(formatFileSize.name, () => {
  it.each([
    [null, '-'],
    [undefined, '-'],
    [0, '-'],
    [1, '1 B'],
    [39, '39 B'],
    [1023, '1,023 B'],
    [512 * 1.5, '768 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [1023 * 1024, '1,023.0 KB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [1024 * 1024, '1.0 MB'],
    [5.25 * 1024 * 1024, '5.3 MB'],
    [3 * 1024 * 1024 * 1024, '3,072.0 MB'],
  ])('shows %p bytes as %p', (bytes, expected) => {
    expect(formatFileSize(bytes, 'en-US')).toBe(expected);
  });

  it.each([
    [39, '39 B'],
    [1536, '1,5 KB'],
    [5.25 * 1024 * 1024, '5,3 MB'],
    [3 * 1024 * 1024 * 1024, '3.072,0 MB'],
  ])('writes %p bytes as %p for a German reader', (bytes, expected) => {
    expect(formatFileSize(bytes, 'de-DE')).toBe(expected);
  });
});

describe(formatDate.name, () => {
  it("writes the short month, day and year of the reader's locale", () => {
    expect(formatDate('2025-03-05T12:00:00.000Z', 'en-US')).toBe('Mar 5, 2025');
    expect(formatDate(new Date(2024, 11, 31, 12), 'en-US')).toBe('Dec 31, 2024');
    expect(formatDate('2025-03-05T12:00:00.000Z', 'de-DE')).toBe('5. März 2025');
    expect(formatDate('2025-03-05T12:00:00.000Z', 'en-GB')).toBe('5 Mar 2025');
  });

  it.each([[null], [undefined], [''], ['not a date']])('shows %p as "-"', (value) => {
    expect(formatDate(value)).toBe('-');
  });
});

describe('storage figures', () => {
  it.each([
    [0, 'green'],
    [74.9, 'green'],
    [75, 'yellow'],
    [89.9, 'yellow'],
    [90, 'red'],
    [100, 'red'],
  ])('colours %p percent %p', (percent, color) => {
    expect(storageColor(percent)).toBe(color);
  });

  it('defaults the total to 15 GB when none is supplied', () => {
    const gb = 1024 ** 3;
    expect(DEFAULT_STORAGE_TOTAL_BYTES).toBe(15 * gb);
    expect(storageFigures(3 * gb, null)).toEqual({ usedGB: 3, totalGB: 15, freeGB: 12, percent: 20 });
    expect(storageFigures(3 * gb, 0).totalGB).toBe(15);
    expect(storageFigures(5 * gb, 10 * gb)).toEqual({ usedGB: 5, totalGB: 10, freeGB: 5, percent: 50 });
  });

  it('caps percent at 100 and free space at 0', () => {
    expect(storageFigures(20, 10)).toMatchObject({ percent: 100, freeGB: 0 });
  });

  it('formats GB with two decimals, whole numbers plain', () => {
    expect(formatGB(15)).toBe('15 GB');
    expect(formatGB(0.1234)).toBe('0.12 GB');
    expect(formatGB(0.1234, 'de-DE')).toBe('0,12 GB');
    expect(formatPercent(12.34, 'en-US')).toBe('12.3%');
    expect(formatPercent(12.34, 'de-DE')).toBe('12,3%');
  });
});

describe(fileKind.name, () => {
  it.each([
    [{ mimeType: 'application/pdf', name: 'a.pdf' }, 'pdf', 'red'],
    [{ mimeType: 'text/plain', name: 'notes.txt' }, 'document', 'blue'],
    [{ mimeType: null, name: 'letter.docx' }, 'document', 'blue'],
    [{ mimeType: 'application/rtf', name: 'x.rtf' }, 'document', 'blue'],
    [{ mimeType: 'image/png', name: 'p.png' }, 'image', 'green'],
    [{ mimeType: 'video/mp4', name: 'v.mp4' }, 'video', 'violet'],
    [{ mimeType: 'audio/mpeg', name: 's.mp3' }, 'audio', 'orange'],
    [{ mimeType: 'application/zip', name: 'a.zip' }, 'archive', 'yellow'],
    [{ mimeType: 'application/json', name: 'a.json' }, 'code', 'indigo'],
    [{ mimeType: 'text/csv', name: 'a.csv' }, 'spreadsheet', 'emerald'],
    [{ mimeType: null, name: 'budget.xlsx' }, 'spreadsheet', 'emerald'],
    [
      { mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', name: 'd.pptx' },
      'presentation',
      'amber',
    ],
    [{ mimeType: 'application/octet-stream', name: 'blob.bin' }, 'other', 'gray'],
    [{ type: 'folder' as const, mimeType: null, name: 'Photos' }, 'folder', 'blue'],
  ])('maps %p to %p in %p', (item, kind, color) => {
    expect(fileKind(item)).toBe(kind);
    expect(FILE_KIND_COLORS[fileKind(item)]).toBe(color);
  });
});
