import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, DomainError, EventBus, RateLimiterService, type AppConfig } from '@coffer/server-core';
import { AccountDirectory } from '@coffer/server-auth';
import { MailService } from '@coffer/server-mail';
import type { StoredItem } from '@coffer/server-files';
import { isRecipientAccount } from '../domain/recipient-account';

/** Invitation mails one account may have Coffer send per day (one per address). */
export const INVITATION_MAILS_PER_DAY = 100;
export const INVITATIONS_NEED_VERIFIED_ADDRESS =
  'Confirm your e-mail address before Coffer mails invitations for you: open the link we mailed you.';
const INVITATIONS_THROTTLED = `At most ${INVITATION_MAILS_PER_DAY} invitation e-mails a day; share without notify, or try again tomorrow.`;

/** `notify` on a share call: absent or a boolean. */
export function parseNotify(raw: unknown): boolean {
  if (raw === undefined || raw === null) return false;
  if (typeof raw !== 'boolean') throw new DomainError('VALIDATION_ERROR', 'notify must be true or false.');
  return raw;
}

/** What an invitation names: a file, a folder, or a set of files (`name`: "3 files"). */
export interface SharedThing {
  kind: 'file' | 'folder' | 'set';
  name: string;
  id: string | null;
}

/** A file or folder as an invitation names it. */
export function sharedThingOf(item: Pick<StoredItem, 'id' | 'type' | 'name'>): SharedThing {
  return { kind: item.type, name: item.name, id: item.id };
}

/**
 * Tells people a file was shared with them: `shareReceived` to each verified account that just
 * gained a file (never to its owner), and, when the owner asks for it, an invitation e-mail;
 * and `shareWithdrawn` to each one a share of it no longer reaches, so their lists update.
 */
@Injectable()
export class ShareNotifier {
  private readonly logger = new Logger('ShareNotifier');

  constructor(
    private readonly events: EventBus,
    private readonly accounts: AccountDirectory,
    private readonly mail: MailService,
    private readonly limiter: RateLimiterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Before a share that asks to notify `emails` changes anything: only an account whose address
   * is proven has Coffer mail for it (anyone can type any address at sign-up), and at most
   * INVITATION_MAILS_PER_DAY invitations a day, counted per address mailed. Refuses the whole
   * request otherwise.
   */
  async admitInvitations(ownerId: string, emails: string[]): Promise<void> {
    const [owner] = await this.accounts.byIds([ownerId]);
    if (!owner?.emailVerified) throw new DomainError('FORBIDDEN', INVITATIONS_NEED_VERIFIED_ADDRESS);
    const mails = new Set(emails.filter((e) => e !== owner.email.toLowerCase())).size;
    await this.limiter.consumeMany(
      [{ key: `invitation-mail:${ownerId}`, max: INVITATION_MAILS_PER_DAY, windowSeconds: 24 * 3600 }],
      mails,
      INVITATIONS_THROTTLED,
    );
  }

  async toUsers(userIds: string[], file: StoredItem): Promise<void> {
    const ids = [...new Set(userIds)].filter((id) => id !== file.ownerId);
    if (ids.length === 0) return;
    const accounts = await this.accounts.byIds([file.ownerId, ...ids]);
    const owner = accounts.find((a) => a.id === file.ownerId);
    // An unverified account is told nothing: it sees the file once its address is verified.
    const recipients = accounts.filter((a) => a.id !== file.ownerId && isRecipientAccount(a)).map((a) => a.id);
    for (const userId of recipients) {
      this.events.publish('shareReceived', {
        userId,
        fileId: file.id,
        fileName: file.name,
        sharedBy: owner ? { id: owner.id, name: owner.name, email: owner.email } : null,
      });
    }
  }

  /**
   * A share of `file` no longer reaches these accounts and addresses (some may still reach it
   * another way; their clients re-read their lists either way).
   */
  async withdrawn(file: { id: string; ownerId: string }, userIds: string[], emails: string[] = []): Promise<void> {
    const byEmail = emails.length ? (await this.accounts.byEmails(emails)).map((u) => u.id) : [];
    const ids = [...new Set([...userIds, ...byEmail])].filter((id) => id !== file.ownerId);
    if (ids.length === 0) return;
    for (const account of (await this.accounts.byIds(ids)).filter(isRecipientAccount)) {
      this.events.publish('shareWithdrawn', { userId: account.id, fileId: file.id });
    }
  }

  async toEmails(emails: string[], file: StoredItem): Promise<void> {
    if (emails.length === 0) return;
    await this.toUsers(
      (await this.accounts.byEmails(emails)).map((u) => u.id),
      file,
    );
  }

  /**
   * Mails each address (never the owner's own) that `ownerId` shared `file` with it, naming the
   * sharer and the file: `linkUrl` for a link, the Shared with me page for a direct share. Sent
   * after the answer, so the call is not held up and its timing says nothing about the addresses.
   */
  invite(ownerId: string, emails: string[], shared: SharedThing, linkUrl: string | null): void {
    if (emails.length === 0) return;
    void this.sendInvitations(ownerId, [...new Set(emails)], shared, linkUrl).catch((error: unknown) =>
      this.logger.error({ msg: 'Could not send share invitations', itemId: shared.id, err: String(error) }),
    );
  }

  private async sendInvitations(
    ownerId: string,
    emails: string[],
    shared: SharedThing,
    linkUrl: string | null,
  ): Promise<void> {
    const what =
      shared.kind === 'file'
        ? `the file "${shared.name}"`
        : shared.kind === 'folder'
          ? `the folder "${shared.name}"`
          : shared.name;
    const [owner] = await this.accounts.byIds([ownerId]);
    if (!owner) return;
    const sharer = owner.name?.trim() || owner.email;
    for (const to of emails.filter((e) => e !== owner.email.toLowerCase())) {
      await this.mail.send({
        to,
        // The sharer's name and the file's name are theirs to choose: they stay out of the subject.
        subject: 'A file was shared with you on Coffer',
        paragraphs: [
          `${sharer} (${owner.email}) shared ${what} with ${to}.`,
          linkUrl
            ? 'Open it with the link below. If you have no Coffer account with this address, the page can mail you a one-time code.'
            : 'It is in "Shared with me" once you sign in to Coffer with this address (and have confirmed it).',
        ],
        action: {
          label: linkUrl ? (shared.kind === 'file' ? 'Open the file' : 'Open the link') : 'Open Shared with me',
          url: linkUrl ?? `${this.config.publicUrl}/dashboard/shared`,
        },
        footnote:
          'You get this message because someone shared a file with your address. If you do not know them, ignore it.',
      });
    }
  }
}
