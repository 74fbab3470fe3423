import { isValidEmail, normalizeEmail, SHARE_EXPIRY_SECONDS } from '@coffer/shared-contracts';
import { DomainError } from '@coffer/server-core';
import type { ShareScope } from '../persistence/share-link.entity';

export const LINK_PASSWORD_MAX_LENGTH = 256;
const ALLOWED_EXPIRES_IN = new Set<number>([SHARE_EXPIRY_SECONDS['24h'], SHARE_EXPIRY_SECONDS['7d']]);

export function parseScope(raw: unknown): ShareScope {
  if (raw === 'public' || raw === 'restricted') return raw;
  throw new DomainError('VALIDATION_ERROR', 'scope must be "public" or "restricted".').at('scope');
}

/** `expiresIn` in seconds: 86400, 604800, or absent/null for never. */
export function parseExpiresIn(raw: unknown): number | null {
  if (raw === undefined || raw === null) return null;
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof value === 'number' && ALLOWED_EXPIRES_IN.has(value)) return value;
  throw new DomainError(
    'VALIDATION_ERROR',
    'expiresIn must be 86400 (24 hours), 604800 (7 days) or absent (never).',
  ).at('expiresIn');
}

/** The upload dialog's `expiry`: 24h, 7d or never (absent means never). */
export function parseExpiryChoice(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === 'never') return null;
  if (raw === '24h' || raw === '7d') return SHARE_EXPIRY_SECONDS[raw];
  throw new DomainError('VALIDATION_ERROR', 'expiry must be "24h", "7d" or "never".');
}

/** E-mails as a list or a JSON list string: trimmed, lowercased, de-duplicated, blanks dropped, each valid. */
export function parseEmails(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      list = raw.split(',');
    }
  }
  if (!Array.isArray(list) || !list.every((e) => typeof e === 'string')) {
    throw new DomainError('VALIDATION_ERROR', 'emails must be a list of e-mail addresses.').at('emails');
  }
  const emails = [...new Set(list.map(normalizeEmail).filter((e) => e !== ''))];
  const invalid = emails.find((e) => !isValidEmail(e));
  if (invalid !== undefined)
    throw new DomainError('VALIDATION_ERROR', `"${invalid}" is not a valid e-mail address.`).at('emails');
  return emails;
}

export function parseUserIds(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || !raw.every((id) => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id))) {
    throw new DomainError('VALIDATION_ERROR', 'userIds must be a list of user ids.');
  }
  return [...new Set(raw as string[])];
}

export function parseMaxAccess(raw: unknown): number | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'number' && Number.isInteger(raw) && raw > 0 && raw <= 1_000_000) return raw;
  throw new DomainError('VALIDATION_ERROR', 'maxAccess must be a positive whole number or null.').at('maxAccess');
}

/** A link password: trimmed, not blank. */
export function parseLinkPassword(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '')
    throw new DomainError('VALIDATION_ERROR', 'A password is required.').at('password');
  const password = raw.trim();
  if (password.length > LINK_PASSWORD_MAX_LENGTH) {
    throw new DomainError(
      'VALIDATION_ERROR',
      `The password must be at most ${LINK_PASSWORD_MAX_LENGTH} characters.`,
    ).at('password');
  }
  return password;
}

/** A password typed by a visitor: absent when blank. */
export function visitorPassword(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, LINK_PASSWORD_MAX_LENGTH);
}

/**
 * The link an upload asks for (the upload dialog's `shareType`, `expiry` and `emails`), checked;
 * null when it asks for none. The same refusals whether it is checked at a resumable upload's
 * creation or at the commit.
 */
export function parseUploadShare(request: {
  shareType?: string;
  expiry?: string;
  emails?: string;
}): { scope: ShareScope; expiresIn: number | null; emails: string[] } | null {
  const expiresIn = parseExpiryChoice(request.expiry);
  const { shareType } = request;
  if (shareType === undefined) return null;
  if (shareType !== 'public' && shareType !== 'private')
    throw new DomainError('VALIDATION_ERROR', 'shareType must be "public" or "private".');
  const scope = shareType === 'public' ? 'public' : 'restricted';
  return { scope, expiresIn, emails: scope === 'restricted' ? parseEmails(request.emails ?? '[]') : [] };
}
