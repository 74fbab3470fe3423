import { DavError } from './dav-error';

/** One condition of an `If` header list: a state token (lock token) or an entity tag, maybe negated. */
export interface IfCondition {
  not: boolean;
  token?: string;
  etag?: string;
}

/** A list of conditions (all must hold), about the resource it is tagged with or the request's own. */
export interface IfList {
  /** The tagged resource's path (from its URL), or null for the request's resource. */
  resource: string | null;
  conditions: IfCondition[];
}

const MAX_IF_LENGTH = 16 * 1024;

/**
 * Parses an `If` header (docs/webdav.md, Locks and conditions): `(<token> ["etag"]) (Not <DAV:no-lock>)`, each list
 * optionally tagged `<http://host/dav/res>`. A malformed header is refused (400), never ignored:
 * the client asked for a condition it must not be assumed to have.
 */
export function parseIfHeader(header: string): IfList[] {
  if (header.length > MAX_IF_LENGTH) throw malformed();
  const lists: IfList[] = [];
  let resource: string | null = null;
  let i = 0;
  const skip = () => {
    while (i < header.length && /\s/.test(header[i]!)) i++;
  };
  const until = (end: string): string => {
    const at = header.indexOf(end, i);
    if (at < 0) throw malformed();
    const value = header.slice(i, at);
    i = at + 1;
    return value;
  };
  for (skip(); i < header.length; skip()) {
    const c = header[i]!;
    if (c === '<') {
      i++;
      resource = pathOfTag(until('>'));
      continue;
    }
    if (c !== '(') throw malformed();
    i++;
    const conditions: IfCondition[] = [];
    for (skip(); header[i] !== ')'; skip()) {
      if (i >= header.length) throw malformed();
      let not = false;
      const negation = /^Not\s*/.exec(header.slice(i, i + 16));
      if (negation) {
        not = true;
        i += negation[0].length;
      }
      if (header[i] === '<') {
        i++;
        conditions.push({ not, token: until('>') });
      } else if (header[i] === '[') {
        i++;
        conditions.push({ not, etag: until(']').trim() });
      } else {
        throw malformed();
      }
    }
    i++;
    if (conditions.length === 0) throw malformed();
    lists.push({ resource, conditions });
  }
  if (lists.length === 0) throw malformed();
  return lists;
}

/** Every state token the header names: the lock tokens the request submits. */
export function submittedTokens(lists: readonly IfList[]): Set<string> {
  return new Set(lists.flatMap((list) => list.conditions.flatMap((c) => (c.token && !c.not ? [c.token] : []))));
}

function pathOfTag(tag: string): string {
  try {
    return new URL(tag, 'http://tag.invalid').pathname;
  } catch {
    throw malformed();
  }
}

function malformed(): DavError {
  return new DavError(400, 'VALIDATION_ERROR', 'The If header is malformed.');
}
