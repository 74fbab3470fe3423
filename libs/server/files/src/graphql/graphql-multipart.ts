import type { Request } from 'express';
import { MAX_FILES_PER_UPLOAD } from '@coffer/shared-contracts';
import { DomainError } from '@coffer/server-core';
import { receiveMultipart } from '../rest/multipart-upload';
import type { CommitCommand, CommitRequest, CommitResult, UploadSession } from '../services/upload.service';
import { StagedUpload } from './upload.scalar';

/**
 * The files of one GraphQL multipart request, staged while the request streamed in. The
 * operation runs afterwards: `commit` (from the resolver) says how to commit them and waits for
 * the upload's end; `cancel` (the response ended first) gives them up.
 */
export class GraphqlUploadBatch {
  private decide?: { resolve: (request: CommitRequest) => void; reject: (reason: unknown) => void };
  private readonly decided = new Promise<CommitRequest>((resolve, reject) => (this.decide = { resolve, reject }));
  private result?: Promise<CommitResult>;

  /** Resolves when the operation has said how to commit; rejects when it never will. */
  request(): Promise<CommitRequest> {
    return this.decided;
  }

  /** The upload's own outcome, which `commit` hands to the resolver. */
  settleWith(result: Promise<CommitResult>): void {
    this.result = result;
  }

  /** Commits exactly the files of this request, in the order the operation names them. */
  commit(files: StagedUpload[], command: CommitCommand): Promise<CommitResult> {
    if (files.some((file) => file.batch !== this))
      throw new DomainError('VALIDATION_ERROR', 'The files must come from this request.');
    if (!this.decide || !this.result)
      throw new DomainError('VALIDATION_ERROR', 'The files of a request can be committed once.');
    this.decide.resolve({ command, order: files.map((file) => file.index) });
    this.decide = undefined;
    return this.result;
  }

  cancel(): void {
    this.decide?.reject(new DomainError('VALIDATION_ERROR', 'The operation did not use the uploaded files.'));
    this.decide = undefined;
  }
}

const BATCHES = new WeakMap<Request, GraphqlUploadBatch>();

export function uploadBatchOf(req: Request): GraphqlUploadBatch | undefined {
  return BATCHES.get(req);
}

function invalid(message: string): DomainError {
  return new DomainError('VALIDATION_ERROR', message);
}

function parseJson(value: string, field: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw invalid(`The ${field} field of a GraphQL multipart request must be JSON.`);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `map`: each file part's name → the one operation path it fills. */
function parseMap(value: string): Map<string, string> {
  const raw = parseJson(value, 'map');
  if (!isPlainObject(raw)) throw invalid('The map field must be a JSON object.');
  const entries = Object.entries(raw);
  if (entries.length > MAX_FILES_PER_UPLOAD)
    throw new DomainError('TOO_MANY_FILES', `At most ${MAX_FILES_PER_UPLOAD} files can be uploaded at once.`);
  const map = new Map<string, string>();
  for (const [key, paths] of entries) {
    if (!Array.isArray(paths) || paths.length !== 1 || typeof paths[0] !== 'string') {
      throw invalid(
        `The map entry "${key.slice(0, 50)}" must name exactly one operation path (each file is used once).`,
      );
    }
    map.set(key, paths[0]);
  }
  return map;
}

/** Puts `upload` at `path` (`variables.files.0`) in the operation, where the client left null. */
function place(operations: Record<string, unknown>, path: string, upload: StagedUpload): void {
  const segments = path.split('.');
  let target: unknown = operations;
  for (const [i, segment] of segments.entries()) {
    if (typeof target !== 'object' || target === null || !Object.prototype.hasOwnProperty.call(target, segment)) break;
    if (i === segments.length - 1) {
      if ((target as Record<string, unknown>)[segment] !== null) break;
      (target as Record<string, unknown>)[segment] = upload;
      return;
    }
    target = (target as Record<string, unknown>)[segment];
  }
  throw invalid(`The map names the path "${path.slice(0, 100)}", which is not a null value in the operation.`);
}

/**
 * Reads a GraphQL multipart request (operations, map, then the files) and streams each file
 * into `session` as it arrives — the same path as REST uploads, with the same limits. Answers the
 * operation with every mapped variable bound to its staged file.
 */
export async function receiveGraphqlMultipart(req: Request, session: UploadSession): Promise<Record<string, unknown>> {
  let operations: Record<string, unknown> | undefined;
  let map: Map<string, string> | undefined;
  const seen = new Set<string>();
  const stored = new Map<string, number>();
  await receiveMultipart(req, session, {
    checkField: (name, value) => {
      if (name === 'operations' && operations === undefined && map === undefined) {
        const parsed = parseJson(value, 'operations');
        if (!isPlainObject(parsed))
          throw invalid('The operations field must be one JSON object (batched operations are not accepted).');
        operations = parsed;
      } else if (name === 'map' && operations !== undefined && map === undefined) {
        map = parseMap(value);
      } else {
        throw invalid(
          `Unexpected field "${name.slice(0, 50)}": a GraphQL multipart request sends operations, then map, then the files.`,
        );
      }
    },
    acceptFile: (name) => {
      if (!map) throw invalid('The map field must come before the files.');
      if (!map.has(name)) throw invalid(`The file part "${name.slice(0, 50)}" is not in the map.`);
      if (seen.has(name)) throw invalid(`The file part "${name.slice(0, 50)}" is sent twice.`);
      seen.add(name);
    },
    onFileStored: (name, index) => stored.set(name, index),
  });
  if (!operations || !map) throw invalid('A GraphQL multipart request needs the fields operations and map.');
  const batch = new GraphqlUploadBatch();
  for (const [key, path] of map) {
    const index = stored.get(key);
    if (index === undefined)
      throw invalid(`The map names the file "${key.slice(0, 50)}", which the request does not contain.`);
    place(operations, path, new StagedUpload(batch, index));
  }
  BATCHES.set(req, batch);
  return operations;
}
