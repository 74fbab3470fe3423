import { SHARE_EXPIRY_SECONDS, type ShareExpiry } from '@coffer/shared-contracts';

/** The lifetimes a share link can have, as the upload dialog and the share dialogs offer them. */
export const EXPIRY_OPTIONS: ReadonlyArray<{ value: ShareExpiry; label: string }> = [
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
  { value: 'never', label: 'Never expires' },
];

/** 24h = 86400, 7d = 604800, never = no value. */
export function expirySeconds(expiry: ShareExpiry): number | null {
  return SHARE_EXPIRY_SECONDS[expiry];
}
