import { createHash } from 'node:crypto';
import { PassThrough, Transform, type Readable, type TransformCallback } from 'node:stream';
import { ZipFile } from 'yazl';
import { nameProblem } from '@coffer/shared-contracts';
import type { ByteRange } from '@coffer/server-storage';

/** One file of an archive: where it goes inside it, and how to read its bytes when their turn comes. */
export interface ZipFileEntry {
  /** Path segments below the archive's root, the file's name last. */
  segments: string[];
  size: number;
  modifiedAt: Date;
  /** A stable identity of the bytes (their SHA-256), for the archive's entity tag. */
  contentId: string;
  open(): Promise<Readable>;
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
  read(range?: ByteRange): Promise<Readable>;
}

const FILE_MODE = 0o100644;
const FOLDER_MODE = 0o40755;

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

/**
 * A ZIP of `files` and `folders`, streamed: stored entries (no recompression: photos, PDFs and
 * the like are compressed already, and stored sizes make the archive's size exact, so it gets a
 * Content-Length and can be resumed with Range), UTF-8 names, ZIP64 wherever an entry or the
 * archive needs it (over 4 GiB, or over 65 535 entries). Each file is opened only when its bytes
 * are due, one at a time; nothing is written to disk and memory stays flat.
 */
export function zipDownload(files: ZipFileEntry[], folders: ZipFolderEntry[] = []): ZipDownload {
  const names = uniqueNames([
    ...folders.map((f) => ({ segments: f.segments, folder: true })),
    ...files.map((f) => ({ segments: f.segments, folder: false })),
  ]);
  const folderNames = names.slice(0, folders.length);
  const fileNames = names.slice(folders.length);
  // An archive built for its size only opens no file: yazl asks for the first one at once, and is left waiting.
  // `reader` is told of each file's stream as the archive opens it; without one nothing is opened.
  const build = (reader: Reader | null): { zip: ZipFile; size: number } => {
    const zip = new ZipFile();
    folders.forEach((folder, i) =>
      zip.addEmptyDirectory(folderNames[i]!, { mtime: folder.modifiedAt, mode: FOLDER_MODE }),
    );
    files.forEach((file, i) => {
      zip.addReadStreamLazy(
        fileNames[i]!,
        { compress: false, size: file.size, mtime: file.modifiedAt, mode: FILE_MODE },
        (done) => {
          if (!reader?.reading()) return;
          file.open().then(
            // A stream opened as the reader left is closed at once, and yazl left waiting.
            (stream) => (reader.reading() ? (reader.opened(stream), done(null, stream)) : stream.destroy()),
            (error: unknown) => done(error, undefined as never),
          );
        },
      );
    });
    let size = -1;
    // Called during end(): every entry has a size and none is compressed. The ZIP64 end records are
    // always written: yazl's size calculation adds them once the central directory passes 64 KiB,
    // while its writer adds them only past 4 GiB, so without them the announced size can be 76
    // bytes too large. Every current unzip tool reads them.
    (zip.end as (options: { forceZip64Format: boolean }, sized: (total: number) => void) => void)(
      { forceZip64Format: true },
      (total) => (size = total),
    );
    return { zip, size };
  };
  const tag = createHash('sha256');
  folders.forEach((folder, i) => tag.update(`d\0${folderNames[i]}\0${folder.modifiedAt.getTime()}\n`));
  files.forEach((file, i) => tag.update(`f\0${fileNames[i]}\0${file.modifiedAt.getTime()}\0${file.contentId}\n`));
  const { size } = build(null);
  return {
    size,
    etag: `"zip-${tag.digest('base64url')}"`,
    read: async (range) => {
      // yazl pipes each file into its output and never closes a file itself: a reader that leaves
      // (a cut download, the end of a range) closes those still open here.
      const open = new Set<Readable>();
      let left = false;
      const { zip } = build({
        reading: () => !left,
        opened: (stream) => {
          open.add(stream);
          stream.once('close', () => open.delete(stream));
        },
      });
      const output = zip.outputStream as Readable;
      // yazl reports a failed entry on the ZipFile, not on its output.
      const body = range ? output.pipe(new ByteWindow(range, output)) : output.pipe(new PassThrough());
      zip.on('error', (error: Error) => body.destroy(error));
      body.on('close', () => {
        left = true;
        for (const stream of open) stream.destroy();
        output.destroy();
      });
      return body;
    },
  };
}

/** Who reads an archive being sent: whether they still do, and the file stream now being read. */
interface Reader {
  reading(): boolean;
  opened(stream: Readable): void;
}

/** Passes bytes `start`…`end` (inclusive) of what it is given, then ends and stops the source. */
class ByteWindow extends Transform {
  private position = 0;

  constructor(
    private readonly range: ByteRange,
    private readonly source: Readable,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const from = this.position;
    this.position += chunk.length;
    const start = Math.max(this.range.start - from, 0);
    const end = Math.min(this.range.end + 1 - from, chunk.length);
    if (end > start) this.push(chunk.subarray(start, end));
    if (this.position > this.range.end) {
      this.push(null);
      this.source.unpipe(this);
      this.source.destroy();
    }
    callback();
  }
}
