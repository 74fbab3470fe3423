import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@coffer/server-core';
import { isPublicAddress } from '../domain/address-policy';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Name resolution for webhook hosts: the one lookup a target check and its request rely on. */
@Injectable()
export class WebhookHostResolver {
  async resolve(hostname: string): Promise<ResolvedAddress[]> {
    const family = isIP(hostname);
    if (family) return [{ address: hostname, family: family as 4 | 6 }];
    const found = await lookup(hostname, { all: true, verbatim: true });
    return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
  }
}

/** Why a URL may not receive webhooks (a UserError code and sentence). */
export interface TargetRefusal {
  code: 'INVALID_URL' | 'HOST_NOT_FOUND' | 'PRIVATE_TARGET';
  message: string;
}

export type TargetCheck = { ok: true; url: URL; address: ResolvedAddress } | ({ ok: false } & TargetRefusal);

const MAX_URL_LENGTH = 2000;

/**
 * The SSRF rules for webhook URLs, checked when one is registered and again before every
 * attempt (DNS can change): https (http only to a non-public host with WEBHOOK_ALLOW_PRIVATE), no
 * credentials in the URL, and every address the host resolves to public unless the flag is set.
 * The attempt then connects to the address checked here, never looking the name up again.
 */
@Injectable()
export class WebhookTargetPolicy {
  constructor(
    private readonly resolver: WebhookHostResolver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(raw: string): Promise<TargetCheck> {
    const refuse = (code: TargetRefusal['code'], message: string): TargetCheck => ({ ok: false, code, message });
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return refuse('INVALID_URL', 'The URL is not valid.');
    }
    if (raw.length > MAX_URL_LENGTH)
      return refuse('INVALID_URL', `The URL is longer than ${MAX_URL_LENGTH} characters.`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      return refuse('INVALID_URL', 'The URL must start with https://.');
    if (url.username || url.password) return refuse('INVALID_URL', 'The URL may not carry a user name or password.');
    const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses: ResolvedAddress[];
    try {
      addresses = await this.resolver.resolve(hostname);
    } catch {
      addresses = [];
    }
    const [first] = addresses;
    if (!first) return refuse('HOST_NOT_FOUND', `The host ${hostname} could not be resolved.`);
    const publicOnly = addresses.every((a) => isPublicAddress(a.address));
    if (!publicOnly && !this.config.webhookAllowPrivate)
      return refuse('PRIVATE_TARGET', 'Webhooks may not target private, loopback or other non-public addresses.');
    if (url.protocol === 'http:' && (publicOnly || !this.config.webhookAllowPrivate))
      return refuse('INVALID_URL', 'The URL must use https (http is allowed only to private hosts when enabled).');
    return { ok: true, url, address: first };
  }
}
