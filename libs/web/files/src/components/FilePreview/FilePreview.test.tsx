import type { FileItem } from '../../domain/file-item';
import { viewerEntry } from './FilePreview';

const file: FileItem = {
  id: 'SXRlbTpmMQ',
  databaseId: '6f1c1d8e-8a0b-4c1e-9f3a-2b7d5e4c3a21',
  type: 'file',
  name: 'notes.txt',
  path: '/',
  mimeType: 'text/plain',
  size: 12,
  createdAt: '2025-03-05T12:00:00.000Z',
  previewUrl: null,
  sharedWithCount: 0,
  hasShareLink: false,
  liveLinkScope: null,
  requiresPassword: false,
  isNew: false,
  downloadUrl: 'https://cloud.example/api/files/download/6f1c1d8e-8a0b-4c1e-9f3a-2b7d5e4c3a21?c=x&exp=1&v=y&sig=z',
};

describe(viewerEntry.name, () => {
  it('reads the bytes through the cookie download, which does not expire in an open tab like the signed URL', () => {
    expect(viewerEntry(file, () => undefined).contentUrl).toBe(`/api/files/download/${file.databaseId}`);
  });
});
