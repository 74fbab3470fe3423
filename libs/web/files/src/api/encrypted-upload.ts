import type * as tus from 'tus-js-client';
import {
  ECE_ENCRYPTION_TYPE,
  ECE_SALT_LENGTH,
  EceRangeEncryptor,
  decodeKey,
  encodeKey,
  encryptMetadata,
  fromBase64Url,
  generateKey,
  toBase64Url,
  wrapKeyWithPassword,
  type PlaintextReader,
} from '@coffer/shared-ece';
import {
  forgetEncryptedUploadSecret,
  loadEncryptedFileKey,
  loadEncryptedUploadSecret,
  saveEncryptedFileKey,
  saveEncryptedUploadSecret,
} from '@coffer/web-data-access';
import { SealedChunk, spawnChunkWorker } from './encrypted-chunks';

/** The key and content salt of one encrypted upload: fixed for its life, so a resume sends the same bytes. */
export interface UploadSecret {
  key: Uint8Array<ArrayBuffer>;
  salt: Uint8Array<ArrayBuffer>;
  /** Made for this upload now: no earlier part of it can have been sent with this key. */
  fresh: boolean;
}

/** The resume fingerprint of an encrypted upload: never the same as the plain upload of the same file. */
export function encryptedFingerprint(plainFingerprint: string): string {
  return `${plainFingerprint}:${ECE_ENCRYPTION_TYPE}`;
}

/**
 * The upload's secret: the one kept in this browser when the same file's upload was started before
 * (a resume after a reload), else a fresh key and salt, kept in IndexedDB before any byte is sent.
 */
export async function uploadSecretFor(
  fingerprint: string,
  file: Pick<File, 'name'>,
  relativePath: string,
): Promise<UploadSecret> {
  const saved = await loadEncryptedUploadSecret(fingerprint);
  const salt = saved ? fromBase64Url(saved.salt) : null;
  if (saved && salt?.length === ECE_SALT_LENGTH) return { key: decodeKey(saved.key), salt, fresh: false };
  const fresh = {
    key: generateKey(),
    salt: globalThis.crypto.getRandomValues(new Uint8Array(ECE_SALT_LENGTH)),
    fresh: true,
  };
  await saveEncryptedUploadSecret({
    fingerprint,
    key: encodeKey(fresh.key),
    salt: toBase64Url(fresh.salt),
    name: file.name,
    relativePath,
  });
  return fresh;
}

/** The tus Upload-Metadata of an encrypted file: its name and type only inside the encrypted record. */
export async function encryptedUploadMetadata(
  key: Uint8Array,
  file: Pick<File, 'name' | 'type'>,
  parentPath: string,
): Promise<Record<string, string>> {
  return {
    encryption: ECE_ENCRYPTION_TYPE,
    encryptedMetadata: await encryptMetadata(key, { name: file.name, type: file.type || 'application/octet-stream' }),
    parentPath,
  };
}

/**
 * Reads a file's ranges as one byte stream into one buffer it reuses: a read that goes on where the
 * last one ended goes on with the same stream, another offset (a retry, a resume) opens the file
 * again there. A read per range into fresh memory (`slice().arrayBuffer()`) costs the page about
 * three times the CPU at 1 MiB, and leaves each range behind as garbage; it is what a browser
 * whose file streams are no byte streams gets. Reads run one at a time, as they share the buffer.
 */
export function streamingPlaintextReader(input: Blob): { read: PlaintextReader; close(): void } {
  let reader: ReadableStreamBYOBReader | null = null;
  let byteStreams = true;
  let position = 0;
  let buffer = new ArrayBuffer(0);
  let turn: Promise<unknown> = Promise.resolve();

  const drop = () => {
    reader?.cancel().catch(() => undefined);
    reader = null;
  };

  const open = (start: number): ReadableStreamBYOBReader | null => {
    try {
      return input.slice(start).stream().getReader({ mode: 'byob' });
    } catch {
      byteStreams = false;
      return null;
    }
  };

  const fill = async (start: number, end: number): Promise<Uint8Array> => {
    if (!reader || position !== start) {
      drop();
      reader = byteStreams ? open(start) : null;
      if (!reader) return new Uint8Array(await input.slice(start, end).arrayBuffer());
      position = start;
    }
    const stream = reader;
    const length = end - start;
    // A read that failed left the buffer detached (length 0): it is made anew.
    if (buffer.byteLength < length) buffer = new ArrayBuffer(length);
    let filled = 0;
    try {
      while (filled < length) {
        // Each read takes the buffer and hands it back filled a little further.
        const { done, value } = await stream.read(new Uint8Array(buffer, filled, length - filled));
        if (value) buffer = value.buffer;
        if (done || !value) break;
        filled += value.length;
      }
    } catch (error) {
      drop();
      throw error;
    }
    position += filled;
    return new Uint8Array(buffer, 0, filled);
  };

  const read: PlaintextReader = (start, end, use) => {
    const result = turn.then(() => fill(start, end)).then(use);
    turn = result.catch(() => undefined);
    return result;
  };
  return { read, close: drop };
}

