import { randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { isValidEmail, normalizeEmail } from '@coffer/shared-contracts';
import {
  APP_CONFIG,
  Clock,
  clientAddressGroup,
  DomainError,
  RateLimiterService,
  SecretsService,
  type AppConfig,
  type RateLimit,
} from '@coffer/server-core';
import { AccountDirectory } from '@coffer/server-auth';
import { MailService } from '@coffer/server-mail';
import { FilesService } from '@coffer/server-files';
import type { LinkFacts } from '../persistence/share-link.repository';
import { ShareLinkRepository } from '../persistence/share-link.repository';
import { ShareVisitorRepository } from '../persistence/share-visitor.repository';
import { hashToken } from './share-link.service';

/** A mailed code works this long. */
export const VISITOR_CODE_TTL_SECONDS = 10 * 60;
/** A right code opens its link for this long (in the browser that entered it). */
export const VISITOR_ACCESS_SECONDS = 12 * 60 * 60;
/** Codes one address may ask for on one link per window. */
export const CODE_REQUESTS_PER_ADDRESS = 3;
/** Codes one client address may ask for (any link) per window. */
export const CODE_REQUESTS_PER_CLIENT = 10;
/** Wrong codes from one client address on one link per window; the next attempt waits. */
export const WRONG_CODES_PER_CLIENT = 5;
export const WRONG_CODES_WINDOW_SECONDS = 5 * 60;
/** Wrong codes one code takes (from anywhere) before it is void and a new one is needed. */
export const WRONG_CODES_PER_CODE = 10;
const REQUEST_WINDOW_SECONDS = 15 * 60;
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';
const THROTTLED = 'Too many attempts. Please wait a few minutes and try again.';
export const WRONG_CODE_MESSAGE = 'This code is wrong or has expired. Check it, or ask for a new one.';
const VISITOR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What a right code gives the visitor's browser: a random token (kept in an HttpOnly cookie). */
export interface VisitorAccess {
  visitorToken: string;
  expiresAt: Date;
}

/**
 * One-time codes for visitors of restricted links who are not signed in with a listed, verified
 * account: a 6-digit code mailed to a listed address proves they read mail there. Asking answers
 * the same whether or not the address is listed (the mail goes out only when it is, after the
 * answer), and the access a code grants is re-checked against the link's list on every request.
 */
@Injectable()
export class ShareVisitorService {
  private readonly logger = new Logger('ShareVisitor');

  constructor(
    private readonly visitors: ShareVisitorRepository,
    private readonly links: ShareLinkRepository,
    private readonly accounts: AccountDirectory,
    private readonly files: FilesService,
    private readonly mail: MailService,
    private readonly limiter: RateLimiterService,
    private readonly secrets: SecretsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Mails a code to `rawEmail` if the link lists it; the answer never tells which. */
  async requestCode(link: LinkFacts, rawEmail: unknown, clientAddress: string | undefined): Promise<void> {
    const email = this.email(rawEmail);
    const client = clientAddressGroup(clientAddress);
    await this.limiter.consume(
      [
        {
          key: `share-code:ask:${link.id}:${email}`,
          max: CODE_REQUESTS_PER_ADDRESS,
          windowSeconds: REQUEST_WINDOW_SECONDS,
        },
        {
          key: `share-code:ask-client:${client}`,
          max: CODE_REQUESTS_PER_CLIENT,
          windowSeconds: REQUEST_WINDOW_SECONDS,
        },
      ],
      THROTTLED,
    );
    const listed = await this.isListed(link, email);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    // Stored for any address (a code for an unlisted one opens nothing), so both cost the same.
    await this.visitors.codes.add(
      link.id,
      email,
      this.codeHash(link.id, email, code),
      new Date(now.getTime() + VISITOR_CODE_TTL_SECONDS * 1000),
    );
    if (!listed) return;
    // Sent after the answer, and begun only once it is written (the mail's lookups would otherwise
    // start before it): neither waiting for them nor their work may tell listed addresses apart.
    setImmediate(
      () =>
        void this.sendCode(link, email, code).catch((error: unknown) =>
          this.logger.error({ msg: 'Could not send a share code', linkId: link.id, err: String(error) }),
        ),
    );
  }

  /** Redeems a code: a new visitor token for the browser, which may open the link for a while. */
  async verifyCode(
    link: LinkFacts,
    rawEmail: unknown,
    rawCode: unknown,
    clientAddress: string | undefined,
    currentToken: string | undefined,
  ): Promise<VisitorAccess> {
    const email = this.email(rawEmail);
    const wrongFromClient: RateLimit = {
      key: `share-code:wrong:${link.id}:${clientAddressGroup(clientAddress)}`,
      max: WRONG_CODES_PER_CLIENT,
      windowSeconds: WRONG_CODES_WINDOW_SECONDS,
    };
    // Counted before the check, so parallel guesses cannot slip past; a right code gives it back.
    await this.limiter.consume([wrongFromClient], THROTTLED);
    const code = typeof rawCode === 'string' ? rawCode.trim() : '';
    const now = this.clock.now();
    const right =
      /^\d{6}$/.test(code) &&
      (await this.visitors.codes.redeem(
        link.id,
        email,
        this.codeHash(link.id, email, code),
        now,
        WRONG_CODES_PER_CODE,
      ));
    if (!right || !(await this.isListed(link, email))) throw new DomainError('VALIDATION_ERROR', WRONG_CODE_MESSAGE);
    await this.limiter.refund(wrongFromClient.key);
    // Always a new token: a value another site planted in this browser (cookies are not kept
    // apart by port or scheme) must not be what the access is bound to. The links the browser's
    // previous token opened stay open under the new one; the previous one gains nothing.
    const visitorToken = randomBytes(32).toString('base64url');
    if (currentToken && VISITOR_TOKEN_PATTERN.test(currentToken))
      await this.visitors.copyGrants(hashToken(currentToken), hashToken(visitorToken), now);
    const expiresAt = new Date(now.getTime() + VISITOR_ACCESS_SECONDS * 1000);
    await this.visitors.addGrant(hashToken(visitorToken), link.id, email, expiresAt);
    return { visitorToken, expiresAt };
  }

  /** Does one of these visitor tokens (raw from the cookie, or hashed) hold live access to the link for an address it still lists? */
  async admits(link: LinkFacts, tokens: { raw?: string; hashes?: string[] }): Promise<boolean> {
    return (await this.admittedEmail(link, tokens)) !== null;
  }

  /** The listed address one of these visitor tokens holds live access for; null when none. */
  async admittedEmail(link: LinkFacts, tokens: { raw?: string; hashes?: string[] }): Promise<string | null> {
    const hashes = [
      ...(tokens.hashes ?? []),
      ...(tokens.raw && VISITOR_TOKEN_PATTERN.test(tokens.raw) ? [hashToken(tokens.raw)] : []),
    ];
    if (hashes.length === 0) return null;
    for (const email of await this.visitors.grantedEmails(link.id, hashes, this.clock.now())) {
      if (await this.isListed(link, email)) return email;
    }
    return null;
  }

  /** Whether the link lists the address, itself or through the account that has it. */
  private async isListed(link: LinkFacts, email: string): Promise<boolean> {
    const [account] = await this.accounts.byEmails([email]);
    return this.links.lists(link.id, account?.id ?? NO_ACCOUNT, email);
  }

  private email(raw: unknown): string {
    const email = typeof raw === 'string' ? normalizeEmail(raw) : '';
    if (!isValidEmail(email)) throw new DomainError('VALIDATION_ERROR', 'Enter a valid e-mail address.');
    return email;
  }

  /** Keyed with the app secret: a database dump alone does not let anyone try the million codes. */
  private codeHash(linkId: string, email: string, code: string): string {
    return hashToken(this.secrets.sign(`share-code:${linkId}:${email}:${code}`));
  }

  private async sendCode(link: LinkFacts, email: string, code: string): Promise<void> {
    const file = link.fileId ? await this.files.findAny(link.fileId) : null;
    const [owner] = await this.accounts.byIds([link.ownerId]);
    const sharer = owner?.name?.trim() || owner?.email || 'Someone';
    await this.mail.send({
      to: email,
      subject: 'Your code to open a shared file on Coffer',
      paragraphs: [
        `${sharer} shared ${file?.name ?? (link.kind === 'set' ? 'some files' : 'a file')} with ${email}. To open it, enter this code on the page that asked for it:`,
        code,
      ],
      footnote:
        'The code works once, for 10 minutes. If you did not ask for it, ignore this message: nobody can open the file without it.',
    });
  }
}
