import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`.vite/manifest.json`, keyed by source path). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Keys of the chunks this one imports statically. */
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript files a route loads: the entry chunk and its static imports (recursively), plus
 * the lazy chunk of each module the route loads on demand (its frame, its page) and their static
 * imports. Dynamic imports inside those chunks load later, on use, and are not counted.
 */
export function routeFiles(manifest: Manifest, lazyModules: readonly string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  const seen = new Set<string>();
  const pending = [...entries];
  for (const module of lazyModules) {
    if (!manifest[module]?.isDynamicEntry) throw new Error(`${module} is not a lazily loaded chunk of the build`);
    pending.push(module);
  }
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...new Set([...seen].map((key) => manifest[key]!.file))].filter((file) => file.endsWith('.js')).sort();
}

/** Each file's gzip size (zlib, default level) in bytes. */
export function gzipSizes(outDir: string, files: readonly string[]): Map<string, number> {
  return new Map(files.map((file) => [file, gzipSync(readFileSync(join(outDir, file))).length]));
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}
