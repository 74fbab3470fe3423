// Share tokens travel in paths; passwords and download signatures in query strings (docs/rest-api.md, Logging).
// A signed URL (any route: share, download, thumbnail) is a credential until it expires.
const SHARE_PATH =
  /^(\/api\/share\/(?:access|add-to-account|download|delete)\/|\/api\/share\/|\/share\/|\/s\/)([^/?#]+)/;

const SIGNED_QUERY = /(?:^|&)sig=/;

/** The URL as it may appear in logs: no query string on share paths or signed URLs, share tokens cut to a prefix. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const match = SHARE_PATH.exec(path);
  if (!match) return queryAt !== -1 && SIGNED_QUERY.test(url.slice(queryAt + 1)) ? `${path}?[redacted]` : url;
  const [whole, prefix, token] = match as unknown as [string, string, string];
  const isAction = ['create', 'protected', 'unseen'].includes(token);
  const safeToken = isAction ? token : `${token.slice(0, 4)}…`;
  return `${prefix}${safeToken}${path.slice(whole.length)}${queryAt === -1 ? '' : '?[redacted]'}`;
}
