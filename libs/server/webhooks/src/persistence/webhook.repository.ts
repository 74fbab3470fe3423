import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { flipOrder, returningRows } from '@coffer/server-core';
import type { WebhookEventName } from '../domain/webhook-events';

export interface WebhookRecord {
  id: string;
  userId: string;
  /** The access token it is bound to (it ends with the token), or null for the account. */
  tokenId: string | null;
  url: string;
  description: string;
  eventTypes: WebhookEventName[];
  folderId: string | null;
  /** The signing secret, sealed with the server key. */
  secretSealed: string;
  enabled: boolean;
  disabledReason: string | null;
  failingSince: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** An endpoint that hears an event, with its folder filter's full path (`/A/B/`) when it has one. */
export interface Subscriber {
  id: string;
  folderPath: string | null;
}

export interface NewWebhook {
  userId: string;
  tokenId: string | null;
  url: string;
  description: string;
  eventTypes: WebhookEventName[];
  folderId: string | null;
  secretSealed: string;
}

export type WebhookChanges = Partial<
  Pick<WebhookRecord, 'url' | 'description' | 'eventTypes' | 'folderId' | 'secretSealed' | 'enabled'>
>;

interface Row {
  id: string;
  user_id: string;
  token_id: string | null;
  url: string;
  description: string;
  event_types: string[];
  folder_id: string | null;
  secret: string;
  enabled: boolean;
  disabled_reason: string | null;
  failing_since: Date | null;
  created_at: Date;
  updated_at: Date;
  created_micros?: string;
}

const COLUMNS = `w.id, w.user_id, w.token_id, w.url, w.description, w.event_types, w.folder_id, w.secret, w.enabled,
  w.disabled_reason, w.failing_since, w.created_at, w.updated_at`;

/** A token-bound endpoint counts only while its token is live (revocation also deletes it). */
const LIVE = `(w.token_id IS NULL OR EXISTS (SELECT 1 FROM access_token t WHERE t.id = w.token_id
  AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > $2)))`;

/** Whole microseconds: a cursor must not lose the precision the column keeps. */
const MICROS = '(extract(epoch from w.created_at) * 1000000)::bigint';

function toRecord(row: Row): WebhookRecord {
  return {
    id: row.id,
    userId: row.user_id,
    tokenId: row.token_id,
    url: row.url,
    description: row.description,
    eventTypes: row.event_types as WebhookEventName[],
    folderId: row.folder_id,
    secretSealed: row.secret,
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    failingSince: row.failing_since,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Rows of `webhook_endpoint`. */
@Injectable()
export class WebhookRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One sealed signing secret (the newest), for the start-up check that the key opens them. */
  async newestSealedSecret(): Promise<string | null> {
    const rows = await this.dataSource.query<Array<{ secret: string }>>(
      'SELECT secret FROM webhook_endpoint ORDER BY created_at DESC LIMIT 1',
    );
    return rows[0]?.secret ?? null;
  }

  async insert(webhook: NewWebhook): Promise<WebhookRecord> {
    const rows: Row[] = await this.dataSource.query(
      `INSERT INTO webhook_endpoint (user_id, token_id, url, description, event_types, folder_id, secret)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING ${COLUMNS.replace(/w\./g, '')}`,
      [
        webhook.userId,
        webhook.tokenId,
        webhook.url,
        webhook.description,
        webhook.eventTypes,
        webhook.folderId,
        webhook.secretSealed,
      ],
    );
    return toRecord(rows[0]!);
  }

  async countOwned(userId: string, now: Date): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ n: string }>>(
      `SELECT count(*) AS n FROM webhook_endpoint w WHERE w.user_id = $1 AND ${LIVE}`,
      [userId, now],
    );
    return Number(row?.n ?? 0);
  }

