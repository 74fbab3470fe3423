import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { returningRows } from '@coffer/server-core';

export interface SsoAttempt {
  provider: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  clientBinding: string | null;
}

export interface SsoIdentity {
  provider: string;
  subject: string;
  userId: string;
  email: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface IdentityRow {
  provider: string;
  subject: string;
  user_id: string;
  email: string | null;
  created_at: Date;
  last_used_at: Date | null;
}

const toIdentity = (row: IdentityRow): SsoIdentity => ({
  provider: row.provider,
  subject: row.subject,
  userId: row.user_id,
  email: row.email,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** Linked identities, sign-ins under way and pending links; every "use once" is one statement. */
@Injectable()
export class SsoRepository {
  constructor(private readonly db: DataSource) {}

  async insertAttempt(stateHash: string, attempt: SsoAttempt, expiresAt: Date): Promise<void> {
    await this.db.query(`DELETE FROM sso_attempt WHERE expires_at < now() - interval '1 day'`);
    await this.db.query(
      `INSERT INTO sso_attempt (state_hash, provider, nonce, code_verifier, return_to, client_binding, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        stateHash,
        attempt.provider,
        attempt.nonce,
        attempt.codeVerifier,
        attempt.returnTo,
        attempt.clientBinding,
        expiresAt,
      ],
    );
  }

  /** Takes a live attempt of that provider: once, for the first of any concurrent callbacks. */
  async takeAttempt(stateHash: string, provider: string, now: Date): Promise<SsoAttempt | null> {
    const rows = returningRows<{
      nonce: string;
      code_verifier: string;
      return_to: string;
      client_binding: string | null;
    }>(
      await this.db.query(
        `DELETE FROM sso_attempt WHERE state_hash = $1 AND provider = $2 AND expires_at > $3
         RETURNING nonce, code_verifier, return_to, client_binding`,
        [stateHash, provider, now],
      ),
    );
    const row = rows[0];
    return row
      ? {
          provider,
          nonce: row.nonce,
          codeVerifier: row.code_verifier,
          returnTo: row.return_to,
          clientBinding: row.client_binding,
        }
      : null;
  }

  async findIdentity(provider: string, subject: string): Promise<SsoIdentity | null> {
    const rows = await this.db.query<IdentityRow[]>(`SELECT * FROM sso_identity WHERE provider = $1 AND subject = $2`, [
      provider,
      subject,
    ]);
    return rows[0] ? toIdentity(rows[0]) : null;
  }

  async identitiesOf(userId: string): Promise<SsoIdentity[]> {
    const rows = await this.db.query<IdentityRow[]>(
      `SELECT * FROM sso_identity WHERE user_id = $1 ORDER BY created_at, provider`,
      [userId],
    );
    return rows.map(toIdentity);
  }

  /** Links an identity to an account; false when it is linked already (to anyone). */
  async link(provider: string, subject: string, userId: string, email: string | null): Promise<boolean> {
    const rows = returningRows(
      await this.db.query(
        `INSERT INTO sso_identity (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING provider`,
        [provider, subject, userId, email],
      ),
    );
    return rows.length > 0;
  }

  async recordUse(provider: string, subject: string, now: Date): Promise<void> {
    await this.db.query(`UPDATE sso_identity SET last_used_at = $3 WHERE provider = $1 AND subject = $2`, [
      provider,
      subject,
      now,
    ]);
  }

  async unlink(userId: string, provider: string): Promise<boolean> {
    const rows = returningRows(
      await this.db.query(`DELETE FROM sso_identity WHERE user_id = $1 AND provider = $2 RETURNING provider`, [
        userId,
        provider,
      ]),
    );
    return rows.length > 0;
  }

  async insertLink(
    tokenHash: string,
    link: { provider: string; subject: string; email: string },
    expiresAt: Date,
  ): Promise<void> {
    await this.db.query(`DELETE FROM sso_link WHERE expires_at < now() - interval '1 day'`);
    await this.db.query(
      `INSERT INTO sso_link (token_hash, provider, subject, email, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [tokenHash, link.provider, link.subject, link.email, expiresAt],
    );
  }

  /** Takes a live pending link for `email`: once. */
  async takeLink(
    tokenHash: string,
    email: string,
    now: Date,
  ): Promise<{ provider: string; subject: string } | 'other-account' | null> {
    const found = await this.db.query<Array<{ email: string }>>(
      `SELECT email FROM sso_link WHERE token_hash = $1 AND expires_at > $2`,
      [tokenHash, now],
    );
    if (!found[0]) return null;
    if (found[0].email !== email) return 'other-account';
    const rows = returningRows<{ provider: string; subject: string }>(
      await this.db.query(
        `DELETE FROM sso_link WHERE token_hash = $1 AND email = $2 AND expires_at > $3 RETURNING provider, subject`,
        [tokenHash, email, now],
      ),
    );
    return rows[0] ?? null;
  }
}
