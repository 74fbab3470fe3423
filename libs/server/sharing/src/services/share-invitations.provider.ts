import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RegistrationInvitations } from '@coffer/server-auth';
import { Clock } from '@coffer/server-core';

/**
 * What counts as an invitation when REGISTRATION=invite: an account whose address is proven shared
 * a file that is not in the trash with the address, directly or by listing it on a restricted link
 * that is still active (not revoked or expired). An unverified account invites nobody: whoever
 * registered an invited address without receiving its mail cannot let others in.
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
      `SELECT EXISTS (SELECT 1 FROM file_share_email s
                      JOIN item i ON i.id = s.file_id AND i.trashed_at IS NULL
                      JOIN app_user u ON u.id = i.owner_id AND u.email_verified_at IS NOT NULL
                      WHERE s.email = $1)
           OR EXISTS (SELECT 1 FROM share_link_email e
                      JOIN share_link l ON l.id = e.link_id
                      LEFT JOIN item i ON i.id = l.file_id AND i.trashed_at IS NULL
                      JOIN app_user u ON u.id = l.owner_id AND u.email_verified_at IS NOT NULL
                      WHERE e.email = $1 AND (l.file_id IS NULL OR i.id IS NOT NULL) AND l.revoked_at IS NULL AND (l.expires_at IS NULL OR l.expires_at > $2)) AS invited`,
      [email, this.clock.now()],
    );
    return rows[0]?.invited === true;
  }
}
