import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { returningRows } from '@coffer/server-core';

export type WebauthnPurpose = 'register' | 'second-factor' | 'sign-in';

export interface PasskeyRecord {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  name: string;
  backedUp: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  counter: string;
  transports: string;
  name: string;
  backed_up: boolean;
  created_at: Date;
  last_used_at: Date | null;
}

function toRecord(row: PasskeyRow): PasskeyRecord {
  return {
    id: row.id,
    userId: row.user_id,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: row.transports ? row.transports.split(',') : [],
    name: row.name,
    backedUp: row.backed_up,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

/** Passkeys and the WebAuthn challenges they sign; a challenge is taken by one statement, once. */
@Injectable()
export class PasskeyRepository {
  constructor(private readonly db: DataSource) {}

  async listForUser(userId: string): Promise<PasskeyRecord[]> {
    const rows = await this.db.query<PasskeyRow[]>(`SELECT * FROM passkey WHERE user_id = $1 ORDER BY created_at, id`, [
      userId,
    ]);
    return rows.map(toRecord);
  }

  async findByCredentialId(credentialId: string): Promise<PasskeyRecord | null> {
    const rows = await this.db.query<PasskeyRow[]>(`SELECT * FROM passkey WHERE credential_id = $1`, [credentialId]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** Stores a new passkey; null when that credential is already registered (to anyone). */
  async insert(values: Omit<PasskeyRecord, 'id' | 'createdAt' | 'lastUsedAt'>): Promise<PasskeyRecord | null> {
    const rows = returningRows<PasskeyRow>(
      await this.db.query(
        `INSERT INTO passkey (user_id, credential_id, public_key, counter, transports, name, backed_up)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (credential_id) DO NOTHING
         RETURNING *`,
        [
          values.userId,
          values.credentialId,
          values.publicKey,
          values.counter,
          values.transports.join(','),
          values.name,
          values.backedUp,
        ],
      ),
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * Records a use: the new signature counter, only when it moved on from the one read (a cloned
   * authenticator racing the original loses); authenticators without a counter report 0 always.
   */
  async recordUse(
    id: string,
    previousCounter: number,
    newCounter: number,
    backedUp: boolean,
    now: Date,
  ): Promise<boolean> {
    const rows = returningRows(
      await this.db.query(
        `UPDATE passkey SET counter = $3, backed_up = $4, last_used_at = $5
         WHERE id = $1 AND counter = $2 RETURNING id`,
        [id, previousCounter, newCounter, backedUp, now],
      ),
    );
    return rows.length > 0;
  }

  async rename(userId: string, id: string, name: string): Promise<PasskeyRecord | null> {
    const rows = returningRows<PasskeyRow>(
      await this.db.query(`UPDATE passkey SET name = $3 WHERE user_id = $1 AND id = $2 RETURNING *`, [
        userId,
        id,
        name,
      ]),
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const rows = returningRows(
      await this.db.query(`DELETE FROM passkey WHERE user_id = $1 AND id = $2 RETURNING id`, [userId, id]),
    );
    return rows.length > 0;
  }

  async removeAllForUser(userId: string): Promise<void> {
    await this.db.query(`DELETE FROM passkey WHERE user_id = $1`, [userId]);
  }

  async insertChallenge(
    challengeHash: string,
    purpose: WebauthnPurpose,
    userId: string | null,
    expiresAt: Date,
  ): Promise<void> {
    await this.db.query(`DELETE FROM webauthn_challenge WHERE expires_at < now() - interval '1 day'`);
    await this.db.query(
      `INSERT INTO webauthn_challenge (challenge_hash, purpose, user_id, expires_at) VALUES ($1, $2, $3, $4)`,
      [challengeHash, purpose, userId, expiresAt],
    );
  }

  /**
   * Takes a live challenge of that purpose (and account, where it has one): true for exactly one
   * caller, however many answers to it arrive at once.
   */
  async takeChallenge(
    challengeHash: string,
    purpose: WebauthnPurpose,
    userId: string | null,
    now: Date,
  ): Promise<boolean> {
    const rows = returningRows(
      await this.db.query(
        `DELETE FROM webauthn_challenge
         WHERE challenge_hash = $1 AND purpose = $2 AND user_id IS NOT DISTINCT FROM $3 AND expires_at > $4
         RETURNING challenge_hash`,
        [challengeHash, purpose, userId, now],
      ),
    );
    return rows.length > 0;
  }
}
