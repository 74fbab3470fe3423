import { etagOf, type DavResource } from '../persistence/dav-tree.repository';
import type { DeadProperty } from '../services/dav-properties.service';
import type { DavLock } from '../services/dav-locks.service';
import { DAV_NS, escapeXml, PropertyName } from './dav-xml';

/** What PROPFIND asks for: every property (allprop, with extra `include`d ones), only names, or a list. */
export type PropfindRequest =
  { kind: 'allprop'; include: PropertyName[] } | { kind: 'propname' } | { kind: 'prop'; names: PropertyName[] };

/** Account-wide values the quota properties report (docs/webdav.md, Properties), read only when asked for. */
export interface QuotaValues {
  used: number;
  available: number;
}

/** What one answer needs beside the resources: their dead properties, the live locks, the quota. */
export interface PropertyContext {
  now: Date;
  dead: Map<string, DeadProperty[]>;
  locks: DavLock[];
  quota: QuotaValues | null;
}

/** Live properties allprop answers. The quota ones are only sent when named: computing them costs a read. */
const ALLPROP_LIVE = [
  'creationdate',
  'displayname',
  'getcontentlength',
  'getcontenttype',
  'getetag',
  'getlastmodified',
  'resourcetype',
  'supportedlock',
  'lockdiscovery',
];
const QUOTA_LIVE = ['quota-available-bytes', 'quota-used-bytes'];
/** DAV: properties the server computes: a client may read them, never set them. */
export const LIVE_PROPERTIES = new Set([...ALLPROP_LIVE, ...QUOTA_LIVE]);

/** The value (inner XML) of a live property of `resource`, or undefined when it has none. */
function liveValue(
  local: string,
  resource: DavResource,
  lockPath: string,
  context: PropertyContext,
): string | undefined {
  const file = resource.type === 'file';
  switch (local) {
    case 'creationdate':
      return resource.createdAt.toISOString();
    case 'displayname':
      return escapeXml(resource.name);
    case 'getcontentlength':
      return file ? String(resource.size ?? 0) : undefined;
    case 'getcontenttype':
      return file ? escapeXml(resource.mimeType ?? 'application/octet-stream') : undefined;
    case 'getetag':
      return escapeXml(etagOf(resource));
    case 'getlastmodified':
      return resource.updatedAt.toUTCString();
    case 'resourcetype':
      return file ? '' : '<D:collection/>';
    case 'supportedlock':
      return (
        '<D:lockentry><D:lockscope><D:exclusive/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockentry>' +
        '<D:lockentry><D:lockscope><D:shared/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockentry>'
      );
    case 'lockdiscovery':
      return lockDiscovery(
        context.locks.filter((lock) => covers(lock, lockPath)),
        context.now,
      );
    case 'quota-available-bytes':
      return context.quota ? String(Math.max(0, context.quota.available)) : undefined;
    case 'quota-used-bytes':
      return context.quota ? String(context.quota.used) : undefined;
    default:
      return undefined;
  }
}

/** Whether a lock covers the address `path`. */
export function covers(lock: DavLock, path: string): boolean {
  if (lock.path === path) return true;
  return lock.deep && (lock.path === '/' || path.startsWith(`${lock.path}/`));
}

/** One `activelock` element per lock (the body of LOCK answers and of lockdiscovery). */
export function lockDiscovery(locks: readonly DavLock[], now: Date): string {
  return locks
    .map(
      (lock) =>
        '<D:activelock>' +
        `<D:locktype><D:write/></D:locktype><D:lockscope>${lock.exclusive ? '<D:exclusive/>' : '<D:shared/>'}</D:lockscope>` +
        `<D:depth>${lock.deep ? 'infinity' : '0'}</D:depth>` +
        (lock.ownerXml !== null ? `<D:owner>${lock.ownerXml}</D:owner>` : '') +
        `<D:timeout>Second-${Math.max(0, Math.round((lock.expiresAt.getTime() - now.getTime()) / 1000))}</D:timeout>` +
        `<D:locktoken><D:href>${escapeXml(lock.token)}</D:href></D:locktoken>` +
        `<D:lockroot><D:href>${escapeXml(lockRootHref(lock.path))}</D:href></D:lockroot>` +
        '</D:activelock>',
    )
    .join('');
}

function lockRootHref(path: string): string {
  return `/dav${path === '/' ? '/' : path.split('/').map(encodeURIComponent).join('/')}`;
}

/** One `<D:response>` for a resource: its properties grouped by status (200, 404). */
export function propertiesResponse(
  href: string,
  resource: DavResource,
  lockPath: string,
  request: PropfindRequest,
  context: PropertyContext,
): string {
  const dead = (resource.id && context.dead.get(resource.id)) || [];
  const found: string[] = [];
  const missing: string[] = [];
  const render = (name: PropertyName): void => {
    const tags = name.tags();
    if (name.ns === DAV_NS && LIVE_PROPERTIES.has(name.local)) {
      const value = liveValue(name.local, resource, lockPath, context);
      if (value === undefined) missing.push(tags.empty);
      else found.push(value === '' ? tags.empty : `${tags.open}${value}${tags.close}`);
      return;
    }
    const property = dead.find((p) => p.ns === name.ns && p.name === name.local);
    if (property) found.push(property.value === '' ? tags.empty : `${tags.open}${property.value}${tags.close}`);
    else missing.push(tags.empty);
  };
  if (request.kind === 'propname') {
    for (const local of ALLPROP_LIVE) {
      if (liveValue(local, resource, lockPath, context) !== undefined) found.push(`<D:${local}/>`);
    }
    for (const property of dead) found.push(new PropertyName(property.ns, property.name).tags().empty);
  } else if (request.kind === 'allprop') {
    const seen = new Set<string>();
    for (const name of [...ALLPROP_LIVE.map((local) => new PropertyName(DAV_NS, local)), ...request.include]) {
      if (seen.has(name.key)) continue;
      seen.add(name.key);
      // Dead properties all follow; an included name only adds a live property allprop leaves out.
      if (name.ns !== DAV_NS || !LIVE_PROPERTIES.has(name.local)) continue;
      const value = liveValue(name.local, resource, lockPath, context);
      // allprop leaves out what a resource does not have, rather than reporting it missing.
      if (value !== undefined)
        found.push(value === '' ? name.tags().empty : `${name.tags().open}${value}${name.tags().close}`);
    }
    for (const property of dead) {
      const tags = new PropertyName(property.ns, property.name).tags();
      found.push(property.value === '' ? tags.empty : `${tags.open}${property.value}${tags.close}`);
    }
  } else {
    for (const name of request.names) render(name);
  }
  return (
    `<D:response><D:href>${escapeXml(href)}</D:href>` +
    (found.length
      ? `<D:propstat><D:prop>${found.join('')}</D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat>`
      : '') +
    (missing.length
      ? `<D:propstat><D:prop>${missing.join('')}</D:prop><D:status>HTTP/1.1 404 Not Found</D:status></D:propstat>`
      : '') +
    '</D:response>'
  );
}

export function multistatus(responses: string[]): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<D:multistatus xmlns:D="DAV:">${responses.join('')}</D:multistatus>`;
}
