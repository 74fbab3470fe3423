import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Clock } from '@coffer/server-core';
import type { Repository } from 'typeorm';
import { DavError } from '../protocol/dav-error';
import { DavLockEntity } from '../persistence/dav-lock.entity';

/** The lock token URI of a lock. */
export const LOCK_TOKEN_PREFIX = 'urn:uuid:';
/** The longest a lock lasts without a refresh; a client asking for longer (or Infinite) gets this. */
export const MAX_LOCK_SECONDS = 24 * 60 * 60;
export const DEFAULT_LOCK_SECONDS = 60 * 60;
/** Locks one account may hold at once. */
export const MAX_LOCKS_PER_ACCOUNT = 1000;

export interface DavLock {
  token: string;
  path: string;
  deep: boolean;
  exclusive: boolean;
  ownerXml: string | null;
  timeoutSeconds: number;
  expiresAt: Date;
}

/** What a request changes, for the lock check. */
export interface LockScope {
  /** The address written, deleted or moved (`/a/b`). */
  path: string;
  /** Everything below it changes too (DELETE or MOVE of a folder). */
  withDescendants: boolean;
  /** A member appears in or leaves its folder (create, delete, move): the folder's own lock counts. */
  changesMembership: boolean;
}

/**
 * WebDAV write locks (class 2). A lock covers its path and, when deep, everything below it; a
 * request that changes a covered address must submit the lock's token in its If header, or it
 * is refused with 423 Locked. Shared locks on the same address admit any one of their tokens.
 * Locks belong to the account that took them: another account's token is never a match.
 */
@Injectable()
export class DavLocksService {
  constructor(
    @InjectRepository(DavLockEntity) private readonly locks: Repository<DavLockEntity>,
    private readonly clock: Clock,
  ) {}

  /** The live locks covering `path` (on it, or deep on an ancestor), plus those below it when asked. */
  async covering(userId: string, path: string, options: { below?: boolean } = {}): Promise<DavLock[]> {
    const ancestors = ancestorsOf(path);
    const rows: DavLockEntity[] = await this.locks.query(
      `SELECT id, path, deep, exclusive, owner_xml AS "ownerXml", timeout_seconds AS "timeoutSeconds", expires_at AS "expiresAt"
         FROM dav_lock
        WHERE user_id = $1 AND expires_at > $2
          AND (path = ANY($3::text[]) OR ($4 AND path >= $5 AND path < $6))`,
      [userId, this.clock.now(), [...ancestors, path], options.below === true, `${below(path)}`, upper(below(path))],
    );
    return rows
      .filter((row) => row.path === path || row.deep || (options.below && row.path.startsWith(below(path))))
      .map(toLock);
  }

  /**
   * Refuses (423 Locked) a change to what `scopes` name unless the request submitted a token of
   * every lock in the way. The tokens are the ones in the request's If header.
   */
  async assertUnlocked(userId: string, scopes: LockScope[], submitted: ReadonlySet<string>): Promise<void> {
    for (const scope of scopes) {
      const inTheWay = await this.covering(userId, scope.path, { below: scope.withDescendants });
      if (scope.changesMembership && scope.path !== '/') {
        const parent = parentOf(scope.path);
        for (const lock of await this.covering(userId, parent))
          if (lock.path === parent && !inTheWay.some((l) => l.token === lock.token)) inTheWay.push(lock);
      }
      for (const lock of inTheWay) {
        const admitted =
          submitted.has(lock.token) ||
          (!lock.exclusive &&
            inTheWay.some((other) => !other.exclusive && other.path === lock.path && submitted.has(other.token)));
        if (!admitted) {
          throw new DavError(
            423,
            'LOCKED',
            `"${lock.path}" is locked: send its lock token in the If header to change it.`,
            'lock-token-submitted',
          );
        }
      }
    }
  }

