import type { DataSource } from 'typeorm';
import { returningRows } from '@coffer/server-core';

/**
 * One-time codes mailed to visitors, for one kind of subject (a share link, a file request): the
 * same rules for both, each in a table of its own.
 */
export class VisitorCodeTable {
  constructor(
    private readonly dataSource: DataSource,
    private readonly table: 'share_visitor_code' | 'file_request_code',
    private readonly subject: 'link_id' | 'request_id',
  ) {}

  /**
   * Stores a new code for (subject, address); the pair's earlier live codes keep working (how many
   * there can be is bounded by the asking budget). Expired codes go by the database's clock
   * (housekeeping; redeeming compares with the server's clock).
   */
  async add(subjectId: string, email: string, codeHash: string, expiresAt: Date): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${this.table} WHERE expires_at <= now()`);
    await this.dataSource.query(
      `INSERT INTO ${this.table} (${this.subject}, email, code_hash, expires_at) VALUES ($1, $2, $3, $4)`,
      [subjectId, email, codeHash, expiresAt],
    );
  }

  /**
   * Uses the code if it is one of the live ones for (subject, address) and right: one atomic
   * update, so two requests can never both use it. A wrong one counts a failure against every live
   * code of the pair (past `maxFailures` each is void). Answers whether the code was right.
   */
  async redeem(subjectId: string, email: string, codeHash: string, now: Date, maxFailures: number): Promise<boolean> {
    const used = returningRows<{ id: string }>(
      await this.dataSource.query(
        `UPDATE ${this.table} SET used_at = $4
         WHERE ${this.subject} = $1 AND email = $2 AND code_hash = $3 AND used_at IS NULL AND expires_at > $4 AND failures < $5
         RETURNING id`,
        [subjectId, email, codeHash, now, maxFailures],
      ),
    );
    if (used.length === 1) return true;
    await this.dataSource.query(
      `UPDATE ${this.table} SET failures = failures + 1 WHERE ${this.subject} = $1 AND email = $2 AND used_at IS NULL AND expires_at > $3`,
      [subjectId, email, now],
    );
    return false;
  }
}
