import { trashUrl } from './folder-url';
import {
  daysLeft,
  daysLeftLabel,
  originalLocation,
  restoredMessage,
  restoredToast,
  retentionLine,
  trashEntrySize,
} from './trash';

const NOW = Date.parse('2026-11-25T10:00:00.000Z');
const inDays = (days: number) => new Date(NOW + days * 24 * 60 * 60 * 1000).toISOString();

describe('trash entries', () => {
  it('shows the root as My Files and any other folder by its path', () => {
    expect(originalLocation('/')).toBe('My Files');
    expect(originalLocation('/Projects/2024 Q1/')).toBe('/Projects/2024 Q1');
  });

  it("gives a file's size, and a folder's total bytes and the items inside it", () => {
    expect(trashEntrySize({ type: 'file', totalBytes: 1536, itemCount: 1 })).toBe('1.5 KB');
    expect(trashEntrySize({ type: 'file', totalBytes: 0, itemCount: 1 })).toBe('0 B');
    expect(trashEntrySize({ type: 'folder', totalBytes: 2048, itemCount: 4 })).toBe('2.0 KB · 3 items');
    expect(trashEntrySize({ type: 'folder', totalBytes: 10, itemCount: 2 })).toBe('10 B · 1 item');
    expect(trashEntrySize({ type: 'folder', totalBytes: 0, itemCount: 1 })).toBe('Empty folder');
  });

  it('counts the days left, rounded up', () => {
    expect(daysLeft(inDays(30), NOW)).toBe(30);
    expect(daysLeft(inDays(29.2), NOW)).toBe(30);
    expect(daysLeft(inDays(-1), NOW)).toBe(0);
    expect(daysLeftLabel(inDays(30), NOW)).toBe('30 days left');
    expect(daysLeftLabel(inDays(1.5), NOW)).toBe('2 days left');
    expect(daysLeftLabel(inDays(1), NOW)).toBe('1 day left');
    expect(daysLeftLabel(inDays(0.4), NOW)).toBe('Less than a day left');
  });

  it('says how long deleted items stay', () => {
    expect(retentionLine(30)).toBe('Deleted items stay here for 30 days before they are deleted for good.');
    expect(retentionLine(1)).toBe('Deleted items stay here for 1 day before they are deleted for good.');
  });

  it('names where a restored item went, and its new name when the old one was taken', () => {
    expect(restoredMessage({ name: 'a.txt' }, { name: 'a.txt', path: '/' })).toBe('"a.txt" is back in My Files.');
    expect(restoredMessage({ name: 'Docs' }, { name: 'Docs (1)', path: '/Work/' })).toBe(
      '"Docs" is back in /Work as "Docs (1)".',
    );
    expect(restoredToast([{ id: '1', name: 'a.txt' }], [{ id: '1', name: 'a.txt', path: '/X/' }])).toEqual({
      title: 'Restored',
      description: '"a.txt" is back in /X.',
    });
    expect(
      restoredToast(
        [
          { id: '1', name: 'a.txt' },
          { id: '2', name: 'b' },
        ],
        [
          { id: '1', name: 'a.txt', path: '/' },
          { id: '2', name: 'b (2)', path: '/' },
        ],
      ),
    ).toEqual({
      title: '2 items restored',
      description: '"a.txt" is back in My Files. "b" is back in My Files as "b (2)".',
    });
  });

  it('links to the Trash under the prefix in use', () => {
    expect(trashUrl('/app/my-files/A')).toBe('/app/trash');
    expect(trashUrl('/app')).toBe('/app/trash');
    expect(trashUrl('/dashboard')).toBe('/dashboard/trash');
    expect(trashUrl('/')).toBe('/dashboard/trash');
    expect(trashUrl('/apple')).toBe('/dashboard/trash');
  });
});