  /** Takes a new lock; 423 when a lock already held conflicts with it (any lock with an exclusive one). */
  async lock(
    userId: string,
    request: { path: string; deep: boolean; exclusive: boolean; ownerXml: string | null; timeoutSeconds: number },
  ): Promise<DavLock> {
    const existing = await this.covering(userId, request.path, { below: request.deep });
    if (existing.some((lock) => lock.exclusive || request.exclusive)) {
      throw new DavError(423, 'LOCKED', `"${request.path}" is already locked.`, 'no-conflicting-lock');
    }
    if ((await this.locks.countBy({ userId })) >= MAX_LOCKS_PER_ACCOUNT) {
      await this.sweep(userId);
      if ((await this.locks.countBy({ userId })) >= MAX_LOCKS_PER_ACCOUNT)
        throw new DavError(503, 'SERVICE_UNAVAILABLE', `At most ${MAX_LOCKS_PER_ACCOUNT} locks can be held at once.`);
    }
    const saved = await this.locks.save(
      this.locks.create({
        userId,
        path: request.path,
        deep: request.deep,
        exclusive: request.exclusive,
        ownerXml: request.ownerXml,
        timeoutSeconds: request.timeoutSeconds,
        expiresAt: this.expiry(request.timeoutSeconds),
      }),
    );
    return toLock(saved);
  }

  /** Extends a lock the request submitted and that covers `path`; 412 when none of the tokens does. */
  async refresh(
    userId: string,
    path: string,
    submitted: ReadonlySet<string>,
    timeoutSeconds: number,
  ): Promise<DavLock> {
    const lock = (await this.covering(userId, path)).find((l) => submitted.has(l.token));
    if (!lock)
      throw new DavError(
        412,
        'PRECONDITION_FAILED',
        'No lock of this resource matches the submitted token.',
        'lock-token-matches-request-uri',
      );
    const expiresAt = this.expiry(timeoutSeconds);
    await this.locks.update({ id: idOf(lock.token)!, userId }, { timeoutSeconds, expiresAt });
    return { ...lock, timeoutSeconds, expiresAt };
  }

  /** Removes a lock by its token, which must cover `path` (409 otherwise: the client named the wrong resource). */
  async unlock(userId: string, path: string, token: string): Promise<void> {
    const lock = (await this.covering(userId, path)).find((l) => l.token === token);
    if (!lock)
      throw new DavError(
        409,
        'PRECONDITION_FAILED',
        'The lock token does not lock this resource.',
        'lock-token-matches-request-uri',
      );
    await this.locks.delete({ id: idOf(token)!, userId });
  }

  /** Drops the locks on `path` and below (what was there is gone: deleted, or moved away). */
  async release(userId: string, path: string): Promise<void> {
    await this.locks.query('DELETE FROM dav_lock WHERE user_id = $1 AND (path = $2 OR (path >= $3 AND path < $4))', [
      userId,
      path,
      below(path),
      upper(below(path)),
    ]);
  }

  private async sweep(userId: string): Promise<void> {
    await this.locks.query('DELETE FROM dav_lock WHERE user_id = $1 AND expires_at <= $2', [userId, this.clock.now()]);
  }

  private expiry(timeoutSeconds: number): Date {
    return new Date(this.clock.now().getTime() + timeoutSeconds * 1000);
  }
}

/** The seconds a `Timeout` header asks for (`Second-600`, `Infinite`), within our bounds. */
export function parseTimeout(header: string | undefined): number {
  for (const part of (header ?? '').split(',')) {
    const value = part.trim();
    if (/^Infinite$/i.test(value)) return MAX_LOCK_SECONDS;
    const seconds = /^Second-(\d{1,10})$/i.exec(value)?.[1];
    if (seconds) return Math.max(1, Math.min(Number(seconds), MAX_LOCK_SECONDS));
  }
  return DEFAULT_LOCK_SECONDS;
}

/** The lock id a token names, if it is one of ours in form. */
export function idOf(token: string): string | null {
  const id = token.startsWith(LOCK_TOKEN_PREFIX) ? token.slice(LOCK_TOKEN_PREFIX.length) : '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id.toLowerCase() : null;
}

function toLock(row: DavLockEntity): DavLock {
  return {
    token: `${LOCK_TOKEN_PREFIX}${row.id}`,
    path: row.path,
    deep: row.deep,
    exclusive: row.exclusive,
    ownerXml: row.ownerXml,
    timeoutSeconds: row.timeoutSeconds,
    expiresAt: new Date(row.expiresAt),
  };
}

/** `/`, `/a` for `/a/b` (not the path itself). */
function ancestorsOf(path: string): string[] {
  if (path === '/') return [];
  const segments = path.split('/').slice(1, -1);
  return ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
}

function parentOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/')) || '/';
}

/** The prefix every path below `path` starts with. */
function below(path: string): string {
  return path === '/' ? '/' : `${path}/`;
}

/** The first string after every string starting with `prefix` (collation "C"). */
function upper(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}
