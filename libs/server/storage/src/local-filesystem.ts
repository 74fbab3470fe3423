import { mkdir, open, statfs } from 'node:fs/promises';

/**
 * The filesystem calls through which local storage writes and learns its free space. The server
 * uses Node's; fault tests pass one whose writes fail as a filling disk's do.
 */
export interface LocalFilesystem {
  open: typeof open;
  statfs: typeof statfs;
}

export const nodeFilesystem: LocalFilesystem = { open, statfs };

/** Bytes an unprivileged writer may still store on the filesystem holding `dir`. */
export async function freeBytesAt(fs: LocalFilesystem, dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  const info = await fs.statfs(dir);
  return info.bavail * info.bsize;
}
