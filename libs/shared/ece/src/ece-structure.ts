import { ECE_HEADER_LENGTH, ECE_SALT_LENGTH } from './ece';

/** The largest record size a body may declare: our clients write 64 KiB records, http_ece 4 KiB. */
export const ECE_MAX_RECORD_SIZE = 1024 * 1024;
/** The longest header: salt, record size, keyid length and a keyid of 255 bytes. */
export const ECE_MAX_HEADER_LENGTH = ECE_HEADER_LENGTH + 255;
/** Delimiter plus tag: the smallest record. */
const MIN_RECORD = 17;

/**
 * What is wrong with the layout of an aes128gcm body of `length` bytes beginning with `head`
 * (at least its header, up to ECE_MAX_HEADER_LENGTH bytes), or null when it is sound: a header
 * (16-byte salt, a record size from 18 bytes to ECE_MAX_RECORD_SIZE, keyid length and keyid), then
 * records of exactly the record size but the last, which holds at least a delimiter and a tag.
 * Only the key shows whether the records decrypt and their delimiters are right; this is what can
 * be checked without it.
 */
export function eceStructureProblem(head: Uint8Array, length: number): string | null {
  if (length < ECE_HEADER_LENGTH || head.length < Math.min(length, ECE_HEADER_LENGTH))
    return 'it is shorter than an aes128gcm header';
  const view = new DataView(head.buffer, head.byteOffset, head.length);
  const rs = view.getUint32(ECE_SALT_LENGTH);
  if (rs <= MIN_RECORD || rs > ECE_MAX_RECORD_SIZE)
    return `its record size (${rs}) is not between ${MIN_RECORD + 1} and ${ECE_MAX_RECORD_SIZE} bytes`;
  const headerLength = ECE_HEADER_LENGTH + view.getUint8(ECE_HEADER_LENGTH - 1);
  const body = length - headerLength;
  if (body < MIN_RECORD) return 'it ends before its first record is complete';
  const last = body - Math.floor((body - 1) / rs) * rs;
  if (last < MIN_RECORD) return 'its last record is shorter than a delimiter and a tag';
  return null;
}
