import { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Clock, DomainError, rateLimitHeaders, runAs, VersionedBodies } from '@coffer/server-core';
import { RequestAuthenticator } from '@coffer/server-auth';
import { FilesService, PathOperationsService, sendFile, UploadService } from '@coffer/server-files';
import { contentEtag, etagOf, DavTreeRepository, type DavResource } from './persistence/dav-tree.repository';
import { DavError, davErrorOf } from './protocol/dav-error';
import {
  folderPathOf,
  hrefOf,
  lockPathOf,
  parentFolderPath,
  parseDavPath,
  parseDestination,
  type DavPath,
} from './protocol/dav-path';
import {
  LIVE_PROPERTIES,
  lockDiscovery,
  multistatus,
  propertiesResponse,
  type PropertyContext,
  type PropfindRequest,
} from './protocol/dav-properties';
import {
  childElements,
  DAV_NS,
  escapeXml,
  innerXml,
  isDav,
  parseXml,
  PropertyName,
  XML_PROLOG,
} from './protocol/dav-xml';
import { parseIfHeader, submittedTokens, type IfList } from './protocol/if-header';
import { DavLocksService, parseTimeout, type LockScope } from './services/dav-locks.service';
import { DavPropertiesService, type DeadProperty, type PropertyUpdate } from './services/dav-properties.service';

/** The largest XML body a request may send (PROPFIND, PROPPATCH, LOCK). */
export const MAX_XML_BODY_BYTES = 1024 * 1024;
const ALLOW = 'OPTIONS, GET, HEAD, PUT, DELETE, PROPFIND, PROPPATCH, MKCOL, COPY, MOVE, LOCK, UNLOCK';
/** The most bytes of folder listings one replica keeps, and the largest it keeps at all. */
const LISTINGS_MAX_BYTES = 64 * 1024 * 1024;
const LISTING_MAX_BYTES = 16 * 1024 * 1024;
/** XML and error answers render nothing if opened as a page. */
const DENY_ALL_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** One request, once its account is known. */
interface DavRequest {
  req: Request;
  res: Response;
  userId: string;
  path: DavPath;
}

/**
 * WebDAV (classes 1 and 2, docs/webdav.md) over the signed-in account's tree, at /dav. A thin protocol
 * layer: every read and write goes through the same services, scopes, name and type rules,
 * quotas and events as REST and GraphQL; what is WebDAV's own (dead properties, locks, the If
 * header, multistatus answers) lives here. Only app passwords sign in (see RequestAuthenticator).
 */
@Injectable()
export class DavHandler {
  private readonly logger = new Logger('WebDAV');

  constructor(
    private readonly authenticator: RequestAuthenticator,
    private readonly files: FilesService,
    private readonly paths: PathOperationsService,
    private readonly uploads: UploadService,
    private readonly tree: DavTreeRepository,
    private readonly locks: DavLocksService,
    private readonly properties: DavPropertiesService,
    private readonly clock: Clock,
  ) {}

  /** Folder listings (PROPFIND depth 1) as sent, with the tree version they were made at. */
  private readonly listings = new VersionedBodies(LISTINGS_MAX_BYTES, LISTING_MAX_BYTES);

  /** Express middleware for everything under /dav. */
  readonly handle = (req: Request, res: Response): void => {
    void this.serve(req, res);
  };

