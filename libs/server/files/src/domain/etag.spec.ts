import { DomainError } from '@coffer/server-core';
import { itemEtag, MAX_IF_MATCH_TAGS, parseIfMatch } from './etag';

const HASH = 'a'.repeat(64);
const folder = { id: '7d4c1e8a-0b5f-4c6e-9a1d-2f3b4c5d6e7f', type: 'folder' as const, path: '/A/', name: 'B' };

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError ? e.code : 'other';
  }
  return undefined;
}

describe('entity tags of items', () => {
  it("gives a file its content hash, quoted as the download's ETag", () => {
    expect(itemEtag({ ...folder, type: 'file', contentHash: HASH })).toBe(`"${HASH}"`);
    expect(itemEtag({ ...folder, type: 'file', contentHash: null })).toBeNull();
  });

  it('gives a folder a tag of its id and full path: another for another place, the same for the same', () => {
    const tag = itemEtag(folder);
    expect(tag).toMatch(/^"folder-[0-9a-f]{32}"$/);
    expect(itemEtag({ ...folder })).toBe(tag);
    expect(itemEtag({ ...folder, name: 'C' })).not.toBe(tag);
    expect(itemEtag({ ...folder, path: '/' })).not.toBe(tag);
    expect(itemEtag({ ...folder, id: '8d4c1e8a-0b5f-4c6e-9a1d-2f3b4c5d6e7f' })).not.toBe(tag);
  });
});

describe('parseIfMatch', () => {
  it('is no condition when absent', () => {
    expect(parseIfMatch(undefined)).toBeNull();
    expect(parseIfMatch(null)).toBeNull();
  });

  it('lets * through for any current item', () => {
    expect(parseIfMatch('*')!.allows(`"${HASH}"`)).toBe(true);
    expect(parseIfMatch(' * ')!.allows(null)).toBe(true);
  });

  it('compares strongly against every tag of a list', () => {
    const condition = parseIfMatch(`"x", "${HASH}" ,"y"`)!;
    expect(condition.allows(`"${HASH}"`)).toBe(true);
    expect(condition.allows('"z"')).toBe(false);
    expect(condition.allows(null)).toBe(false);
    // If-Match compares strongly: a weak tag names no exact bytes, so it never matches.
    expect(parseIfMatch(`W/"${HASH}"`)!.allows(`"${HASH}"`)).toBe(false);
  });

  it('refuses what is not an entity tag list', () => {
    for (const raw of [HASH, '"a', 'a"', '"a" "b"', '"a",', '', '*, "a"', '"a\u0000"', 42, ['"a"']])
      expect(codeOf(() => parseIfMatch(raw))).toBe('VALIDATION_ERROR');
    expect(
      codeOf(() =>
        parseIfMatch(
          Array(MAX_IF_MATCH_TAGS + 1)
            .fill('"a"')
            .join(','),
        ),
      ),
    ).toBe('VALIDATION_ERROR');
  });
});
