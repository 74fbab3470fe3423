import { Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { AccessTokenService } from './access-token.service';
import { AccountCredentialHolders } from './account-credential-holders';
import { AccountTokenService } from './account-token.service';
import { SessionService } from './session.service';

export interface EndCredentialsCommand {
  userId: string;
  /** The stored id of a session of this account to keep (the one that gave the proof). */
  keepSessionId?: string;
  /**
   * Also end what other features keep for the account (webhooks): when the address was never
   * proven before, they may have been made by someone who only typed it.
   */
  holders: boolean;
}

/**
 * Ends the credentials of an account at once, on every transport and replica: its sessions (their
 * sockets close), its access tokens (and the webhooks bound to them), its unused reset links and,
 * when asked, what other features keep for it.
 */
@Injectable()
export class CredentialRevoker {
  private readonly logger = new Logger('Credentials');

  constructor(
    private readonly sessions: SessionService,
    private readonly accessTokens: AccessTokenService,
    private readonly accountTokens: AccountTokenService,
    private readonly moduleRef: ModuleRef,
  ) {}

  async endAll(command: EndCredentialsCommand): Promise<void> {
    await this.sessions.endAllForUserExcept(command.userId, command.keepSessionId);
    await this.accessTokens.revokeAll(command.userId);
    await this.accountTokens.voidUnused(command.userId, 'reset_password');
    if (command.holders) await this.holders()?.endAll(command.userId);
  }

  private holders(): AccountCredentialHolders | undefined {
    try {
      return this.moduleRef.get(AccountCredentialHolders, { strict: false });
    } catch {
      this.logger.debug('No feature keeps credentials of its own for accounts.');
      return undefined;
    }
  }
}
