/**
 * Serialised answers kept in memory, each with the version of the data it was made from (an
 * account's tree version, which the database moves with every change the answer would show). An
 * answer is served again while its version is current; the least recently used go first when the
 * total passes `maxTotalBytes`, and one larger than `maxEntryBytes` is not kept.
 */
export class VersionedBodies {
  private readonly entries = new Map<string, { version: string; body: Buffer }>();
  private bytes = 0;

  constructor(
    private readonly maxTotalBytes: number,
    private readonly maxEntryBytes: number,
  ) {}

  /** The body kept for `id` when it was made at `version`. */
  get(id: string, version: string): Buffer | undefined {
    const kept = this.entries.get(id);
    if (!kept || kept.version !== version) return undefined;
    // Most recently used last: the oldest entries go first when the cache is full.
    this.entries.delete(id);
    this.entries.set(id, kept);
    return kept.body;
  }

  keep(id: string, version: string, body: Buffer): void {
    const old = this.entries.get(id);
    if (old) {
      this.entries.delete(id);
      this.bytes -= old.body.length;
    }
    if (body.length > this.maxEntryBytes) return;
    this.entries.set(id, { version, body });
    this.bytes += body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxTotalBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.body.length;
    }
  }
}
