import type { ShareExpiry } from '@coffer/shared-contracts';
import { expirySeconds } from '@coffer/web-files';
import { normalizeEmails } from '@coffer/web-ui';

export type ShareVisibility = 'public' | 'specific';
export type { ShareExpiry };

export const VISIBILITY_OPTIONS: ReadonlyArray<{ value: ShareVisibility; label: string }> = [
  { value: 'public', label: 'Public link' },
  { value: 'specific', label: 'Specific users' },
];

/** The choice closest to a link's lifetime (its expiry minus its creation). */
export function expiryOfLink(link: { createdAt: string; expiresAt: string | null }): ShareExpiry {
  if (!link.expiresAt) return 'never';
  const seconds = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 1000;
  return seconds <= (86400 + 604800) / 2 ? '24h' : '7d';
}

export interface ShareLinkLike {
  id: string;
  scope: 'PUBLIC' | 'RESTRICTED';
  allowedEmails: readonly string[];
  hasPassword: boolean;
  createdAt: string;
  expiresAt: string | null;
  revoked: boolean;
}

/** The newest link that is not revoked (links come newest first). */
export function currentLink<T extends ShareLinkLike>(links: readonly T[]): T | null {
  return links.find((l) => !l.revoked) ?? null;
}

export interface ShareForm {
  visibility: ShareVisibility;
  expiry: ShareExpiry;
  /** Normalised addresses (specific users). */
  emails: string[];
  passwordEnabled: boolean;
  password: string;
}

export function initialShareForm(link: ShareLinkLike | null): ShareForm {
  if (!link) return { visibility: 'public', expiry: '7d', emails: [], passwordEnabled: false, password: '' };
  return {
    visibility: link.scope === 'RESTRICTED' ? 'specific' : 'public',
    expiry: expiryOfLink(link),
    emails: [...link.allowedEmails],
    passwordEnabled: link.hasPassword,
    password: '',
  };
}

export interface CreateLinkInput {
  scope: 'PUBLIC' | 'RESTRICTED';
  expiresIn: number | null;
  emails?: string[];
  password?: string;
}
export type UpdateLinkInput = Partial<Omit<CreateLinkInput, 'password'>> & { password?: string | null };

/** Saving with no link yet: everything the form says. E-mails only for specific users. */
export function createLinkInput(form: ShareForm): CreateLinkInput {
  const restricted = form.visibility === 'specific';
  const password = form.password.trim();
  return {
    scope: restricted ? 'RESTRICTED' : 'PUBLIC',
    expiresIn: expirySeconds(form.expiry),
    ...(restricted ? { emails: normalizeEmails(form.emails) } : {}),
    ...(form.passwordEnabled && password !== '' ? { password } : {}),
  };
}

/**
 * Saving an existing link: the scope and e-mails as shown, the expiry only when it was changed
 * (the server counts it from now), a new password when one was typed, and null to remove it
 * when protection was switched off.
 */
export function updateLinkInput(form: ShareForm, link: ShareLinkLike): UpdateLinkInput {
  const restricted = form.visibility === 'specific';
  const input: UpdateLinkInput = {
    scope: restricted ? 'RESTRICTED' : 'PUBLIC',
    emails: restricted ? normalizeEmails(form.emails) : [],
  };
  if (form.expiry !== expiryOfLink(link)) input.expiresIn = expirySeconds(form.expiry);
  const password = form.password.trim();
  if (form.passwordEnabled && password !== '') input.password = password;
  else if (!form.passwordEnabled && link.hasPassword) input.password = null;
  return input;
}

/** Save is possible unless protection is on for a link without a password and none was typed. */
export function canSaveShare(form: ShareForm, link: ShareLinkLike | null): boolean {
  if (!form.passwordEnabled) return true;
  return form.password.trim() !== '' || link?.hasPassword === true;
}
