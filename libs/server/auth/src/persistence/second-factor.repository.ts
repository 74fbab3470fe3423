import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { returningRows } from '@coffer/server-core';

export interface TotpRecord {
  secretSealed: string;
  confirmedAt: Date | null;
}

/** Authenticator secrets, recovery codes and sign-in challenges; every "use once" is one statement. */
@Injectable()
export class SecondFactorRepository {
  constructor(private readonly db: DataSource) {}

  /** Whether a session of this account needs more than a password: a confirmed authenticator. */
  async requiresSecondFactor(userId: string): Promise<boolean> {
    const rows = await this.db.query<unknown[]>(
      `SELECT 1 FROM totp_factor WHERE user_id = $1 AND confirmed_at IS NOT NULL`,
      [userId],
    );
    return rows.length > 0;
  }

  async findTotp(userId: string): Promise<TotpRecord | null> {
    const rows = await this.db.query<Array<{ secret_sealed: string; confirmed_at: Date | null }>>(
      `SELECT secret_sealed, confirmed_at FROM totp_factor WHERE user_id = $1`,
      [userId],
    );
    const row = rows[0];
    return row ? { secretSealed: row.secret_sealed, confirmedAt: row.confirmed_at } : null;
  }

  /** Any sealed secret, for the start-up check that the server's key opens them. */
  async newestSealedSecret(): Promise<string | null> {
    const rows = await this.db.query<Array<{ secret_sealed: string }>>(
      `SELECT secret_sealed FROM totp_factor ORDER BY created_at DESC LIMIT 1`,
    );
    return rows[0]?.secret_sealed ?? null;
  }

  /** A new secret waiting for its first code; answers false when a confirmed one is in place. */
  async putPendingTotp(userId: string, secretSealed: string): Promise<boolean> {
    const rows = returningRows(
      await this.db.query(
        `INSERT INTO totp_factor (user_id, secret_sealed) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, last_time_step = NULL, created_at = now()
           WHERE totp_factor.confirmed_at IS NULL
         RETURNING user_id`,
        [userId, secretSealed],
      ),
    );
    return rows.length > 0;
  }

  /**
   * Spends the code of `timeStep`: true only when no code of that step or a later one was
   * accepted before (of two concurrent uses of one code, one wins). `confirm` also confirms a
   * pending secret (only the one that was read, so a set-up started again in between fails).
   */
  async spendTimeStep(
    userId: string,
    secretSealed: string,
    timeStep: number,
    now: Date,
    confirm: boolean,
  ): Promise<boolean> {
    const rows = returningRows(
      await this.db.query(
        `UPDATE totp_factor
         SET last_time_step = $3, confirmed_at = CASE WHEN $5::boolean THEN $4 ELSE confirmed_at END
         WHERE user_id = $1 AND secret_sealed = $2
           AND (last_time_step IS NULL OR last_time_step < $3)
           AND (confirmed_at IS NULL) = $5::boolean
         RETURNING user_id`,
        [userId, secretSealed, timeStep, now, confirm],
      ),
    );
    return rows.length > 0;
  }

  /** Turns authenticator codes off: the secret and every recovery code go. */
  async removeAll(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM recovery_code WHERE user_id = $1`, [userId]);
      await tx.query(`DELETE FROM totp_factor WHERE user_id = $1`, [userId]);
    });
  }

  /** The account's recovery codes become exactly these (earlier ones stop working). */
  async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM recovery_code WHERE user_id = $1`, [userId]);
      await tx.query(`INSERT INTO recovery_code (user_id, code_hash) SELECT $1, unnest($2::varchar[])`, [
        userId,
        codeHashes,
      ]);
    });
  }

  /** Spends one recovery code: true once, for the first of any number of concurrent uses. */
  async spendRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean> {
    const rows = returningRows(
      await this.db.query(
        `UPDATE recovery_code SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
        [userId, codeHash, now],
      ),
    );
    return rows.length > 0;
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    const rows = await this.db.query<Array<{ left: number }>>(
      `SELECT count(*)::int AS left FROM recovery_code WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    );
    return rows[0]?.left ?? 0;
  }

  async insertChallenge(challenge: {
    idHash: string;
    userId: string;
    firstFactor: string;
    clientBinding: string | null;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.query(`DELETE FROM sign_in_challenge WHERE expires_at < now() - interval '1 day'`);
    await this.db.query(
      `INSERT INTO sign_in_challenge (id_hash, user_id, first_factor, client_binding, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [challenge.idHash, challenge.userId, challenge.firstFactor, challenge.clientBinding, challenge.expiresAt],
    );
  }

  async findChallenge(
    idHash: string,
    now: Date,
  ): Promise<{ userId: string; firstFactor: string; clientBinding: string | null } | null> {
    const rows = await this.db.query<Array<{ user_id: string; first_factor: string; client_binding: string | null }>>(
      `SELECT user_id, first_factor, client_binding FROM sign_in_challenge WHERE id_hash = $1 AND expires_at > $2`,
      [idHash, now],
    );
    const row = rows[0];
    return row ? { userId: row.user_id, firstFactor: row.first_factor, clientBinding: row.client_binding } : null;
  }

  /** Ends a challenge: true for the one caller that ended it. */
  async deleteChallenge(idHash: string): Promise<boolean> {
    const rows = returningRows(
      await this.db.query(`DELETE FROM sign_in_challenge WHERE id_hash = $1 RETURNING id_hash`, [idHash]),
    );
    return rows.length > 0;
  }
}
