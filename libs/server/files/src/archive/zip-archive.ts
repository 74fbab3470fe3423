import { createHash } from 'node:crypto';
import { Readable, type Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { nameProblem } from '@coffer/shared-contracts';
import { BlobStream, sendFilled, type ByteRange, type SelfSending } from '@coffer/server-storage';

/** One file of an archive: where it goes inside it, and how to read its bytes when their turn comes. */
export interface ZipFileEntry {
  /** Path segments below the archive's root, the file's name last. */
  segments: string[];
  size: number;
  modifiedAt: Date;
  /**
   * A stable identity of the bytes (their SHA-256): for the archive's entity tag; files that share
   * it share a CRC-32.
   */
  contentId: string;
  /**
   * The CRC-32 of the bytes, when it is stored. Without it the archive reads the file once more,
   * just before its header is due, and reports the result to `checksummed` (to be stored).
   */
  crc32?: number | null;
  checksummed?(crc32: number): void;
  /** The bytes `range.start`…`range.end` (inclusive) of the file, and no others. */
  read(range: ByteRange): Promise<Readable>;
}

/** A folder of an archive, kept even when empty. */
export interface ZipFolderEntry {
  segments: string[];
  modifiedAt: Date;
}

/** An archive that is built while it is sent: its exact size is known before the first byte. */
export interface ZipDownload {
  size: number;
  /** Strong validator: the same entries (names, times, bytes) give the same archive, byte for byte. */
  etag: string;
  /** The archive, or one range of it; the stream can send itself (`sendBytes`) with reused buffers. */
  read(range?: ByteRange): Promise<Readable>;
}

const FILE_MODE = 0o100644;
const FOLDER_MODE = 0o40755;
/** MS-DOS directory attribute, in the low byte of a folder's external attributes. */
const DOS_DIRECTORY = 0x10;
/** What a stream read of the archive takes at a time. */
const CHUNK_BYTES = 256 * 1024;

const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
/** Info-ZIP's extended timestamp (UTC modification time) in the central directory. */
const TIMESTAMP_FIELD = 9;
/** A local header's ZIP64 field: both sizes, always. */
const LOCAL_ZIP64_FIELD = 20;
const ZIP64_END = 56;
const ZIP64_LOCATOR = 20;
const END = 22;
/** A 16- or 32-bit field holding this value says the real one is in a ZIP64 field or record. */
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;
const VERSION_UTF8 = 20;
const VERSION_ZIP64 = 45;
const VERSION_MADE_BY = (3 << 8) | VERSION_ZIP64; // Unix, spec 4.5
const UTF8_NAMES = 1 << 11;

/**
 * A segment as it may appear in an entry name: one that does not pass the item name rule (rows
 * older than the rule) is replaced, so no entry can climb out of the extraction folder, name a
 * drive or carry a separator (`/` and `\` both are, for some unzip tools).
 */
function safeSegment(segment: string, fallback: string): string {
  const name = segment.normalize('NFC');
  return name === '' || name === '.' || name === '..' || nameProblem(name) !== null || /^[A-Za-z]:/.test(name)
    ? fallback
    : name;
}

/** Entry names for each path, unique within the archive: a repeated name takes ` (n)` before its extension. */
function uniqueNames(paths: Array<{ segments: string[]; folder: boolean }>): string[] {
  const taken = new Set<string>();
  return paths.map(({ segments, folder }, index) => {
    const safe = segments.map((segment, i) => safeSegment(segment, `item-${index + 1}-${i + 1}`));
    const parent = safe.slice(0, -1).join('/');
    const leaf = safe[safe.length - 1]!;
    const dot = folder ? -1 : leaf.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [leaf.slice(0, dot), leaf.slice(dot)] : [leaf, ''];
    let candidate = leaf;
    for (let n = 1; taken.has(`${parent}/${candidate}`.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(`${parent}/${candidate}`.toLowerCase());
    return parent ? `${parent}/${candidate}` : candidate;
  });
}

/** Local time as MS-DOS stores it (2-second steps), clamped to its years 1980–2107, as Info-ZIP writes it. */
function dosDateTime(date: Date): { date: number; time: number } {
  const min = new Date(1980, 0, 1);
  const max = new Date(2107, 11, 31, 23, 59, 58);
  const d = date < min ? min : date > max ? max : date;
  return {
    date: d.getDate() | ((d.getMonth() + 1) << 5) | ((d.getFullYear() - 1980) << 9),
    time: Math.floor(d.getSeconds() / 2) | (d.getMinutes() << 5) | (d.getHours() << 11),
  };
}

function writeUInt64(buffer: Buffer, value: number, offset: number): void {
  buffer.writeUInt32LE(value % 0x100000000, offset);
  buffer.writeUInt32LE(Math.floor(value / 0x100000000), offset + 4);
}

/** One entry as it is laid out in the archive. */
interface Placed {
  name: Buffer;
  folder: boolean;
  /** Index into the files, for a file. */
  file: number;
  size: number;
  mode: number;
  modifiedAt: Date;
  /** Where its local header starts. */
  offset: number;
  headerLength: number;
  centralOffset: number;
  centralLength: number;
}

/** A stretch of the archive: an entry's local header, its bytes, its central record, or the end records. */
interface Piece {
  kind: 'local' | 'data' | 'central' | 'end';
  entry: number;
  start: number;
  length: number;
}

/**
 * A ZIP of `files` and `folders`, streamed: stored entries (no recompression: photos, PDFs and
 * the like are compressed already, and stored sizes make the archive's size exact, so it gets a
 * Content-Length and can be resumed with Range), UTF-8 names, ZIP64 wherever an entry or the
 * archive needs it (4 GiB and over, or 65 535 entries and over).
 *
 * Every header carries its entry's CRC-32 and sizes (no data descriptors), so the whole layout is
 * known from the entries alone: a range is answered from where it starts, opening only the files
 * it overlaps and only their part in it, and streaming readers that cannot take a stored entry
 * with a data descriptor (Java's ZipInputStream) read it. The CRC-32 comes with the entry when
 * it is stored; else the file is read for it just before its header is due (a second pass over
 * its bytes, reported through `checksummed`). Each file is opened only when its bytes are due,
 * one at a time; nothing is written to disk and memory stays flat.
 */
export function zipDownload(files: ZipFileEntry[], folders: ZipFolderEntry[] = []): ZipDownload {
  const names = uniqueNames([
    ...folders.map((f) => ({ segments: f.segments, folder: true })),
    ...files.map((f) => ({ segments: f.segments, folder: false })),
  ]);
  const placed: Placed[] = [];
  let cursor = 0;
  const place = (name: string, folder: boolean, file: number, size: number, modifiedAt: Date) => {
    const utf8 = Buffer.from(folder ? `${name}/` : name, 'utf8');
    if (utf8.length > MAX16) throw new Error('An entry name is longer than a zip allows');
    const headerLength = LOCAL_HEADER + utf8.length + (size >= MAX32 ? LOCAL_ZIP64_FIELD : 0);
    placed.push({
      name: utf8,
      folder,
      file,
      size,
      mode: folder ? FOLDER_MODE : FILE_MODE,
      modifiedAt,
      offset: cursor,
      headerLength,
      centralOffset: 0,
      centralLength: 0,
    });
    cursor += headerLength + size;
  };
  folders.forEach((folder, i) => place(names[i]!, true, -1, 0, folder.modifiedAt));
  files.forEach((file, i) => place(names[folders.length + i]!, false, i, file.size, file.modifiedAt));
  const centralStart = cursor;
  for (const entry of placed) {
    entry.centralOffset = cursor;
    entry.centralLength = CENTRAL_HEADER + entry.name.length + TIMESTAMP_FIELD + zip64Fields(entry).length;
    cursor += entry.centralLength;
  }
  const centralLength = cursor - centralStart;
  const zip64End = placed.length >= MAX16 || centralLength >= MAX32 || centralStart >= MAX32;
  const endBytes = endRecords(placed.length, centralStart, centralLength, zip64End);
  const size = cursor + endBytes.length;

  // By content: files with the same bytes are read for it once. Found once per download, and
  // shared by its reads.
  const checksums = new Map<string, number>();
  for (const file of files) {
    if (file.size === 0) checksums.set(file.contentId, 0);
    else if (typeof file.crc32 === 'number') checksums.set(file.contentId, file.crc32);
  }

  /** The pieces of the archive from the one holding `position` on, in order. */
  function* piecesFrom(position: number): Generator<Piece> {
    if (position >= centralStart) {
      let i = lastAtOrBefore(placed.length, (k) => placed[k]!.centralOffset, position);
      for (; i < placed.length; i++) {
        const e = placed[i]!;
        yield { kind: 'central', entry: i, start: e.centralOffset, length: e.centralLength };
      }
    } else {
      for (let i = lastAtOrBefore(placed.length, (k) => placed[k]!.offset, position); i < placed.length; i++) {
        const e = placed[i]!;
        yield { kind: 'local', entry: i, start: e.offset, length: e.headerLength };
        if (e.size > 0) yield { kind: 'data', entry: i, start: e.offset + e.headerLength, length: e.size };
      }
      for (let i = 0; i < placed.length; i++) {
        const e = placed[i]!;
        yield { kind: 'central', entry: i, start: e.centralOffset, length: e.centralLength };
      }
    }
    yield { kind: 'end', entry: -1, start: centralStart + centralLength, length: endBytes.length };
  }

  const tag = createHash('sha256');
  // The layout's version: bytes written another way never share a tag (a resume across an upgrade).
  tag.update('coffer-zip 2\n');
  folders.forEach((folder, i) => tag.update(`d\0${names[i]}\0${folder.modifiedAt.getTime()}\n`));
  files.forEach((file, i) =>
    tag.update(`f\0${names[folders.length + i]}\0${file.modifiedAt.getTime()}\0${file.contentId}\n`),
  );

  return {
    size,
    etag: `"zip-${tag.digest('base64url')}"`,
    read: async (range) => {
      const from = range?.start ?? 0;
      const to = range ? Math.min(range.end, size - 1) : size - 1;
      const reader = new ZipReader({ files, placed, checksums, endBytes, pieces: piecesFrom(from), from, to });
      return new ZipBody(reader);
    },
  };
}

/** The index of the last of `count` ascending positions that is at or before `position`. */
function lastAtOrBefore(count: number, positionOf: (i: number) => number, position: number): number {
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (positionOf(mid) <= position) low = mid;
    else high = mid - 1;
  }
  return Math.max(low, 0);
}

/** A central record's ZIP64 field: only the values too large for their 32-bit fields, in the format's order. */
function zip64Fields(entry: Placed): Buffer {
  const values: number[] = [];
  if (entry.size >= MAX32) values.push(entry.size, entry.size);
  if (entry.offset >= MAX32) values.push(entry.offset);
  if (values.length === 0) return Buffer.alloc(0);
  const field = Buffer.alloc(4 + 8 * values.length);
  field.writeUInt16LE(0x0001, 0);
  field.writeUInt16LE(8 * values.length, 2);
  values.forEach((value, i) => writeUInt64(field, value, 4 + 8 * i));
  return field;
}

function localHeader(entry: Placed, crc: number): Buffer {
  const zip64 = entry.size >= MAX32;
  const header = Buffer.alloc(entry.headerLength);
  const { date, time } = dosDateTime(entry.modifiedAt);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(zip64 ? VERSION_ZIP64 : VERSION_UTF8, 4);
  header.writeUInt16LE(UTF8_NAMES, 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(time, 10);
  header.writeUInt16LE(date, 12);
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(zip64 ? MAX32 : entry.size, 18);
  header.writeUInt32LE(zip64 ? MAX32 : entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(zip64 ? LOCAL_ZIP64_FIELD : 0, 28);
  entry.name.copy(header, LOCAL_HEADER);
  if (zip64) {
    const at = LOCAL_HEADER + entry.name.length;
    header.writeUInt16LE(0x0001, at);
    header.writeUInt16LE(16, at + 2);
    writeUInt64(header, entry.size, at + 4);
    writeUInt64(header, entry.size, at + 12);
  }
  return header;
}

function centralRecord(entry: Placed, crc: number): Buffer {
  const zip64 = zip64Fields(entry);
  const record = Buffer.alloc(entry.centralLength);
  const { date, time } = dosDateTime(entry.modifiedAt);
  const bigSize = entry.size >= MAX32;
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(VERSION_MADE_BY, 4);
  record.writeUInt16LE(zip64.length ? VERSION_ZIP64 : VERSION_UTF8, 6);
  record.writeUInt16LE(UTF8_NAMES, 8);
  record.writeUInt16LE(0, 10); // stored
  record.writeUInt16LE(time, 12);
  record.writeUInt16LE(date, 14);
  record.writeUInt32LE(crc, 16);
  record.writeUInt32LE(bigSize ? MAX32 : entry.size, 20);
  record.writeUInt32LE(bigSize ? MAX32 : entry.size, 24);
  record.writeUInt16LE(entry.name.length, 28);
  record.writeUInt16LE(TIMESTAMP_FIELD + zip64.length, 30);
  record.writeUInt16LE(0, 32); // comment
  record.writeUInt16LE(0, 34); // disk
  record.writeUInt16LE(0, 36); // internal attributes
  record.writeUInt32LE(((entry.mode << 16) | (entry.folder ? DOS_DIRECTORY : 0)) >>> 0, 38);
  record.writeUInt32LE(entry.offset >= MAX32 ? MAX32 : entry.offset, 42);
  let at = CENTRAL_HEADER;
  at += entry.name.copy(record, at);
  // Info-ZIP's extended timestamp: the modification time in UTC seconds (the DOS time is local).
  record.writeUInt16LE(0x5455, at);
  record.writeUInt16LE(TIMESTAMP_FIELD - 4, at + 2);
  record.writeUInt8(0b11, at + 4); // mtime (and atime, as Info-ZIP flags it, absent from central records)
  const seconds = Math.floor(entry.modifiedAt.getTime() / 1000);
  record.writeInt32LE(Math.min(Math.max(seconds, -0x80000000), 0x7fffffff), at + 5);
  zip64.copy(record, at + TIMESTAMP_FIELD);
  return record;
}

function endRecords(count: number, centralStart: number, centralLength: number, zip64: boolean): Buffer {
  const end = Buffer.alloc(END);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(count, MAX16), 8);
  end.writeUInt16LE(Math.min(count, MAX16), 10);
  end.writeUInt32LE(Math.min(centralLength, MAX32), 12);
  end.writeUInt32LE(Math.min(centralStart, MAX32), 16);
  if (!zip64) return end;
  const record = Buffer.alloc(ZIP64_END);
  record.writeUInt32LE(0x06064b50, 0);
  writeUInt64(record, ZIP64_END - 12, 4);
  record.writeUInt16LE(VERSION_MADE_BY, 12);
  record.writeUInt16LE(VERSION_ZIP64, 14);
  writeUInt64(record, count, 24);
  writeUInt64(record, count, 32);
  writeUInt64(record, centralLength, 40);
  writeUInt64(record, centralStart, 48);
  const locator = Buffer.alloc(ZIP64_LOCATOR);
  locator.writeUInt32LE(0x07064b50, 0);
  writeUInt64(locator, centralStart + centralLength, 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator, end]);
}

/** Bytes of one file being read into the archive's buffers. */
interface Source {
  readInto(buffer: Buffer, offset: number, length: number): Promise<number>;
  destroy(): void;
}

/** A file stream as a Source: a BlobStream reads straight into the archive's buffer, any other stream is copied. */
function sourceOf(stream: Readable): Source {
  return stream instanceof BlobStream ? stream : new CopiedSource(stream);
}

class CopiedSource implements Source {
  private pending: Buffer | null = null;

  constructor(private readonly stream: Readable) {}

  async readInto(buffer: Buffer, offset: number, length: number): Promise<number> {
    while (!this.pending) {
      const next = this.stream.read() as Buffer | null;
      if (next !== null) {
        this.pending = next;
        break;
      }
      if (this.stream.readableEnded) return 0;
      await this.more();
    }
    const chunk = this.pending;
    const n = Math.min(length, chunk.length);
    chunk.copy(buffer, offset, 0, n);
    this.pending = n < chunk.length ? chunk.subarray(n) : null;
    return n;
  }

  destroy(): void {
    this.stream.destroy();
  }

  /** Resolves once the stream has more to read or has ended; rejects when it fails or closes first. */
  private more(): Promise<void> {
    const stream = this.stream;
    if (stream.destroyed) return Promise.reject(stream.errored ?? new Error('The file stream closed early'));
    return new Promise((resolve, reject) => {
      const settle = (error?: Error | null) => {
        stream.off('readable', ready);
        stream.off('end', ready);
        stream.off('error', failed);
        stream.off('close', closed);
        if (error) reject(error);
        else resolve();
      };
      const ready = () => settle();
      const failed = (error: Error) => settle(error);
      const closed = () =>
        settle(stream.readableEnded ? null : (stream.errored ?? new Error('The file stream closed early')));
      stream.on('readable', ready);
      stream.on('end', ready);
      stream.on('error', failed);
      stream.on('close', closed);
    });
  }
}

/**
 * One read of an archive: fills buffers with its bytes from `from` to `to` (inclusive), opening
 * each file as its bytes are due and closing it once they are sent; `close()` (the reader left)
 * closes the file open now, and any opened later at once.
 */
class ZipReader {
  private position: number;
  private piece: Piece | null = null;
  private pieceBytes: Buffer | null = null;
  private source: Source | null = null;
  private closed = false;
  private scratch: Buffer | null = null;

  constructor(
    private readonly archive: {
      files: ZipFileEntry[];
      placed: Placed[];
      checksums: Map<string, number>;
      endBytes: Buffer;
      pieces: Iterator<Piece>;
      from: number;
      to: number;
    },
  ) {
    this.position = archive.from;
  }

  /** Puts the next bytes at the start of `buffer`; answers how many, 0 once the range is sent. */
  async fill(buffer: Buffer): Promise<number> {
    const { to } = this.archive;
    let n = 0;
    while (n < buffer.length && this.position <= to) {
      if (this.closed) throw new Error('The archive is no longer read');
      let piece = this.piece;
      if (!piece || this.position >= piece.start + piece.length) {
        this.release();
        const next = this.archive.pieces.next();
        if (next.done) throw new Error('The archive ended before its announced size');
        piece = this.piece = next.value;
        if (this.position >= piece.start + piece.length) continue;
      }
      const within = this.position - piece.start;
      const wanted = Math.min(buffer.length - n, piece.length - within, to + 1 - this.position);
      let got: number;
      if (piece.kind === 'data') {
        this.source ??= await this.open(piece, within);
        got = await this.source.readInto(buffer, n, wanted);
        if (got === 0) throw new Error('The file ended before its recorded size');
      } else {
        this.pieceBytes ??= await this.bytesOf(piece);
        got = this.pieceBytes.copy(buffer, n, within, within + wanted);
      }
      n += got;
      this.position += got;
    }
    if (this.position > to) this.release();
    return n;
  }

  /** The reader left (or the read ended): the file open now is closed, and none is opened any more. */
  close(): void {
    this.closed = true;
    this.release();
  }

  private release(): void {
    this.source?.destroy();
    this.source = null;
    this.pieceBytes = null;
  }

  /** The file of a data piece, from `within` to the end of the piece or of the range, whichever comes first. */
  private async open(piece: Piece, within: number): Promise<Source> {
    const file = this.archive.files[this.archive.placed[piece.entry]!.file]!;
    const last = Math.min(piece.length - 1, this.archive.to - piece.start);
    return this.opened(await file.read({ start: within, end: last }));
  }

  /** A stream opened as the reader left is closed at once. */
  private opened(stream: Readable): Source {
    if (this.closed) {
      stream.destroy();
      throw new Error('The archive is no longer read');
    }
    return sourceOf(stream);
  }

  private async bytesOf(piece: Piece): Promise<Buffer> {
    if (piece.kind === 'end') return this.archive.endBytes;
    const entry = this.archive.placed[piece.entry]!;
    const crc = entry.folder ? 0 : await this.checksumOf(entry.file);
    return piece.kind === 'local' ? localHeader(entry, crc) : centralRecord(entry, crc);
  }

  /** A file's CRC-32: the one it came with, or found by reading it whole (a second pass over its bytes). */
  private async checksumOf(index: number): Promise<number> {
    const file = this.archive.files[index]!;
    const known = this.archive.checksums.get(file.contentId);
    if (known !== undefined) return known;
    this.source = this.opened(await file.read({ start: 0, end: file.size - 1 }));
    this.scratch ??= Buffer.allocUnsafe(CHUNK_BYTES);
    let crc = 0;
    let total = 0;
    for (;;) {
      const n = await this.source.readInto(this.scratch, 0, this.scratch.length);
      if (n === 0) break;
      crc = crc32(this.scratch.subarray(0, n), crc);
      total += n;
    }
    this.source.destroy();
    this.source = null;
    if (total !== file.size) throw new Error('A file does not hold its recorded size');
    this.archive.checksums.set(file.contentId, crc);
    file.checksummed?.(crc);
    return crc;
  }
}

/**
 * The bytes of one read of an archive. Sent by `sendBytes` it fills a few reused buffers
 * (`sendTo`); read as a stream, it gives 256 KiB chunks. Destroying it closes the file open now.
 */
class ZipBody extends Readable implements SelfSending {
  constructor(private readonly reader: ZipReader) {
    super({ highWaterMark: CHUNK_BYTES });
  }

  override _read(): void {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    this.reader.fill(buffer).then(
      (n) => this.push(n === 0 ? null : buffer.subarray(0, n)),
      (error: Error) => this.destroy(error),
    );
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.reader.close();
    callback(error);
  }

  async sendTo(destination: Writable): Promise<void> {
    // A reader that leaves while a file is being read (for its CRC-32, possibly gigabytes) stops it then.
    const left = () => this.reader.close();
    destination.once('close', left);
    try {
      await sendFilled(destination, (buffer) => this.reader.fill(buffer));
    } finally {
      destination.off('close', left);
      this.reader.close();
      this.destroy();
    }
  }
}
