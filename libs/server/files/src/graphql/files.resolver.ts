import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { APP_CONFIG, type AppConfig, type Page } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { FilesService, type StoredItem } from '../services/files.service';
import { CreateFolderInput, FolderArgs, MoveItemInput, RenameItemInput } from './files.inputs';
import { toItemModel } from './item.mapper';
import {
  DashboardSummaryModel,
  FileVersionConnectionModel,
  ItemConnectionModel,
  ItemModel,
  ItemSearchConnectionModel,
  StorageUsageModel,
  TrashConnectionModel,
} from './item.model';
import { FileVersionsService } from '../services/file-versions.service';

@Resolver(() => ItemModel)
export class FilesResolver {
  constructor(
    private readonly files: FilesService,
    private readonly versionsOf: FileVersionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Query(() => ItemConnectionModel, { description: 'A page of the direct children of one of your folders.' })
  async folder(@CurrentUser() user: AuthenticatedUser, @Args() args: FolderArgs): Promise<ItemConnectionModel> {
    const page = await this.files.page(user.id, {
      path: args.path,
      first: args.first,
      after: args.after ?? undefined,
      sort: args.sort,
      descending: args.descending,
      filter: args.filter,
      search: args.search ?? undefined,
    });
    return this.connection(page);
  }

  @Query(() => ItemSearchConnectionModel, {
    description:
      'Your files and folders anywhere in your tree whose name contains `query`, ignoring case and accents: the whole name first, ' +
      'then names that start with it, then the rest. `path` of each hit is its folder.',
  })
  async search(
    @CurrentUser() user: AuthenticatedUser,
    @Args('query', { type: () => String, description: 'Part of a name, 1 to 255 characters.' }) query: string,
    @Args('first', { type: () => Int, defaultValue: 50, description: 'Page size, 1 to 200.' }) first: number,
    @Args('after', { type: () => String, nullable: true, description: 'endCursor of the previous page.' })
    after?: string | null,
  ): Promise<ItemSearchConnectionModel> {
    const { edges, pageInfo } = await this.connection(await this.files.search(user.id, { text: query, first, after }));
    return { edges, pageInfo };
  }

  @Query(() => ItemModel, { description: 'One of your items by id.' })
  async item(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID, description: 'The item.' }) id: string,
  ): Promise<ItemModel> {
    return (await this.models([await this.files.get(user.id, id)]))[0]!;
  }

  @Query(() => StorageUsageModel, { description: 'Your storage use and quota.' })
  storageUsage(@CurrentUser() user: AuthenticatedUser): Promise<StorageUsageModel> {
    return this.files.usage(user.id);
  }

  @Query(() => DashboardSummaryModel, { description: 'Totals, usage and newest files for the dashboard.' })
  async dashboard(@CurrentUser() user: AuthenticatedUser): Promise<DashboardSummaryModel> {
    const summary = await this.files.summary(user.id);
    return { ...summary, storage: summary.usage, recentUploads: await this.models(summary.recentUploads) };
  }

  @Query(() => ItemConnectionModel, {
    description:
      'All your folders (any depth) ordered by full path: the Move dialog targets. `search` matches name or full path, case-insensitively.',
  })
  async moveTargets(
    @CurrentUser() user: AuthenticatedUser,
    @Args('search', { type: () => String, nullable: true, description: 'Part of a name or full path.' })
    search: string | null,
    @Args('first', { type: () => Int, defaultValue: 200, description: 'Page size, 1 to 500.' }) first: number,
    @Args('after', { type: () => String, nullable: true, description: 'endCursor of the previous page.' })
    after?: string | null,
  ): Promise<ItemConnectionModel> {
    return this.connection(await this.files.moveTargets(user.id, { search, first, after }));
  }

  @Mutation(() => ItemModel, { description: 'Creates a folder.' })
  async createFolder(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'Where and what.' }) input: CreateFolderInput,
  ): Promise<ItemModel> {
    return toItemModel(await this.files.createFolder(user.id, input.name, input.path), this.config.publicUrl);
  }

  @Mutation(() => ItemModel, { description: 'Renames a file or folder in place.' })
  async renameItem(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'Item and new name.' }) input: RenameItemInput,
  ): Promise<ItemModel> {
    return (
      await this.models([await this.files.rename(user.id, input.id, input.name, { keepBoth: input.keepBoth })])
    )[0]!;
  }

  @Mutation(() => ItemModel, {
    description: 'Moves a file or folder (with everything inside) into a folder or the root.',
  })
  async moveItem(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'Item and target folder.' }) input: MoveItemInput,
  ): Promise<ItemModel> {
    return (await this.models([await this.files.move(user.id, input.id, input.targetFolderId ?? null)]))[0]!;
  }

  @Mutation(() => [ID], {
    description:
      'Moves items (folders with everything inside) to the trash in one transaction; answers their ids. Any unknown id fails the whole call.',
  })
  async deleteItems(
    @CurrentUser() user: AuthenticatedUser,
    @Args('ids', { type: () => [ID], description: 'Items to delete.' }) ids: string[],
  ): Promise<string[]> {
    return (await this.files.deleteMany(user.id, ids, { failOnMissing: true })).map((item) => item.id);
  }

  @ResolveField(() => FileVersionConnectionModel, {
    description:
      "The file's earlier versions, newest first (your files only: FILE_NOT_FOUND for anyone else's, NOT_A_FILE for a folder).",
  })
  async versions(
    @CurrentUser() user: AuthenticatedUser,
    @Parent() item: ItemModel,
    @Args('first', { type: () => Int, defaultValue: 50, description: 'Page size, 1 to 200.' }) first: number,
    @Args('after', { type: () => String, nullable: true, description: 'endCursor of the previous page.' })
    after?: string | null,
  ): Promise<FileVersionConnectionModel> {
    const page = await this.versionsOf.list(user.id, item.id, { first, after });
    return {
      edges: page.items.map(({ item: version, cursor }) => ({
        cursor,
        node: {
          ...version,
          downloadUrl: `${this.config.publicUrl}/api/files/${item.id}/versions/${version.id}/download`,
        },
      })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
    };
  }

  @Mutation(() => ItemModel, {
    description:
      "Makes an earlier version the file's content again; the content it replaces becomes the newest version.",
  })
  async restoreVersion(
    @CurrentUser() user: AuthenticatedUser,
    @Args('fileId', { type: () => ID, description: 'One of your files.' }) fileId: string,
    @Args('versionId', { type: () => ID, description: 'One of its versions.' }) versionId: string,
  ): Promise<ItemModel> {
    return (await this.models([await this.versionsOf.restore(user.id, fileId, versionId)]))[0]!;
  }

  @Mutation(() => Boolean, { description: 'Deletes an earlier version of one of your files for good.' })
  async deleteVersion(
    @CurrentUser() user: AuthenticatedUser,
    @Args('fileId', { type: () => ID, description: 'One of your files.' }) fileId: string,
    @Args('versionId', { type: () => ID, description: 'One of its versions.' }) versionId: string,
  ): Promise<boolean> {
    await this.versionsOf.delete(user.id, fileId, versionId);
    return true;
  }

  @Query(() => TrashConnectionModel, {
    description: 'Your trash, newest first: the items you deleted, each with what went with it.',
  })
  async trash(
    @CurrentUser() user: AuthenticatedUser,
    @Args('first', { type: () => Int, defaultValue: 100, description: 'Page size, 1 to 200.' }) first: number,
    @Args('after', { type: () => String, nullable: true, description: 'endCursor of the previous page.' })
    after?: string | null,
  ): Promise<TrashConnectionModel> {
    const page = await this.files.trash(user.id, { first, after });
    const models = await this.models(page.items.map((e) => e.item.item));
    return {
      edges: page.items.map(({ item: entry, cursor }, i) => ({ cursor, node: { ...entry, item: models[i]! } })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
    };
  }

  @Mutation(() => [ItemModel], {
    description:
      'Puts trash entries back where they were, with everything that went with them; missing folders are made again and a taken name gets a " (n)" suffix. Any unknown id fails the whole call.',
  })
  async restoreItems(
    @CurrentUser() user: AuthenticatedUser,
    @Args('ids', { type: () => [ID], description: 'Trash entries (their item ids).' }) ids: string[],
  ): Promise<ItemModel[]> {
    return this.models(await this.files.restore(user.id, ids));
  }

  @Mutation(() => [ID], {
    description: 'Deletes trash entries for good; answers their ids. Any unknown id fails the whole call.',
  })
  purgeItems(
    @CurrentUser() user: AuthenticatedUser,
    @Args('ids', { type: () => [ID], description: 'Trash entries (their item ids).' }) ids: string[],
  ): Promise<string[]> {
    return this.files.purge(user.id, ids);
  }

  @Mutation(() => Int, { description: 'Deletes everything in your trash for good; answers how many files went.' })
  emptyTrash(@CurrentUser() user: AuthenticatedUser): Promise<number> {
    return this.files.emptyTrash(user.id);
  }

  private async connection(page: Page<StoredItem> & { totalCount?: number }): Promise<ItemConnectionModel> {
    const models = await this.models(page.items.map((e) => e.item));
    return {
      edges: page.items.map((edge, i) => ({ cursor: edge.cursor, node: models[i]! })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount ?? page.items.length,
    };
  }

  private async models(items: StoredItem[]): Promise<ItemModel[]> {
    const share = await this.files.shareInfo(items);
    return items.map((item) => toItemModel(item, this.config.publicUrl, share.get(item.id)));
  }
}
