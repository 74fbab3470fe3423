import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RegistrationInvitations } from '@coffer/server-auth';
import { Clock } from '@coffer/server-core';

/**
 * What counts as an invitation when REGISTRATION=invite: someone shared a file with the address,
 * directly or by listing it on a restricted link that is still active (not revoked or expired).
 */
@Injectable()
export class ShareInvitations extends RegistrationInvitations {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    super();
  }

  async isInvited(email: string): Promise<boolean> {
    const rows: Array<{ invited: boolean }> = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM file_share_email WHERE email = $1)
           OR EXISTS (SELECT 1 FROM share_link_email e JOIN share_link l ON l.id = e.link_id
                      WHERE e.email = $1 AND l.revoked_at IS NULL AND (l.expires_at IS NULL OR l.expires_at > $2)) AS invited`,
      [email, this.clock.now()],
    );
    return rows[0]?.invited === true;
  }
}
