import { randomBytes } from 'node:crypto';
import * as httpEce from 'http_ece';
import { ECE_HEADER_LENGTH, encryptBytes, encryptedLength } from './ece';
import { ECE_MAX_HEADER_LENGTH, ECE_MAX_RECORD_SIZE, eceStructureProblem } from './ece-structure';

const problemOf = (body: Uint8Array) => eceStructureProblem(body.subarray(0, ECE_MAX_HEADER_LENGTH), body.length);

/** A header with this record size and keyid, followed by `body` bytes. */
function layout(rs: number, body: number, keyid = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(ECE_HEADER_LENGTH);
  header.writeUInt32BE(rs, 16);
  header.writeUInt8(keyid.length, 20);
  return Buffer.concat([header, keyid, Buffer.alloc(body)]);
}

describe(eceStructureProblem.name, () => {
  it('finds nothing wrong with bodies from our encryptor and from http_ece, keyids and record sizes included', async () => {
    const key = randomBytes(16);
    for (const length of [0, 1, 65_519, 65_520, 200_000]) {
      const body = await encryptBytes(key, randomBytes(length));
      expect(body.length).toBe(encryptedLength(length));
      expect(problemOf(body)).toBeNull();
    }
    for (const rs of [18, 4096, 65_536, ECE_MAX_RECORD_SIZE]) {
      for (const length of [0, 100, 10_000]) {
        const body: Buffer = httpEce.encrypt(randomBytes(length), { version: 'aes128gcm', key, rs });
        expect(problemOf(body)).toBeNull();
      }
    }
    const keyid = Buffer.from('a key identifier');
    const withId: Buffer = httpEce.encrypt(randomBytes(5000), { version: 'aes128gcm', key, rs: 4096, keyid });
    expect(withId[20]).toBe(keyid.length);
    expect(problemOf(withId)).toBeNull();
  });

  it('refuses text, and any body whose header or records do not add up to its length', () => {
    const html = Buffer.from(`<!DOCTYPE html><html><body><script>alert(document.domain)</script>${'x'.repeat(5000)}`);
    expect(problemOf(html)).toMatch(/record size/);
    expect(problemOf(Buffer.alloc(ECE_HEADER_LENGTH - 1))).toMatch(/shorter than an aes128gcm header/);
    expect(problemOf(layout(17, 100))).toMatch(/record size/);
    expect(problemOf(layout(ECE_MAX_RECORD_SIZE + 1, 100))).toMatch(/record size/);
    expect(problemOf(layout(4096, 16))).toMatch(/before its first record/);
    expect(problemOf(layout(4096, 17, Buffer.alloc(200)))).toBeNull();
    expect(problemOf(layout(4096, 16, Buffer.alloc(200)))).toMatch(/before its first record/);
    // A full record, then a last one too short to hold a delimiter and a tag.
    expect(problemOf(layout(4096, 4096 + 16))).toMatch(/last record/);
    expect(problemOf(layout(4096, 4096 + 17))).toBeNull();
    expect(problemOf(layout(4096, 2 * 4096))).toBeNull();
  });
});
