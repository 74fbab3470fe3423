import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  Clock,
  currentActor,
  decodeCursor,
  DomainError,
  encodeCursor,
  isUuid,
  parsePage,
  requireScope,
  SecretsService,
  toPage,
  type Page,
  type PageArgs,
  isTimeIdCursor,
} from '@coffer/server-core';
import { AccountDirectory } from '@coffer/server-auth';
import { FilesService } from '@coffer/server-files';
import { newWebhookSecret } from '../domain/standard-webhooks';
import { MAX_WEBHOOKS_PER_ACCOUNT } from '../domain/retry-schedule';
import { isWebhookEventName, type WebhookEventName } from '../domain/webhook-events';
import type { DeliveryRecord } from '../persistence/webhook-message.repository';
import { WebhookMessageRepository } from '../persistence/webhook-message.repository';
import { WebhookRepository, type WebhookChanges, type WebhookRecord } from '../persistence/webhook.repository';
import { WebhookJobs } from './webhook-jobs';
import { WebhookTargetPolicy } from './webhook-target';

/** A webhook as its owner sees it (never its secret). */
export interface Webhook {
  id: string;
  url: string;
  description: string;
  eventTypes: WebhookEventName[];
  folderId: string | null;
  boundToToken: boolean;
  enabled: boolean;
  disabledReason: string | null;
  failingSince: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Input the service refused: the field (relative to the command), a stable code and a sentence. */
export interface WebhookInputError {
  field: string[];
  code: string;
  message: string;
}

export type WebhookOutcome<T> = { ok: true; value: T } | { ok: false; errors: WebhookInputError[] };

export interface CreateWebhookCommand {
  url: unknown;
  eventTypes: unknown;
  folderId?: unknown;
  description?: unknown;
  /** Bind it to the access token making the request: it is deleted when the token is revoked. */
  boundToToken?: unknown;
}

export interface UpdateWebhookCommand {
  id: string;
  url?: unknown;
  eventTypes?: unknown;
  /** null removes the folder filter. */
  folderId?: unknown;
  description?: unknown;
  /** true enables a disabled webhook again (its failure streak starts over). */
  enabled?: unknown;
}

const NOT_FOUND = 'Webhook not found.';
export const WEBHOOK_NEEDS_VERIFIED_ADDRESS =
  'Confirm your e-mail address before creating webhooks: open the link we mailed you.';
const MAX_DESCRIPTION = 500;

function toWebhook(record: WebhookRecord): Webhook {
  return {
    id: record.id,
    url: record.url,
    description: record.description,
    eventTypes: record.eventTypes,
    folderId: record.folderId,
    boundToToken: record.tokenId !== null,
    enabled: record.enabled,
    disabledReason: record.disabledReason,
    failingSince: record.failingSince,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/**
 * Managing webhooks (docs/api.md, Webhooks): every rule for every transport. Tokens need the
 * `write` scope to change webhooks and `read` to list them; another account's webhook is not found.
 */
@Injectable()
export class WebhooksService implements OnModuleInit {
  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly messages: WebhookMessageRepository,
    private readonly targets: WebhookTargetPolicy,
    private readonly files: FilesService,
    private readonly secrets: SecretsService,
    private readonly jobs: WebhookJobs,
    private readonly clock: Clock,
    private readonly accounts: AccountDirectory,
  ) {}

  onModuleInit(): void {
    this.secrets.requireOpens('webhook signing secrets', () => this.webhooks.newestSealedSecret());
  }

  async create(
    userId: string,
    command: CreateWebhookCommand,
  ): Promise<WebhookOutcome<{ webhook: Webhook; secret: string }>> {
    requireScope('write');
    // Events about what is shared with an address go only to whoever proved they receive its mail.
    const [owner] = await this.accounts.byIds([userId]);
    if (!owner?.emailVerified) throw new DomainError('FORBIDDEN', WEBHOOK_NEEDS_VERIFIED_ADDRESS);
    const errors: WebhookInputError[] = [];
    const url = await this.checkUrl(command.url, errors);
    const eventTypes = this.checkEventTypes(command.eventTypes, errors);
    const description = this.checkDescription(command.description ?? '', errors);
    const folderId = await this.checkFolder(userId, command.folderId ?? null, errors);
    let tokenId: string | null = null;
    if (command.boundToToken === true) {
      const actor = currentActor();
      if (actor?.via === 'token' && actor.tokenId) tokenId = actor.tokenId;
      else
        errors.push({
          field: ['boundToToken'],
          code: 'NOT_A_TOKEN',
          message: 'Only a request made with an access token can bind a webhook to it.',
        });
    }
    if ((await this.webhooks.countOwned(userId, this.clock.now())) >= MAX_WEBHOOKS_PER_ACCOUNT)
      errors.push({
        field: [],
        code: 'WEBHOOK_LIMIT_REACHED',
        message: `An account may have at most ${MAX_WEBHOOKS_PER_ACCOUNT} webhooks.`,
      });
    if (errors.length > 0) return { ok: false, errors };
    const secret = newWebhookSecret();
    const record = await this.webhooks.insert({
      userId,
      tokenId,
      url: url!,
      description: description!,
      eventTypes: eventTypes!,
      folderId,
      secretSealed: this.secrets.encrypt(secret),
    });
    return { ok: true, value: { webhook: toWebhook(record), secret } };
  }

  async update(userId: string, command: UpdateWebhookCommand): Promise<WebhookOutcome<Webhook>> {
    requireScope('write');
    const current = await this.own(userId, command.id);
    const errors: WebhookInputError[] = [];
    const changes: WebhookChanges = {};
    if (command.url !== undefined && command.url !== null) changes.url = await this.checkUrl(command.url, errors);
    if (command.eventTypes !== undefined && command.eventTypes !== null)
      changes.eventTypes = this.checkEventTypes(command.eventTypes, errors);
    if (command.description !== undefined && command.description !== null)
      changes.description = this.checkDescription(command.description, errors);
    if (command.folderId !== undefined) changes.folderId = await this.checkFolder(userId, command.folderId, errors);
    if (command.enabled !== undefined && command.enabled !== null) {
      if (typeof command.enabled !== 'boolean')
        errors.push({ field: ['enabled'], code: 'VALIDATION_ERROR', message: 'enabled must be true or false.' });
      else changes.enabled = command.enabled;
    }
    if (errors.length > 0) return { ok: false, errors };
    await this.webhooks.update(current.id, changes, this.clock.now());
    return { ok: true, value: toWebhook((await this.webhooks.findById(current.id))!) };
  }

  async delete(userId: string, id: string): Promise<string> {
    requireScope('write');
    if (!isUuid(id) || !(await this.webhooks.delete(userId, id))) throw new DomainError('NOT_FOUND', NOT_FOUND);
    return id;
  }

  /** A new secret; the old one stops signing at once. */
  async rotateSecret(userId: string, id: string): Promise<{ webhook: Webhook; secret: string }> {
    requireScope('write');
    const current = await this.own(userId, id);
    const secret = newWebhookSecret();
    await this.webhooks.update(current.id, { secretSealed: this.secrets.encrypt(secret) }, this.clock.now());
    return { webhook: toWebhook((await this.webhooks.findById(current.id))!), secret };
  }

  /** Sends a delivery's message again (same webhook-id, new attempts, the usual retries); answers the message id. */
  async redeliver(userId: string, deliveryId: string): Promise<string> {
    requireScope('write');
    const found = isUuid(deliveryId) ? await this.messages.messageOfDelivery(userId, deliveryId) : null;
    if (!found || !(await this.webhooks.findOwned(userId, found.endpointId, this.clock.now())))
      throw new DomainError('NOT_FOUND', 'Delivery not found.');
    await this.jobs.enqueue(`${found.messageId}:${randomUUID()}`);
    return found.messageId;
  }

  /** One delivery attempt of one of the caller's live webhooks; NOT_FOUND otherwise. */
  async delivery(userId: string, deliveryId: string): Promise<DeliveryRecord> {
    requireScope('read');
    const found = isUuid(deliveryId) ? await this.messages.deliveryOf(userId, deliveryId) : null;
    if (!found || !(await this.webhooks.findOwned(userId, found.endpointId, this.clock.now())))
      throw new DomainError('NOT_FOUND', 'Delivery not found.');
    return found;
  }

  async get(userId: string, id: string): Promise<Webhook> {
    requireScope('read');
    return toWebhook(await this.own(userId, id));
  }

  /** The caller's webhooks, newest first, paged in SQL (forward or backward), with the total. */
  async page(userId: string, args: PageArgs): Promise<Page<Webhook> & { totalCount: number }> {
    requireScope('read');
    const request = parsePage(args, { defaultSize: 50, maxSize: 200 });
    const now = this.clock.now();
    const rows = await this.webhooks.pageOwned(
      userId,
      now,
      request.first,
      request.after ? decodeCursor(request.after, isTimeIdCursor) : null,
      request.backward,
    );
    const page = toPage(rows, request, (row) => encodeCursor([row.at, row.record.id]));
    return {
      ...page,
      items: page.items.map(({ item, cursor }) => ({ item: toWebhook(item.record), cursor })),
      totalCount: await this.webhooks.countOwned(userId, now),
    };
  }

  /** A webhook's delivery attempts, newest first, paged in SQL (forward or backward), with the total. */
  async deliveries(
    userId: string,
    webhookId: string,
    args: PageArgs,
  ): Promise<Page<DeliveryRecord> & { totalCount: number }> {
    requireScope('read');
    const webhook = await this.own(userId, webhookId);
    const request = parsePage(args, { defaultSize: 50, maxSize: 200 });
    const rows = await this.messages.page(
      webhook.id,
      request.first,
      request.after ? decodeCursor(request.after, isTimeIdCursor) : null,
      request.backward,
    );
    const page = toPage(rows, request, (row) => encodeCursor([row.at, row.record.id]));
    return {
      ...page,
      items: page.items.map(({ item, cursor }) => ({ item: item.record, cursor })),
      totalCount: await this.messages.countFor(webhook.id),
    };
  }

  /** Token-bound webhooks end with their token. */
  async tokenEnded(tokenId: string): Promise<number> {
    return this.webhooks.deleteByToken(tokenId);
  }

  private async own(userId: string, id: string): Promise<WebhookRecord> {
    const record = isUuid(id) ? await this.webhooks.findOwned(userId, id, this.clock.now()) : null;
    if (!record) throw new DomainError('NOT_FOUND', NOT_FOUND);
    return record;
  }

  private async checkUrl(raw: unknown, errors: WebhookInputError[]): Promise<string | undefined> {
    if (typeof raw !== 'string') {
      errors.push({ field: ['url'], code: 'INVALID_URL', message: 'The URL is required.' });
      return undefined;
    }
    const check = await this.targets.check(raw.trim());
    if (!check.ok) {
      errors.push({ field: ['url'], code: check.code, message: check.message });
      return undefined;
    }
    return check.url.href;
  }

  private checkEventTypes(raw: unknown, errors: WebhookInputError[]): WebhookEventName[] | undefined {
    if (!Array.isArray(raw) || raw.length === 0) {
      errors.push({ field: ['eventTypes'], code: 'VALIDATION_ERROR', message: 'Name at least one event type.' });
      return undefined;
    }
    const names: WebhookEventName[] = [];
    raw.forEach((value: unknown, index) => {
      if (isWebhookEventName(value)) {
        if (!names.includes(value)) names.push(value);
      } else
        errors.push({
          field: ['eventTypes', String(index)],
          code: 'UNKNOWN_EVENT_TYPE',
          message: `${String(value)} is not a webhook event type.`,
        });
    });
    return names;
  }

  private checkDescription(raw: unknown, errors: WebhookInputError[]): string | undefined {
    if (typeof raw !== 'string' || raw.length > MAX_DESCRIPTION) {
      errors.push({
        field: ['description'],
        code: 'VALIDATION_ERROR',
        message: `The description is text of at most ${MAX_DESCRIPTION} characters.`,
      });
      return undefined;
    }
    return raw.trim();
  }

  private async checkFolder(userId: string, raw: unknown, errors: WebhookInputError[]): Promise<string | null> {
    if (raw === null) return null;
    const folder = typeof raw === 'string' ? await this.files.get(userId, raw).catch(() => null) : null;
    if (!folder || folder.type !== 'folder') {
      errors.push({ field: ['folderId'], code: 'FOLDER_NOT_FOUND', message: 'Folder not found.' });
      return null;
    }
    return folder.id;
  }
}
