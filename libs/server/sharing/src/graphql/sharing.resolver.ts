import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { APP_CONFIG, DomainError, Public, type AppConfig } from '@coffer/server-core';
import { CurrentUser, UserModel, type AuthenticatedUser } from '@coffer/server-auth';
import { FilesService, ItemModel, toItemModel } from '@coffer/server-files';
import type { ReceivedFile } from '../services/recipient.service';
import { RecipientService } from '../services/recipient.service';
import { ShareAccessService } from '../services/share-access.service';
import { ShareLinkService, type ShareLinkView } from '../services/share-link.service';
import {
  CreateShareLinkInput,
  SharedFileAccessModel,
  SharedFileConnectionModel,
  SharedFileModel,
  ShareLinkModel,
  ShareScopeEnum,
  UnseenSharesModel,
  UpdateShareLinkInput,
} from './sharing.models';

const MAX_PAGE = 200;

@Resolver()
export class SharingResolver {
  constructor(
    private readonly links: ShareLinkService,
    private readonly access: ShareAccessService,
    private readonly recipients: RecipientService,
    private readonly files: FilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Query(() => [ShareLinkModel], { description: 'Every link of one of your files, newest first (revoked ones included).' })
  async shareLinks(@CurrentUser() user: AuthenticatedUser, @Args('fileId', { type: () => ID, description: 'One of your files.' }) fileId: string): Promise<ShareLinkModel[]> {
    return (await this.links.listForFile(user.id, fileId)).map(toLinkModel);
  }

  @Mutation(() => ShareLinkModel, { description: 'Creates a link to one of your files.' })
  async createShareLink(@CurrentUser() user: AuthenticatedUser, @Args('input', { description: 'The link settings.' }) input: CreateShareLinkInput): Promise<ShareLinkModel> {
    return toLinkModel(await this.links.create(user.id, input));
  }

  @Mutation(() => ShareLinkModel, { description: 'Changes a link (expiry, password, e-mails, limit, scope).' })
  async updateShareLink(@CurrentUser() user: AuthenticatedUser, @Args('input', { description: 'The link and the changes.' }) input: UpdateShareLinkInput): Promise<ShareLinkModel> {
    const { id, ...changes } = input;
    return toLinkModel(await this.links.update(user.id, { id }, changes));
  }

  @Mutation(() => Boolean, { description: 'Revokes a link at once; true also when it already was.' })
  async revokeShareLink(@CurrentUser() user: AuthenticatedUser, @Args('id', { type: () => ID, description: 'The link.' }) id: string): Promise<boolean> {
    await this.links.revoke(user.id, { id });
    return true;
  }

  @Mutation(() => [UserModel], { description: 'Shares a file directly with existing accounts (by e-mail).' })
  shareWithUsers(@CurrentUser() user: AuthenticatedUser, @Args('fileId', { type: () => ID, description: 'One of your files.' }) fileId: string, @Args('emails', { type: () => [String], description: 'Account e-mails.' }) emails: string[]) {
    return this.recipients.shareWith(user.id, fileId, emails);
  }

  @Mutation(() => [UserModel], { description: 'Stops sharing a file directly with accounts (by e-mail).' })
  unshareWithUsers(@CurrentUser() user: AuthenticatedUser, @Args('fileId', { type: () => ID, description: 'One of your files.' }) fileId: string, @Args('emails', { type: () => [String], description: 'Account e-mails.' }) emails: string[]) {
    return this.recipients.unshareWith(user.id, fileId, emails);
  }

  @Query(() => SharedFileConnectionModel, { description: 'Files shared with you: direct shares first, newest first.' })
  async sharedWithMe(
    @CurrentUser() user: AuthenticatedUser,
    @Args('first', { type: () => Int, defaultValue: 100, description: 'Page size, 1 to 200.' }) first: number,
    @Args('after', { type: () => String, nullable: true, description: 'endCursor of the previous page.' }) after?: string | null,
  ): Promise<SharedFileConnectionModel> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw new DomainError('VALIDATION_ERROR', `first must be between 1 and ${MAX_PAGE}.`);
    const start = after ? decodeOffset(after) : 0;
    const received = await this.recipients.received(user);
    const page = received.slice(start, start + first);
    const models = await this.sharedModels(page);
    return {
      edges: models.map((node, i) => ({ cursor: encodeOffset(start + i + 1), node })),
      pageInfo: { hasNextPage: start + first < received.length, endCursor: page.length ? encodeOffset(start + page.length) : null },
      totalCount: received.length,
    };
  }

