import { CombinedGraphQLErrors } from '@apollo/client';
import { ShareRequestError } from '../../domain/folder-share';
import { alreadyAddedDescription, mayBeFolderLink, sharedByLabel, stateForError } from './ShareAccessView';

const gqlError = (code: string, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('share access states', () => {
  it('asks for the password, and stays there with the error on a wrong one', () => {
    expect(stateForError(gqlError('PASSWORD_REQUIRED', 'Password required.'), false)).toEqual({
      kind: 'password',
      error: null,
    });
    expect(stateForError(gqlError('WRONG_PASSWORD', 'Incorrect password.'), true)).toEqual({
      kind: 'password',
      error: 'Incorrect password.',
    });
  });

  it('explains restricted, expired and missing links', () => {
    expect(stateForError(gqlError('SHARE_RESTRICTED', 'x'), false)).toEqual({
      kind: 'restricted',
      code: 'SHARE_RESTRICTED',
    });
    expect(stateForError(gqlError('SHARE_NOT_INVITED', 'x'), false)).toEqual({
      kind: 'restricted',
      code: 'SHARE_NOT_INVITED',
    });
    expect(stateForError(gqlError('SHARE_EXPIRED', 'Expired.'), false)).toEqual({
      kind: 'failed',
      code: 'SHARE_EXPIRED',
      message: 'Expired.',
    });
    expect(stateForError(new Error('offline'), false)).toEqual({
      kind: 'failed',
      code: undefined,
      message: 'Failed to access shared file',
    });
  });

  it("names the owner, else the e-mail, else 'Unknown'", () => {
    expect(sharedByLabel({ ownerName: 'Ann', ownerEmail: 'a@b.co' })).toBe('Shared by Ann');
    expect(sharedByLabel({ ownerName: '', ownerEmail: 'a@b.co' })).toBe('Shared by a@b.co');
    expect(sharedByLabel({ ownerName: null, ownerEmail: null })).toBe('Shared by Unknown');
  });
});

describe(alreadyAddedDescription.name, () => {
  it('says where the earlier copy is', () => {
    expect(alreadyAddedDescription({ name: 'report.pdf', path: '/' })).toBe(
      'You added this file before: it is "report.pdf" in your files.',
    );
    expect(alreadyAddedDescription({ name: 'mine.pdf', path: '/Kept/' })).toBe(
      'You added this file before: it is "mine.pdf" in /Kept/ in your files.',
    );
  });
});

describe('folder and set links', () => {
  it('tries REST only when GraphQL refused the link for another reason than its own state', () => {
    expect(mayBeFolderLink(gqlError('NOT_A_FILE', 'This link shares a folder.'))).toBe(true);
    expect(mayBeFolderLink(gqlError('PASSWORD_REQUIRED', 'Password required.'))).toBe(false);
    expect(mayBeFolderLink(gqlError('SHARE_NOT_FOUND', 'Share link not found.'))).toBe(false);
    expect(mayBeFolderLink(new Error('offline'))).toBe(false);
  });

  it("reads REST refusals as GraphQL's: the password form, the restricted forms, the failure cards", () => {
    expect(stateForError(new ShareRequestError(401, 'PASSWORD_REQUIRED', 'Password required.'), false)).toEqual({
      kind: 'password',
      error: null,
    });
    expect(stateForError(new ShareRequestError(403, 'WRONG_PASSWORD', 'Incorrect password.'), true)).toEqual({
      kind: 'password',
      error: 'Incorrect password.',
    });
    expect(stateForError(new ShareRequestError(403, 'SHARE_RESTRICTED', 'x'), false)).toEqual({
      kind: 'restricted',
      code: 'SHARE_RESTRICTED',
    });
    expect(stateForError(new ShareRequestError(410, 'SHARE_EXPIRED', 'This link has expired.'), false)).toEqual({
      kind: 'failed',
      code: 'SHARE_EXPIRED',
      message: 'This link has expired.',
    });
  });
});
