import { DomainError } from '@coffer/server-core';
import { parseFolderPath, parseRelativePath } from '../domain/item-path';
import { parseUploadConflict, type CommitCommand } from '../services/upload.service';
import type { MultipartFields } from './multipart-upload';

function first(fields: MultipartFields, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = fields.get(name)?.[0];
    if (value !== undefined) return value;
  }
  return undefined;
}

function parsePathsJson(json: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || !parsed.every((p) => typeof p === 'string')) {
    throw new DomainError('VALIDATION_ERROR', 'relativePathsJson must be a JSON array of strings.');
  }
  return parsed;
}

/** Checks one text field as it arrives, so a bad one fails the upload before later files are read. */
export function checkUploadField(name: string, value: string): void {
  if (name === 'relativePathsJson') parsePathsJson(value).forEach(parseRelativePath);
  else if (name === 'relativePaths' || name === 'relativePaths[]') parseRelativePath(value);
  else if (name === 'parentPath' || name === 'path') parseFolderPath(value);
  else if (name === 'onConflict') parseUploadConflict(value);
}

/** The text fields of an upload (docs/rest-api.md, Uploads) as a commit command. */
export function uploadCommand(fields: MultipartFields): CommitCommand {
  let relativePaths = [...(fields.get('relativePaths') ?? []), ...(fields.get('relativePaths[]') ?? [])];
  const json = first(fields, 'relativePathsJson');
  if (relativePaths.length === 0 && json !== undefined) relativePaths = parsePathsJson(json);
  return {
    relativePaths: relativePaths.length > 0 ? relativePaths : undefined,
    parentPath: first(fields, 'parentPath', 'path'),
    onConflict: parseUploadConflict(first(fields, 'onConflict')),
    metadata: {
      encryptionType: first(fields, 'encryptionType') ?? null,
      iv: first(fields, 'iv') ?? null,
      encryptedKey: first(fields, 'encryptedKey') ?? null,
    },
    share: { expiry: first(fields, 'expiry'), shareType: first(fields, 'shareType'), emails: first(fields, 'emails') },
  };
}
