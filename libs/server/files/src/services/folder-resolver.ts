import type { EntityManager } from 'typeorm';
import { childPath, firstFreeName } from '../domain/item-path';
import type { ItemType } from '../persistence/item.entity';
import type { ItemEntity } from '../persistence/item.entity';
import type { ItemRepository } from '../persistence/item.repository';

/**
 * Resolves requested folder paths to real ones inside one locked transaction: existing folders
 * are merged into, missing ones created, and a name held by a file gets a suffix
 * (docs/rest-api.md, Names, paths and conflicts).
 * It also hands out free file names. Folder listings are loaded once per parent path.
 */
export class FolderResolver {
  private readonly names = new Map<string, Map<string, ItemType>>();
  /** requested full path → actual full path */
  private readonly resolved = new Map<string, string>([['/', '/']]);
  readonly createdFolders: ItemEntity[] = [];

  constructor(
    private readonly items: ItemRepository,
    private readonly ownerId: string,
    private readonly manager: EntityManager,
  ) {}

  private async namesOf(path: string): Promise<Map<string, ItemType>> {
    let names = this.names.get(path);
    if (!names) {
      names = (await this.items.namesIn(this.ownerId, [path], this.manager)).get(path)!;
      this.names.set(path, names);
    }
    return names;
  }

  /** Preloads several folder listings in one query. */
  async preload(paths: string[]): Promise<void> {
    const missing = [...new Set(paths)].filter((p) => !this.names.has(p));
    const loaded = await this.items.namesIn(this.ownerId, missing, this.manager);
    for (const [path, names] of loaded) this.names.set(path, names);
  }

  /** The actual full path for the requested folder segments, creating folders as needed. */
  async folder(segments: readonly string[]): Promise<string> {
    let requested = '/';
    let actual = '/';
    for (const segment of segments) {
      requested = childPath(requested, segment);
      const known = this.resolved.get(requested);
      if (known) {
        actual = known;
        continue;
      }
      const names = await this.namesOf(actual);
      let name = segment;
      if (names.get(segment) !== 'folder') {
        name = firstFreeName(segment, 'folder', names);
        const [created] = await this.items.insertMany(
          [{ ownerId: this.ownerId, type: 'folder', name, path: actual }],
          this.manager,
        );
        this.createdFolders.push(created!);
        names.set(name, 'folder');
        this.names.set(childPath(actual, name), new Map());
      }
      actual = childPath(actual, name);
      this.resolved.set(requested, actual);
    }
    return actual;
  }

  /** What holds `name` in `path` now (a file or a folder), if anything. */
  async typeOf(path: string, name: string): Promise<ItemType | undefined> {
    return (await this.namesOf(path)).get(name);
  }

  /** A free name for a new item in `path` (which the caller then fills). */
  async claimName(path: string, name: string, type: ItemType): Promise<string> {
    const names = await this.namesOf(path);
    const free = firstFreeName(name, type, names);
    names.set(free, type);
    return free;
  }
}
