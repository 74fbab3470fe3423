import { actorHasScope, type Actor, type TokenScope } from '../security/request-context';
import type { LiveSocket } from './live-sockets';

/**
 * The check every subscription filter makes before an event leaves: the event is the
 * subscriber's own, its credentials have not ended, and they carry `scope` — the same scope a
 * query for that data needs.
 */
export function subscriptionAllows(
  context: { req?: { actor?: Actor; liveSocket?: LiveSocket } } | undefined,
  ownerId: string,
  scope: TokenScope,
): boolean {
  const req = context?.req;
  const actor = req?.actor;
  if (!actor || actor.userId !== ownerId) return false;
  if (req.liveSocket?.ended) return false;
  return actorHasScope(actor, scope);
}