  private async serve(req: Request, res: Response): Promise<void> {
    res.setHeader('DAV', '1, 2');
    res.setHeader('MS-Author-Via', 'DAV');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Security-Policy', DENY_ALL_CSP);
    try {
      if (req.method === 'OPTIONS') {
        res.setHeader('Allow', ALLOW);
        res.status(200).setHeader('Content-Length', '0');
        res.end();
        return;
      }
      const auth = await this.authenticator.authenticateAppPassword(req.headers.authorization, req.ip);
      if (!auth) {
        res.setHeader('WWW-Authenticate', 'Basic realm="Coffer WebDAV", charset="UTF-8"');
        throw new DavError(
          401,
          'UNAUTHORIZED',
          'Sign in with your e-mail address and an app password (an access token with the WebDAV scope).',
        );
      }
      const rateLimit = await this.authenticator.admitAppPassword(auth, req.ip);
      for (const [name, value] of Object.entries(rateLimitHeaders(rateLimit, false))) res.setHeader(name, value);
      // A fragment never reaches a server from a browser; one in the request line is refused rather than dropped.
      if (req.originalUrl.includes('#'))
        throw new DavError(400, 'INVALID_PATH', 'The address may not hold a fragment (#).');
      const request: DavRequest = { req, res, userId: auth.user.id, path: parseDavPath(req.path) };
      await runAs(auth.actor, () => this.dispatch(request));
    } catch (error) {
      this.fail(req, res, error);
    }
  }

  private dispatch(r: DavRequest): Promise<void> {
    switch (r.req.method) {
      case 'PROPFIND':
        return this.propfind(r);
      case 'PROPPATCH':
        return this.proppatch(r);
      case 'GET':
      case 'HEAD':
        return this.get(r);
      case 'PUT':
        return this.put(r);
      case 'MKCOL':
        return this.mkcol(r);
      case 'DELETE':
        return this.delete(r);
      case 'COPY':
      case 'MOVE':
        return this.copyOrMove(r);
      case 'LOCK':
        return this.lock(r);
      case 'UNLOCK':
        return this.unlock(r);
      default:
        r.res.setHeader('Allow', ALLOW);
        throw new DavError(405, 'VALIDATION_ERROR', `${r.req.method} is not a WebDAV method Coffer serves.`);
    }
  }

  // ---- reading ----

  private async propfind(r: DavRequest): Promise<void> {
    const depth = r.req.headers['depth'] ?? 'infinity';
    if (depth !== '0' && depth !== '1') {
      // Listing a whole tree in one answer is refused, as servers usually do: one request could read everything.
      throw new DavError(
        403,
        'FORBIDDEN',
        'PROPFIND with Depth: infinity is not served: ask for Depth 0 or 1.',
        'propfind-finite-depth',
      );
    }
    const request = parsePropfind(await readXmlBody(r.req));
    const cached = depth === '1' ? listingKey(r, request) : null;
    // Read before the listing, so a kept answer is never newer than the version it is kept with.
    const version = cached ? await this.files.treeVersion(r.userId) : '';
    const kept = cached ? this.listings.get(cached, version) : undefined;
    if (kept) {
      r.res.status(207).type('application/xml; charset=utf-8').end(kept);
      return;
    }
    const target = await this.resource(r);
    const resources: Array<{ resource: DavResource; segments: string[] }> = [
      { resource: target, segments: r.path.segments },
    ];
    if (depth === '1' && target.type === 'folder') {
      for (const child of await this.tree.children(r.userId, folderPathOf(r.path.segments)))
        resources.push({ resource: child, segments: [...r.path.segments, child.name] });
    }
    const context = await this.context(
      r.userId,
      resources.map((x) => x.resource),
      request,
    );
    const body = multistatus(
      resources.map(({ resource, segments }) =>
        propertiesResponse(
          hrefOf(segments, resource.type === 'folder'),
          resource,
          lockPathOf(segments),
          request,
          context,
        ),
      ),
    );
    const bytes = Buffer.from(body);
    if (cached && target.type === 'folder') this.listings.keep(cached, version, bytes);
    r.res.status(207).type('application/xml; charset=utf-8').end(bytes);
  }

