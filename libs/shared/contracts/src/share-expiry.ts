/** Share expiry choices: seconds for each choice; `never` sends no value. */
export const SHARE_EXPIRY_SECONDS = {
  '24h': 86400,
  '7d': 604800,
  never: null,
} as const;

export type ShareExpiry = keyof typeof SHARE_EXPIRY_SECONDS;
export const DEFAULT_SHARE_EXPIRY: ShareExpiry = '7d';
