/**
 * The file types Coffer takes (PDF, PNG, JPEG, plain text), decided by the bytes, never by the
 * name: the server applies this rule to every upload, and the web app to the first bytes of a
 * file before sending it.
 */
export type AcceptedMimeType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'text/plain';

/** The accepted types in words, for messages. */
export const ACCEPTED_TYPES_LABEL = 'PDF, PNG, JPEG and plain-text (.txt) files';

export const TYPE_LABELS: Record<AcceptedMimeType, string> = {
  'application/pdf': 'a PDF',
  'image/png': 'a PNG image',
  'image/jpeg': 'a JPEG image',
  'text/plain': 'plain text',
};

/** The extensions a name of each type must end with. */
export const TYPE_EXTENSIONS: Record<AcceptedMimeType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'text/plain': ['.txt'],
};

// Declared part types that agree with each sniffed type; no claim at all is also fine.
const DECLARED_ALIASES: Record<AcceptedMimeType, readonly string[]> = {
  'application/pdf': ['application/pdf', 'application/x-pdf'],
  'image/png': ['image/png', 'image/x-png'],
  'image/jpeg': ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  'text/plain': ['text/plain'],
};
const NO_CLAIM = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

const SIGNATURES: Array<{ type: AcceptedMimeType | 'binary'; bytes: number[]; offset?: number }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // Binary formats that happen not to contain a NUL early on are still not plain text.
  { type: 'binary', bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8
  { type: 'binary', bytes: [0x50, 0x4b, 0x03, 0x04] }, // ZIP, docx, epub
  { type: 'binary', bytes: [0x1f, 0x8b] }, // gzip
  { type: 'binary', bytes: [0x7f, 0x45, 0x4c, 0x46] }, // ELF
  { type: 'binary', bytes: [0x52, 0x49, 0x46, 0x46] }, // RIFF (webp, wav, avi)
  { type: 'binary', bytes: [0x4f, 0x67, 0x67, 0x53] }, // Ogg
  { type: 'binary', bytes: [0x52, 0x61, 0x72, 0x21] }, // RAR
  { type: 'binary', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] }, // 7z
  { type: 'binary', bytes: [0xd0, 0xcf, 0x11, 0xe0] }, // OLE2 (doc, xls)
  { type: 'binary', bytes: [0x66, 0x74, 0x79, 0x70], offset: 4 }, // ISO media (mp4, heic)
  { type: 'binary', bytes: [0x00, 0x61, 0x73, 0x6d] }, // wasm
];
/** How many leading bytes `classify` looks at. */
export const SNIFF_BYTES = 16;

function matches(head: Uint8Array, bytes: number[], offset = 0): boolean {
  return head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
}

/**
 * The type the bytes prove, or null for anything not accepted. `containsNul`: the file holds a
 * NUL byte anywhere (the server scans all of it; a browser scans what it reads).
 */
export function classify(head: Uint8Array, containsNul: boolean): AcceptedMimeType | null {
  for (const signature of SIGNATURES) {
    if (matches(head, signature.bytes, signature.offset)) return signature.type === 'binary' ? null : signature.type;
  }
  return containsNul ? null : 'text/plain';
}

export function extensionAgrees(type: AcceptedMimeType, name: string): boolean {
  const lower = name.toLowerCase();
  return TYPE_EXTENSIONS[type].some((ext) => lower.endsWith(ext) && lower.length > ext.length);
}

export function declaredTypeAgrees(type: AcceptedMimeType, declared: string | undefined): boolean {
  const base = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  return NO_CLAIM.has(base) || DECLARED_ALIASES[type].includes(base);
}

/** Whether some accepted type agrees with a declared type: no bytes can match one that none does. */
export function declaredTypeAcceptable(declared: string | undefined): boolean {
  return (Object.keys(TYPE_EXTENSIONS) as AcceptedMimeType[]).some((type) => declaredTypeAgrees(type, declared));
}

export function isAcceptedType(type: string | null | undefined): type is AcceptedMimeType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(TYPE_EXTENSIONS, type);
}

/** For file pickers' `accept` attribute. */
export const UPLOAD_ACCEPT = [...Object.values(TYPE_EXTENSIONS).flat(), ...Object.keys(TYPE_EXTENSIONS)].join(',');
