/**
 * RFC 8188 "aes128gcm" content encoding as web streams, on WebCrypto only (the same code runs in browsers
 * and in Node 20). Layout: a header (16-byte salt, record size as uint32 big-endian, keyid length, keyid)
 * followed by records of exactly `rs` bytes except the last, which may be shorter. Each record is
 * AES-128-GCM over (data, delimiter, zero padding) with a 16-byte tag; the delimiter is 1 in every record
 * but the last and 2 in the last, which is how a truncated stream is told from a complete one.
 */

export const ECE_RECORD_SIZE = 65536;
export const ECE_KEY_LENGTH = 16;
export const ECE_SALT_LENGTH = 16;
/** Header with an empty keyid, as written by this library. */
export const ECE_HEADER_LENGTH = ECE_SALT_LENGTH + 4 + 1;
const TAG_LENGTH = 16;
/** Delimiter plus tag: the smallest possible record. */
const RECORD_OVERHEAD = 1 + TAG_LENGTH;

export type EceErrorReason =
  'invalid-key' | 'invalid-header' | 'truncated' | 'authentication-failed' | 'invalid-padding' | 'invalid-metadata';

export class EceError extends Error {
  constructor(
    readonly reason: EceErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'EceError';
  }
}

const TAMPERED = 'The file cannot be decrypted: the key is wrong or the encrypted data was changed.';
const TRUNCATED = 'The encrypted file is incomplete: it ends before its last record.';

/** Exact ciphertext length for a plaintext length: known before encrypting, as a resumable upload needs it. */
export function encryptedLength(plaintextLength: number, recordSize = ECE_RECORD_SIZE): number {
  const records = Math.max(1, Math.ceil(plaintextLength / (recordSize - RECORD_OVERHEAD)));
  return ECE_HEADER_LENGTH + plaintextLength + records * RECORD_OVERHEAD;
}

/** Spelled through the API so that it resolves under both the DOM and the Node typings. */
type AesKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;

interface RecordKeys {
  cek: AesKey;
  nonce: Uint8Array<ArrayBuffer>;
}

const encoder = new TextEncoder();

async function deriveRecordKeys(key: Uint8Array<ArrayBuffer>, salt: Uint8Array<ArrayBuffer>): Promise<RecordKeys> {
  const subtle = globalThis.crypto.subtle;
  const ikm = await subtle.importKey('raw', key, 'HKDF', false, ['deriveBits']);
  const expand = (info: string, bits: number) =>
    subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info: encoder.encode(info) }, ikm, bits);
  const [cekBits, nonceBits] = await Promise.all([
    expand('Content-Encoding: aes128gcm\0', 128),
    expand('Content-Encoding: nonce\0', 96),
  ]);
  const cek = await subtle.importKey('raw', cekBits, 'AES-GCM', false, ['encrypt', 'decrypt']);
  return { cek, nonce: new Uint8Array(nonceBits) };
}

/** The record's nonce: the derived nonce XOR the record number as a 96-bit big-endian integer. */
function recordNonce(base: Uint8Array<ArrayBuffer>, seq: number): Uint8Array<ArrayBuffer> {
  const nonce = new Uint8Array(base);
  let rest = seq;
  for (let i = nonce.length - 1; rest > 0 && i >= 0; i--) {
    nonce[i] = (nonce[i] ?? 0) ^ (rest % 256);
    rest = Math.floor(rest / 256);
  }
  return nonce;
}

/** One record: the data, its delimiter (2 for the last record, else 1), sealed with the record's nonce. */
async function sealRecord(keys: RecordKeys, seq: number, data: Uint8Array, last: boolean) {
  const record = new Uint8Array(data.length + 1);
  record.set(data);
  record[data.length] = last ? 2 : 1;
  return new Uint8Array(await sealPrepared(keys, seq, record));
}

/**
 * `record` already holds the data and its delimiter. WebCrypto copies the bytes it is given before
 * `encrypt` returns its promise, so the caller may refill `record` at once.
 */
function sealPrepared(keys: RecordKeys, seq: number, record: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> {
  return globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: recordNonce(keys.nonce, seq), tagLength: TAG_LENGTH * 8 },
    keys.cek,
    record,
  );
}