/** tus-js-client's file reader for an encrypted upload, which can also give up every chunk it holds. */
export interface EncryptingFileReader extends NonNullable<tus.UploadOptions['fileReader']> {
  /** Ends the workers of the chunks not sent yet (the upload stopped or was cancelled). */
  discard(): void;
}

/**
 * tus-js-client's file reader for an encrypted upload: the size is the ciphertext's, and each chunk
 * tus asks for is encrypted from the file's slices it covers, so the file is never held whole and
 * a resume from any offset gives the same bytes. Each chunk is a `SealedChunk`, its bytes handed to
 * a worker of its own that sends them (through `EncryptedChunkHttpStack`) and ends when answered.
 * While tus sends one chunk, the next one (the chunk after it, which tus asks for when the server
 * has acknowledged this one) is encrypted, so the encrypting overlaps the network and the server's
 * sync; a chunk asked for at another offset (a retry, a resume) is encrypted afresh and the guess
 * is dropped. At most two chunks are ever held.
 */
export function encryptingFileReader(secret: UploadSecret, spawn = spawnChunkWorker): EncryptingFileReader {
  const sources = new Set<{ close(): void }>();
  return {
    openFile(input: Blob) {
      const plaintext = streamingPlaintextReader(input);
      const encryptor = new EceRangeEncryptor(secret.key, input.size, plaintext.read, { salt: secret.salt });
      // Each batch of records goes to the chunk's worker as it is sealed: the page holds one at most.
      const seal = async (start: number, end: number) => {
        const chunk = new SealedChunk(end - start, spawn);
        try {
          for await (const batch of encryptor.batches(start, end)) {
            await chunk.add(batch, encryptor.recordBuffers(batch));
          }
        } catch (error) {
          chunk.discard();
          throw error;
        }
        return chunk;
      };
      const discard = (chunk: Promise<SealedChunk> | undefined) =>
        void chunk?.then(
          (sealed) => sealed.discard(),
          () => undefined,
        );
      let current: Promise<SealedChunk> | undefined;
      let ahead: { start: number; end: number; chunk: Promise<SealedChunk> } | undefined;
      const source = {
        size: encryptor.length,
        slice(start: number, end: number) {
          const to = Math.min(end, encryptor.length);
          // tus asks for a chunk once the one before is answered or has failed: that one is done with.
          discard(current);
          const guessed = ahead?.start === start && ahead.end === to ? ahead.chunk : undefined;
          if (!guessed) discard(ahead?.chunk);
          ahead = undefined;
          const chunk = guessed ?? seal(start, to);
          current = chunk;
          if (to < encryptor.length) {
            const next = { start: to, end: Math.min(encryptor.length, to + (end - start)) };
            // Begun once this chunk is sealed.
            const nextChunk = chunk.then(() => seal(next.start, next.end));
            nextChunk.catch(() => undefined);
            ahead = { ...next, chunk: nextChunk };
          }
          return chunk.then((value) => ({ value, done: to >= encryptor.length }));
        },
        close() {
          discard(current);
          discard(ahead?.chunk);
          current = ahead = undefined;
          plaintext.close();
        },
      };
      sources.add(source);
      return Promise.resolve(source);
    },
    discard() {
      // A closed source can be read again: tus keeps it for a resume.
      for (const source of sources) source.close();
    },
  };
}

/** A finished encrypted upload: its key moves to its item (with the link's fragment), the upload's secret goes. */
export async function finishEncryptedUpload(
  fingerprint: string,
  itemId: string | undefined,
  secret: UploadSecret,
  withLink: boolean,
): Promise<void> {
  // Without the item's id the key has nowhere to go: it stays with the upload's record rather than be lost.
  if (!itemId) return;
  const key = encodeKey(secret.key);
  await saveEncryptedFileKey({ itemId, key, linkFragment: withLink ? key : null });
  await forgetEncryptedUploadSecret(fingerprint);
}

export function forgetUploadSecret(fingerprint: string): Promise<void> {
  return forgetEncryptedUploadSecret(fingerprint).catch(() => undefined);
}

/**
 * An uploaded encrypted file's link with its key: `<url>#<key>`, or `<url>#p.<salt>.<wrapped>`
 * when the link's password is part of the key. The fragment is kept with the item's key.
 */
export async function encryptedLinkFor(
  itemId: string,
  url: string,
  keyPassword: string | null,
): Promise<string | null> {
  const stored = await loadEncryptedFileKey(itemId);
  if (!stored) return null;
  const fragment = keyPassword ? await wrapKeyWithPassword(decodeKey(stored.key), keyPassword) : stored.key;
  await saveEncryptedFileKey({ itemId, key: stored.key, linkFragment: fragment });
  return `${url}#${fragment}`;
}
