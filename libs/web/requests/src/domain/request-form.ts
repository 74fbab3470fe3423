import type {
  FileRequestCreateInput,
  FileRequestFieldsFragment,
  FileRequestUpdateInput,
} from '@coffer/web-data-access';
import { MAX_FILE_SIZE_BYTES } from '@coffer/shared-contracts';

const MB = 1024 * 1024;
export const TITLE_MAX = 200;
export const MESSAGE_MAX = 2000;
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 128;
export const MAX_FILES_LIMIT = 10_000;
export const MAX_FILE_MB = MAX_FILE_SIZE_BYTES / MB;
/** 1 TiB in MB. */
export const MAX_TOTAL_MB = 1024 * 1024;

/** The create and edit dialog's fields. Sizes in MB (of 1024 × 1024 bytes); '' is no limit. */
export interface RequestFormValues {
  /** The destination folder (global id); not editable once made. */
  folderId: string | null;
  title: string;
  message: string;
  /** A `datetime-local` value in the browser's time zone; '' for none. */
  expiresAt: string;
  /** A new password; '' keeps the current one (or none). */
  password: string;
  removePassword: boolean;
  recipients: string[];
  requireName: boolean;
  requireEmail: boolean;
  maxFiles: number | string;
  maxFileMb: number | string;
  maxTotalMb: number | string;
  acceptedTypes: string[];
}

export type RequestFormErrors = Partial<Record<keyof RequestFormValues | 'form', string>>;

