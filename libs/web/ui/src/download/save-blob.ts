/** Saves bytes already in memory under `name` (an object URL; no request). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // The browser reads the object URL after the click returns; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
