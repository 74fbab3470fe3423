import { Inject, type OnModuleInit } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import {
  APP_CONFIG,
  BEFORE_ARG,
  LAST_ARG,
  Clock,
  databaseIdOf,
  DomainError,
  Public,
  toConnection,
  withUserErrors,
  type AppConfig,
} from '@coffer/server-core';
import { CurrentUser, NodeRegistry, type AuthenticatedUser } from '@coffer/server-auth';
import { FilesService, servedName, toItemModel } from '@coffer/server-files';
import type { ReceivedFile } from '../services/recipient.service';
import { RecipientService } from '../services/recipient.service';
import { ShareAccessService } from '../services/share-access.service';
import { ShareBrowseService } from '../services/share-browse.service';
import { ShareLinkService } from '../services/share-link.service';
import { toLinkModel } from './share-link.mapper';
import {
  DirectSharesAddInput,
  DirectSharesPayload,
  DirectSharesRemoveInput,
  SharedFileAddInput,
  SharedFileAddPayload,
  ShareLinkPayload,
  ShareLinkRevokeInput,
} from './share-link.payloads';
import { readVisitorToken, setVisitorCookie } from '../http/visitor-cookie';
import {
  AddedSharedFileModel,
  CreateShareLinkInput,
  DirectShareModel,
  ShareCodeAccessModel,
  SharedFileAccessModel,
  SharedFileConnectionModel,
  SharedFolderAccessModel,
  ShareLinkKindEnum,
  SharedFileModel,
  ShareLinkModel,
  UnseenSharesModel,
  UpdateShareLinkInput,
} from './sharing.models';

@Resolver()
export class SharingResolver implements OnModuleInit {
  constructor(
    private readonly links: ShareLinkService,
    private readonly access: ShareAccessService,
    private readonly browse: ShareBrowseService,
    private readonly recipients: RecipientService,
    private readonly files: FilesService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly nodes: NodeRegistry,
  ) {}

  onModuleInit(): void {
    this.nodes.register('ShareLink', async (viewer, id) => toLinkModel(await this.links.get(viewer.id, id)));
    // After the owner's view (files): a recipient gets the file as Shared with me shows it.
    this.nodes.register('Item', async (viewer, id) => {
      const received = await this.recipients.receivedFile(viewer, id);
      return received ? this.sharedModels([received])[0]!.item : null;
    });
  }

  @Query(() => [ShareLinkModel], {
    description: 'Every link of one of your files, newest first (revoked ones included).',
    deprecationReason:
      'Use Item.shareLinks (a connection), e.g. node(id:) { ... on Item { shareLinks { nodes { id } } } }.',
  })
  async shareLinks(
    @CurrentUser() user: AuthenticatedUser,
    @Args('fileId', { type: () => ID, description: 'One of your files.' }) fileId: string,
  ): Promise<ShareLinkModel[]> {
    return (await this.links.listForFile(user.id, databaseIdOf(fileId, 'Item'))).map(toLinkModel);
  }

  @Mutation(() => ShareLinkPayload, {
    description: 'Creates a link to one of your files; settings it refuses come back in userErrors.',
  })
  shareLinkCreate(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The link settings.' }) input: CreateShareLinkInput,
  ): Promise<ShareLinkPayload> {
    return withUserErrors('shareLink', async () => toLinkModel(await this.links.create(user.id, linkTarget(input))));
  }

  @Mutation(() => ShareLinkPayload, {
    description:
      'Changes a link (expiry, password, e-mails, limit, scope); settings it refuses come back in userErrors.',
  })
  shareLinkUpdate(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The link and the changes.' }) input: UpdateShareLinkInput,
  ): Promise<ShareLinkPayload> {
    const { id, ...changes } = input;
    return withUserErrors('shareLink', async () =>
      toLinkModel(await this.links.update(user.id, { id: databaseIdOf(id, 'ShareLink') }, changes)),
    );
  }

  @Mutation(() => ShareLinkPayload, { description: 'Revokes a link at once (again: nothing changes).' })
  shareLinkRevoke(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The link.' }) input: ShareLinkRevokeInput,
  ): Promise<ShareLinkPayload> {
    const id = databaseIdOf(input.id, 'ShareLink');
    return withUserErrors('shareLink', async () => {
      await this.links.revoke(user.id, { id });
      return toLinkModel(await this.links.get(user.id, id));
    });
  }

