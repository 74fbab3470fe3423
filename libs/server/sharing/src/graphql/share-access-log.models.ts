import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PageInfoModel, toGlobalId, type TotalCount } from '@coffer/server-core';
import type { ShareAccessLogEntryView } from '../services/share-access-log.service';

export enum ShareAccessActionEnum {
  OPEN = 'open',
  DOWNLOAD = 'download',
  ZIP = 'zip',
}
registerEnumType(ShareAccessActionEnum, {
  name: 'ShareAccessAction',
  description: 'What a visitor did through a link.',
  valuesMap: {
    OPEN: { description: 'Opened the link (its page, or an API client asking for it).' },
    DOWNLOAD: { description: 'Downloaded a file.' },
    ZIP: { description: 'Downloaded several files as one zip archive.' },
  },
});

@ObjectType('ShareAccessFile', { description: 'A file an access log entry names, as it was named then.' })
export class ShareAccessFileModel {
  @Field(() => ID, { description: "The file's global id (Item.id); the file may since have been deleted." })
  id: string;
  @Field(() => ID, { description: "The file's database id (the UUID REST paths take)." }) databaseId: string;
  @Field({ description: 'Its name at the time.' }) name: string;
}

@ObjectType('ShareAccessEntry', {
  description: 'One opening or download through one of your links (kept SHARE_ACCESS_LOG_DAYS, 90 by default).',
})
export class ShareAccessEntryModel {
  @Field({ description: 'When it happened.' }) at: Date;
  @Field(() => ShareAccessActionEnum, { description: 'What the visitor did.' }) action: ShareAccessActionEnum;
  @Field(() => [ShareAccessFileModel], { description: 'The files downloaded; empty for an opening.' })
  files: ShareAccessFileModel[];
  @Field(() => String, {
    nullable: true,
    description: "The signed-in visitor's address, or the one a visitor proved with a one-time code; null: anonymous.",
  })
  visitorEmail: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Where from, coarsely: IPv4 with the last number zeroed (203.0.113.0), IPv6 as its /48; null: unknown.',
  })
  clientAddress: string | null;
  @Field(() => String, { nullable: true, description: "The visitor's browser (User-Agent, at most 256 characters)." })
  userAgent: string | null;
}

@ObjectType('ShareAccessEntryEdge', { description: 'One access log entry in a page.' })
export class ShareAccessEntryEdgeModel {
  @Field({ description: 'Opaque position; pass as `after` or `before`.' }) cursor: string;
  @Field(() => ShareAccessEntryModel, { description: 'The entry.' }) node: ShareAccessEntryModel;
}

@ObjectType('ShareAccessEntryConnection', { description: "A page of a link's access log, newest first." })
export class ShareAccessEntryConnectionModel {
  @Field(() => [ShareAccessEntryEdgeModel], { description: 'This page.' }) edges: ShareAccessEntryEdgeModel[];
  @Field(() => [ShareAccessEntryModel], { description: 'The entries of this page (the edges without cursors).' })
  nodes: ShareAccessEntryModel[];
  @Field(() => PageInfoModel, { description: 'Where the next and previous pages start.' }) pageInfo: PageInfoModel;
  @Field(() => Int, { description: 'Entries over all pages (counted only when you ask for it).' })
  totalCount: TotalCount;
}

export function toAccessEntryModel(entry: ShareAccessLogEntryView): ShareAccessEntryModel {
  return {
    at: entry.at,
    action: entry.action as ShareAccessActionEnum,
    files: entry.files.map((file) => ({ id: toGlobalId('Item', file.id), databaseId: file.id, name: file.name })),
    visitorEmail: entry.visitorEmail,
    clientAddress: entry.clientAddress,
    userAgent: entry.userAgent,
  };
}