function header(salt: Uint8Array<ArrayBuffer>, rs: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(ECE_HEADER_LENGTH);
  out.set(salt);
  new DataView(out.buffer).setUint32(ECE_SALT_LENGTH, rs);
  return out;
}

function checkEncryptOptions(options: EncryptOptions) {
  const rs = options.recordSize ?? ECE_RECORD_SIZE;
  if (!Number.isInteger(rs) || rs <= RECORD_OVERHEAD || rs > 0xffffffff) {
    throw new EceError('invalid-header', 'The record size must be between 18 and 2^32 - 1.');
  }
  const salt = options.salt ? new Uint8Array(options.salt) : globalThis.crypto.getRandomValues(new Uint8Array(16));
  if (salt.length !== ECE_SALT_LENGTH) throw new EceError('invalid-header', 'The salt must be 16 bytes.');
  return { rs, salt };
}

function checkKey(key: Uint8Array): Uint8Array<ArrayBuffer> {
  if (key.length !== ECE_KEY_LENGTH) throw new EceError('invalid-key', `The key must be ${ECE_KEY_LENGTH} bytes.`);
  return new Uint8Array(key);
}

/** Chunks waiting to become records, without copying them into one growing buffer. */
class ByteQueue {
  private chunks: Uint8Array[] = [];
  private scratch = new Uint8Array(0);
  length = 0;

  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  peek(n: number, out: Uint8Array<ArrayBuffer> = new Uint8Array(n)): Uint8Array<ArrayBuffer> {
    let filled = 0;
    for (const chunk of this.chunks) {
      if (filled === n) break;
      const part = chunk.subarray(0, n - filled);
      out.set(part, filled);
      filled += part.length;
    }
    return out;
  }

  /**
   * The next n bytes: a view of the first chunk when it holds them all (and is no shared memory),
   * else a copy in a buffer the queue reuses. Either is valid only until the next `take`: callers
   * hand it at once to WebCrypto or copy it (WebCrypto copies what it is given before answering).
   */
  take(n: number): Uint8Array<ArrayBuffer> {
    const head = this.chunks[0];
    if (head && head.length >= n && head.buffer instanceof ArrayBuffer) {
      this.chunks[0] = head.subarray(n);
      if (head.length === n) this.chunks.shift();
      this.length -= n;
      return head.subarray(0, n) as Uint8Array<ArrayBuffer>;
    }
    if (this.scratch.length < n) this.scratch = new Uint8Array(n);
    const out = this.peek(n, this.scratch.subarray(0, n));
    let left = n;
    while (left > 0) {
      const head = this.chunks[0] as Uint8Array;
      if (head.length <= left) {
        this.chunks.shift();
        left -= head.length;
      } else {
        this.chunks[0] = head.subarray(left);
        left = 0;
      }
    }
    this.length -= n;
    return out;
  }

  /** Copies what is left of the chunk pushed last (the only one that can be left), so its memory may be reused. */
  keepLast(): void {
    const last = this.chunks.length - 1;
    const chunk = this.chunks[last];
    if (chunk) this.chunks[last] = chunk.slice();
  }
}

export interface EncryptOptions {
  /** 16 bytes; a fresh random salt when absent. Reusing a salt with the same key reuses nonces. */
  salt?: Uint8Array;
  recordSize?: number;
}

/** Plaintext in, an aes128gcm body out (header first). Holds at most one record plus one input chunk. */
export function createEncryptStream(
  key: Uint8Array,
  options: EncryptOptions = {},
): TransformStream<Uint8Array, Uint8Array<ArrayBuffer>> {
  const ikm = checkKey(key);
  const { rs, salt } = checkEncryptOptions(options);
  const dataPerRecord = rs - RECORD_OVERHEAD;
  const queue = new ByteQueue();
  let keys: RecordKeys;
  let seq = 0;

  const seal = (data: Uint8Array, last: boolean) => sealRecord(keys, seq++, data, last);

  return new TransformStream({
    async start(controller) {
      keys = await deriveRecordKeys(ikm, salt);
      controller.enqueue(header(salt, rs));
    },
    async transform(chunk, controller) {
      queue.push(chunk);
      // Strictly more than one record's worth: the data that ends the stream belongs to the last record.
      while (queue.length > dataPerRecord) controller.enqueue(await seal(queue.take(dataPerRecord), false));
    },
    async flush(controller) {
      controller.enqueue(await seal(queue.take(queue.length), true));
    },
  });
}

