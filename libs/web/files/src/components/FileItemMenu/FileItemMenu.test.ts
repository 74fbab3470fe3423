import { fileItem, folderItem } from '../../testing/file-items';
import { fileMenuActions } from './FileItemMenu';

const all = {
  onDownload: jest.fn(),
  onShare: jest.fn(),
  onVersions: jest.fn(),
  onRename: jest.fn(),
  onMove: jest.fn(),
  onDelete: jest.fn(),
};

describe(fileMenuActions.name, () => {
  it('offers Share on folders too (a folder link), and Download and Versions on files only', () => {
    expect(fileMenuActions(folderItem({ name: 'Photos' }), false, all)).toEqual(['share', 'rename', 'move', 'delete']);
    expect(fileMenuActions(fileItem({ name: 'a.txt' }), false, all)).toEqual([
      'download',
      'share',
      'versions',
      'rename',
      'move',
      'delete',
    ]);
  });

  it('offers only Download in Shared with Me', () => {
    expect(fileMenuActions(folderItem({ name: 'Photos' }), true, all)).toEqual([]);
    expect(fileMenuActions(fileItem({ name: 'a.txt' }), true, all)).toEqual(['download']);
  });
});
