import { Inject, type OnModuleInit } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  APP_CONFIG,
  BEFORE_ARG,
  DomainError,
  LAST_ARG,
  databaseIdOf,
  toConnection,
  toGlobalId,
  withUserErrors,
  type Actor,
  type AppConfig,
  type Connection,
  type Page,
  type TotalCount,
} from '@coffer/server-core';
import { CurrentUser, NodeRegistry, type AuthenticatedUser } from '@coffer/server-auth';
import { DownloadUrls } from '../services/download-urls';
import { FilesService, type StoredItem } from '../services/files.service';
import { CreateFolderInput, FolderArgs, MoveItemInput, RenameItemInput } from './files.inputs';
import { toItemModel } from './item.mapper';
import {
  FolderCreatePayload,
  ItemMovePayload,
  ItemRenamePayload,
  ItemsPurgeInput,
  ItemsPurgePayload,
  ItemsRestoreInput,
  ItemsRestorePayload,
  ItemsTrashInput,
  ItemsTrashPayload,
  TrashEmptyPayload,
  VersionDeleteInput,
  VersionDeletePayload,
  VersionRestoreInput,
  VersionRestorePayload,
} from './item.payloads';
import {
  DashboardSummaryModel,
  FileVersionConnectionModel,
  FileVersionModel,
  ItemConnectionModel,
  ItemModel,
  ItemSearchConnectionModel,
  StorageUsageModel,
  TrashConnectionModel,
} from './item.model';
import { FileVersionsService } from '../services/file-versions.service';
import type { FileVersion } from '../persistence/item-version.repository';

@Resolver(() => ItemModel)
export class FilesResolver implements OnModuleInit {
  constructor(
    private readonly files: FilesService,
    private readonly versionsOf: FileVersionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly nodes: NodeRegistry,
    private readonly downloadUrls: DownloadUrls,
  ) {}

  onModuleInit(): void {
    this.nodes.register('Item', async (viewer, id) => (await this.models([await this.files.get(viewer.id, id)]))[0]!);
    this.nodes.register('TrashEntry', async (viewer, id) => {
      const entry = await this.files.trashEntry(viewer.id, id);
      return { ...entry, id: entry.item.id, item: (await this.models([entry.item]))[0]! };
    });
    this.nodes.register('FileVersion', async (viewer, id) =>
      this.versionModel(await this.versionsOf.get(viewer.id, id)),
    );
  }

  @Query(() => ItemConnectionModel, { description: 'A page of the direct children of one of your folders.' })
  async folder(@CurrentUser() user: AuthenticatedUser, @Args() args: FolderArgs): Promise<ItemConnectionModel> {
    const page = await this.files.page(user.id, {
      path: args.path,
      first: args.first,
      after: args.after,
      last: args.last,
      before: args.before,
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
    after: string | null,
    @Args('last', LAST_ARG) last: number | null,
    @Args('before', BEFORE_ARG) before: string | null,
  ): Promise<ItemSearchConnectionModel> {
    return this.connection(await this.files.search(user.id, { text: query, first, after, last, before }));
  }

  @Query(() => ItemModel, {
    description:
      'One of your items, by id or by path (exactly one of them). A folder listing gets its folder and breadcrumbs with `item(path:) { name ancestors { name fullPath } }` next to `folder(path:)`.',
  })
  async item(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID, nullable: true, description: 'The item.' }) id: string | null | undefined,
    @Args('path', {
      type: () => String,
      nullable: true,
      description: 'Absolute path in your tree: `/a/b/c.txt`, or `/a/b/` for a folder.',
    })
    path: string | null | undefined,
  ): Promise<ItemModel> {
    // An absent argument arrives as undefined, a null one as null.
    const [byId, byPath] = [id ?? null, path ?? null];
    if ((byId === null) === (byPath === null))
      throw new DomainError('VALIDATION_ERROR', 'Give the item either an id or a path.');
    const item =
      byId !== null
        ? await this.files.get(user.id, databaseIdOf(byId, 'Item'))
        : await this.files.getByPath(user.id, byPath);
    return (await this.models([item]))[0]!;
  }

