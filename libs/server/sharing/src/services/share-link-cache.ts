import { BytesStream } from '@coffer/server-storage';
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EventBus, type CredentialsEndedEvent, type EventReach } from '@coffer/server-core';
import type { ReadableFile } from '@coffer/server-files';
import { ShareLinkRepository, type LinkSettings, type OpenableLink } from '../persistence/share-link.repository';

/** How long a replica keeps what it read of a link, at most (changes end it sooner: see the class comment). */
export const LINK_CACHE_TTL_MS = 30_000;
/** Links kept per replica; the least recently used go first. */
export const LINK_CACHE_MAX_ENTRIES = 1000;
/** Files up to this size are kept in memory with their link once downloaded (a crowd reads them once)... */
export const KEPT_FILE_MAX_BYTES = 64 * 1024;
/** ...as long as all the kept files together stay under this. */
export const KEPT_FILES_BUDGET_BYTES = 8 * 1024 * 1024;

/** A link as kept between requests; `readable` is its file's bytes, found on the first download. */
export interface CachedLink extends OpenableLink {
  readable?: Promise<ReadableFile>;
  /** Bytes of a small file held in memory with the link. */
  keptBytes?: number;
}

interface Entry {
  value: CachedLink;
  storedAt: number;
  epoch: number;
}

/** Changes that end what replicas keep of links: by link, or every link of an owner. */
export interface ShareLinksChangedEvent {
  userId: string;
  linkIds: string[];
  /** What happened to them; unset: settings changed. */
  reason?: 'revoked' | 'updated';
  /** The file (or folder) of a revoked link (webhook folder filters); none for a set. */
  fileId?: string;
  folderId?: string;
}

/**
 * What opening a link reads — the link (never its counts), its file and its owner's name and
 * address — kept briefly per replica so a crowd on one link does not read it again and again.
 *
 * Every change that matters ends it on every replica through the event bus: a link revoked or
 * changed (password, expiry, limit, scope, list), published by the sharing services, which
 * answer only once the database has delivered it; any change to the owner's files (deleted,
 * moved, renamed, replaced); the owner's account deleted. While events cannot reach every
 * replica (a lost connection, a database that does not deliver NOTIFY), nothing is kept, and
 * what was kept before is dropped; a read that raced a change is not kept either. With other
 * processes on the database, events from them arrive a little after their answers, so there a
 * kept link is confirmed by one primary-key read of its settings per use (see stillCurrent).
 */
@Injectable()
export class ShareLinkCache implements OnModuleInit, OnModuleDestroy {
  /** By token hash, in least-recently-used order; `ids` finds the same entries by link id. */
  private readonly entries = new Map<string, Entry>();
  private readonly ids = new Map<string, string>();
  /** Bumped by every change: a read that started before one is not kept. */
  private generation = 0;
  /** Reads under way, shared by the requests that want the same link meanwhile (a crowd reads it once). */
  private readonly loading = new Map<string, Promise<CachedLink | null>>();
  private unsubscribe: Array<() => void> = [];

  constructor(
    private readonly links: ShareLinkRepository,
    private readonly bus: EventBus,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = [
      this.bus.listen<ShareLinksChangedEvent>('shareLinksChanged', (e) => this.forget(e.linkIds)),
      this.bus.listen<{ userId: string }>('itemsChanged', (e) => this.forgetOwner(e.userId)),
      this.bus.listen<CredentialsEndedEvent>('credentialsEnded', (e) => {
        if (e.reason === 'account_deleted' && e.userId) this.forgetOwner(e.userId);
      }),
    ];
  }

  onModuleDestroy(): void {
    for (const stop of this.unsubscribe) stop();
  }

  byTokenHash(tokenHash: string): Promise<CachedLink | null> {
    return this.read(`t:${tokenHash}`, this.entries.get(tokenHash), () => this.links.findOpenable({ tokenHash }));
  }

  byId(id: string): Promise<CachedLink | null> {
    const tokenHash = this.ids.get(id);
    return this.read(`i:${id}`, tokenHash === undefined ? undefined : this.entries.get(tokenHash), () =>
      this.links.findOpenable({ id }),
    );
  }

