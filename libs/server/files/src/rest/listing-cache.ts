import { once } from 'node:events';
import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { VersionedBodies } from '@coffer/server-core';

/** Items serialised per chunk: small enough to stay in the young generation, large enough to write few chunks. */
const BATCH = 256;
/** The most bytes of serialised listings one replica keeps, and the largest it keeps at all. */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const MAX_ENTRY_BYTES = 16 * 1024 * 1024;

/**
 * REST folder listings as sent, kept per account and folder with the account's tree version (a
 * counter the database moves with every change a listing would show). A listing is serialised
 * once and sent again while the counter has not moved; any change, on any replica, moves it.
 * Serialising writes a batch of items at a time, so a folder of tens of thousands of items never
 * becomes one multi-megabyte string, and the client starts reading at once.
 */
@Injectable()
export class ListingCache {
  private readonly bodies = new VersionedBodies(MAX_TOTAL_BYTES, MAX_ENTRY_BYTES);

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
    const kept = this.bodies.get(id, key.version);
    if (kept) {
      res.end(kept);
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
    this.bodies.keep(id, key.version, Buffer.concat(chunks));
  }
}
