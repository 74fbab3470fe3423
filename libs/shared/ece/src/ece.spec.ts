import { randomBytes } from 'node:crypto';
import * as httpEce from 'http_ece';
import {
  ECE_HEADER_LENGTH,
  ECE_RECORD_SIZE,
  EceRangeEncryptor,
  EceError,
  createDecryptStream,
  createEncryptStream,
  decryptBody,
  decryptBytes,
  encryptBytes,
  encryptedLength,
} from './ece';
import { releaseBuffer } from './release-buffer';

/** Feeds `data` in chunks of the given sizes (cycled), so records straddle chunk boundaries. */
async function through(stream: TransformStream<Uint8Array, Uint8Array>, data: Uint8Array, sizes = [7919]) {
  let offset = 0;
  let i = 0;
  const source = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= data.length) return controller.close();
      const size = sizes[i++ % sizes.length] as number;
      controller.enqueue(data.slice(offset, offset + size));
      offset += size;
    },
  });
  const chunks: Uint8Array[] = [];
  const reader = source.pipeThrough(stream).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const dataPerRecord = ECE_RECORD_SIZE - 17;
const lengths = [0, 1, 100, dataPerRecord - 1, dataPerRecord, dataPerRecord + 1, 3 * dataPerRecord, 200_000];

describe('aes128gcm streams', () => {
  it.each(lengths)('encrypts %i bytes to what http_ece decrypts, at the announced length', async (length) => {
    const key = randomBytes(16);
    const plain = randomBytes(length);
    const body = await through(createEncryptStream(key), plain);
    expect(body.length).toBe(encryptedLength(length));
    expect(body.readUInt32BE(16)).toBe(ECE_RECORD_SIZE);
    expect(body[20]).toBe(0);
    expect(httpEce.decrypt(body, { version: 'aes128gcm', key }).equals(plain)).toBe(true);
  });

  it.each(lengths)('decrypts %i bytes encrypted by http_ece', async (length) => {
    const key = randomBytes(16);
    const plain = randomBytes(length);
    const body = httpEce.encrypt(plain, { version: 'aes128gcm', key, salt: randomBytes(16), rs: ECE_RECORD_SIZE });
    expect(body.length).toBe(encryptedLength(length));
    expect((await through(createDecryptStream(key), body, [1, 20, 65536, 3])).equals(plain)).toBe(true);
  });

  it('reads other record sizes, a keyid and padding written by http_ece', async () => {
    const key = randomBytes(16);
    const plain = randomBytes(10_000);
    const body = httpEce.encrypt(plain, { version: 'aes128gcm', key, rs: 100, pad: 300 });
    expect((await through(createDecryptStream(key), body)).equals(plain)).toBe(true);
    const own = await through(createEncryptStream(key, { recordSize: 100 }), plain);
    expect(httpEce.decrypt(own, { version: 'aes128gcm', key }).equals(plain)).toBe(true);
  });

  it('gives the same bytes as http_ece for the same key and salt', async () => {
    const key = randomBytes(16);
    const salt = randomBytes(16);
    const plain = randomBytes(150_000);
    const ours = await through(createEncryptStream(key, { salt }), plain);
    expect(ours.equals(httpEce.encrypt(plain, { version: 'aes128gcm', key, salt, rs: ECE_RECORD_SIZE }))).toBe(true);
  });

  it('uses a new random salt for every body', async () => {
    const key = randomBytes(16);
    const a = await encryptBytes(key, Buffer.from('same'));
    const b = await encryptBytes(key, Buffer.from('same'));
    expect(Buffer.from(a.subarray(0, 16)).equals(Buffer.from(b.subarray(0, 16)))).toBe(false);
  });

  describe('refuses', () => {
    const key = randomBytes(16);
    const plain = randomBytes(3 * dataPerRecord + 5);
    let body: Buffer;
    beforeAll(async () => {
      body = Buffer.from(await encryptBytes(key, plain));
    });

    const reason = (promise: Promise<unknown>) =>
      promise.then(
        () => 'decrypted',
        (error: unknown) => (error instanceof EceError ? error.reason : String(error)),
      );

    it('a wrong key', async () => {
      await expect(reason(decryptBytes(randomBytes(16), body))).resolves.toBe('authentication-failed');
    });

    it.each([
      ['the first record', ECE_HEADER_LENGTH],
      ['the second record', ECE_HEADER_LENGTH + ECE_RECORD_SIZE + 10],
      ['the tag of the last record', -1],
    ])('a flipped byte in %s', async (_, at) => {
      const changed = Buffer.from(body);
      const position = at < 0 ? changed.length + at : at;
      changed[position] = (changed[position] as number) ^ 1;
      await expect(reason(decryptBytes(key, changed))).resolves.toBe('authentication-failed');
    });

    it('a changed salt or record size in the header', async () => {
      const salt = Buffer.from(body);
      salt[3] = (salt[3] as number) ^ 1;
      await expect(reason(decryptBytes(key, salt))).resolves.toBe('authentication-failed');
      const rs = Buffer.from(body);
      rs.writeUInt32BE(ECE_RECORD_SIZE + 1, 16);
      await expect(reason(decryptBytes(key, rs))).resolves.not.toBe('decrypted');
    });

    it('a body cut at a record boundary (the last record is missing)', async () => {
      const cut = body.subarray(0, ECE_HEADER_LENGTH + 2 * ECE_RECORD_SIZE);
      await expect(reason(decryptBytes(key, cut))).resolves.toBe('truncated');
    });

    it('a body cut inside a record, after the header, or inside the header', async () => {
      await expect(reason(decryptBytes(key, body.subarray(0, body.length - 1)))).resolves.toBe('authentication-failed');
      await expect(reason(decryptBytes(key, body.subarray(0, ECE_HEADER_LENGTH)))).resolves.toBe('truncated');
      await expect(reason(decryptBytes(key, body.subarray(0, 10)))).resolves.toBe('truncated');
      await expect(reason(decryptBytes(key, body.subarray(0, ECE_HEADER_LENGTH + 10)))).resolves.toBe('truncated');
    });

    it('a record after the last record (a full-size record whose delimiter is 2, then more)', async () => {
      const salt = randomBytes(16);
      const params = { version: 'aes128gcm' as const, key, salt, rs: 100 };
      const single = httpEce.encrypt(randomBytes(83), params);
      const three = httpEce.encrypt(randomBytes(200), params);
      // Same key and salt, so the appended records authenticate at their positions.
      const joined = Buffer.concat([single, three.subarray(ECE_HEADER_LENGTH + 100)]);
      await expect(reason(decryptBytes(key, single))).resolves.toBe('decrypted');
      await expect(reason(decryptBytes(key, joined))).resolves.toBe('invalid-padding');
    });

    it('a last record whose delimiter says more follows', async () => {
      const twoRecords = httpEce.encrypt(randomBytes(100), { version: 'aes128gcm', key, rs: 100 });
      const firstOnly = twoRecords.subarray(0, ECE_HEADER_LENGTH + 100);
      await expect(reason(decryptBytes(key, firstOnly))).resolves.toBe('truncated');
    });

    it('a key of the wrong length', () => {
      expect(() => createDecryptStream(randomBytes(15))).toThrow(EceError);
      expect(() => createEncryptStream(randomBytes(32))).toThrow(EceError);
    });
  });
});

