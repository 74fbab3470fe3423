import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, Clock, DomainError, isUuid, type AppConfig } from '@coffer/server-core';
import {
  ArchiveService,
  FILE_NOT_FOUND_MESSAGE,
  FilesService,
  isImage,
  MAX_ARCHIVE_ROOTS,
  type Archive,
  type ReadableFile,
  type StoredItem,
} from '@coffer/server-files';
import { hasThumbnail, ThumbnailService } from '@coffer/server-previews';
import { ShareLinkRepository } from '../persistence/share-link.repository';
import { setName } from './share-link.service';
import {
  ShareAccessService,
  type CheckedGrant,
  type RequestClient,
  type SharedTreeAccess,
} from './share-access.service';

export interface ShareListingEntry {
  id: string;
  type: 'file' | 'folder';
  name: string;
  /** A folder's sub-path inside the share (`a/b`), to list it; null for files. */
  path: string | null;
  size: number | null;
  mimeType: string | null;
  updatedAt: string;
  /** End-to-end encrypted: listed, but its bytes stay sealed (no URLs). */
  encrypted: boolean;
  downloadUrl: string | null;
  previewUrl: string | null;
  thumbnailUrl: string | null;
}

export interface ShareListing {
  kind: 'folder' | 'set';
  name: string;
  path: string;
  breadcrumbs: Array<{ name: string; path: string }>;
  items: ShareListingEntry[];
}

/** What opening a folder or set link answers besides the grant. */
export interface OpenedTree {
  kind: 'folder' | 'set';
  name: string;
  itemCount: number;
  browseUrl: string;
  zipUrl: string;
  validUntil: Date;
  previewable: boolean;
  owner: SharedTreeAccess['owner'];
}

/**
 * Visitors of folder and set links: listings, downloads, thumbnails and zips through a grant
 * from opening the link (ShareAccessService checks the grant against the link as it is now).
 *
 * Every item a request names goes through one check, `itemInShare`, and every sub-path through
 * `folderAt`: a live item of the link's owner that is the shared folder or lies below it (or, for
 * a set, one of its files). Items are read fresh on every request, so what is moved out, trashed
 * or deleted is unreachable on the next one.
 */
