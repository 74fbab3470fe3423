import type { ItemSearchQuery } from '@coffer/web-data-access';
import { folderFullPath, folderLabel, type FileItem } from './file-item';
import { myFilesUrl } from './folder-url';

type SearchNode = ItemSearchQuery['search']['edges'][number]['node'];

/** A search hit as the search dropdown shows it; `path` is the folder holding it. */
export type SearchHit = Pick<
  FileItem,
  | 'id'
  | 'databaseId'
  | 'type'
  | 'name'
  | 'path'
  | 'mimeType'
  | 'size'
  | 'createdAt'
  | 'encryptedMetadata'
  | 'encryption'
>;

export interface SearchGroup {
  /** The folder's full path. */
  path: string;
  /** How the folder reads to people ('Home', 'Projects / 2024'). */
  label: string;
  hits: SearchHit[];
}

export function toSearchHit(node: SearchNode): SearchHit {
  return {
    id: node.id,
    databaseId: node.databaseId,
    type: node.type === 'FOLDER' ? 'folder' : 'file',
    name: node.name,
    path: node.path,
    mimeType: node.mimeType ?? null,
    size: node.size ?? null,
    createdAt: node.createdAt,
    // Found by its placeholder name (the server cannot read the real one); shown decrypted when possible.
    ...(node.encryptionType && node.encryptedMetadata
      ? { encryptedMetadata: node.encryptedMetadata, encryption: 'locked' as const }
      : {}),
  };
}

/**
 * Hits grouped by their folder, the groups in the order of their best hit and the hits in the
 * server's order within a group, so the best hit stays first.
 */
export function groupHitsByFolder(hits: readonly SearchHit[]): SearchGroup[] {
  const groups = new Map<string, SearchGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.path);
    if (!group) {
      group = { path: hit.path, label: folderLabel(hit.path), hits: [] };
      groups.set(hit.path, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

/** Where a hit opens: a folder in My Files, or a file's folder with the file selected. */
export function searchHitUrl(hit: Pick<SearchHit, 'databaseId' | 'type' | 'name' | 'path'>, base?: string): string {
  return hit.type === 'folder'
    ? myFilesUrl(folderFullPath(hit), { base })
    : myFilesUrl(hit.path, { fileId: hit.databaseId, base });
}

/** One character (code point) without accents, lower case: how the server compares names. */
function fold(character: string): string {
  return character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface NameSegment {
  text: string;
  match: boolean;
}

/**
 * A name cut around the first part that matches `query` as the server matches it (ignoring case
 * and accents), for highlighting; one unmatched segment when nothing matches.
 */
export function matchSegments(name: string, query: string): NameSegment[] {
  const needle = [...query].map(fold).join('');
  if (needle === '') return [{ text: name, match: false }];
  const characters = [...name];
  // The folded name, and for each of its positions the original character it came from.
  let folded = '';
  const origin: number[] = [];
  characters.forEach((character, index) => {
    const part = fold(character);
    folded += part;
    for (let i = 0; i < part.length; i += 1) origin.push(index);
  });
  const at = folded.indexOf(needle);
  if (at < 0) return [{ text: name, match: false }];
  const start = origin[at]!;
  const end = origin[at + needle.length - 1]! + 1;
  return [
    { text: characters.slice(0, start).join(''), match: false },
    { text: characters.slice(start, end).join(''), match: true },
    { text: characters.slice(end).join(''), match: false },
  ].filter((segment) => segment.text !== '');
}
