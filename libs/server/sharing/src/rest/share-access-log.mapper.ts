import type { ShareAccessLogPage } from '../services/share-access-log.service';
import type { ShareAccessLogPageDto } from './share-access-log.dto';

/** A page of a link's access log as REST answers it: an explicit whitelist of each entry's fields. */
export function toAccessLogResponse(page: ShareAccessLogPage): ShareAccessLogPageDto {
  return {
    entries: page.items.map(({ item }) => ({
      at: item.at.toISOString(),
      action: item.action,
      files: item.files.map((file) => ({ id: file.id, name: file.name })),
      visitor: item.visitorEmail,
      clientAddress: item.clientAddress,
      userAgent: item.userAgent,
    })),
    nextCursor: page.hasNextPage ? page.endCursor : null,
  };
}