  async findOwned(userId: string, id: string, now: Date): Promise<WebhookRecord | null> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM webhook_endpoint w WHERE w.user_id = $1 AND ${LIVE} AND w.id = $3`,
      [userId, now, id],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async findById(id: string): Promise<WebhookRecord | null> {
    const rows: Row[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM webhook_endpoint w WHERE w.id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * Newest first, `first + 1` rows after the cursor's (created_at, id); backward, the rows just
   * before it, nearest first (toPage puts them back in order).
   */
  async pageOwned(
    userId: string,
    now: Date,
    first: number,
    after: [string, string] | null,
    backward = false,
  ): Promise<Array<{ record: WebhookRecord; at: string }>> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${COLUMNS}, ${MICROS} AS created_micros FROM webhook_endpoint w
        WHERE w.user_id = $1 AND ${LIVE}
          ${after ? `AND (${MICROS}, w.id) ${flipOrder('<', backward)} (CAST($4 AS bigint), CAST($5 AS uuid))` : ''}
        ORDER BY ${flipOrder('w.created_at DESC, w.id DESC', backward)} LIMIT $3`,
      after ? [userId, now, first + 1, after[0], after[1]] : [userId, now, first + 1],
    );
    return rows.map((row) => ({ record: toRecord(row), at: String(row.created_micros) }));
  }

  async update(id: string, changes: WebhookChanges, now: Date): Promise<void> {
    const sets: string[] = ['updated_at = $2'];
    const values: unknown[] = [id, now];
    const set = (column: string, value: unknown) => {
      values.push(value);
      sets.push(`${column} = $${values.length}`);
    };
    if (changes.url !== undefined) set('url', changes.url);
    if (changes.description !== undefined) set('description', changes.description);
    if (changes.eventTypes !== undefined) set('event_types', changes.eventTypes);
    if (changes.folderId !== undefined) set('folder_id', changes.folderId);
    if (changes.secretSealed !== undefined) set('secret', changes.secretSealed);
    if (changes.enabled !== undefined) {
      set('enabled', changes.enabled);
      // Enabled again by hand: the failure streak starts over.
      if (changes.enabled) sets.push('disabled_reason = NULL', 'failing_since = NULL');
    }
    await this.dataSource.query(`UPDATE webhook_endpoint SET ${sets.join(', ')} WHERE id = $1`, values);
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const rows = returningRows<{ id: string }>(
      await this.dataSource.query('DELETE FROM webhook_endpoint WHERE user_id = $1 AND id = $2 RETURNING id', [
        userId,
        id,
      ]),
    );
    return rows.length > 0;
  }

  /** Deletes every webhook of the account; answers how many. */
  async deleteAllOwned(userId: string): Promise<number> {
    return returningRows(
      await this.dataSource.query('DELETE FROM webhook_endpoint WHERE user_id = $1 RETURNING id', [userId]),
    ).length;
  }

  async deleteByToken(tokenId: string): Promise<number> {
    return returningRows<{ id: string }>(
      await this.dataSource.query('DELETE FROM webhook_endpoint WHERE token_id = $1 RETURNING id', [tokenId]),
    ).length;
  }

  /** Enabled, live endpoints of `userId` subscribed to `name`. */
  async subscribers(userId: string, name: WebhookEventName, now: Date): Promise<Subscriber[]> {
    const rows: Array<{ id: string; folder_path: string | null }> = await this.dataSource.query(
      `SELECT w.id, CASE WHEN f.id IS NULL THEN NULL ELSE f.path || f.name || '/' END AS folder_path
         FROM webhook_endpoint w LEFT JOIN item f ON f.id = w.folder_id
        WHERE w.user_id = $1 AND ${LIVE} AND w.enabled AND $3 = ANY(w.event_types)`,
      [userId, now, name],
    );
    return rows.map((r) => ({ id: r.id, folderPath: r.folder_path }));
  }

  /** Whether the endpoint may still be called: enabled and, if token-bound, its token live. */
  async isDeliverable(id: string, now: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM webhook_endpoint w WHERE w.id = $1 AND ${LIVE} AND w.enabled`,
      [id, now],
    );
    return rows.length > 0;
  }

  async succeeded(id: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE webhook_endpoint SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL',
      [id],
    );
  }

  /**
   * Records a failed attempt: the streak starts now unless one is running, and an endpoint
   * failing since `disableBefore` or earlier is disabled. Answers whether this call disabled it.
   */
  async failed(id: string, now: Date, disableBefore: Date, reason: string): Promise<boolean> {
    const rows = returningRows<{ enabled: boolean }>(
      await this.dataSource.query(
        `UPDATE webhook_endpoint
            SET failing_since = COALESCE(failing_since, $2),
                enabled = enabled AND COALESCE(failing_since, $2) > $3,
                disabled_reason = CASE WHEN enabled AND COALESCE(failing_since, $2) <= $3 THEN $4 ELSE disabled_reason END
          WHERE id = $1 AND enabled
          RETURNING enabled`,
        [id, now, disableBefore, reason],
      ),
    );
    return rows[0]?.enabled === false;
  }
}