  @ResolveField(() => [ItemModel], {
    description:
      "The folders above the item, from the top of your tree down to its parent (breadcrumbs); none for anyone else's item.",
  })
  async ancestors(@CurrentUser() user: AuthenticatedUser, @Parent() item: ItemModel): Promise<ItemModel[]> {
    return this.models(await this.files.ancestors(user.id, item.id));
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      'Absolute signed URL that downloads the bytes (files only; null for folders): it needs no cookie or token, works 10 to 15 minutes, ' +
      'stays the same URL for five minutes at a time, and serves only the content the file held when it was made. Every request checks ' +
      'again that you may still download the file (and, when made with an access token, that the token is not revoked or expired).',
  })
  downloadUrl(@Parent() item: ItemModel, @Context('req') req: { actor?: Actor } | undefined): string | null {
    return this.downloadUrls.urlFor(item, req?.actor);
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
    after: string | null,
    @Args('last', LAST_ARG) last: number | null,
    @Args('before', BEFORE_ARG) before: string | null,
  ): Promise<ItemConnectionModel> {
    return this.connection(await this.files.moveTargets(user.id, { search, first, after, last, before }));
  }

  @Mutation(() => FolderCreatePayload, {
    description: 'Creates a folder; a name or path it refuses comes back in userErrors.',
  })
  folderCreate(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'Where and what.' }) input: CreateFolderInput,
  ): Promise<FolderCreatePayload> {
    return withUserErrors(
      'item',
      async () => (await this.models([await this.files.createFolder(user.id, input.name, input.path)]))[0]!,
      { INVALID_NAME: ['input', 'name'], NAME_TAKEN: ['input', 'name'], INVALID_PATH: ['input', 'path'] },
    );
  }

  @Mutation(() => ItemRenamePayload, {
    description: 'Renames a file or folder in place; a name it refuses comes back in userErrors.',
  })
  itemRename(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'Item and new name.' }) input: RenameItemInput,
  ): Promise<ItemRenamePayload> {
    return withUserErrors(
      'item',
      async () =>
        (
          await this.models([
            await this.files.rename(user.id, databaseIdOf(input.id, 'Item'), input.name, {
              keepBoth: input.keepBoth,
              ifMatch: input.ifMatch,
            }),
          ])
        )[0]!,
      { INVALID_NAME: ['input', 'name'], NAME_TAKEN: ['input', 'name'] },
    );
  }

  @Mutation(() => ItemMovePayload, {
    description:
      'Moves a file or folder (with everything inside) into a folder or the root; a target it refuses comes back in userErrors.',
  })
  itemMove(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'Item and target folder.' }) input: MoveItemInput,
  ): Promise<ItemMovePayload> {
    return withUserErrors(
      'item',
      async () =>
        (
          await this.models([
            await this.files.move(
              user.id,
              databaseIdOf(input.id, 'Item'),
              input.targetFolderId ? databaseIdOf(input.targetFolderId, 'Item') : null,
              { ifMatch: input.ifMatch },
            ),
          ])
        )[0]!,
      { INVALID_MOVE: ['input', 'targetFolderId'], INVALID_TARGET_FOLDER: ['input', 'targetFolderId'] },
    );
  }

  @Mutation(() => ItemsTrashPayload, {
    description:
      'Moves items (folders with everything inside) to the trash in one transaction. Any id that is not one of your items fails the whole call (FILE_NOT_FOUND).',
  })
  itemsTrash(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The items.' }) input: ItemsTrashInput,
  ): Promise<ItemsTrashPayload> {
    return withUserErrors('items', async () =>
      this.models(
        await this.files.deleteMany(
          user.id,
          input.ids.map((id) => databaseIdOf(id, 'Item')),
          { failOnMissing: true, ifMatch: input.ifMatch },
        ),
      ),
    );
  }

  @Mutation(() => ItemModel, { description: 'Creates a folder.', deprecationReason: 'Use folderCreate.' })
  async createFolder(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'Where and what.' }) input: CreateFolderInput,
  ): Promise<ItemModel> {
    return toItemModel(await this.files.createFolder(user.id, input.name, input.path), this.config.publicUrl);
  }

  @Mutation(() => ItemModel, {
    description: 'Renames a file or folder in place.',
    deprecationReason: 'Use itemRename.',
  })
  async renameItem(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'Item and new name.' }) input: RenameItemInput,
  ): Promise<ItemModel> {
    return (
      await this.models([
        await this.files.rename(user.id, databaseIdOf(input.id, 'Item'), input.name, {
          keepBoth: input.keepBoth,
          ifMatch: input.ifMatch,
        }),
      ])
    )[0]!;
  }

  @Mutation(() => ItemModel, {
    description: 'Moves a file or folder (with everything inside) into a folder or the root.',
    deprecationReason: 'Use itemMove.',
  })
  async moveItem(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'Item and target folder.' }) input: MoveItemInput,
  ): Promise<ItemModel> {
    return (
      await this.models([
        await this.files.move(
          user.id,
          databaseIdOf(input.id, 'Item'),
          input.targetFolderId ? databaseIdOf(input.targetFolderId, 'Item') : null,
          { ifMatch: input.ifMatch },
        ),
      ])
    )[0]!;
  }

  @Mutation(() => [ID], {
    description:
      'Moves items (folders with everything inside) to the trash in one transaction; answers their database ids. Any unknown id fails the whole call.',
    deprecationReason: 'Use itemsTrash.',
  })
  async deleteItems(
    @CurrentUser() user: AuthenticatedUser,
    @Args('ids', { type: () => [ID], description: 'Items to delete.' }) ids: string[],
  ): Promise<string[]> {
    return (
      await this.files.deleteMany(
        user.id,
        ids.map((id) => databaseIdOf(id, 'Item')),
        { failOnMissing: true },
      )
    ).map((item) => item.id);
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
    after: string | null,
    @Args('last', LAST_ARG) last: number | null,
    @Args('before', BEFORE_ARG) before: string | null,
  ): Promise<FileVersionConnectionModel> {
    const page = await this.versionsOf.list(user.id, item.id, { first, after, last, before });
    return toConnection(page, (version) => this.versionModel(version));
  }

  @Mutation(() => VersionRestorePayload, {
    description:
      "Makes an earlier version the file's content again; the content it replaces becomes the newest version. A folder's id comes back in userErrors.",
  })
  versionRestore(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The file and the version.' }) input: VersionRestoreInput,
  ): Promise<VersionRestorePayload> {
    return withUserErrors(
      'item',
      async () =>
        (
          await this.models([
            await this.versionsOf.restore(
              user.id,
              databaseIdOf(input.fileId, 'Item'),
              databaseIdOf(input.versionId, 'FileVersion'),
              { ifMatch: input.ifMatch },
            ),
          ])
        )[0]!,
      VERSION_FIELDS,
    );
  }

  @Mutation(() => VersionDeletePayload, {
    description: "Deletes an earlier version of one of your files for good. A folder's id comes back in userErrors.",
  })
  versionDelete(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The file and the version.' }) input: VersionDeleteInput,
  ): Promise<VersionDeletePayload> {
    const versionId = databaseIdOf(input.versionId, 'FileVersion');
    return withUserErrors(
      'deletedVersionId',
      async () => {
        await this.versionsOf.delete(user.id, databaseIdOf(input.fileId, 'Item'), versionId);
        return toGlobalId('FileVersion', versionId);
      },
      VERSION_FIELDS,
    );
  }

  @Mutation(() => ItemModel, {
    description:
      "Makes an earlier version the file's content again; the content it replaces becomes the newest version.",
    deprecationReason: 'Use versionRestore.',
  })
  async restoreVersion(
    @CurrentUser() user: AuthenticatedUser,
    @Args('fileId', { type: () => ID, description: 'One of your files.' }) fileId: string,
    @Args('versionId', { type: () => ID, description: 'One of its versions.' }) versionId: string,
  ): Promise<ItemModel> {
    return (
      await this.models([
        await this.versionsOf.restore(user.id, databaseIdOf(fileId, 'Item'), databaseIdOf(versionId, 'FileVersion')),
      ])
    )[0]!;
  }

  @Mutation(() => Boolean, {
    description: 'Deletes an earlier version of one of your files for good.',
    deprecationReason: 'Use versionDelete.',
  })
  async deleteVersion(
    @CurrentUser() user: AuthenticatedUser,
    @Args('fileId', { type: () => ID, description: 'One of your files.' }) fileId: string,
    @Args('versionId', { type: () => ID, description: 'One of its versions.' }) versionId: string,
  ): Promise<boolean> {
    await this.versionsOf.delete(user.id, databaseIdOf(fileId, 'Item'), databaseIdOf(versionId, 'FileVersion'));
    return true;
  }

  @Query(() => TrashConnectionModel, {
    description: 'Your trash, newest first: the items you deleted, each with what went with it.',
  })
  async trash(
    @CurrentUser() user: AuthenticatedUser,
    @Args('first', { type: () => Int, defaultValue: 100, description: 'Page size, 1 to 200.' }) first: number,
    @Args('after', { type: () => String, nullable: true, description: 'endCursor of the previous page.' })
    after: string | null,
    @Args('last', LAST_ARG) last: number | null,
    @Args('before', BEFORE_ARG) before: string | null,
  ): Promise<TrashConnectionModel> {
    const page = await this.files.trash(user.id, { first, after, last, before });
    const models = await this.models(page.items.map((e) => e.item.item));
    return toConnection(page, (entry, i) => ({ ...entry, id: entry.item.id, item: models[i]! }));
  }

  @Mutation(() => ItemsRestorePayload, {
    description:
      'Puts trash entries back where they were, with everything that went with them; missing folders are made again and a taken name gets a " (n)" suffix. Any id that is not one of your trash entries fails the whole call (FILE_NOT_FOUND).',
  })
  itemsRestore(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The trash entries.' }) input: ItemsRestoreInput,
  ): Promise<ItemsRestorePayload> {
    return withUserErrors('items', async () => this.models(await this.files.restore(user.id, trashIds(input.ids))));
  }

  @Mutation(() => ItemsPurgePayload, {
    description:
      'Deletes trash entries for good. Any id that is not one of your trash entries fails the whole call (FILE_NOT_FOUND).',
  })
  itemsPurge(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The trash entries.' }) input: ItemsPurgeInput,
  ): Promise<ItemsPurgePayload> {
    return withUserErrors('deletedItemIds', async () =>
      (await this.files.purge(user.id, trashIds(input.ids))).map((id) => toGlobalId('Item', id)),
    );
  }

  @Mutation(() => TrashEmptyPayload, {
    description: 'Deletes everything in your trash for good (it takes no input: the trash is all of it).',
  })
  trashEmpty(@CurrentUser() user: AuthenticatedUser): Promise<TrashEmptyPayload> {
    return withUserErrors('deletedFileCount', () => this.files.emptyTrash(user.id));
  }

  @Mutation(() => [ItemModel], {
    description:
      'Puts trash entries back where they were, with everything that went with them; missing folders are made again and a taken name gets a " (n)" suffix. Any unknown id fails the whole call.',
    deprecationReason: 'Use itemsRestore.',
  })
  async restoreItems(
    @CurrentUser() user: AuthenticatedUser,
    @Args('ids', { type: () => [ID], description: 'Trash entries (their item ids).' }) ids: string[],
  ): Promise<ItemModel[]> {
    return this.models(await this.files.restore(user.id, trashIds(ids)));
  }

  @Mutation(() => [ID], {
    description: 'Deletes trash entries for good; answers their ids. Any unknown id fails the whole call.',
    deprecationReason: 'Use itemsPurge.',
  })
  purgeItems(
    @CurrentUser() user: AuthenticatedUser,
    @Args('ids', { type: () => [ID], description: 'Trash entries (their item ids).' }) ids: string[],
  ): Promise<string[]> {
    return this.files.purge(user.id, trashIds(ids));
  }

  @Mutation(() => Int, {
    description: 'Deletes everything in your trash for good; answers how many files went.',
    deprecationReason: 'Use trashEmpty.',
  })
  emptyTrash(@CurrentUser() user: AuthenticatedUser): Promise<number> {
    return this.files.emptyTrash(user.id);
  }

  private async connection<C extends TotalCount>(
    page: Page<StoredItem> & { totalCount: C },
  ): Promise<Connection<ItemModel, C>> {
    const models = await this.models(page.items.map((e) => e.item));
    return toConnection(page, (_item, i) => models[i]!);
  }

  private versionModel(version: FileVersion): FileVersionModel {
    return {
      ...version,
      downloadUrl: `${this.config.publicUrl}/api/files/${version.itemId}/versions/${version.id}/download`,
    };
  }

  private async models(items: StoredItem[]): Promise<ItemModel[]> {
    const share = await this.files.shareInfo(items);
    return items.map((item) => toItemModel(item, this.config.publicUrl, share.get(item.id)));
  }
}

/** Where a version mutation's refusals point: only files have versions. */
const VERSION_FIELDS = { NOT_A_FILE: ['input', 'fileId'] };

/** A trash entry is named by its own global id or by its item's. */
function trashIds(ids: string[]): string[] {
  return ids.map((id) => databaseIdOf(id, 'TrashEntry', 'Item'));
}
