import { Injectable } from '@nestjs/common';
import {
  decodeCursor,
  encodeCursor,
  isTimeIdCursor,
  parsePage,
  requireScope,
  toPage,
  type Page,
  type PageArgs,
} from '@coffer/server-core';
import type { LoggedFile, ShareAccessAction } from '../persistence/share-access-log.entity';
import { ShareAccessLogRepository } from '../persistence/share-access-log.repository';
import { ShareAccessLog } from './share-access-log';
import { ShareLinkService } from './share-link.service';

/** One entry of a link's access log, as its owner reads it. */
export interface ShareAccessLogEntryView {
  id: string;
  at: Date;
  action: ShareAccessAction;
  files: LoggedFile[];
  visitorEmail: string | null;
  clientAddress: string | null;
  userAgent: string | null;
}

export type ShareAccessLogPage = Page<ShareAccessLogEntryView> & { totalCount: () => Promise<number> };

/** Which of the caller's links: by token (REST paths) or by id (GraphQL). */
export type LinkRef = { token: string } | { id: string };

/** An access log page cursor: the entry's time in whole microseconds and its id. */
function entryCursor(cursor: string): { atMicros: string; id: string } {
  const [atMicros, id] = decodeCursor(cursor, isTimeIdCursor);
  return { atMicros, id };
}

/** The owner's reading of a link's access log (what ShareAccessLog recorded). */
@Injectable()
export class ShareAccessLogService {
  constructor(
    private readonly links: ShareLinkService,
    private readonly entries: ShareAccessLogRepository,
    private readonly log: ShareAccessLog,
  ) {}

  /**
   * A page of one of the caller's links' entries, newest first, revoked links included.
   * Someone else's or an unknown link: SHARE_NOT_FOUND, as for changing it.
   */
  async page(ownerId: string, ref: LinkRef, args: PageArgs): Promise<ShareAccessLogPage> {
    requireScope('share');
    const request = parsePage(args, { defaultSize: 50, maxSize: 200 });
    const position = request.after ? entryCursor(request.after) : undefined;
    const link = await this.links.ownLink(ownerId, ref);
    // An entry recorded on this replica a moment ago shows.
    await this.log.flush(link.id);
    const rows = await this.entries.page(link.id, {
      limit: request.first + 1,
      after: position,
      backward: request.backward,
    });
    const page = toPage(rows, request, (row) => encodeCursor([row.atMicros, row.entry.id]));
    return {
      ...page,
      items: page.items.map(({ item, cursor }) => ({
        item: {
          id: item.entry.id,
          at: item.entry.at,
          action: item.entry.action,
          files: item.entry.files,
          visitorEmail: item.entry.visitorEmail,
          clientAddress: item.entry.clientAddress,
          userAgent: item.entry.userAgent,
        },
        cursor,
      })),
      totalCount: () => this.entries.countOf(link.id),
    };
  }
}
