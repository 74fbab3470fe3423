import { AsyncLocalStorage } from 'node:async_hooks';
import { DomainError } from '../errors/domain-error';

/**
 * What a personal access token may do; a browser session may do everything. `dav` makes a token
 * an app password: the only credential WebDAV clients may sign in with.
 */
export const TOKEN_SCOPES = ['read', 'write', 'share', 'dav'] as const;
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

/** What a field or an operation needs: nothing, a token scope, or a signed-in session. */
export type AccessRule = 'open' | TokenScope | 'session';

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

export const SESSION_ONLY_MESSAGE = 'Only a signed-in session may do this; access tokens cannot.';

/** Whether `actor` may resolve a field under `rule` (anonymous callers are left to the services). */
export function actorMay(actor: Actor | undefined, rule: AccessRule): boolean {
  if (rule === 'open') return true;
  if (rule === 'session') return actor?.via !== 'token';
  return actorHasScope(actor, rule);
}

/** The refusal for `rule`, as a DomainError (FORBIDDEN). */
export function refusalOf(rule: Exclude<AccessRule, 'open'>): DomainError {
  return new DomainError(
    'FORBIDDEN',
    rule === 'session' ? SESSION_ONLY_MESSAGE : `This access token lacks the "${rule}" scope.`,
  );
}

/** Throws FORBIDDEN unless `actor` may resolve a field under `rule`. */
export function assertActorMay(actor: Actor | undefined, rule: AccessRule): void {
  if (rule !== 'open' && !actorMay(actor, rule)) throw refusalOf(rule);
}

/**
 * Service-layer scope check: a request authenticated by an access token must carry `scope`.
 * Sessions and anonymous callers pass (anonymous access is decided by each service's own rules).
 */
export function requireScope(scope: TokenScope): void {
  assertActorMay(currentActor(), scope);
}

/** Only a signed-in browser session may do this (e.g. mint access tokens). */
export function requireSession(message = 'Access tokens cannot manage access tokens; sign in.'): void {
  if (!actorMay(currentActor(), 'session')) throw new DomainError('FORBIDDEN', message);
}
