import { Inject } from '@nestjs/common';
import { Args, ID, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import {
  APP_CONFIG,
  BEFORE_ARG,
  DomainError,
  LAST_ARG,
  toConnection,
  toGlobalId,
  type AppConfig,
} from '@coffer/server-core';
import { CurrentUser, UserModel, type AuthenticatedUser } from '@coffer/server-auth';
import { FilesService, ItemModel, toItemModel } from '@coffer/server-files';
import { ShareLinkService } from '../services/share-link.service';
import { ShareLinkConnectionModel, ShareLinkModel, ShareOwnerModel } from './sharing.models';
import { toLinkModel } from './share-link.mapper';

// A file has few links; a small default keeps a listing that selects them cheap (query cost).
const FIRST_OF_FILE = { type: () => Int, defaultValue: 5, description: 'Page size, 1 to 200.' };
const AFTER = { type: () => String, nullable: true, description: 'endCursor of the previous page.' };

/** A file's links, as a field of the file. */
@Resolver(() => ItemModel)
export class ItemShareLinksResolver {
  constructor(private readonly links: ShareLinkService) {}

  @ResolveField(() => ShareLinkConnectionModel, {
    description:
      "The file's links, newest first, revoked ones included (yours only: none on anyone else's file, or on a folder).",
  })
  async shareLinks(
    @CurrentUser() user: AuthenticatedUser,
    @Parent() item: ItemModel,
    @Args('first', FIRST_OF_FILE) first: number,
    @Args('after', AFTER) after: string | null,
    @Args('last', LAST_ARG) last: number | null,
    @Args('before', BEFORE_ARG) before: string | null,
  ): Promise<ShareLinkConnectionModel> {
    return toConnection(
      await this.links.page(user.id, { fileId: item.id }, { first, after, last, before }),
      toLinkModel,
    );
  }
}

/** The viewer's links across all files. */
@Resolver(() => UserModel)
export class ViewerShareLinksResolver {
  constructor(private readonly links: ShareLinkService) {}

  @ResolveField(() => ShareLinkConnectionModel, {
    description: 'Your links across all your files, newest first, revoked ones included.',
  })
  async shareLinks(
    @CurrentUser() user: AuthenticatedUser,
    @Parent() account: UserModel,
    @Args('first', { type: () => Int, defaultValue: 50, description: 'Page size, 1 to 200.' }) first: number,
    @Args('after', AFTER) after: string | null,
    @Args('last', LAST_ARG) last: number | null,
    @Args('before', BEFORE_ARG) before: string | null,
  ): Promise<ShareLinkConnectionModel> {
    // A User is only ever the viewer; nobody else's links are anyone's business.
    if (account.id !== user.id) throw new DomainError('NOT_FOUND', 'Not found.');
    return toConnection(await this.links.page(user.id, {}, { first, after, last, before }), toLinkModel);
  }
}

/** Who shared a file, by global id too. */
@Resolver(() => ShareOwnerModel)
export class ShareOwnerFieldsResolver {
  @ResolveField(() => ID, {
    description: "The account's global id (a User id; node(id:) answers null for anyone but you).",
  })
  globalId(@Parent() owner: ShareOwnerModel): string {
    return toGlobalId('User', owner.id);
  }
}

/** What a link names, as items (the owner's view; gone or trashed items are left out). */
@Resolver(() => ShareLinkModel)
export class ShareLinkTargetResolver {
  constructor(
    private readonly items: FilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ResolveField(() => ItemModel, { nullable: true, description: 'The folder of a FOLDER link; null otherwise.' })
  async folder(@Parent() link: ShareLinkModel): Promise<ItemModel | null> {
    const folder = link.folderId ? await this.items.findAny(link.folderId) : null;
    return folder ? toItemModel(folder, this.config.publicUrl) : null;
  }
}
