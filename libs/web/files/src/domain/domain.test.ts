import { fileItem, folderItem } from '../testing/file-items';
import { folderFullPath, pathCrumbs } from './file-item';
import { filterItems, hasActiveFilters, matchesFilter, sortItems, type FileFilter } from './filter-sort';

const photo = fileItem({
  name: 'Beach.PNG',
  mimeType: 'image/png',
  size: 5000,
  createdAt: '2025-01-02T00:00:00Z',
  sharedWithCount: 2,
});
const report = fileItem({
  name: 'report.pdf',
  mimeType: 'application/pdf',
  size: 9000,
  createdAt: '2025-03-01T00:00:00Z',
});
const notes = fileItem({ name: 'notes.txt', mimeType: 'text/plain', size: 100, createdAt: '2024-12-31T00:00:00Z' });
const letter = fileItem({
  name: 'letter.docx',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  size: 700,
});
const clip = fileItem({ name: 'clip.mp4', mimeType: 'video/mp4', size: 1_000_000, sharedWithCount: 1 });
const folder = folderItem({ name: 'Photos', createdAt: '2025-02-01T00:00:00Z' });
const all = [photo, report, notes, letter, clip, folder];

describe('filters', () => {
  it.each<[FileFilter, string[]]>([
    ['all', ['Beach.PNG', 'report.pdf', 'notes.txt', 'letter.docx', 'clip.mp4', 'Photos']],
    ['images', ['Beach.PNG']],
    ['documents', ['report.pdf', 'notes.txt', 'letter.docx']],
    ['videos', ['clip.mp4']],
    ['shared', ['Beach.PNG', 'clip.mp4']],
    ['private', ['report.pdf', 'notes.txt', 'letter.docx', 'Photos']],
  ])('%s keeps %p', (filter, names) => {
    expect(all.filter((item) => matchesFilter(item, filter)).map((i) => i.name)).toEqual(names);
  });

  it('searches names case-insensitively by substring, combined with the filter', () => {
    expect(filterItems(all, 'all', 'BEACH').map((i) => i.name)).toEqual(['Beach.PNG']);
    expect(filterItems(all, 'all', 'o').map((i) => i.name)).toEqual([
      'report.pdf',
      'notes.txt',
      'letter.docx',
      'Photos',
    ]);
    expect(filterItems(all, 'documents', 'T').map((i) => i.name)).toEqual(['report.pdf', 'notes.txt', 'letter.docx']);
    expect(filterItems(all, 'images', 'report')).toEqual([]);
    expect(filterItems(all, 'all', '  ')).toHaveLength(all.length);
  });

  it('knows when filters are active', () => {
    expect(hasActiveFilters('all', ' ')).toBe(false);
    expect(hasActiveFilters('images', '')).toBe(true);
    expect(hasActiveFilters('all', 'x')).toBe(true);
  });
});

describe(sortItems.name, () => {
  it('sorts by name A to Z', () => {
    expect(sortItems(all, 'name').map((i) => i.name)).toEqual([
      'Beach.PNG',
      'clip.mp4',
      'letter.docx',
      'notes.txt',
      'Photos',
      'report.pdf',
    ]);
  });

  it('sorts by date, newest first', () => {
    expect(sortItems([notes, photo, folder, report], 'date').map((i) => i.name)).toEqual([
      'report.pdf',
      'Photos',
      'Beach.PNG',
      'notes.txt',
    ]);
  });

  it('sorts by size, largest first, folders last', () => {
    expect(sortItems([notes, folder, clip, report], 'size').map((i) => i.name)).toEqual([
      'clip.mp4',
      'report.pdf',
      'notes.txt',
      'Photos',
    ]);
  });

  it('leaves its input alone', () => {
    const input = [report, photo];
    sortItems(input, 'name');
    expect(input).toEqual([report, photo]);
  });
});

describe('paths', () => {
  it("builds a folder's full path", () => {
    expect(folderFullPath({ path: '/', name: 'Photos' })).toBe('/Photos/');
    expect(folderFullPath({ path: '/Photos/', name: '2024' })).toBe('/Photos/2024/');
  });

  it('lists Home, then each segment', () => {
    expect(pathCrumbs('/')).toEqual([{ label: 'Home', path: '/' }]);
    expect(pathCrumbs('/Photos/2024/')).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Photos', path: '/Photos/' },
      { label: '2024', path: '/Photos/2024/' },
    ]);
  });
});