/**
 * Reads plaintext bytes [start, end) of the file being encrypted and hands them to `use`, which is
 * done with them when it returns: a reader may read every range into one buffer it reuses.
 */
export type PlaintextReader = <T>(start: number, end: number, use: (bytes: Uint8Array) => T) => Promise<T>;

/** Records read from the plaintext and sealed at once by EceRangeEncryptor (1 MiB at the default record size). */
const RECORDS_PER_READ = 16;

/**
 * Random access to the aes128gcm body of a plaintext of known length: any byte range of the
 * ciphertext, computed from the plaintext records it covers. Records are independent (each has its
 * own nonce), so a resumable upload can ask for the range after the server's offset, again and
 * again, and only the records of that range are ever held. The key and salt are fixed for the
 * body: the same range always gives the same bytes.
 */
export class EceRangeEncryptor {
  /** The length of the whole body. */
  readonly length: number;
  private readonly dataPerRecord: number;
  private readonly records: number;
  private readonly header: Uint8Array<ArrayBuffer>;
  private readonly ikm: Uint8Array<ArrayBuffer>;
  private readonly salt: Uint8Array<ArrayBuffer>;
  private keys?: Promise<RecordKeys>;
  /** A full record's plaintext and delimiter, filled anew for each record sealed. */
  private readonly recordBuffer: Uint8Array<ArrayBuffer>;

  constructor(
    key: Uint8Array,
    readonly plaintextLength: number,
    private readonly read: PlaintextReader,
    options: EncryptOptions = {},
  ) {
    const ikm = checkKey(key);
    const { rs, salt } = checkEncryptOptions(options);
    this.dataPerRecord = rs - RECORD_OVERHEAD;
    this.records = Math.max(1, Math.ceil(plaintextLength / this.dataPerRecord));
    this.length = encryptedLength(plaintextLength, rs);
    this.header = header(salt, rs);
    this.ikm = ikm;
    this.salt = salt;
    this.recordBuffer = new Uint8Array(this.dataPerRecord + 1);
  }

  /** Ciphertext bytes [start, end), clamped to the body, in one buffer. */
  async range(start: number, end: number): Promise<Uint8Array<ArrayBuffer>> {
    const pieces: Uint8Array<ArrayBuffer>[] = [];
    for await (const batch of this.batches(start, end)) pieces.push(...batch);
    const out = new Uint8Array(pieces.reduce((n, piece) => n + piece.length, 0));
    let at = 0;
    for (const piece of pieces) {
      out.set(piece, at);
      at += piece.length;
    }
    return out;
  }

  /**
   * Ciphertext bytes [start, end), clamped to the body, as consecutive pieces (a part of the header,
   * then one per record, each a view of what WebCrypto answered) that are never joined, so the
   * range costs no copy of its own: a batch at a time as they are sealed, for a caller that passes
   * each batch on before the next is made. The plaintext is read
   * `RECORDS_PER_READ` records at a time, each record copied into one reused buffer (data and
   * delimiter), and that many are sealed at once, as WebCrypto seals on other threads.
   */
  async *batches(start: number, end: number): AsyncGenerator<Uint8Array<ArrayBuffer>[]> {
    const from = Math.max(0, start);
    const to = Math.min(this.length, end);
    if (to <= from) return;
    this.keys ??= deriveRecordKeys(this.ikm, this.salt);
    const keys = await this.keys;
    if (from < ECE_HEADER_LENGTH) yield [this.header.subarray(from, Math.min(to, ECE_HEADER_LENGTH))];
    if (to <= ECE_HEADER_LENGTH) return;
    const rs = this.dataPerRecord + RECORD_OVERHEAD;
    const first = Math.max(0, Math.floor((from - ECE_HEADER_LENGTH) / rs));
    const last = Math.min(this.records - 1, Math.floor((to - 1 - ECE_HEADER_LENGTH) / rs));
    for (let seq = first; seq <= last; seq += RECORDS_PER_READ) {
      const upTo = Math.min(last, seq + RECORDS_PER_READ - 1);
      const sealed = await this.sealRecords(keys, seq, upTo);
      yield sealed.map((buffer, i) => {
        const recordStart = ECE_HEADER_LENGTH + (seq + i) * rs;
        const record = new Uint8Array(buffer);
        const a = Math.max(from, recordStart);
        const b = Math.min(to, recordStart + record.length);
        return record.subarray(a - recordStart, b - recordStart);
      });
    }
  }

