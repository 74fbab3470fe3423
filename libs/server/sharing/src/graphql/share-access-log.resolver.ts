import { Args, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { BEFORE_ARG, LAST_ARG, toConnection } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { ShareAccessLogService } from '../services/share-access-log.service';
import { ShareAccessEntryConnectionModel, toAccessEntryModel } from './share-access-log.models';
import { ShareLinkModel } from './sharing.models';

/** Counts a link's entries only when `totalCount` is selected. */
@Resolver(() => ShareAccessEntryConnectionModel)
export class ShareAccessEntryConnectionResolver {
  @ResolveField(() => Int, { description: 'Entries over all pages (counted only when you ask for it).' })
  totalCount(@Parent() connection: ShareAccessEntryConnectionModel): Promise<number> | number {
    return typeof connection.totalCount === 'function' ? connection.totalCount() : connection.totalCount;
  }
}

/** A link's access log, as a field of the link. */
@Resolver(() => ShareLinkModel)
export class ShareLinkAccessLogResolver {
  constructor(private readonly log: ShareAccessLogService) {}

  @ResolveField(() => ShareAccessEntryConnectionModel, {
    description:
      'Openings and downloads through this link, newest first: when, what, who (when known) and from where, coarsely. Kept SHARE_ACCESS_LOG_DAYS (90 by default).',
  })
  async accessLog(
    @CurrentUser() user: AuthenticatedUser,
    @Parent() link: ShareLinkModel,
    // A link is often asked in a list of links (me { shareLinks }, 50 by default): a small default
    // keeps a query that selects each one's log within the cost limit; ask for more with `first`.
    @Args('first', { type: () => Int, defaultValue: 10, description: 'Page size, 1 to 200.' }) first: number,
    @Args('after', { type: () => String, nullable: true, description: 'endCursor of the previous page.' })
    after: string | null,
    @Args('last', LAST_ARG) last: number | null,
    @Args('before', BEFORE_ARG) before: string | null,
  ): Promise<ShareAccessEntryConnectionModel> {
    return toConnection(
      await this.log.page(user.id, { id: link.id }, { first, after, last, before }),
      toAccessEntryModel,
    );
  }
}