@Injectable()
export class ShareBrowseService {
  constructor(
    private readonly access: ShareAccessService,
    private readonly links: ShareLinkRepository,
    private readonly files: FilesService,
    private readonly archives: ArchiveService,
    private readonly thumbnails: ThumbnailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The answer to opening a folder or set link. */
  async opened(tree: SharedTreeAccess): Promise<OpenedTree> {
    const base = `${this.config.publicUrl}/api/share/browse/${tree.link.id}`;
    const members = tree.folder ? [] : await this.members(tree.link.id, tree.link.ownerId);
    return {
      kind: tree.kind,
      name: tree.folder ? tree.folder.name : setName(members.length),
      itemCount: tree.folder ? (await this.files.childrenOf(tree.folder)).length : members.length,
      browseUrl: `${base}?${tree.grant}`,
      zipUrl: `${base}/zip?${tree.grant}`,
      validUntil: tree.validUntil,
      previewable: tree.link.maxAccess === null,
      owner: tree.owner,
    };
  }

  /** The shared folder's listing, or a sub-folder's (`path`: names below the shared folder). */
  async listing(linkId: string, query: Record<string, unknown>): Promise<ShareListing> {
    const grant = await this.access.checkGrant(linkId, query['exp'], query['sig']);
    const root = grant.opened.file;
    const urls = this.urls(grant);
    if (!root) {
      if (parsePath(query['path']).length > 0) throw notFound();
      const members = await this.members(grant.link.id, grant.link.ownerId);
      return {
        kind: 'set',
        name: setName(members.length),
        path: '',
        breadcrumbs: [{ name: setName(members.length), path: '' }],
        items: members
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((item) => toEntry({ ...item, updatedAt: item.updatedAt.toISOString() }, null, urls)),
      };
    }
    const segments = parsePath(query['path']);
    const folder = await this.folderAt(root, segments);
    const children = await this.files.childrenOf(folder);
    const prefix = segments.length ? `${segments.join('/')}/` : '';
    const folders = children.filter((c) => c.type === 'folder');
    const files = children.filter((c) => c.type === 'file');
    return {
      kind: 'folder',
      name: root.name,
      path: segments.join('/'),
      breadcrumbs: [
        { name: root.name, path: '' },
        ...segments.map((name, i) => ({ name, path: segments.slice(0, i + 1).join('/') })),
      ],
      items: [...folders, ...files].map((item) =>
        toEntry(item, item.type === 'folder' ? `${prefix}${item.name}` : null, urls),
      ),
    };
  }

  /** One file of the share: its bytes, counted (see ShareAccessService.countTreeDownload) as they start. */
  async file(
    linkId: string,
    itemId: string,
    query: Record<string, unknown>,
    client: RequestClient,
  ): Promise<{
    file: ReadableFile;
    /** A preview shown in the page (PNG and JPEG only), not a download. */
    inline: boolean;
    validUntil: Date;
    begin: (read: { fromStart: boolean }) => Promise<void>;
  }> {
    const grant = await this.access.checkGrant(linkId, query['exp'], query['sig']);
    const item = await this.itemInShare(grant, itemId);
    if (item.type !== 'file') throw new DomainError('NOT_A_FILE', 'Folders are downloaded as a zip.');
    if (item.encryptionType) throw sealed();
    const inline = query['disposition'] === 'inline';
    // Nothing else is ever shown inline from a share: it could be a page that runs script.
    if (inline && !isImage(item))
      throw new DomainError('NOT_AN_IMAGE', 'Only PNG and JPEG images have a preview; download the file instead.');
    // A full-size preview under a limit would be a download nobody counts.
    if (inline && !(await this.access.underLimit(grant.link)))
      throw new DomainError('SHARE_LIMIT_REACHED', 'This link has reached its download limit.');
    if (inline && grant.link.maxAccess !== null)
      throw new DomainError('FORBIDDEN', 'This link has a download limit, so it has no previews; download instead.');
    return {
      file: await this.files.readable(item),
      inline,
      validUntil: grant.validUntil,
      begin: async ({ fromStart }) => {
        if (inline) return;
        await this.access.countTreeDownload(grant, item.id, fromStart);
        if (fromStart) await this.access.logTreeDownload(grant, 'download', [item], client);
      },
    };
  }

  /** A file's thumbnail; never counts, but needs a link under its limit. */
  async thumbnail(
    linkId: string,
    itemId: string,
    query: Record<string, unknown>,
  ): Promise<{ file: ReadableFile; validUntil: Date }> {
    const grant = await this.access.checkGrant(linkId, query['exp'], query['sig']);
    const item = await this.itemInShare(grant, itemId);
    if (item.type !== 'file') throw new DomainError('NOT_A_FILE', 'Folders have no thumbnail.');
    if (item.encryptionType) throw sealed();
    if (!(await this.access.underLimit(grant.link)))
      throw new DomainError('SHARE_LIMIT_REACHED', 'This link has reached its download limit.');
    return { file: await this.thumbnails.of(item, query['size']), validUntil: grant.validUntil };
  }

  /** The whole share, or the named files and folders of it, as one zip; counts one as it starts. */
  async zip(
    linkId: string,
    query: Record<string, unknown>,
    client: RequestClient,
  ): Promise<{ archive: Archive; begin: (read: { fromStart: boolean }) => Promise<void> }> {
    const grant = await this.access.checkGrant(linkId, query['exp'], query['sig']);
    const ids = parseIds(query['ids']);
    const root = grant.opened.file;
    let roots: StoredItem[];
    let name: string;
    if (ids) {
      roots = [];
      for (const id of ids) roots.push(await this.itemInShare(grant, id));
      const shareName = root ? root.name : 'Shared files';
      name =
        roots.length === 1
          ? `${roots[0]!.name}.zip`
          : `${shareName} ${this.clock.now().toISOString().slice(0, 10)}.zip`;
    } else if (root) {
      roots = [root];
      name = `${root.name}.zip`;
    } else {
      roots = await this.members(grant.link.id, grant.link.ownerId);
      name = `Shared files ${this.clock.now().toISOString().slice(0, 10)}.zip`;
    }
    if (roots.length === 0) throw notFound();
    const archive = await this.archives.ofItems(grant.link.ownerId, roots, name);
    // The same selection resumes the same counted zip; another selection is another download.
    const target = `zip:${createHash('sha256')
      .update(ids ? [...ids].sort().join(',') : '*')
      .digest('hex')}`;
    return {
      archive,
      begin: async ({ fromStart }) => {
        await this.access.countTreeDownload(grant, target, fromStart);
        if (fromStart) await this.access.logTreeDownload(grant, 'zip', roots, client);
      },
    };
  }

  /**
   * The one check every named item passes: a live item of the link's owner that is the shared
   * folder or lies below it, or one of the set's files. Anything else is not found, alike.
   */
  private async itemInShare(grant: CheckedGrant, itemId: unknown): Promise<StoredItem> {
    const item = typeof itemId === 'string' && isUuid(itemId) ? await this.files.findAny(itemId) : null;
    if (!item || item.ownerId !== grant.link.ownerId) throw notFound();
    const root = grant.opened.file;
    if (root) {
      if (item.id !== root.id && !item.path.startsWith(fullPathOf(root))) throw notFound();
    } else if (item.type !== 'file' || !(await this.links.hasMember(grant.link.id, item.id))) throw notFound();
    return item;
  }

  /**
   * The live folder at names below the shared folder; else not found. A live folder's ancestors
   * are live (trashing a folder trashes everything below it), so the last step alone is read.
   */
  private async folderAt(root: StoredItem, segments: string[]): Promise<StoredItem> {
    if (segments.length === 0) return root;
    const found = await this.files.foldersAt(root.ownerId, [`${fullPathOf(root)}${segments.join('/')}/`]);
    if (found.length !== 1) throw notFound();
    return found[0]!;
  }

  /** A set's files that are live now (trashed ones hidden until restored). */
  private async members(linkId: string, ownerId: string): Promise<StoredItem[]> {
    const ids = (await this.links.membersOf([linkId])).get(linkId) ?? [];
    return (await this.files.findAnyMany(ids)).filter((item) => item.ownerId === ownerId && item.type === 'file');
  }

  private urls(grant: CheckedGrant): EntryUrls {
    const base = `${this.config.publicUrl}/api/share/browse/${grant.link.id}`;
    const query = `exp=${Math.floor(grant.validUntil.getTime() / 1000)}&sig=${grant.sig}`;
    return { base, query, previews: grant.link.maxAccess === null };
  }
}

interface EntryUrls {
  base: string;
  query: string;
  previews: boolean;
}

function toEntry(
  item: Pick<StoredItem, 'id' | 'type' | 'name' | 'size' | 'mimeType' | 'encryptionType'> & { updatedAt: string },
  path: string | null,
  urls: EntryUrls,
): ShareListingEntry {
  const readable = item.type === 'file' && !item.encryptionType;
  const downloadUrl = readable ? `${urls.base}/file/${item.id}?${urls.query}` : null;
  return {
    id: item.id,
    type: item.type,
    name: item.name,
    path,
    size: item.type === 'file' ? item.size : null,
    mimeType: item.type === 'file' ? item.mimeType : null,
    updatedAt: item.updatedAt,
    encrypted: Boolean(item.encryptionType),
    downloadUrl,
    previewUrl: downloadUrl && urls.previews && isImage(item) ? `${downloadUrl}&disposition=inline` : null,
    thumbnailUrl:
      readable && hasThumbnail({ type: item.type, mimeType: item.mimeType })
        ? `${urls.base}/thumbnail/${item.id}?${urls.query}`
        : null,
  };
}

/** A folder's full path (`/a/b/`): the parent path of everything directly in it. */
function fullPathOf(folder: StoredItem): string {
  return `${folder.path}${folder.name}/`;
}

/** A sub-path as names; `.`, `..`, empty names and a leading `/` name nothing. */
function parsePath(raw: unknown): string[] {
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string' || raw.length > 4096) throw notFound();
  const segments = raw.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\0'))) throw notFound();
  return segments;
}

/** `ids` of a zip: comma-separated (or repeated) uuids, at most MAX_ARCHIVE_ROOTS; absent: the whole share. */
function parseIds(raw: unknown): string[] | null {
  if (raw === undefined) return null;
  const list = (Array.isArray(raw) ? raw : [raw])
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.length === 0) throw new DomainError('VALIDATION_ERROR', 'ids: name at least one file or folder.');
  const unique = [...new Set(list)];
  if (unique.length > MAX_ARCHIVE_ROOTS)
    throw new DomainError('VALIDATION_ERROR', `ids: at most ${MAX_ARCHIVE_ROOTS} items at once.`);
  return unique;
}

function notFound(): DomainError {
  return new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
}

function sealed(): DomainError {
  return new DomainError(
    'FORBIDDEN',
    'This file is end-to-end encrypted: its content stays sealed. Ask the owner for a link to it alone.',
  );
}