describe('EceRangeEncryptor', () => {
  const reader = (plain: Buffer) => {
    const reads: Array<[number, number]> = [];
    return {
      reads,
      read: async <T>(start: number, end: number, use: (bytes: Uint8Array) => T) => {
        reads.push([start, end]);
        return use(plain.subarray(start, end));
      },
    };
  };

  it.each([0, 5, dataPerRecord, 3 * dataPerRecord + 1000])(
    'gives any range of the same body the stream writes (%i bytes), reading only the records it covers',
    async (length) => {
      const key = randomBytes(16);
      const salt = randomBytes(16);
      const plain = randomBytes(length);
      const whole = await through(createEncryptStream(key, { salt }), plain);
      const { read, reads } = reader(plain);
      const encryptor = new EceRangeEncryptor(key, length, read, { salt });
      expect(encryptor.length).toBe(whole.length);
      // Chunks as a resumable upload asks for them, one chunk size that does not divide the record size.
      const parts: Buffer[] = [];
      for (let offset = 0; offset < encryptor.length; offset += 50_000) {
        parts.push(Buffer.from(await encryptor.range(offset, offset + 50_000)));
      }
      expect(Buffer.concat(parts).equals(whole)).toBe(true);
      expect(httpEce.decrypt(Buffer.concat(parts), { version: 'aes128gcm', key }).equals(plain)).toBe(true);
      // A resumed upload asks again from an offset inside a record: the same bytes.
      const middle = Math.floor(whole.length / 2);
      expect(
        Buffer.from(await encryptor.range(middle, middle + 1000)).equals(whole.subarray(middle, middle + 1000)),
      ).toBe(true);
      // A chunk of 50 000 bytes covers at most two records: no read goes beyond them.
      for (const [start, end] of reads) expect(end - start).toBeLessThanOrEqual(2 * dataPerRecord);
    },
  );

  it('answers a range a batch of at most 16 records at a time, the same bytes as the whole', async () => {
    const key = randomBytes(16);
    const plain = randomBytes(40 * dataPerRecord + 7);
    const encryptor = new EceRangeEncryptor(key, plain.length, reader(plain).read, { salt: randomBytes(16) });
    const batches: Uint8Array[][] = [];
    for await (const batch of encryptor.batches(5, encryptor.length - 3)) batches.push(batch);
    // The header's part, then 16, 16 and 9 records.
    expect(batches.map((batch) => batch.length)).toEqual([1, 16, 16, 9]);
    const whole = await encryptor.range(0, encryptor.length);
    expect(Buffer.concat(batches.flat()).equals(whole.subarray(5, whole.length - 3))).toBe(true);
  });

  it("gives away the buffers of the records it answered, each once, never the header's", async () => {
    const key = randomBytes(16);
    const plain = randomBytes(3 * dataPerRecord);
    const encryptor = new EceRangeEncryptor(key, plain.length, reader(plain).read, { salt: randomBytes(16) });
    // From inside the header to inside the last record: a part of the header, then three records.
    const pieces: Uint8Array<ArrayBuffer>[] = [];
    for await (const batch of encryptor.batches(10, encryptor.length - 5)) pieces.push(...batch);
    const buffers = encryptor.recordBuffers(pieces);
    expect(buffers).toHaveLength(3);
    expect(new Set(buffers).size).toBe(3);
    expect(buffers).not.toContain(pieces[0]!.buffer);
    expect(buffers).toEqual(pieces.slice(1).map((piece) => piece.buffer));
    // Given away and freed, they leave the encryptor whole: the next range starts with the header.
    const whole = await encryptor.range(0, encryptor.length);
    for (const buffer of buffers) releaseBuffer(buffer);
    expect(pieces.slice(1).every((piece) => piece.byteLength === 0)).toBe(true);
    expect(Buffer.from(await encryptor.range(0, encryptor.length)).equals(Buffer.from(whole))).toBe(true);
  });

  it('refuses a file that got shorter while it was read', async () => {
    const plain = randomBytes(1000);
    const encryptor = new EceRangeEncryptor(
      randomBytes(16),
      2000,
      async <T>(s: number, e: number, use: (bytes: Uint8Array) => T) => use(plain.subarray(s, e)),
    );
    await expect(encryptor.range(0, encryptor.length)).rejects.toThrow(EceError);
  });
});

