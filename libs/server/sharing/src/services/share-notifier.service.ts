import { Injectable } from '@nestjs/common';
import { EventBus } from '@coffer/server-core';
import { AccountDirectory } from '@coffer/server-auth';
import type { StoredItem } from '@coffer/server-files';

/** Publishes `shareReceived` to each account that just gained a file (never to its owner). */
@Injectable()
export class ShareNotifier {
  constructor(
    private readonly events: EventBus,
    private readonly accounts: AccountDirectory,
  ) {}

  async toUsers(userIds: string[], file: StoredItem): Promise<void> {
    const recipients = [...new Set(userIds)].filter((id) => id !== file.ownerId);
    if (recipients.length === 0) return;
    const [owner] = await this.accounts.byIds([file.ownerId]);
    for (const userId of recipients) {
      this.events.publish('shareReceived', {
        userId,
        fileId: file.id,
        fileName: file.name,
        sharedBy: owner ? { id: owner.id, name: owner.name, email: owner.email } : null,
      });
    }
  }

  async toEmails(emails: string[], file: StoredItem): Promise<void> {
    if (emails.length === 0) return;
    await this.toUsers((await this.accounts.byEmails(emails)).map((u) => u.id), file);
  }
}
