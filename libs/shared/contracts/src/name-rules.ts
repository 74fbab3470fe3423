/**
 * The one rule for every file or folder name Coffer stores or sends (item names and the name a
 * file was uploaded with), shared by the server and the web app.
 */

/** Longest name, in UTF-8 bytes (what common filesystems allow for one path segment). */
export const MAX_NAME_BYTES = 255;

/**
 * Characters no name may contain: C0 and C1 controls (NUL included) and DEL; bidirectional
 * overrides, embeddings, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F,
 * U+061C), which can make `evil\u202Efdp.txt` display as "eviltxt.pdf"; zero-width characters
 * (U+200B–U+200D, U+2060, U+FEFF), which make different names look identical; and the
 * backslash, a path separator on Windows.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\\]/;

/** Half of a UTF-16 surrogate pair without its other half: not encodable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why `name` is not an acceptable name (as the end of "it contains …"), or null when it is. */
export function nameProblem(name: string): string | null {
  if (name === '') return 'an empty name';
  if (name === '.' || name === '..') return `the name "${name}"`;
  if (name.includes('/')) return 'a slash';
  if (LONE_SURROGATE.test(name)) return 'an unpaired surrogate (not valid Unicode)';
  const forbidden = FORBIDDEN_CHARACTER.exec(name);
  if (forbidden) {
    const ch = forbidden[0];
    return ch === '\\'
      ? 'a backslash'
      : `the invisible or control character U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  }
  if (utf8Length(name) > MAX_NAME_BYTES) return `a name longer than ${MAX_NAME_BYTES} bytes`;
  return null;
}

export function isValidName(name: string): boolean {
  return nameProblem(name) === null;
}

/** UTF-8 length without Node's Buffer (the web app uses this too). */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Splits `name.ext` at the last dot that is not the first character. */
export function splitExtension(name: string): { stem: string; ext: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return { stem: name, ext: '' };
  return { stem: name.slice(0, dot), ext: name.slice(dot) };
}

function truncateBytes(value: string, maxBytes: number): string {
  let out = '';
  for (const ch of value) {
    if (utf8Length(out + ch) > maxBytes) break;
    out += ch;
  }
  return out;
}

/**
 * The first free name in a folder: `name`, else `name (1).ext`, `name (2).ext`, … for files,
 * `name (1)`, … for folders. `taken` holds the names already in the folder. The server names
 * items by it; the web app shows the name a "keep both" will get.
 */
export function firstFreeName(name: string, type: 'file' | 'folder', taken: { has(name: string): boolean }): string {
  if (!taken.has(name)) return name;
  const { stem, ext } = type === 'file' ? splitExtension(name) : { stem: name, ext: '' };
  for (let n = 1; ; n++) {
    const suffix = ` (${n})${ext}`;
    // Shorten the stem when the suffix would push the name past the byte limit.
    const candidate = `${truncateBytes(stem, MAX_NAME_BYTES - utf8Length(suffix))}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
