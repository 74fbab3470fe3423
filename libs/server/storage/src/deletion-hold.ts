import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** A hold that is no longer renewed lapses after this long (a backup that died). */
const HOLD_LAPSES_MS = 10 * 60_000;
/** A running hold is renewed this often, well inside its lapse time. */
const RENEW_EVERY_MS = 60_000;

export interface ActiveHold {
  release(): Promise<void>;
}

/**
 * Holds blob deletions across every process on the database while a backup copies the bytes its
 * snapshot names. Deletions skipped meanwhile leave orphans, which the reaper removes once no
 * hold is active. The hold is taken (committed) before the snapshot, and a deleter checks it
 * after committing the rows it removed, so a blob of the snapshot is never deleted under it.
 */
@Injectable()
export class DeletionHold {
  constructor(private readonly dataSource: DataSource) {}

  /** Whether deletions are held now; when the database cannot say, they are (nothing is lost). */
  async active(): Promise<boolean> {
    try {
      const [row] = await this.dataSource.query<Array<{ held: boolean }>>(
        'SELECT EXISTS (SELECT 1 FROM deletion_hold WHERE expires_at > now()) AS held',
      );
      return row?.held ?? true;
    } catch {
      return true;
    }
  }

  async begin(reason: string): Promise<ActiveHold> {
    const lapse = `${HOLD_LAPSES_MS} milliseconds`;
    const [row] = await this.dataSource.query<Array<{ id: string }>>(
      `INSERT INTO deletion_hold (reason, expires_at) VALUES ($1, now() + $2::interval) RETURNING id`,
      [reason, lapse],
    );
    const id = row!.id;
    const renew = setInterval(() => {
      this.dataSource
        .query('UPDATE deletion_hold SET expires_at = now() + $2::interval WHERE id = $1', [id, lapse])
        .catch(() => undefined);
    }, RENEW_EVERY_MS);
    renew.unref();
    return {
      release: async () => {
        clearInterval(renew);
        // Lapsed holds of backups that died go with it.
        await this.dataSource.query('DELETE FROM deletion_hold WHERE id = $1 OR expires_at <= now()', [id]);
      },
    };
  }
}
