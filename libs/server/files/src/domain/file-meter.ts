import { Transform, type TransformCallback } from 'node:stream';
import { DomainError } from '@coffer/server-core';
import { classify, SNIFF_BYTES, type AcceptedMimeType } from './file-type';

/** What FileMeter learns of an upload's bytes. */
export interface MeasuredFile {
  size: number;
  /** The type the bytes prove, or null when they are not an accepted type. */
  sniffedType: AcceptedMimeType | null;
}

/** A measured file with its content address (SHA-256, hex). */
export interface MeteredFile extends MeasuredFile {
  sha256: string;
  /** CRC-32 of the bytes (a zip entry's checksum), when it was computed with the hash. */
  crc32?: number;
}

/**
 * One pass over an upload's bytes on their way to storage: counts them (failing with
 * FILE_TOO_LARGE past the limit, before the excess is written) and remembers what the type
 * sniffing needs. Memory stays constant. The content address is computed by the storage's
 * `onChunk` (see PutOptions), off the transfer's path.
 */
export class FileMeter extends Transform {
  private head = Buffer.alloc(0);
  private nul = false;
  private size = 0;
  private result?: MeasuredFile;

  constructor(
    private readonly maxBytes: number,
    private readonly label: string,
    /** Called with the running size before each chunk passes (quota reservations grow here). */
    private readonly onProgress?: (size: number) => Promise<void>,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const size = this.size + chunk.length;
    if (size > this.maxBytes) {
      callback(
        new DomainError(
          'FILE_TOO_LARGE',
          `"${this.label}" is larger than the ${Math.round(this.maxBytes / 1024 / 1024)} MB limit.`,
        ),
      );
      return;
    }
    const pass = () => {
      this.size = size;
      if (this.head.length < SNIFF_BYTES)
        this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES - this.head.length)]);
      if (!this.nul && chunk.includes(0)) this.nul = true;
      callback(null, chunk);
    };
    if (!this.onProgress) return pass();
    this.onProgress(size).then(pass, (error: unknown) => callback(error as Error));
  }

  override _flush(callback: TransformCallback): void {
    this.result = { size: this.size, sniffedType: classify(this.head, this.nul) };
    callback();
  }

  /** Valid once the stream has finished. */
  measured(): MeasuredFile {
    if (!this.result) throw new Error('FileMeter read before the stream finished');
    return this.result;
  }
}