  /**
   * The buffers of the records among `pieces` (as `batches` answered them), each once: theirs to
   * give away (to transfer to a worker, say). The header's buffer is the encryptor's own and is
   * never among them.
   */
  recordBuffers(pieces: readonly Uint8Array<ArrayBuffer>[]): ArrayBuffer[] {
    const buffers = new Set<ArrayBuffer>();
    for (const piece of pieces) if (piece.buffer !== this.header.buffer) buffers.add(piece.buffer);
    return [...buffers];
  }

  /** Records first..last (at most RECORDS_PER_READ), from one read of their plaintext. */
  private async sealRecords(keys: RecordKeys, first: number, last: number): Promise<ArrayBuffer[]> {
    const plainStart = first * this.dataPerRecord;
    const plainEnd = Math.min((last + 1) * this.dataPerRecord, this.plaintextLength);
    // WebCrypto copies what it is given before encrypt() returns, so every record is handed over
    // while the read's bytes are lent, and one buffer serves every record.
    const sealing = await this.read(plainStart, plainEnd, (data) => {
      if (data.length !== plainEnd - plainStart) {
        throw new EceError('truncated', 'The file changed or could not be read while it was being encrypted.');
      }
      const records: Promise<ArrayBuffer>[] = [];
      for (let seq = first; seq <= last; seq++) {
        const slot = seq - first;
        const part = data.subarray(slot * this.dataPerRecord, Math.min(data.length, (slot + 1) * this.dataPerRecord));
        const body = part.length === this.dataPerRecord ? this.recordBuffer : new Uint8Array(part.length + 1);
        body.set(part);
        body[part.length] = seq === this.records - 1 ? 2 : 1;
        records.push(sealPrepared(keys, seq, body));
      }
      return records;
    });
    return Promise.all(sealing);
  }
}

/** Bytes read from the body at a time by `decryptBody` into the buffer it reuses. */
const BODY_READ_BYTES = 1024 * 1024;

/**
 * The plaintext of an aes128gcm body, erroring like `createDecryptStream`. A byte stream (a fetch
 * response's body, a Blob's stream) is read with a BYOB reader into one buffer that every read
 * reuses, and only when the plaintext is asked for: a record is opened per read of the result, so
 * nothing runs ahead of the consumer (a stream between the two let a service worker's memory grow
 * by 100 MB more in some runs). Any other stream is piped through `createDecryptStream`.
 */
