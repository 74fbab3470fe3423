import type { SecondFactorProof } from '../api/auth-api';

/** The name the recovery codes are downloaded under. */
export const RECOVERY_CODES_FILE_NAME = 'coffer-recovery-codes.txt';

/**
 * What the person typed in a field that takes either kind of code: a recovery code has letters
 * or dashes ('abcd-efgh-jkmn'); anything else is a code from the app (spaces dropped).
 */
export function secondFactorProofOf(typed: string): SecondFactorProof {
  const value = typed.trim();
  return /[a-z-]/i.test(value) ? { recoveryCode: value } : { code: value.replace(/\s/g, '') };
}

/** An authenticator key in groups of four, as the apps show it: 'ABCD EFGH IJKL'. */
export function groupInFours(key: string): string {
  return (key.match(/.{1,4}/g) ?? []).join(' ');
}

/** The downloaded file: whose codes they are, then one code a line. */
export function recoveryCodesText(codes: readonly string[], email: string): string {
  return [`Coffer recovery codes for ${email}`, 'Each code signs you in once.', '', ...codes, ''].join('\n');
}
