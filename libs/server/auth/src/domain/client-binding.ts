import { createHash } from 'node:crypto';
import { CLIENT_BINDING_PATTERN } from '@coffer/shared-contracts';

/**
 * The web app's per-origin value as the server keeps it (sessions, sign-in challenges, SSO
 * sign-ins under way): its SHA-256, or null for a client that sends none or a malformed one.
 */
export function clientBindingHash(value: string | undefined): string | null {
  return value && CLIENT_BINDING_PATTERN.test(value) ? createHash('sha256').update(value).digest('hex') : null;
}