export function decryptBody(
  body: ReadableStream<Uint8Array>,
  key: Uint8Array,
): ReadableStream<Uint8Array<ArrayBuffer>> {
  let reader: ReadableStreamBYOBReader;
  try {
    reader = body.getReader({ mode: 'byob' });
  } catch {
    return body.pipeThrough(createDecryptStream(key));
  }
  const opener = new RecordOpener(key);
  let buffer = new ArrayBuffer(BODY_READ_BYTES);
  let ended = false;
  return new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      async pull(controller) {
        try {
          for (;;) {
            const plain = await opener.next();
            if (plain) return controller.enqueue(plain);
            if (ended) {
              controller.enqueue(await opener.last());
              return controller.close();
            }
            // What is left of the previous read is copied before the buffer is read into again.
            opener.keepLast();
            const { done, value } = await reader.read(new Uint8Array(buffer));
            if (value) buffer = value.buffer;
            if (done) ended = true;
            else if (value) opener.push(value);
          }
        } catch (error) {
          await reader.cancel(error).catch(() => undefined);
          throw error;
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * An aes128gcm body in, plaintext out. The stream errors with an EceError on a wrong key, a changed byte,
 * a missing last record or bad padding; what it already passed on must then be discarded by the caller.
 */
export function createDecryptStream(key: Uint8Array): TransformStream<Uint8Array, Uint8Array<ArrayBuffer>> {
  const opener = new RecordOpener(key);
  return new TransformStream({
    async transform(chunk, controller) {
      opener.push(chunk);
      for (let plain = await opener.next(); plain; plain = await opener.next()) controller.enqueue(plain);
    },
    async flush(controller) {
      controller.enqueue(await opener.last());
    },
  });
}

/**
 * Opens the records of one aes128gcm body in order, from its bytes pushed as they arrive: the
 * header first, then each record once a byte of the next one shows it is not the last.
 */
class RecordOpener {
  private readonly ikm: Uint8Array<ArrayBuffer>;
  private readonly queue = new ByteQueue();
  private rs = 0;
  private keys: RecordKeys | undefined;
  private seq = 0;

  constructor(key: Uint8Array) {
    this.ikm = checkKey(key);
  }

  push(chunk: Uint8Array): void {
    this.queue.push(chunk);
  }

  /** Copies what is left of the chunk pushed last, so that the caller may reuse its memory. */
  keepLast(): void {
    this.queue.keepLast();
  }

  /** The next record's plaintext (a view), or null until more bytes are pushed or the body ends. */
  async next(): Promise<Uint8Array<ArrayBuffer> | null> {
    await this.readHeader();
    return this.keys && this.queue.length > this.rs ? this.open(this.queue.take(this.rs), false) : null;
  }

  /** The last record's plaintext, once the body has ended: what is left must be one whole last record. */
  async last(): Promise<Uint8Array<ArrayBuffer>> {
    await this.readHeader();
    if (!this.keys || this.queue.length === 0) throw new EceError('truncated', TRUNCATED);
    return this.open(this.queue.take(this.queue.length), true);
  }

  private async readHeader(): Promise<void> {
    const queue = this.queue;
    if (this.keys || queue.length < ECE_HEADER_LENGTH) return;
    const idLength = queue.peek(ECE_HEADER_LENGTH)[ECE_HEADER_LENGTH - 1] ?? 0;
    if (queue.length < ECE_HEADER_LENGTH + idLength) return;
    const header = queue.take(ECE_HEADER_LENGTH + idLength);
    const rs = new DataView(header.buffer, header.byteOffset, header.length).getUint32(ECE_SALT_LENGTH);
    if (rs <= RECORD_OVERHEAD) throw new EceError('invalid-header', 'The encrypted file has an invalid record size.');
    this.keys = await deriveRecordKeys(this.ikm, header.slice(0, ECE_SALT_LENGTH));
    this.rs = rs;
  }

  private async open(record: Uint8Array<ArrayBuffer>, last: boolean): Promise<Uint8Array<ArrayBuffer>> {
    if (!this.keys) throw new EceError('truncated', TRUNCATED);
    if (record.length <= TAG_LENGTH) throw new EceError('truncated', TRUNCATED);
    let plain: Uint8Array<ArrayBuffer>;
    try {
      plain = new Uint8Array(
        await globalThis.crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: recordNonce(this.keys.nonce, this.seq++), tagLength: TAG_LENGTH * 8 },
          this.keys.cek,
          record,
        ),
      );
    } catch {
      throw new EceError('authentication-failed', TAMPERED);
    }
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    if (end < 0) throw new EceError('invalid-padding', 'An encrypted record has no delimiter.');
    if (last && plain[end] === 1) throw new EceError('truncated', TRUNCATED);
    if (plain[end] !== (last ? 2 : 1)) {
      throw new EceError('invalid-padding', 'The encrypted file has data after its last record.');
    }
    // A view: copying the record's plaintext once more would only make garbage.
    return plain.subarray(0, end);
  }
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function streamOf(data: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
}

/** Whole-buffer forms, for small bodies such as the metadata record. */
export function encryptBytes(key: Uint8Array, data: Uint8Array, options?: EncryptOptions) {
  return collect(streamOf(data).pipeThrough(createEncryptStream(key, options)));
}

export function decryptBytes(key: Uint8Array, data: Uint8Array) {
  return collect(streamOf(data).pipeThrough(createDecryptStream(key)));
}

/** How such a file is marked on the server and in its APIs (the RFC's content-coding name). */
export const ECE_ENCRYPTION_TYPE = 'aes128gcm';
/** The name the server gives an encrypted file, which it cannot name: the real one is in its metadata record. */
export const ECE_PLACEHOLDER_NAME = 'Encrypted file';