  @Query(() => UnseenSharesModel, { description: 'Shared files you have not opened yet (the "New" badge).' })
  async unseenShares(@CurrentUser() user: AuthenticatedUser): Promise<UnseenSharesModel> {
    const unseen = await this.recipients.unseen(user);
    return { count: unseen.length, files: await this.sharedModels(unseen) };
  }

  @Public()
  @Mutation(() => SharedFileAccessModel, {
    nullable: true,
    description: 'Opens a link (counts one access). Works signed in or anonymously; restricted links need an invited account. Every password attempt counts towards the limits, aliases included.',
  })
  async shareAccess(
    @Args('token', { description: 'The link token (last part of its URL).' }) token: string,
    @Args('password', { type: () => String, nullable: true, description: 'Needed when the link is protected.' }) password: string | null,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Context('req') req: Request,
  ): Promise<SharedFileAccessModel> {
    const opened = await this.access.open(token, { user, clientAddress: req.ip }, password);
    return {
      downloadUrl: opened.downloadUrl,
      originalName: opened.file.originalName ?? opened.file.name,
      mimeType: opened.file.mimeType,
      size: opened.file.size,
      encryptionType: opened.file.encryptionType,
      ownerName: opened.owner?.name ?? null,
      ownerEmail: opened.owner?.email ?? null,
    };
  }

  @Mutation(() => ItemModel, { nullable: true, description: 'Adds a shared file to your root (same bytes, your quota).' })
  async addSharedFileToMyFiles(
    @Args('token', { description: 'The link token (last part of its URL).' }) token: string,
    @Args('password', { type: () => String, nullable: true, description: 'Needed when the link is protected.' }) password: string | null,
    @CurrentUser() user: AuthenticatedUser,
    @Context('req') req: Request,
  ): Promise<ItemModel> {
    return toItemModel(await this.access.addToAccount(token, { user, clientAddress: req.ip }, password), this.config.publicUrl);
  }

  private async sharedModels(received: ReceivedFile[]): Promise<SharedFileModel[]> {
    const info = await this.files.shareInfo(received.map((r) => r.item));
    return received.map((r) => ({
      // Recipients see the owner's direct-share count but never the owner's own link URL.
      item: { ...toItemModel(r.item, this.config.publicUrl, { ...info.get(r.item.id)!, shareUrl: null }), hasShareLink: false },
      owner: r.owner,
      sharedAt: r.sharedAt,
      isNew: !r.seen,
      shareToken: r.link?.token ?? null,
      requiresPassword: r.link?.requiresPassword ?? false,
    }));
  }
}

function toLinkModel(link: ShareLinkView): ShareLinkModel {
  return {
    id: link.id,
    fileId: link.fileId,
    token: link.token,
    url: link.url,
    scope: link.scope === 'public' ? ShareScopeEnum.PUBLIC : ShareScopeEnum.RESTRICTED,
    expiresAt: link.expiresAt,
    maxAccess: link.maxAccess,
    accessCount: link.accessCount,
    hasPassword: link.hasPassword,
    allowedEmails: link.allowedEmails,
    revoked: link.revokedAt !== null,
    createdAt: link.createdAt,
  };
}

function encodeOffset(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

function decodeOffset(cursor: string): number {
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new DomainError('VALIDATION_ERROR', 'The cursor is not valid.');
  return Number(match[1]);
}
