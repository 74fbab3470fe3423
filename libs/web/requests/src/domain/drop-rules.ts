import {
  MAX_FILE_SIZE_BYTES,
  TYPE_EXTENSIONS,
  TYPE_LABELS,
  formatBytes,
  isAcceptedType,
  type AcceptedMimeType,
} from '@coffer/shared-contracts';

/** The types a request can accept, in the order the owner's form offers them. */
export const REQUEST_TYPES: ReadonlyArray<{ value: AcceptedMimeType; label: string }> = [
  { value: 'application/pdf', label: 'PDF' },
  { value: 'image/png', label: 'PNG' },
  { value: 'image/jpeg', label: 'JPEG' },
  { value: 'text/plain', label: 'plain text' },
];

const ALL_TYPES = REQUEST_TYPES.map((t) => t.value);

/** The request's types; an empty list means every type the instance accepts. */
export function acceptedTypesOf(acceptedTypes: readonly string[]): AcceptedMimeType[] {
  const known = acceptedTypes.filter(isAcceptedType);
  return known.length > 0 ? known : ALL_TYPES;
}

/** 'PDF', 'PDF, JPEG image'... in the request's order, as the server names them in its refusals. */
export function typesLabel(acceptedTypes: readonly string[]): string {
  return acceptedTypesOf(acceptedTypes)
    .map((t) => TYPE_LABELS[t].replace(/^an? /, ''))
    .join(', ');
}

/** For the file pickers' `accept`: the extensions and types the request takes. */
export function acceptAttribute(acceptedTypes: readonly string[]): string {
  const types = acceptedTypesOf(acceptedTypes);
  return [...types.flatMap((t) => TYPE_EXTENSIONS[t]), ...types].join(',');
}

/** The type a name claims by its extension (as the server checks at creation; it sniffs the bytes at the end). */
export function claimedType(name: string): AcceptedMimeType | null {
  const lower = name.toLowerCase();
  for (const type of ALL_TYPES) {
    if (TYPE_EXTENSIONS[type].some((ext) => lower.endsWith(ext))) return type;
  }
  return null;
}

/** What a request takes, as `GET /api/drop/:token` says. */
export interface DropLimits {
  acceptedTypes: readonly string[];
  maxFileBytes: number | null;
  remainingFiles: number | null;
  remainingBytes: number | null;
}

/** What this page has queued already (counted against the request's remaining room). */
export interface Reserved {
  files: number;
  bytes: number;
}

/**
 * Why the server would refuse this file at creation, in the server's words, or null. The server
 * checks again (and the bytes on completion); its message is what the page shows in the end.
 */
export function dropRefusal(
  file: Pick<File, 'name' | 'size'>,
  limits: DropLimits,
  reserved: Reserved = { files: 0, bytes: 0 },
): string | null {
  const type = claimedType(file.name);
  if (type === null || !acceptedTypesOf(limits.acceptedTypes).includes(type)) {
    return `"${file.name}" is not a type this request accepts (${typesLabel(limits.acceptedTypes)}).`;
  }
  const perFile = Math.min(limits.maxFileBytes ?? MAX_FILE_SIZE_BYTES, MAX_FILE_SIZE_BYTES);
  if (file.size > perFile) {
    return `"${file.name}" is larger than this request's limit of ${formatBytes(perFile)} per file.`;
  }
  if (limits.remainingFiles !== null && reserved.files >= limits.remainingFiles) {
    return 'This request cannot take more files.';
  }
  if (limits.remainingBytes !== null && reserved.bytes + file.size > limits.remainingBytes) {
    return `This request has room for ${formatBytes(Math.max(0, limits.remainingBytes - reserved.bytes))} more.`;
  }
  return null;
}

/** The lines under a request's title: what it takes and until when. */
export function limitLines(
  info: DropLimits & { maxFiles: number | null; maxTotalBytes: number | null; expiresAt: string | null },
  formatDateTime: (iso: string) => string,
): string[] {
  const lines = [`Accepted: ${typesLabel(info.acceptedTypes)}.`];
  if (info.maxFileBytes !== null) lines.push(`Up to ${formatBytes(info.maxFileBytes)} per file.`);
  if (info.maxFiles !== null) {
    const left = info.remainingFiles ?? info.maxFiles;
    lines.push(`Up to ${info.maxFiles === 1 ? '1 file' : `${info.maxFiles} files`} in all (${left} left).`);
  }
  if (info.maxTotalBytes !== null) {
    const left = info.remainingBytes ?? info.maxTotalBytes;
    lines.push(`Up to ${formatBytes(info.maxTotalBytes)} in all (${formatBytes(left)} left).`);
  }
  if (info.expiresAt) lines.push(`Open until ${formatDateTime(info.expiresAt)}.`);
  return lines;
}

/** Whether the visitor must type something before sending. */
export function needsForm(info: {
  passwordRequired: boolean;
  requireName: boolean;
  requireEmail: boolean;
  restricted: boolean;
}): boolean {
  return info.passwordRequired || info.requireName || info.requireEmail || info.restricted;
}
