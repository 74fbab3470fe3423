import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { VisitorCodeTable } from './visitor-code.table';

/** One-time codes for restricted links and the visitor access they grant. */
@Injectable()
export class ShareVisitorRepository {
  /** One-time codes for (link, address). */
  readonly codes: VisitorCodeTable;

  constructor(private readonly dataSource: DataSource) {
    this.codes = new VisitorCodeTable(dataSource, 'share_visitor_code', 'link_id');
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
