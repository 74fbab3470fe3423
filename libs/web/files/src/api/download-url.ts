/** Downloads through a hidden anchor: the session cookie goes along, and no bytes pass through script memory. */
export function downloadUrl(href: string, name: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * The cookie download of a file (owner or recipient): the web app's own downloads use it because
 * the session goes along and it never expires in a tab left open, unlike the signed
 * `Item.downloadUrl` (10 to 15 minutes), which is for fetches that send no cookie.
 */
export function cookieDownloadPath(databaseId: string): string {
  return `/api/files/download/${encodeURIComponent(databaseId)}`;
}
