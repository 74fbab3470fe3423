import { once } from 'node:events';
import { Injectable } from '@nestjs/common';
import type { Response } from 'express';

/** Items serialised per chunk: small enough to stay in the young generation, large enough to write few chunks. */
const BATCH = 256;
/** The most bytes of serialised listings one replica keeps, and the largest it keeps at all. */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const MAX_ENTRY_BYTES = 16 * 1024 * 1024;

interface Entry {
  version: string;
  body: Buffer;
}

/**
 * REST folder listings as sent, kept per account and folder with the account's tree version (a
 * counter the database moves with every change a listing would show). A listing is serialised
 * once and sent again while the counter has not moved; any change, on any replica, moves it.
 * Serialising writes a batch of items at a time, so a folder of tens of thousands of items never
 * becomes one multi-megabyte string, and the client starts reading at once.
 */
@Injectable()
export class ListingCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  /**
   * Answers `{ "<field>": [...] }` for the folder: the kept body when `version` is the one it was
   * made at, else the items `load` gives (read after `version`, so a kept body is never newer
   * than its version claims).
   */
  async send<T>(
    res: Response,
    key: { ownerId: string; path: string; version: string },
    field: string,
    load: () => Promise<{ items: readonly T[]; map: (item: T) => unknown }>,
  ): Promise<void> {
    const id = `${key.ownerId}\u0000${key.path}`;
    res.status(200).type('application/json');
    const kept = this.entries.get(id);
    if (kept && kept.version === key.version) {
      // Most recently used last: the oldest entries go first when the cache is full.
      this.entries.delete(id);
      this.entries.set(id, kept);
      res.end(kept.body);
      return;
    }
    const { items, map } = await load();
    const chunks: Buffer[] = [];
    let prefix = `{${JSON.stringify(field)}:[`;
    for (let i = 0; i < items.length; i += BATCH) {
      const chunk = Buffer.from(`${prefix}${JSON.stringify(items.slice(i, i + BATCH).map(map)).slice(1, -1)}`);
      chunks.push(chunk);
      if (!res.write(chunk)) await once(res, 'drain');
      prefix = ',';
    }
    const last = Buffer.from(items.length === 0 ? `${prefix}]}` : ']}');
    chunks.push(last);
    res.end(last);
    this.keep(id, { version: key.version, body: Buffer.concat(chunks) });
  }

  private keep(id: string, entry: Entry): void {
    const old = this.entries.get(id);
    if (old) {
      this.entries.delete(id);
      this.bytes -= old.body.length;
    }
    if (entry.body.length > MAX_ENTRY_BYTES) return;
    this.entries.set(id, entry);
    this.bytes += entry.body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= MAX_TOTAL_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= value.body.length;
    }
  }
}