  /**
   * The file's bytes, found once per kept link (a file's content never changes without an
   * itemsChanged event); a small file is read into memory once, within a budget.
   */
  readable(link: CachedLink, load: () => Promise<ReadableFile>): Promise<ReadableFile> {
    if (!link.readable) {
      link.readable = load().then((file) => this.keepSmall(link, file));
      link.readable.catch(() => (link.readable = undefined));
    }
    return link.readable;
  }

  private async keepSmall(link: CachedLink, file: ReadableFile): Promise<ReadableFile> {
    if (file.size > KEPT_FILE_MAX_BYTES || this.keptBytes() + file.size > KEPT_FILES_BUDGET_BYTES) return file;
    const chunks: Buffer[] = [];
    for await (const chunk of await file.read()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    if (bytes.length !== file.size) return file;
    link.keptBytes = bytes.length;
    return {
      ...file,
      read: async (range) => new BytesStream(range ? bytes.subarray(range.start, range.end + 1) : bytes),
    };
  }

  private keptBytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.value.keptBytes ?? 0;
    return total;
  }

  /** Links changed here: forgotten on this replica at once, and on every other before this resolves. */
  async changed(event: ShareLinksChangedEvent): Promise<void> {
    this.forget(event.linkIds);
    await this.bus.publishDelivered('shareLinksChanged', event);
  }

  private forget(linkIds: string[]): void {
    this.generation++;
    // A request after a change never waits on a read from before it.
    this.loading.clear();
    for (const id of linkIds) {
      const tokenHash = this.ids.get(id);
      if (tokenHash !== undefined) this.drop(tokenHash);
    }
  }

  private forgetOwner(ownerId: string): void {
    this.generation++;
    this.loading.clear();
    for (const [tokenHash, entry] of this.entries) if (entry.value.link.ownerId === ownerId) this.drop(tokenHash);
  }

  private async read(
    key: string,
    entry: Entry | undefined,
    load: () => Promise<OpenableLink | null>,
  ): Promise<CachedLink | null> {
    const reach = this.bus.reach();
    if (!reach.everyReplica) {
      this.clear();
      return load();
    }
    if (
      entry &&
      entry.epoch === reach.epoch &&
      performance.now() - entry.storedAt < LINK_CACHE_TTL_MS &&
      (await this.stillCurrent(entry, reach))
    ) {
      // Most recently used goes last.
      this.entries.delete(entry.value.link.tokenHash);
      this.entries.set(entry.value.link.tokenHash, entry);
      return entry.value;
    }
    const under = this.loading.get(key);
    if (under) return under;
    const generation = this.generation;
    const loaded = load()
      .then((value: CachedLink | null) => {
        const now = this.bus.reach();
        if (value && generation === this.generation && now.everyReplica && now.epoch === reach.epoch)
          this.store({ value, storedAt: performance.now(), epoch: reach.epoch });
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  /**
   * With other processes on the database, a change made there may not have been heard yet when
   * the next request arrives here: the link's settings are read again (one primary-key read,
   * instead of the link, file and owner), so no change is ever missed. Alone on the database,
   * every change has been heard before it was answered.
   */
  private async stillCurrent(entry: Entry, reach: EventReach): Promise<boolean> {
    if (!reach.otherProcesses) return true;
    const now = await this.links.currentSettings(entry.value.link.id);
    if (now && sameSettings(entry.value.link, now)) return true;
    this.generation++;
    this.drop(entry.value.link.tokenHash);
    return false;
  }

  private store(entry: Entry): void {
    const { tokenHash, id } = entry.value.link;
    this.drop(tokenHash);
    this.entries.set(tokenHash, entry);
    this.ids.set(id, tokenHash);
    while (this.entries.size > LINK_CACHE_MAX_ENTRIES) this.drop(this.entries.keys().next().value!);
  }

  private drop(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    this.ids.delete(entry.value.link.id);
  }

  private clear(): void {
    this.loading.clear();
    this.entries.clear();
    this.ids.clear();
  }
}

function sameSettings(kept: LinkSettings, now: LinkSettings): boolean {
  const time = (d: Date | null) => (d === null ? null : new Date(d).getTime());
  return (
    kept.secretVersion === now.secretVersion &&
    time(kept.revokedAt) === time(now.revokedAt) &&
    time(kept.expiresAt) === time(now.expiresAt) &&
    kept.maxAccess === now.maxAccess &&
    kept.scope === now.scope &&
    kept.passwordHash === now.passwordHash
  );
}