describe('decryptBody', () => {
  /** A byte stream of `data` in the chunk sizes its reader asks for (at most `most` at a time), recording the reads. */
  const byteStream = (data: Uint8Array, most = 100_000) => {
    let offset = 0;
    const reads: number[] = [];
    let cancelled = false;
    const stream = new ReadableStream({
      type: 'bytes',
      pull(controller) {
        const request = controller.byobRequest;
        if (!request?.view) throw new Error('expected a BYOB read');
        if (offset >= data.length) {
          controller.close();
          request.respond(0);
          return;
        }
        const view = new Uint8Array(request.view.buffer, request.view.byteOffset, request.view.byteLength);
        const n = Math.min(view.length, most, data.length - offset);
        view.set(data.subarray(offset, offset + n));
        offset += n;
        reads.push(view.byteLength);
        request.respond(n);
      },
      cancel() {
        cancelled = true;
      },
    });
    return { stream, reads, cancelled: () => cancelled };
  };
  const read = async (stream: ReadableStream<Uint8Array>) => {
    const chunks: Uint8Array[] = [];
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    return Buffer.concat(chunks);
  };

  it.each([0, 100, dataPerRecord + 1, 40 * dataPerRecord + 5])(
    'decrypts a byte stream (%i bytes) read into one reused buffer',
    async (length) => {
      const key = randomBytes(16);
      const plain = randomBytes(length);
      const body = await encryptBytes(key, plain);
      // Reads of 100 000 bytes at most, so records straddle the reads and a record's tail is carried over.
      const { stream, reads } = byteStream(body);
      expect((await read(decryptBody(stream, key))).equals(plain)).toBe(true);
      expect(reads.length).toBeGreaterThan(0);
    },
  );

  it('reads the body only as far as the plaintext asked for needs', async () => {
    const key = randomBytes(16);
    const body = await encryptBytes(key, randomBytes(40 * dataPerRecord));
    const { stream, reads } = byteStream(body);
    const reader = decryptBody(stream, key).getReader();
    // The first read of the body (100 000 bytes) holds the header, the first record and a part of the next.
    expect((await reader.read()).value?.length).toBe(dataPerRecord);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toHaveLength(1);
    expect((await reader.read()).value?.length).toBe(dataPerRecord);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toHaveLength(2);
    await reader.cancel();
  });

  it('errors on a changed byte, a cut body and a wrong key, and stops reading the body', async () => {
    const key = randomBytes(16);
    const body = await encryptBytes(key, randomBytes(5 * dataPerRecord));
    const changed = Buffer.from(body);
    changed[2 * ECE_RECORD_SIZE] = (changed[2 * ECE_RECORD_SIZE] ?? 0) ^ 1;
    const flipped = byteStream(changed);
    await expect(read(decryptBody(flipped.stream, key))).rejects.toMatchObject({ reason: 'authentication-failed' });
    // The body is cancelled just after: nothing more of it is fetched.
    for (let i = 0; i < 50 && !flipped.cancelled(); i++) await new Promise((resolve) => setTimeout(resolve, 1));
    expect(flipped.cancelled()).toBe(true);
    await expect(
      read(decryptBody(byteStream(body.subarray(0, ECE_HEADER_LENGTH + 3 * ECE_RECORD_SIZE)).stream, key)),
    ).rejects.toMatchObject({ reason: 'truncated' });
    await expect(read(decryptBody(byteStream(body).stream, randomBytes(16)))).rejects.toBeInstanceOf(EceError);
  });

  it('pipes a stream that is not a byte stream', async () => {
    const key = randomBytes(16);
    const plain = randomBytes(3 * dataPerRecord);
    const body = await encryptBytes(key, plain);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(body.slice(0, 1000));
        controller.enqueue(body.slice(1000));
        controller.close();
      },
    });
    expect((await read(decryptBody(stream, key))).equals(plain)).toBe(true);
  });
});