  @Mutation(() => ShareLinkModel, {
    description: 'Creates a link to one of your files.',
    deprecationReason: 'Use shareLinkCreate.',
  })
  async createShareLink(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The link settings.' }) input: CreateShareLinkInput,
  ): Promise<ShareLinkModel> {
    return toLinkModel(await this.links.create(user.id, linkTarget(input)));
  }

  @Mutation(() => ShareLinkModel, {
    description: 'Changes a link (expiry, password, e-mails, limit, scope).',
    deprecationReason: 'Use shareLinkUpdate.',
  })
  async updateShareLink(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The link and the changes.' }) input: UpdateShareLinkInput,
  ): Promise<ShareLinkModel> {
    const { id, ...changes } = input;
    return toLinkModel(await this.links.update(user.id, { id: databaseIdOf(id, 'ShareLink') }, changes));
  }

  @Mutation(() => Boolean, {
    description: 'Revokes a link at once; true also when it already was.',
    deprecationReason: 'Use shareLinkRevoke.',
  })
  async revokeShareLink(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID, description: 'The link.' }) id: string,
  ): Promise<boolean> {
    await this.links.revoke(user.id, { id: databaseIdOf(id, 'ShareLink') });
    return true;
  }

  @Mutation(() => DirectSharesPayload, {
    description:
      'Shares a file directly with e-mail addresses: whoever has (or later creates) an account with one of them gets it. The answer is the same whether or not an address has an account; addresses or a file it refuses come back in userErrors.',
  })
  directSharesAdd(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The file, the addresses and whether to mail them.' }) input: DirectSharesAddInput,
  ): Promise<DirectSharesPayload> {
    return withUserErrors(
      'directShares',
      async () =>
        (
          await this.recipients.shareWith(
            user.id,
            databaseIdOf(input.fileId, 'Item'),
            input.emails,
            input.notify === true,
          )
        ).map((email) => ({ email })),
      DIRECT_SHARE_FIELDS,
    );
  }

  @Mutation(() => DirectSharesPayload, {
    description:
      'Stops sharing a file directly with e-mail addresses (the same answer whether or not it was shared with them); addresses or a file it refuses come back in userErrors.',
  })
  directSharesRemove(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The file and the addresses.' }) input: DirectSharesRemoveInput,
  ): Promise<DirectSharesPayload> {
    return withUserErrors(
      'directShares',
      async () =>
        (await this.recipients.unshareWith(user.id, databaseIdOf(input.fileId, 'Item'), input.emails)).map((email) => ({
          email,
        })),
      DIRECT_SHARE_FIELDS,
    );
  }

  @Mutation(() => [DirectShareModel], {
    description:
      'Shares a file directly with e-mail addresses: whoever has (or later creates) an account with one of them gets it. The answer is the same whether or not an address has an account.',
    deprecationReason: 'Use directSharesAdd.',
  })
  async shareWithUsers(
    @CurrentUser() user: AuthenticatedUser,
    @Args('fileId', { type: () => ID, description: 'One of your files.' }) fileId: string,
    @Args('emails', { type: () => [String], description: 'E-mail addresses.' }) emails: string[],
    @Args('notify', {
      type: () => Boolean,
      nullable: true,
      description: 'true: mail them that you shared the file (names you and the file, links to Shared with me).',
    })
    notify?: boolean | null,
  ): Promise<DirectShareModel[]> {
    return (await this.recipients.shareWith(user.id, databaseIdOf(fileId, 'Item'), emails, notify === true)).map(
      (email) => ({ email }),
    );
  }

  @Mutation(() => [DirectShareModel], {
    description:
      'Stops sharing a file directly with e-mail addresses (the same answer whether or not it was shared with them).',
    deprecationReason: 'Use directSharesRemove.',
  })
  async unshareWithUsers(
    @CurrentUser() user: AuthenticatedUser,
    @Args('fileId', { type: () => ID, description: 'One of your files.' }) fileId: string,
    @Args('emails', { type: () => [String], description: 'E-mail addresses.' }) emails: string[],
  ): Promise<DirectShareModel[]> {
    return (await this.recipients.unshareWith(user.id, databaseIdOf(fileId, 'Item'), emails)).map((email) => ({
      email,
    }));
  }

  @Query(() => SharedFileConnectionModel, { description: 'Files shared with you: direct shares first, newest first.' })
  async sharedWithMe(
    @CurrentUser() user: AuthenticatedUser,
    @Args('unseen', {
      type: () => Boolean,
      defaultValue: false,
      description: 'true: only those you have not opened yet (the "New" badge).',
    })
    unseen: boolean,
    @Args('first', { type: () => Int, defaultValue: 100, description: 'Page size, 1 to 200.' }) first: number,
    @Args('after', { type: () => String, nullable: true, description: 'endCursor of the previous page.' })
    after: string | null,
    @Args('last', LAST_ARG) last: number | null,
    @Args('before', BEFORE_ARG) before: string | null,
  ): Promise<SharedFileConnectionModel> {
    const page = await this.recipients.receivedPage(user, { first, after, last, before, unseenOnly: unseen });
    const models = this.sharedModels(page.items.map((e) => e.item));
    return toConnection(page, (_file, i) => models[i]!);
  }

  @Query(() => UnseenSharesModel, { description: 'Shared files you have not opened yet (the "New" badge).' })
  async unseenShares(@CurrentUser() user: AuthenticatedUser): Promise<UnseenSharesModel> {
    const unseen = await this.recipients.unseen(user);
    return { count: unseen.length, files: this.sharedModels(unseen) };
  }

  @Public()
  @Mutation(() => SharedFileAccessModel, {
    nullable: true,
    description:
      'Opens a link (counts one access). Works signed in or anonymously; restricted links need an invited account with a verified address, or a one-time code (requestShareCode, verifyShareCode). Every password attempt counts towards the limits, aliases included.',
  })
  async shareAccess(
    @Args('token', { description: 'The link token (last part of its URL).' }) token: string,
    @Args('password', { type: () => String, nullable: true, description: 'Needed when the link is protected.' })
    password: string | null,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Context('req') req: Request,
  ): Promise<SharedFileAccessModel> {
    const opened = await this.access.open(
      token,
      { user, clientAddress: req.ip, visitorToken: readVisitorToken(req, this.config) },
      password,
    );
    if (opened.kind !== 'file')
      throw new DomainError(
        'NOT_A_FILE',
        'This link shares a folder or several files: open it with shareFolderAccess.',
      );
    return {
      downloadUrl: opened.downloadUrl,
      thumbnailUrl: opened.thumbnailUrl,
      originalName: servedName(opened.file, opened.file.originalName),
      mimeType: opened.file.mimeType,
      size: opened.file.size,
      encryptionType: opened.file.encryptionType,
      encryptedMetadata: opened.file.encryptedMetadata,
      hasDownloadLimit: opened.link.maxAccess !== null,
      ownerName: opened.owner.name,
      ownerEmail: opened.owner.email,
    };
  }

  @Public()
  @Mutation(() => SharedFolderAccessModel, {
    description:
      'Opens a FOLDER or SET link (counts nothing: their limit counts downloads) with the checks of shareAccess, and answers a grant to list and download it over REST.',
  })
  async shareFolderAccess(
    @Args('token', { description: 'The link token (last part of its URL).' }) token: string,
    @Args('password', { type: () => String, nullable: true, description: 'Needed when the link is protected.' })
    password: string | null,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Context('req') req: Request,
  ): Promise<SharedFolderAccessModel> {
    const opened = await this.access.open(
      token,
      { user, clientAddress: req.ip, visitorToken: readVisitorToken(req, this.config) },
      password,
    );
    if (opened.kind === 'file')
      throw new DomainError('NOT_A_FOLDER', 'This link shares one file: open it with shareAccess.');
    const tree = await this.browse.opened(opened);
    return {
      kind: tree.kind === 'folder' ? ShareLinkKindEnum.FOLDER : ShareLinkKindEnum.SET,
      name: tree.name,
      itemCount: tree.itemCount,
      browseUrl: tree.browseUrl,
      zipUrl: tree.zipUrl,
      validUntil: tree.validUntil,
      previewable: tree.previewable,
      ownerName: tree.owner.name,
      ownerEmail: tree.owner.email,
    };
  }

  @Mutation(() => SharedFileAddPayload, {
    description:
      'Adds a shared file to your root (same bytes, your quota), once: while your copy exists, it is answered with alreadyAdded and nothing is counted. A wrong password, a restricted link or a full quota stay top-level errors.',
  })
  async sharedFileAdd(
    @Args('input', { description: 'The link and its password.' }) input: SharedFileAddInput,
    @CurrentUser() user: AuthenticatedUser,
    @Context('req') req: Request,
  ): Promise<SharedFileAddPayload> {
    const { added, userErrors } = await withUserErrors('added', () =>
      this.addToAccount(input.token, input.password ?? null, user, req),
    );
    return { item: added?.item ?? null, alreadyAdded: added?.alreadyAdded ?? null, userErrors };
  }

  @Mutation(() => AddedSharedFileModel, {
    description:
      'Adds a shared file to your root (same bytes, your quota), once: while your copy exists, it is answered with alreadyAdded and nothing is counted.',
    deprecationReason: 'Use sharedFileAdd.',
  })
  async addSharedFileToMyFiles(
    @Args('token', { description: 'The link token (last part of its URL).' }) token: string,
    @Args('password', { type: () => String, nullable: true, description: 'Needed when the link is protected.' })
    password: string | null,
    @CurrentUser() user: AuthenticatedUser,
    @Context('req') req: Request,
  ): Promise<AddedSharedFileModel> {
    return this.addToAccount(token, password, user, req);
  }

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Asks for a one-time code for a restricted link: mailed (6 digits, 10 minutes, single use) only if the link lists the address; the answer is true either way. Throttled per address and link and per client address.',
  })
  async requestShareCode(
    @Args('token', { description: 'The link token (last part of its URL).' }) token: string,
    @Args('email', { description: 'The address to send the code to.' }) email: string,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Context('req') req: Request,
  ): Promise<boolean> {
    await this.access.requestVisitorCode(token, email, {
      user,
      clientAddress: req.ip,
      visitorToken: readVisitorToken(req, this.config),
    });
    return true;
  }

  @Public()
  @Mutation(() => ShareCodeAccessModel, {
    description:
      'Enters a one-time code: sets an HttpOnly visitor cookie that opens the link for 12 hours (its password and limits still apply). Wrong, used or expired codes: VALIDATION_ERROR; 5 wrong codes per client address and link per 5 minutes, then RATE_LIMITED.',
  })
  async verifyShareCode(
    @Args('token', { description: 'The link token (last part of its URL).' }) token: string,
    @Args('email', { description: 'The address the code was sent to.' }) email: string,
    @Args('code', { description: 'The 6-digit code.' }) code: string,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Context() ctx: { req: Request; res?: Response },
  ): Promise<ShareCodeAccessModel> {
    const access = await this.access.verifyVisitorCode(token, email, code, {
      user,
      clientAddress: ctx.req.ip,
      visitorToken: readVisitorToken(ctx.req, this.config),
    });
    // Over a WebSocket there is no response to carry the cookie; the web app uses HTTP.
    if (ctx.res && typeof ctx.res.cookie === 'function')
      setVisitorCookie(ctx.res, this.config, access, this.clock.now());
    return { expiresAt: access.expiresAt };
  }

  private async addToAccount(
    token: string,
    password: string | null,
    user: AuthenticatedUser,
    req: Request,
  ): Promise<AddedSharedFileModel> {
    const added = await this.access.addToAccount(
      token,
      { user, clientAddress: req.ip, visitorToken: readVisitorToken(req, this.config) },
      password,
    );
    const info = await this.files.shareInfo([added.item]);
    return {
      item: toItemModel(added.item, this.config.publicUrl, info.get(added.item.id)),
      alreadyAdded: added.alreadyAdded,
    };
  }

  private sharedModels(received: ReceivedFile[]): SharedFileModel[] {
    return received.map((r) => ({
      item: toItemModel(r.item, this.config.publicUrl, r.share),
      owner: r.owner,
      sharedAt: r.sharedAt,
      isNew: !r.seen,
      shareToken: r.link?.token ?? null,
      requiresPassword: r.link?.requiresPassword ?? false,
    }));
  }
}

/** Where a direct share's refusals point. */
const DIRECT_SHARE_FIELDS = {
  VALIDATION_ERROR: ['input', 'emails'],
  NOT_A_FILE: ['input', 'fileId'],
};

/** A create input with its item ids (global ids or UUIDs) as database ids; absent ones stay absent. */
function linkTarget(input: CreateShareLinkInput) {
  const id = (value: string | null | undefined) =>
    value === undefined || value === null ? value : databaseIdOf(value, 'Item');
  return {
    ...input,
    fileId: id(input.fileId),
    folderId: id(input.folderId),
    fileIds: input.fileIds?.map((v) => databaseIdOf(v, 'Item')) ?? input.fileIds,
  };
}