export const EMPTY_REQUEST_FORM: RequestFormValues = {
  folderId: null,
  title: '',
  message: '',
  expiresAt: '',
  password: '',
  removePassword: false,
  recipients: [],
  requireName: false,
  requireEmail: false,
  maxFiles: '',
  maxFileMb: '',
  maxTotalMb: '',
  acceptedTypes: [],
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as an ISO time; null when empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

const toMb = (bytes: number | null | undefined): number | string =>
  bytes === null || bytes === undefined ? '' : Math.round((bytes / MB) * 100) / 100;
const isEmpty = (value: number | string) => value === '' || value === null || value === undefined;
const toNumber = (value: number | string) => (typeof value === 'number' ? value : Number(value));

/** The dialog's fields for an existing request. */
export function valuesOf(request: FileRequestFieldsFragment): RequestFormValues {
  return {
    folderId: request.folder?.id ?? null,
    title: request.title,
    message: request.message,
    expiresAt: toLocalInput(request.expiresAt),
    password: '',
    removePassword: false,
    recipients: [...request.recipients],
    requireName: request.requireName,
    requireEmail: request.requireEmail,
    maxFiles: request.maxFiles ?? '',
    maxFileMb: toMb(request.maxFileBytes),
    maxTotalMb: toMb(request.maxTotalBytes),
    acceptedTypes: [...request.acceptedTypes],
  };
}

function sizeProblem(value: number | string, max: number, label: string): string | null {
  if (isEmpty(value)) return null;
  const n = toNumber(value);
  if (!Number.isFinite(n) || n <= 0 || n > max) return `Enter a size above 0 and at most ${label}.`;
  return null;
}

/**
 * What the dialog refuses before asking the server (the same rules the server applies; its
 * userErrors still show under the fields). `creating`: the folder must be chosen.
 */
export function validateRequestForm(
  values: RequestFormValues,
  { creating, now = Date.now() }: { creating: boolean; now?: number },
): RequestFormErrors {
  const errors: RequestFormErrors = {};
  if (creating && !values.folderId) errors.folderId = 'Choose a folder.';
  const title = values.title.trim();
  if (title === '') errors.title = 'Enter a title.';
  else if (title.length > TITLE_MAX) errors.title = `Use at most ${TITLE_MAX} characters.`;
  if (values.message.length > MESSAGE_MAX) errors.message = `Use at most ${MESSAGE_MAX} characters.`;
  if (values.expiresAt !== '') {
    const at = fromLocalInput(values.expiresAt);
    if (at === null) errors.expiresAt = 'Enter a date and time.';
    else if (Date.parse(at) <= now) errors.expiresAt = 'Choose a time in the future.';
  }
  if (values.password !== '' && (values.password.length < PASSWORD_MIN || values.password.length > PASSWORD_MAX)) {
    errors.password = `Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;
  }
  if (!isEmpty(values.maxFiles)) {
    const n = toNumber(values.maxFiles);
    if (!Number.isInteger(n) || n < 1 || n > MAX_FILES_LIMIT) {
      errors.maxFiles = `Enter a whole number from 1 to ${MAX_FILES_LIMIT}.`;
    }
  }
  const perFile = sizeProblem(values.maxFileMb, MAX_FILE_MB, `${MAX_FILE_MB} MB`);
  if (perFile) errors.maxFileMb = perFile;
  const total = sizeProblem(values.maxTotalMb, MAX_TOTAL_MB, '1 TB');
  if (total) errors.maxTotalMb = total;
  return errors;
}

const bytesOf = (mb: number | string) => Math.round(toNumber(mb) * MB);

/** The create mutation's input (the form is valid). */
export function createInput(values: RequestFormValues): FileRequestCreateInput {
  return {
    folderId: values.folderId ?? '',
    title: values.title.trim(),
    message: values.message,
    ...(values.expiresAt !== '' ? { expiresAt: fromLocalInput(values.expiresAt) } : {}),
    ...(values.password !== '' ? { password: values.password } : {}),
    recipients: values.recipients,
    requireName: values.requireName,
    requireEmail: values.requireEmail,
    ...(!isEmpty(values.maxFiles) ? { maxFiles: toNumber(values.maxFiles) } : {}),
    ...(!isEmpty(values.maxFileMb) ? { maxFileBytes: bytesOf(values.maxFileMb) } : {}),
    ...(!isEmpty(values.maxTotalMb) ? { maxTotalBytes: bytesOf(values.maxTotalMb) } : {}),
    acceptedTypes: values.acceptedTypes,
  };
}

/** The update mutation's input: every editable setting, and what was emptied is cleared. */
export function updateInput(
  id: string,
  values: RequestFormValues,
  original: Pick<FileRequestFieldsFragment, 'expiresAt' | 'maxFiles' | 'maxFileBytes' | 'maxTotalBytes'>,
): FileRequestUpdateInput {
  const clearLimits: string[] = [];
  if (isEmpty(values.maxFiles) && original.maxFiles !== null) clearLimits.push('maxFiles');
  if (isEmpty(values.maxFileMb) && original.maxFileBytes !== null) clearLimits.push('maxFileBytes');
  if (isEmpty(values.maxTotalMb) && original.maxTotalBytes !== null) clearLimits.push('maxTotalBytes');
  return {
    id,
    title: values.title.trim(),
    message: values.message,
    ...(values.expiresAt !== ''
      ? { expiresAt: fromLocalInput(values.expiresAt) }
      : original.expiresAt
        ? { clearExpiry: true }
        : {}),
    ...(values.removePassword ? { clearPassword: true } : values.password !== '' ? { password: values.password } : {}),
    recipients: values.recipients,
    requireName: values.requireName,
    requireEmail: values.requireEmail,
    ...(!isEmpty(values.maxFiles) ? { maxFiles: toNumber(values.maxFiles) } : {}),
    ...(!isEmpty(values.maxFileMb) ? { maxFileBytes: bytesOf(values.maxFileMb) } : {}),
    ...(!isEmpty(values.maxTotalMb) ? { maxTotalBytes: bytesOf(values.maxTotalMb) } : {}),
    ...(clearLimits.length > 0 ? { clearLimits } : {}),
    acceptedTypes: values.acceptedTypes,
  };
}

const FIELD_OF_INPUT: Record<string, keyof RequestFormValues> = {
  folderId: 'folderId',
  title: 'title',
  message: 'message',
  expiresAt: 'expiresAt',
  clearExpiry: 'expiresAt',
  password: 'password',
  recipients: 'recipients',
  requireName: 'requireName',
  requireEmail: 'requireEmail',
  maxFiles: 'maxFiles',
  maxFileBytes: 'maxFileMb',
  maxTotalBytes: 'maxTotalMb',
  acceptedTypes: 'acceptedTypes',
};

/** The dialog field a userError names (`["input", "title"]`), or 'form' when none does. */
export function fieldOfUserError(field: readonly string[] | null | undefined): keyof RequestFormValues | 'form' {
  for (let i = (field?.length ?? 0) - 1; i >= 0; i--) {
    const known = FIELD_OF_INPUT[field![i]!];
    if (known) return known;
  }
  return 'form';
}
