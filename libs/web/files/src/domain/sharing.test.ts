import { fileItem, folderItem } from '../testing/file-items';
import { filterItems } from './filter-sort';
import { isShared, itemSharing, peopleLabel } from './sharing';

const publicLink = fileItem({ name: 'public.pdf', liveLinkScope: 'public', hasShareLink: true });
const restricted = fileItem({ name: 'restricted.pdf', liveLinkScope: 'restricted', hasShareLink: true });
const protectedLink = fileItem({
  name: 'protected.pdf',
  liveLinkScope: 'public',
  hasShareLink: true,
  requiresPassword: true,
});
const direct = fileItem({ name: 'direct.pdf', sharedWithCount: 2 });
// An expired link is still a link (hasShareLink) but shares nothing.
const expired = fileItem({ name: 'expired.pdf', hasShareLink: true, liveLinkScope: null });
const privateFile = fileItem({ name: 'private.pdf' });
const folder = folderItem({ name: 'Photos' });
const all = [publicLink, restricted, protectedLink, direct, expired, privateFile, folder];

describe('itemSharing', () => {
  it('calls a file shared when it has a live link or direct recipients, and nothing else', () => {
    expect(all.filter(isShared).map((i) => i.name)).toEqual([
      'public.pdf',
      'restricted.pdf',
      'protected.pdf',
      'direct.pdf',
    ]);
  });

  it('tells how: the live link scope, the people, the password', () => {
    expect(itemSharing(protectedLink)).toEqual({ shared: true, link: 'public', people: 0, password: true });
    expect(itemSharing(restricted)).toEqual({ shared: true, link: 'restricted', people: 0, password: false });
    expect(itemSharing(direct)).toEqual({ shared: true, link: null, people: 2, password: false });
    expect(itemSharing(expired)).toEqual({ shared: false, link: null, people: 0, password: false });
  });

  it('drives the Shared and Private filters, which split every item between them', () => {
    const shared = filterItems(all, 'shared', '').map((i) => i.name);
    const priv = filterItems(all, 'private', '').map((i) => i.name);
    expect(shared).toEqual(['public.pdf', 'restricted.pdf', 'protected.pdf', 'direct.pdf']);
    expect(priv).toEqual(['expired.pdf', 'private.pdf', 'Photos']);
    expect(shared.length + priv.length).toBe(all.length);
  });

  it('counts people in words', () => {
    expect(peopleLabel(1)).toBe('1 person');
    expect(peopleLabel(3)).toBe('3 people');
  });
});
