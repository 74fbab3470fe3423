import { folderLabel } from './file-item';
import { decodeFolderPath, encodeFolderPath, myFilesBaseOf, myFilesUrl } from './folder-url';

describe('folder addresses', () => {
  it('encodes each folder name as one segment and decodes it back', () => {
    const path = '/Photos/2024 Trip/50% off #1?/';
    const encoded = encodeFolderPath(path);
    expect(encoded).toBe('Photos/2024%20Trip/50%25%20off%20%231%3F');
    expect(decodeFolderPath(encoded)).toBe(path);
    expect(decodeFolderPath(`/${encoded}/`)).toBe(path);
    expect(encodeFolderPath('/')).toBe('');
    expect(decodeFolderPath('')).toBe('/');
  });

  it('refuses broken percent-encoding rather than guess', () => {
    expect(decodeFolderPath('Photos/%E0%A4%A')).toBeNull();
  });

  it('builds My Files addresses, with the selected file in the query', () => {
    expect(myFilesUrl('/')).toBe('/dashboard/my-files');
    expect(myFilesUrl('/A b/C/')).toBe('/dashboard/my-files/A%20b/C');
    expect(myFilesUrl('/A/', { fileId: 'f 1', base: '/app/my-files' })).toBe('/app/my-files/A?file=f+1');
  });

  it('knows the My Files bases and nothing that merely starts like them', () => {
    expect(myFilesBaseOf('/app/my-files')).toBe('/app/my-files');
    expect(myFilesBaseOf('/dashboard/my-files/A/B')).toBe('/dashboard/my-files');
    expect(myFilesBaseOf('/dashboard/my-filesX')).toBeNull();
    expect(myFilesBaseOf('/dashboard')).toBeNull();
  });

  it('names folders for people', () => {
    expect(folderLabel('/')).toBe('Home');
    expect(folderLabel('/Projects/2024 Q1/')).toBe('Projects / 2024 Q1');
  });
});
