/**
 * RFC 6266 / 8187: an ASCII fallback that cannot break the header, plus the exact UTF-8 name. Used by
 * the server's byte routes and by the share page's service worker (decrypted downloads).
 */
export function contentDisposition(type: 'attachment' | 'inline', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_').replace(/[\r\n]/g, '_') || 'download';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
