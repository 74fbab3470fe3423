import { AsyncLocalStorage } from 'node:async_hooks';
import { DomainError } from '../errors/domain-error';

/** What a personal access token may do; a browser session may do everything. */
export const TOKEN_SCOPES = ['read', 'write', 'share'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export interface Actor {
  userId: string;
  /** 'session': signed in with the cookie; otherwise the token's scopes. */
  via: 'session' | 'token';
  scopes: ReadonlySet<TokenScope>;
  tokenId?: string;
  /** The stored hash of the session (never the cookie value), for sessions. */
  sessionId?: string;
}

interface Store {
  actor?: Actor;
}

const storage = new AsyncLocalStorage<Store>();

export function currentActor(): Actor | undefined {
  return storage.getStore()?.actor;
}

/** Runs `work` (and everything it awaits) as `actor`. */
export function runAs<T>(actor: Actor | undefined, work: () => T): T {
  return storage.run({ actor }, work);
}

/** Whether `actor` may act with `scope`: sessions may do everything, tokens what their scopes allow. */
export function actorHasScope(actor: Actor | undefined, scope: TokenScope): boolean {
  return actor?.via !== 'token' || actor.scopes.has(scope);
}

/**
 * Service-layer scope check: a request authenticated by an access token must carry `scope`.
 * Sessions and anonymous callers pass (anonymous access is decided by each service's own rules).
 */
export function requireScope(scope: TokenScope): void {
  if (!actorHasScope(currentActor(), scope)) {
    throw new DomainError('FORBIDDEN', `This access token lacks the "${scope}" scope.`);
  }
}

/** Only a signed-in browser session may do this (e.g. mint access tokens). */
export function requireSession(message = 'Access tokens cannot manage access tokens; sign in.'): void {
  if (currentActor()?.via === 'token') throw new DomainError('FORBIDDEN', message);
}
