import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { returningRows } from '@coffer/server-core';

/** One-time codes for restricted links and the visitor access they grant. */
@Injectable()
export class ShareVisitorRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores a new code for (link, address); the pair's earlier live codes keep working (how many
   * there can be is bounded by the asking budget). Expired codes go by the database's clock
   * (housekeeping; redeeming compares with the server's clock).
   */
  async addCode(linkId: string, email: string, codeHash: string, expiresAt: Date): Promise<void> {
    await this.dataSource.query('DELETE FROM share_visitor_code WHERE expires_at <= now()');
    await this.dataSource.query(
      'INSERT INTO share_visitor_code (link_id, email, code_hash, expires_at) VALUES ($1, $2, $3, $4)',
      [linkId, email, codeHash, expiresAt],
    );
  }

  /**
   * Uses the code if it is one of the live ones for (link, address) and right: one atomic update,
   * so two requests can never both use it. A wrong one counts a failure against every live code of
   * the pair (past `maxFailures` each is void). Answers whether the code was right.
   */
  async redeemCode(linkId: string, email: string, codeHash: string, now: Date, maxFailures: number): Promise<boolean> {
    const used = returningRows<{ id: string }>(
      await this.dataSource.query(
        `UPDATE share_visitor_code SET used_at = $4
         WHERE link_id = $1 AND email = $2 AND code_hash = $3 AND used_at IS NULL AND expires_at > $4 AND failures < $5
         RETURNING id`,
        [linkId, email, codeHash, now, maxFailures],
      ),
    );
    if (used.length === 1) return true;
    await this.dataSource.query(
      'UPDATE share_visitor_code SET failures = failures + 1 WHERE link_id = $1 AND email = $2 AND used_at IS NULL AND expires_at > $3',
      [linkId, email, now],
    );
    return false;
  }

  async addGrant(tokenHash: string, linkId: string, email: string, expiresAt: Date): Promise<void> {
    // Housekeeping by the database's clock, as for codes.
    await this.dataSource.query('DELETE FROM share_visitor_grant WHERE expires_at <= now()');
    await this.dataSource.query(
      `INSERT INTO share_visitor_grant (token_hash, link_id, email, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (token_hash, link_id) DO UPDATE SET email = EXCLUDED.email, expires_at = EXCLUDED.expires_at`,
      [tokenHash, linkId, email, expiresAt],
    );
  }

  /** Gives a new visitor token the live grants of the browser's previous one (other links it opened). */
  async copyGrants(fromHash: string, toHash: string, now: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO share_visitor_grant (token_hash, link_id, email, expires_at)
       SELECT $2, link_id, email, expires_at FROM share_visitor_grant WHERE token_hash = $1 AND expires_at > $3
       ON CONFLICT (token_hash, link_id) DO NOTHING`,
      [fromHash, toHash, now],
    );
  }

  /** The addresses live grants of these visitor tokens prove on the link. */
  async grantedEmails(linkId: string, tokenHashes: string[], now: Date): Promise<string[]> {
    if (tokenHashes.length === 0) return [];
    const rows: Array<{ email: string }> = await this.dataSource.query(
      'SELECT DISTINCT email FROM share_visitor_grant WHERE link_id = $1 AND token_hash = ANY($2::char(64)[]) AND expires_at > $3',
      [linkId, tokenHashes, now],
    );
    return rows.map((r) => r.email);
  }
}
