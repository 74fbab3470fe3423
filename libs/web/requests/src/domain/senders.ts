import type { FileRequestFileFieldsFragment } from '@coffer/web-data-access';

export interface SenderGroup {
  senderId: string;
  senderName: string | null;
  senderEmail: string | null;
  senderVerified: boolean;
  files: FileRequestFileFieldsFragment[];
}

/** The received files by sender, the sender of the newest file first (the files stay newest first). */
export function groupBySender(files: readonly FileRequestFileFieldsFragment[]): SenderGroup[] {
  const groups = new Map<string, SenderGroup>();
  for (const file of files) {
    let group = groups.get(file.senderId);
    if (!group) {
      group = {
        senderId: file.senderId,
        senderName: file.senderName,
        senderEmail: file.senderEmail,
        senderVerified: file.senderVerified,
        files: [],
      };
      groups.set(file.senderId, group);
    }
    group.files.push(file);
  }
  return [...groups.values()];
}
