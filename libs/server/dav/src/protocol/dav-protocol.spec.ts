import { DavError } from './dav-error';
import { hrefOf, lockPathOf, parentFolderPath, parseDavPath, parseDestination } from './dav-path';
import { innerXml, parseXml } from './dav-xml';
import { parseIfHeader, submittedTokens } from './if-header';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof DavError ? `${error.status} ${error.code}` : String(error);
  }
  return 'accepted';
};

describe('WebDAV paths', () => {
  it('decodes each segment once and keeps names as stored (NFC)', () => {
    expect(parseDavPath('/dav/')).toEqual({ segments: [], folderOnly: false });
    expect(parseDavPath('/dav/a%20b/c%e2%82%ac.txt')).toEqual({ segments: ['a b', 'c€.txt'], folderOnly: false });
    expect(parseDavPath('/dav/Cafe%CC%81/')).toEqual({ segments: ['Café'], folderOnly: true });
    // %25 decodes to a literal percent sign, not to another round of decoding.
    expect(parseDavPath('/dav/%252E%252E').segments).toEqual(['%2E%2E']);
  });

  it('refuses dot segments, encoded separators, NUL and broken encodings', () => {
    for (const path of ['/dav/..', '/dav/a/%2e%2E', '/dav/a%2fb', '/dav/a%5cb', '/dav/a%00', '/dav/%E2%82'])
      expect(refusal(() => parseDavPath(path))).toBe('400 INVALID_PATH');
    expect(refusal(() => parseDavPath('/api/files'))).toBe('403 FORBIDDEN');
  });

  it('writes hrefs, parent folders and lock paths', () => {
    expect(hrefOf(['a b', 'x#1'], false)).toBe('/dav/a%20b/x%231');
    expect(hrefOf(['a'], true)).toBe('/dav/a/');
    expect(hrefOf([], true)).toBe('/dav/');
    expect(parentFolderPath(['a', 'b', 'c'])).toBe('/a/b/');
    expect(parentFolderPath(['a'])).toBe('/');
    expect(lockPathOf([])).toBe('/');
    expect(lockPathOf(['a', 'b'])).toBe('/a/b');
  });

  it('takes Destinations on this host under /dav only', () => {
    expect(parseDestination('http://cloud.test/dav/x.txt', 'cloud.test').segments).toEqual(['x.txt']);
    expect(parseDestination('/dav/y/', 'cloud.test')).toEqual({ segments: ['y'], folderOnly: true });
    expect(refusal(() => parseDestination('http://evil.test/dav/x', 'cloud.test'))).toBe('502 FORBIDDEN');
    expect(refusal(() => parseDestination('ftp://cloud.test/dav/x', 'cloud.test'))).toBe('502 FORBIDDEN');
    expect(refusal(() => parseDestination('/dav/../api/x', 'cloud.test'))).toBe('403 FORBIDDEN');
    expect(refusal(() => parseDestination(undefined, 'cloud.test'))).toBe('400 VALIDATION_ERROR');
  });
});

describe('WebDAV XML', () => {
  it('resolves namespaces and keeps a property value self-contained', () => {
    const root = parseXml(
      '<?xml version="1.0"?><D:prop xmlns:D="DAV:" xmlns:z="urn:z"><z:p a="1">x &amp; <z:q xmlns:y="urn:y"><y:r/></z:q></z:p></D:prop>',
    );
    expect(root).toMatchObject({ ns: 'DAV:', local: 'prop' });
    const property = root.children[0]!;
    if (typeof property === 'string') throw new Error('an element was expected');
    expect(property).toMatchObject({ ns: 'urn:z', local: 'p' });
    expect(innerXml(property)).toBe('x &amp; <x0:q xmlns:x0="urn:z"><x0:r xmlns:x0="urn:y"></x0:r></x0:q>');
  });

  it('refuses document type declarations, so no entity is ever expanded', () => {
    for (const body of [
      '<!DOCTYPE d [<!ENTITY a "aaaa">]><d>&a;</d>',
      '<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><d>&x;</d>',
      '<!DOCTYPE d><d/>',
      '<d>&undefined;</d>',
      '<d>',
      '',
    ])
      expect(refusal(() => parseXml(body))).toBe('400 VALIDATION_ERROR');
  });
});

describe('the If header', () => {
  it('reads untagged and tagged lists, Not, tokens and entity tags', () => {
    const lists = parseIfHeader(
      '(<urn:uuid:1> ["etag"]) (Not <DAV:no-lock>) <http://h/dav/other> (<urn:uuid:2>) (Not ["W/x"])',
    );
    expect(lists).toEqual([
      {
        resource: null,
        conditions: [
          { not: false, token: 'urn:uuid:1' },
          { not: false, etag: '"etag"' },
        ],
      },
      { resource: null, conditions: [{ not: true, token: 'DAV:no-lock' }] },
      { resource: '/dav/other', conditions: [{ not: false, token: 'urn:uuid:2' }] },
      { resource: '/dav/other', conditions: [{ not: true, etag: '"W/x"' }] },
    ]);
    expect([...submittedTokens(lists)]).toEqual(['urn:uuid:1', 'urn:uuid:2']);
  });

  it('refuses what it cannot read, rather than ignoring a condition', () => {
    for (const header of ['', '()', '(<a>', 'x', '(<a>) junk', '(Not)', '([etag)'])
      expect(refusal(() => parseIfHeader(header))).toBe('400 VALIDATION_ERROR');
  });
});
