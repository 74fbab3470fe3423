import { Inject, type OnModuleInit } from '@nestjs/common';
import { Args, Int, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import {
  APP_CONFIG,
  databaseIdOf,
  EventBus,
  requireScope,
  subscriptionAllows,
  toConnection,
  toGlobalId,
  withUserErrors,
  type Actor,
  type AppConfig,
  type FileRequestReceivedEvent,
  type LiveSocket,
} from '@coffer/server-core';
import { CurrentUser, NodeRegistry, type AuthenticatedUser } from '@coffer/server-auth';
import { FilesService, ItemModel, toItemModel } from '@coffer/server-files';
import {
  FileRequestService,
  type FileRequestSettings,
  type FileRequestView,
  type ReceivedFile,
} from '../services/file-request.service';
import {
  FileRequestBlockSenderInput,
  FileRequestBlockSenderPayload,
  FileRequestConnectionModel,
  FileRequestCreateInput,
  FileRequestDeletePayload,
  FileRequestFileConnectionModel,
  FileRequestFileModel,
  FileRequestIdInput,
  FileRequestModel,
  FileRequestPayload,
  FileRequestReceivedEventModel,
  FileRequestStateEnum,
  FileRequestUpdateInput,
} from './file-request.models';

const STATES = {
  open: FileRequestStateEnum.OPEN,
  expired: FileRequestStateEnum.EXPIRED,
  closed: FileRequestStateEnum.CLOSED,
};

function toRequestModel(view: FileRequestView): FileRequestModel {
  return {
    id: view.id,
    folderId: view.folderId,
    url: view.url,
    title: view.title,
    message: view.message,
    expiresAt: view.expiresAt,
    hasPassword: view.passwordHash !== null,
    recipients: view.recipients,
    requireName: view.requireName,
    requireEmail: view.requireEmail,
    maxFiles: view.maxFiles,
    maxFileBytes: view.maxFileBytes,
    maxTotalBytes: view.maxTotalBytes,
    acceptedTypes: view.acceptedTypes,
    state: STATES[view.state],
    closedAt: view.closedAt,
    createdAt: view.createdAt,
    updatedAt: view.updatedAt,
    receivedFiles: view.received.files,
    receivedBytes: view.received.bytes,
    lastReceivedAt: view.received.lastAt,
  };
}

function toFileModel(file: ReceivedFile): FileRequestFileModel {
  return {
    id: file.id,
    itemId: file.item ? file.item.id : null,
    name: file.item?.name ?? file.name,
    path: file.item?.path ?? null,
    size: file.size,
    mimeType: file.item?.mimeType ?? null,
    senderId: file.senderId,
    senderName: file.senderName,
    senderEmail: file.senderEmail,
    senderVerified: file.senderVerified,
    receivedAt: file.receivedAt,
    inTrash: file.item === null,
  };
}

/** GraphQL update input → the service's settings (absent and null stay; clear* remove). */
function updateSettings(input: Omit<FileRequestUpdateInput, 'id'>): FileRequestSettings {
  const settings: FileRequestSettings = {};
  const keep = <K extends keyof FileRequestSettings>(key: K, value: unknown) => {
    if (value !== undefined && value !== null) settings[key] = value;
  };
  keep('title', input.title);
  keep('message', input.message);
  keep('expiresAt', input.expiresAt);
  if (input.clearExpiry) settings.expiresAt = null;
  keep('password', input.password);
  if (input.clearPassword) settings.password = null;
  keep('recipients', input.recipients);
  keep('requireName', input.requireName);
  keep('requireEmail', input.requireEmail);
  keep('maxFiles', input.maxFiles);
  keep('maxFileBytes', input.maxFileBytes);
  keep('maxTotalBytes', input.maxTotalBytes);
  for (const limit of input.clearLimits ?? []) {
    if (limit === 'maxFiles' || limit === 'maxFileBytes' || limit === 'maxTotalBytes') settings[limit] = null;
    else settings[limit as keyof FileRequestSettings] = undefined;
  }
  keep('acceptedTypes', input.acceptedTypes);
  return settings;
}

type SubscriptionContext = { req?: { actor?: Actor; liveSocket?: LiveSocket } };

@Resolver(() => FileRequestModel)
export class FileRequestResolver implements OnModuleInit {
  constructor(
    private readonly requests: FileRequestService,
    private readonly items: FilesService,
    private readonly events: EventBus,
    private readonly nodes: NodeRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.nodes.register('FileRequest', async (viewer, id) => toRequestModel(await this.requests.get(viewer.id, id)));
  }

  @Query(() => FileRequestConnectionModel, { description: 'Your file requests, newest first.' })
  async fileRequests(
    @CurrentUser() user: AuthenticatedUser,
    @Args('first', { type: () => Int, nullable: true, description: 'Page size, 1 to 200 (default 50).' })
    first?: number,
    @Args('after', { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
    @Args('last', { type: () => Int, nullable: true, description: 'Page backward: this many just before `before`.' })
    last?: number,
    @Args('before', { nullable: true, description: 'startCursor of the next page.' }) before?: string,
  ): Promise<FileRequestConnectionModel> {
    return toConnection(await this.requests.page(user.id, { first, after, last, before }), toRequestModel);
  }

  @ResolveField(() => ItemModel, {
    nullable: true,
    description: 'The folder files land in; null while it is in the trash.',
  })
  async folder(@Parent() request: FileRequestModel): Promise<ItemModel | null> {
    const folder = await this.items.findAny(request.folderId);
    return folder ? toItemModel(folder, this.config.publicUrl) : null;
  }

  @ResolveField(() => FileRequestFileConnectionModel, { description: 'The files that arrived, newest first.' })
  async files(
    @CurrentUser() user: AuthenticatedUser,
    @Parent() request: FileRequestModel,
    @Args('first', { type: () => Int, nullable: true, description: 'Page size, 1 to 200 (default 50).' })
    first?: number,
    @Args('after', { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
    @Args('last', { type: () => Int, nullable: true, description: 'Page backward.' }) last?: number,
    @Args('before', { nullable: true, description: 'startCursor of the next page.' }) before?: string,
  ): Promise<FileRequestFileConnectionModel> {
    return toConnection(
      await this.requests.receivedPage(user.id, request.id, { first, after, last, before }),
      toFileModel,
    );
  }

  @Mutation(() => FileRequestPayload, {
    description: 'Makes a file request; settings it refuses come back in userErrors.',
  })
  fileRequestCreate(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The request’s settings.' }) input: FileRequestCreateInput,
  ): Promise<FileRequestPayload> {
    return withUserErrors('fileRequest', async () =>
      toRequestModel(
        await this.requests.create(user.id, {
          ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)),
          folderId: databaseIdOf(input.folderId, 'Item'),
        }),
      ),
    );
  }

  @Mutation(() => FileRequestPayload, {
    description: 'Changes a file request; settings it refuses come back in userErrors.',
  })
  fileRequestUpdate(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The request and the changes.' }) input: FileRequestUpdateInput,
  ): Promise<FileRequestPayload> {
    const { id, ...changes } = input;
    return withUserErrors('fileRequest', async () =>
      toRequestModel(await this.requests.update(user.id, databaseIdOf(id, 'FileRequest'), updateSettings(changes))),
    );
  }

  @Mutation(() => FileRequestPayload, {
    description: 'Closes a file request for good: uploads in progress stop; what arrived stays.',
  })
  fileRequestClose(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The request.' }) input: FileRequestIdInput,
  ): Promise<FileRequestPayload> {
    return withUserErrors('fileRequest', async () =>
      toRequestModel(await this.requests.close(user.id, databaseIdOf(input.id, 'FileRequest'))),
    );
  }

  @Mutation(() => FileRequestDeletePayload, { description: 'Deletes a file request (what arrived stays).' })
  async fileRequestDelete(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The request.' }) input: FileRequestIdInput,
  ): Promise<FileRequestDeletePayload> {
    const result = await withUserErrors('deletedId', async () =>
      toGlobalId('FileRequest', await this.requests.delete(user.id, databaseIdOf(input.id, 'FileRequest'))),
    );
    return result;
  }

  @Mutation(() => FileRequestBlockSenderPayload, {
    description: 'Refuses a sender on all your requests from now on; optionally trashes what they sent to this one.',
  })
  async fileRequestBlockSender(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The request and the sender.' }) input: FileRequestBlockSenderInput,
  ): Promise<FileRequestBlockSenderPayload> {
    const result = await withUserErrors('outcome', () =>
      this.requests.blockSender(user.id, databaseIdOf(input.id, 'FileRequest'), input.senderId, input.trashFiles),
    );
    return {
      blocked: result.outcome?.blocked ?? false,
      trashed: result.outcome?.trashed ?? 0,
      userErrors: result.userErrors,
    };
  }

  @Subscription(() => FileRequestReceivedEventModel, {
    description: 'Files arriving through your requests from now on.',
    filter: (payload: FileRequestReceivedEvent, _variables: unknown, context: SubscriptionContext) =>
      subscriptionAllows(context, payload.userId, 'share'),
    resolve(this: FileRequestResolver, payload: FileRequestReceivedEvent) {
      return this.receivedEvent(payload);
    },
  })
  fileRequestReceived() {
    requireScope('share');
    return this.events.iterator('fileRequestReceived');
  }

  private async receivedEvent(payload: FileRequestReceivedEvent): Promise<FileRequestReceivedEventModel> {
    const [request, file] = await Promise.all([
      this.requests.get(payload.userId, payload.requestId),
      this.requests.receivedFile(payload.userId, payload.requestId, payload.receiptId),
    ]);
    return {
      fileRequest: toRequestModel(request),
      file: file
        ? toFileModel(file)
        : {
            id: payload.receiptId,
            itemId: payload.fileId,
            name: payload.name,
            path: null,
            size: payload.size,
            mimeType: null,
            senderId: payload.senderId,
            senderName: payload.senderName,
            senderEmail: payload.senderEmail,
            senderVerified: false,
            receivedAt: new Date(),
            // The receipt went with its request: nothing of it is left to show.
            inTrash: true,
          },
    };
  }
}

@Resolver(() => FileRequestFileModel)
export class FileRequestFileResolver {
  constructor(
    private readonly files: FilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ResolveField(() => ItemModel, { nullable: true, description: 'The file; null in the trash or purged.' })
  async item(@Parent() file: FileRequestFileModel): Promise<ItemModel | null> {
    const item = file.itemId ? await this.files.findAny(file.itemId) : null;
    return item ? toItemModel(item, this.config.publicUrl) : null;
  }
}
