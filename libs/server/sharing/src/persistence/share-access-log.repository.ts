import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { newestFirst, TransactionRunner } from '@coffer/server-core';
import { ShareAccessLogEntity, type LoggedFile, type ShareAccessAction } from './share-access-log.entity';

/** An entry as ShareAccessLog writes it. */
export interface NewAccessLogEntry {
  linkId: string;
  at: Date;
  action: ShareAccessAction;
  files: LoggedFile[];
  visitorEmail: string | null;
  clientAddress: string | null;
  userAgent: string | null;
}

/** The access log of links: batched writes, a link's entries newest first, pruning by age. */
@Injectable()
export class ShareAccessLogRepository {
  constructor(
    @InjectRepository(ShareAccessLogEntity) private readonly repository: Repository<ShareAccessLogEntity>,
    private readonly dataSource: DataSource,
    private readonly tx: TransactionRunner,
  ) {}

  /**
   * Writes a batch in one statement. Entries of links deleted since (their rows went with the
   * link) are left out rather than failing the others on the foreign key.
   */
  async insertMany(entries: readonly NewAccessLogEntry[]): Promise<void> {
    if (entries.length === 0) return;
    // A lost batch in a crash costs a few log lines: no need to wait for the log flush.
    await this.tx.queryWithoutFlushWait(
      `INSERT INTO share_access_log (link_id, at, action, files, visitor_email, client_address, user_agent)
       SELECT e.link_id, e.at, e.action, e.files, e.visitor_email, e.client_address, e.user_agent
       FROM unnest($1::uuid[], $2::timestamptz[], $3::varchar[], $4::jsonb[], $5::varchar[], $6::varchar[], $7::varchar[])
         AS e(link_id, at, action, files, visitor_email, client_address, user_agent)
       JOIN share_link l ON l.id = e.link_id`,
      [
        entries.map((e) => e.linkId),
        entries.map((e) => e.at),
        entries.map((e) => e.action),
        entries.map((e) => JSON.stringify(e.files)),
        entries.map((e) => e.visitorEmail),
        entries.map((e) => e.clientAddress),
        entries.map((e) => e.userAgent),
      ],
    );
  }

  /** One keyset page of a link's entries, newest first (a backward page: the ones before `after`, nearest first). */
  async page(
    linkId: string,
    q: { limit: number; after?: { atMicros: string; id: string }; backward: boolean },
  ): Promise<Array<{ entry: ShareAccessLogEntity; atMicros: string }>> {
    const query = this.repository.createQueryBuilder('e').where('e.link_id = :linkId', { linkId });
    const rows = await newestFirst(query, {
      timeColumn: 'e.at',
      idColumn: 'e.id',
      after: q.after ? [q.after.atMicros, q.after.id] : undefined,
      backward: q.backward,
      limit: q.limit,
    });
    return rows.map(({ entity, micros }) => ({ entry: entity, atMicros: micros }));
  }

  countOf(linkId: string): Promise<number> {
    return this.repository.countBy({ linkId });
  }

  /** Deletes entries older than `cutoff`; answers how many. */
  async pruneBefore(cutoff: Date): Promise<number> {
    const rows: Array<{ n: number }> = await this.dataSource.query(
      'WITH gone AS (DELETE FROM share_access_log WHERE at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
      [cutoff],
    );
    return rows[0]?.n ?? 0;
  }
}