  /** The dead properties, locks and quota an answer about these resources needs (each read only when it does). */
  private async context(userId: string, resources: DavResource[], request: PropfindRequest): Promise<PropertyContext> {
    const names = request.kind === 'prop' ? request.names : request.kind === 'allprop' ? request.include : [];
    const wants = (local: string) =>
      request.kind === 'allprop' || request.kind === 'propname'
        ? local !== 'quota-available-bytes' && local !== 'quota-used-bytes'
        : names.some((n) => n.ns === DAV_NS && n.local === local);
    const wantsDead = request.kind !== 'prop' || names.some((n) => n.ns !== DAV_NS || !LIVE_PROPERTIES.has(n.local));
    const ids = resources.flatMap((resource) => (resource.id ? [resource.id] : []));
    const quotaWanted = names.some((n) => n.ns === DAV_NS && n.local.startsWith('quota-'));
    const usage = quotaWanted ? await this.files.usage(userId) : null;
    return {
      now: this.clock.now(),
      dead: wantsDead ? await this.properties.of(ids) : new Map<string, DeadProperty[]>(),
      locks: wants('lockdiscovery') ? await this.locks.covering(userId, '/', { below: true }) : [],
      quota: usage ? { used: usage.used, available: usage.total - usage.used } : null,
    };
  }

  private async get(r: DavRequest): Promise<void> {
    const target = await this.resource(r);
    if (target.type === 'folder' || !target.id) {
      r.res.setHeader('Allow', 'OPTIONS, PROPFIND, PROPPATCH, MKCOL, COPY, MOVE, DELETE, LOCK, UNLOCK');
      throw new DavError(405, 'NOT_A_FILE', 'A folder has no content to download: list it with PROPFIND.');
    }
    const file = await this.files.openForRead(r.userId, target.id, 'download');
    // The bytes opened decide the tag (`"<sha256 hex>"` from the files service), in WebDAV's form.
    const etag = contentEtag(file.etag.replace(/"/g, ''));
    await sendFile(r.req, r.res, { ...file, etag }, { disposition: 'attachment', filename: file.item.name });
  }

  // ---- writing ----

  private async put(r: DavRequest): Promise<void> {
    const { segments } = r.path;
    if (segments.length === 0 || r.path.folderOnly)
      throw new DavError(
        405,
        'NOT_A_FILE',
        'An address ending in "/" names a folder, which cannot be written as a file.',
      );
    if (r.req.headers['content-range'] !== undefined)
      throw new DavError(400, 'VALIDATION_ERROR', 'A PUT replaces the whole file: Content-Range is not accepted.');
    const existing = await this.tree.at(r.userId, segments);
    if (existing?.type === 'folder') throw new DavError(405, 'NOT_A_FILE', 'A folder cannot be written as a file.');
    await this.checkConditions(r, existing, [
      { path: lockPathOf(segments), withDescendants: false, changesMembership: existing === null },
    ]);
    await this.requireParent(r.userId, segments);
    const declared = r.req.headers['content-length'];
    await this.uploads.receive(r.userId, declared === undefined ? undefined : Number(declared), async (files) => {
      // The client's Content-Type is its guess from the name, not a claim to check: the bytes decide.
      await files.addFile(r.req, segments.at(-1)!);
      return { command: { parentPath: parentFolderPath(segments), onConflict: 'replace' } };
    });
    const stored = await this.tree.at(r.userId, segments);
    if (stored) r.res.setHeader('ETag', etagOf(stored));
    r.res.status(existing ? 204 : 201).end();
  }

  private async mkcol(r: DavRequest): Promise<void> {
    const { segments } = r.path;
    if (await hasBody(r.req)) throw new DavError(415, 'UNSUPPORTED_CONTENT_TYPE', 'MKCOL takes no request body.');
    if (segments.length === 0 || (await this.tree.at(r.userId, segments)))
      throw new DavError(405, 'NAME_TAKEN', 'Something already exists at this address.');
    await this.checkConditions(r, null, [
      { path: lockPathOf(segments), withDescendants: false, changesMembership: true },
    ]);
    await this.paths.createFolder(r.userId, parentFolderPath(segments), segments.at(-1)!);
    r.res.status(201).end();
  }

  private async delete(r: DavRequest): Promise<void> {
    const { segments } = r.path;
    if (segments.length === 0) throw new DavError(403, 'FORBIDDEN', 'The root folder cannot be deleted.');
    const target = await this.resource(r);
    const depth = r.req.headers['depth'];
    if (target.type === 'folder' && depth !== undefined && depth !== 'infinity')
      throw new DavError(400, 'VALIDATION_ERROR', 'A folder is deleted with everything in it: Depth must be infinity.');
    const path = lockPathOf(segments);
    await this.checkConditions(r, target, [{ path, withDescendants: true, changesMembership: true }]);
    await this.files.delete(r.userId, target.id!);
    await this.locks.release(r.userId, path);
    r.res.status(204).end();
  }

  private async copyOrMove(r: DavRequest): Promise<void> {
    const move = r.req.method === 'MOVE';
    const source = r.path.segments;
    if (source.length === 0) throw new DavError(403, 'FORBIDDEN', 'The root folder cannot be copied or moved.');
    const target = await this.resource(r);
    const destination = parseDestination(header(r.req, 'destination'), r.req.get('host'));
    const overwrite = parseOverwrite(header(r.req, 'overwrite'));
    const depth = r.req.headers['depth'];
    if (target.type === 'folder' && depth !== undefined && depth !== 'infinity' && (move || depth !== '0'))
      throw new DavError(
        400,
        'VALIDATION_ERROR',
        move ? 'A folder moves with everything in it: Depth must be infinity.' : 'COPY takes Depth 0 or infinity.',
      );
    const to = destination.segments;
    if (to.length === 0) throw new DavError(403, 'FORBIDDEN', 'The root folder cannot be replaced.');
    if (lockPathOf(to) === lockPathOf(source))
      throw new DavError(403, 'FORBIDDEN', 'The source and the destination are the same.');
    const existing = await this.tree.at(r.userId, to);
    if (existing && !overwrite)
      throw new DavError(412, 'PRECONDITION_FAILED', 'Something exists at the destination and Overwrite is F.');
    const scopes: LockScope[] = [{ path: lockPathOf(to), withDescendants: true, changesMembership: true }];
    if (move) scopes.push({ path: lockPathOf(source), withDescendants: true, changesMembership: true });
    await this.checkConditions(r, target, scopes);
    const placement = { parentPath: parentFolderPath(to), name: to.at(-1)!, overwrite };
    const result = move
      ? await this.paths.relocate(r.userId, target.id!, placement)
      : await this.paths.copy(r.userId, target.id!, { ...placement, withContents: depth !== '0' }, (manager, pairs) =>
          this.properties.copy(manager, pairs),
        );
    // Locks stay with their address: what moved away leaves them behind, and they end.
    if (move) await this.locks.release(r.userId, lockPathOf(source));
    r.res.status(result.replaced ? 204 : 201).end();
  }

  private async proppatch(r: DavRequest): Promise<void> {
    const body = await readXmlBody(r.req);
    if (!body || !isDav(body, 'propertyupdate'))
      throw new DavError(400, 'VALIDATION_ERROR', 'PROPPATCH needs a DAV:propertyupdate body.');
    const target = await this.resource(r);
    await this.checkConditions(r, target, [
      { path: lockPathOf(r.path.segments), withDescendants: false, changesMembership: false },
    ]);
    const updates: Array<PropertyUpdate & { property: PropertyName }> = [];
    for (const instruction of childElements(body)) {
      const set = isDav(instruction, 'set');
      if (!set && !isDav(instruction, 'remove')) continue;
      for (const prop of childElements(instruction).filter((e) => isDav(e, 'prop'))) {
        for (const element of childElements(prop)) {
          const property = new PropertyName(element.ns, element.local);
          updates.push(
            set
              ? { set: { ns: element.ns, name: element.local, value: innerXml(element) }, property }
              : { remove: { ns: element.ns, name: element.local }, property },
          );
        }
      }
    }
    // Properties the server computes cannot be set or removed; then nothing is applied (424 for the rest).
    const refused = updates.filter(
      (u) => !target.id || (u.property.ns === DAV_NS && LIVE_PROPERTIES.has(u.property.local)),
    );
    if (refused.length === 0) await this.properties.apply(target.id!, updates);
    const statusOf = (u: (typeof updates)[number]) =>
      refused.length === 0 ? '200 OK' : refused.includes(u) ? '403 Forbidden' : '424 Failed Dependency';
    const groups = new Map<string, string[]>();
    for (const update of updates)
      groups.set(statusOf(update), [...(groups.get(statusOf(update)) ?? []), update.property.tags().empty]);
    const propstats = [...groups]
      .map(
        ([status, props]) =>
          `<D:propstat><D:prop>${props.join('')}</D:prop><D:status>HTTP/1.1 ${status}</D:status></D:propstat>`,
      )
      .join('');
    r.res
      .status(207)
      .type('application/xml; charset=utf-8')
      .send(
        multistatus([
          `<D:response><D:href>${escapeXml(hrefOf(r.path.segments, target.type === 'folder'))}</D:href>${propstats}</D:response>`,
        ]),
      );
  }

  // ---- locking ----

  private async lock(r: DavRequest): Promise<void> {
    const { segments } = r.path;
    const path = lockPathOf(segments);
    const timeoutSeconds = parseTimeout(header(r.req, 'timeout'));
    const body = await readXmlBody(r.req);
    if (!body) {
      // No body: a refresh of a lock the If header names.
      const lists = this.ifLists(r.req);
      if (!lists) throw new DavError(400, 'VALIDATION_ERROR', 'A lock refresh names its lock token in the If header.');
      const refreshed = await this.locks.refresh(r.userId, path, submittedTokens(lists), timeoutSeconds);
      this.sendLock(r, 200, lockDiscovery([refreshed], this.clock.now()));
      return;
    }
    if (!isDav(body, 'lockinfo')) throw new DavError(400, 'VALIDATION_ERROR', 'LOCK needs a DAV:lockinfo body.');
    const children = childElements(body);
    const scope = children.find((e) => isDav(e, 'lockscope'));
    const exclusive = scope ? childElements(scope).some((e) => isDav(e, 'exclusive')) : true;
    const type = children.find((e) => isDav(e, 'locktype'));
    if (type && !childElements(type).some((e) => isDav(e, 'write')))
      throw new DavError(422, 'VALIDATION_ERROR', 'Only write locks exist.');
    const owner = children.find((e) => isDav(e, 'owner'));
    const depth = r.req.headers['depth'] ?? 'infinity';
    if (depth !== '0' && depth !== 'infinity')
      throw new DavError(400, 'VALIDATION_ERROR', 'LOCK takes Depth 0 or infinity.');
    const existing = await this.tree.at(r.userId, segments);
    // A lock the resource already has conflicts or not by scope (locks.lock): only a new file's
    // folder must admit the creation.
    await this.checkConditions(
      r,
      existing,
      existing ? [] : [{ path, withDescendants: false, changesMembership: true }],
    );
    let created = false;
    if (!existing) {
      // Locking an address where nothing is yet makes an empty file there, which the lock then holds.
      await this.requireParent(r.userId, segments);
      await this.uploads.receive(r.userId, 0, async (files) => {
        await files.addFile(Readable.from([]), segments.at(-1)!);
        return { command: { parentPath: parentFolderPath(segments), onConflict: 'keepBoth' } };
      });
      created = true;
    }
    const lock = await this.locks.lock(r.userId, {
      path,
      deep: depth === 'infinity' && existing?.type === 'folder',
      exclusive,
      ownerXml: owner ? innerXml(owner) : null,
      timeoutSeconds,
    });
    r.res.setHeader('Lock-Token', `<${lock.token}>`);
    this.sendLock(r, created ? 201 : 200, lockDiscovery([lock], this.clock.now()));
  }

  private async unlock(r: DavRequest): Promise<void> {
    const token = /^\s*<([^>]+)>\s*$/.exec(header(r.req, 'lock-token') ?? '')?.[1];
    if (!token) throw new DavError(400, 'VALIDATION_ERROR', 'UNLOCK needs a Lock-Token header: <token>.');
    await this.locks.unlock(r.userId, lockPathOf(r.path.segments), token);
    r.res.status(204).end();
  }

  private sendLock(r: DavRequest, status: number, activeLocks: string): void {
    r.res
      .status(status)
      .type('application/xml; charset=utf-8')
      .send(`${XML_PROLOG}<D:prop xmlns:D="DAV:"><D:lockdiscovery>${activeLocks}</D:lockdiscovery></D:prop>`);
  }

  // ---- shared steps ----

  /** The resource the request names; 404 when nothing is there (a URL ending in `/` names folders only). */
  private async resource(r: DavRequest): Promise<DavResource> {
    const found = await this.tree.at(r.userId, r.path.segments);
    if (!found || (r.path.folderOnly && found.type !== 'folder'))
      throw new DavError(404, 'FILE_NOT_FOUND', 'Nothing exists at this address.');
    return found;
  }

  /** 409 Conflict unless the folder a new item goes into exists (WebDAV never creates parents). */
  private async requireParent(userId: string, segments: readonly string[]): Promise<void> {
    const parent = await this.tree.at(userId, segments.slice(0, -1));
    if (parent?.type !== 'folder')
      throw new DavError(409, 'INVALID_TARGET_FOLDER', 'The folder to put it in does not exist.');
  }

  /**
   * The conditions a write must meet, in the protocol's order: the If header must hold (else 412),
   * then every lock in the way must be among the tokens it submitted (else 423). If-Match and
   * If-None-Match are honoured as in HTTP.
   */
  private async checkConditions(r: DavRequest, resource: DavResource | null, scopes: LockScope[]): Promise<void> {
    const ifMatch = header(r.req, 'if-match');
    const ifNoneMatch = header(r.req, 'if-none-match');
    const etag = resource ? etagOf(resource) : null;
    if (ifMatch !== undefined && !matchesAny(ifMatch, etag))
      throw new DavError(412, 'PRECONDITION_FAILED', 'The resource is not in the state If-Match names.');
    if (ifNoneMatch !== undefined && matchesAny(ifNoneMatch, etag))
      throw new DavError(412, 'PRECONDITION_FAILED', 'The resource is in a state If-None-Match excludes.');
    const lists = this.ifLists(r.req);
    if (lists && !(await this.ifHolds(r, lists)))
      throw new DavError(412, 'PRECONDITION_FAILED', 'The If header does not hold for this resource.');
    await this.locks.assertUnlocked(r.userId, scopes, lists ? submittedTokens(lists) : new Set());
  }

  private ifLists(req: Request): IfList[] | null {
    const value = header(req, 'if');
    return value === undefined ? null : parseIfHeader(value);
  }

  /** True when any list holds: each of its conditions (a lock token of the resource, its entity tag, negated or not). */
  private async ifHolds(r: DavRequest, lists: IfList[]): Promise<boolean> {
    for (const list of lists) {
      const segments = list.resource === null ? r.path.segments : parseDavPath(list.resource).segments;
      const resource = await this.tree.at(r.userId, segments);
      const locks = await this.locks.covering(r.userId, lockPathOf(segments));
      const holds = list.conditions.every((condition) => {
        const met =
          condition.token !== undefined
            ? locks.some((lock) => lock.token === condition.token)
            : resource !== null && condition.etag === etagOf(resource);
        return condition.not ? !met : met;
      });
      if (holds) return true;
    }
    return false;
  }

  private fail(req: Request, res: Response, error: unknown): void {
    const dav = error instanceof DavError ? error : error instanceof DomainError ? davErrorOf(error) : null;
    if (!dav)
      this.logger.error(
        `${req.method} ${req.originalUrl} failed`,
        error instanceof Error ? error.stack : String(error),
      );
    if (error instanceof DomainError)
      for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const status = dav?.status ?? 500;
    // A refused upload may still be sending: answer, then close rather than read the rest.
    if (req.method === 'PUT' && !req.readableEnded) res.setHeader('Connection', 'close');
    res.status(status).json({
      statusCode: status,
      code: dav?.code ?? 'INTERNAL_ERROR',
      message: dav?.message ?? 'Internal server error',
      ...(dav?.condition ? { condition: dav.condition } : {}),
    });
  }
}

function header(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** `If-Match`/`If-None-Match` against the current tag (null: nothing there); `*` matches anything there. */
function matchesAny(list: string, etag: string | null): boolean {
  if (etag === null) return false;
  return list.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

function parseOverwrite(value: string | undefined): boolean {
  if (value === undefined || value.trim().toUpperCase() === 'T') return true;
  if (value.trim().toUpperCase() === 'F') return false;
  throw new DavError(400, 'VALIDATION_ERROR', 'Overwrite must be T or F.');
}

/**
 * The cache key of a depth-1 listing, or null when its answer depends on more than the tree
 * version: locks (whose remaining time changes by itself) and the quota are never kept.
 */
function listingKey(r: DavRequest, request: PropfindRequest): string | null {
  if (request.kind !== 'prop') return null;
  const names = request.names.map((n) => n.key);
  if (request.names.some((n) => n.ns === DAV_NS && (n.local === 'lockdiscovery' || n.local.startsWith('quota-'))))
    return null;
  return [r.userId, lockPathOf(r.path.segments), ...names].join('\u0001');
}

/** What a PROPFIND body asks for; no body is allprop. */
function parsePropfind(body: ReturnType<typeof parseXml> | null): PropfindRequest {
  if (!body) return { kind: 'allprop', include: [] };
  if (!isDav(body, 'propfind')) throw new DavError(400, 'VALIDATION_ERROR', 'PROPFIND needs a DAV:propfind body.');
  const children = childElements(body);
  const prop = children.find((e) => isDav(e, 'prop'));
  if (prop) return { kind: 'prop', names: childElements(prop).map((e) => new PropertyName(e.ns, e.local)) };
  if (children.some((e) => isDav(e, 'propname'))) return { kind: 'propname' };
  if (children.some((e) => isDav(e, 'allprop'))) {
    const include = children.find((e) => isDav(e, 'include'));
    return {
      kind: 'allprop',
      include: include ? childElements(include).map((e) => new PropertyName(e.ns, e.local)) : [],
    };
  }
  throw new DavError(400, 'VALIDATION_ERROR', 'PROPFIND asks for prop, propname or allprop.');
}

/** Reads an XML request body (at most MAX_XML_BODY_BYTES; 413 beyond). Null when there is none. */
async function readXmlBody(req: Request): Promise<ReturnType<typeof parseXml> | null> {
  const text = (await readBody(req)).toString('utf8');
  return text.trim() === '' ? null : parseXml(text);
}

/** Whether a request carries a body (read and dropped: MKCOL bodies are refused). */
async function hasBody(req: Request): Promise<boolean> {
  return (await readBody(req)).length > 0;
}

/** A request's whole body, refused (413) past MAX_XML_BODY_BYTES, by its declared length first. */
async function readBody(req: Request): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_XML_BODY_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_XML_BODY_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function tooLarge(): DavError {
  return new DavError(413, 'PAYLOAD_TOO_LARGE', `A WebDAV request body may hold at most ${MAX_XML_BODY_BYTES} bytes.`);
}
