// Compiles the server (apps/server and libs/server|shared) to dist/server with swc: decorator
// metadata for NestJS, and the tsconfig path aliases rewritten to relative imports.
// Type checking is separate (`npm run typecheck`). Plain `.mjs` files (worker threads loaded by
// path, such as the PDF thumbnail worker) are copied beside the compiled code as they are.
import { readFileSync, readdirSync, mkdirSync, writeFileSync, renameSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFileSync } from '@swc/core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist', 'server');
const sources = ['apps/server/src', 'libs/server', 'libs/shared'];
const skip = /\.(spec|e2e-spec|integration-spec|test)\.ts$|\.d\.ts$/;

const swcrc = JSON.parse(readFileSync(join(root, '.swcrc'), 'utf8'));
const { paths } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'testing') yield* walk(full);
    } else if ((entry.name.endsWith('.ts') || entry.name.endsWith('.mjs')) && !skip.test(entry.name)) {
      yield full;
    }
  }
}

function writeAtomically(path, content) {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, path);
}

export function buildServer() {
  const started = Date.now();
  // No wipe: several processes (tests, benchmarks, npm start) may build at once, and a running
  // server may be reading these files. Each file is replaced atomically with identical content.
  let count = 0;
  for (const base of sources) {
    for (const file of walk(join(root, base))) {
      if (file.endsWith('.mjs')) {
        const target = join(outDir, relative(root, file));
        mkdirSync(dirname(target), { recursive: true });
        writeAtomically(target, readFileSync(file));
        count++;
        continue;
      }
      const { code, map } = transformFileSync(file, {
        ...swcrc,
        swcrc: false,
        filename: file,
        sourceMaps: true,
        jsc: { ...swcrc.jsc, baseUrl: root, paths },
      });
      const target = join(outDir, relative(root, file)).replace(/\.ts$/, '.js');
      mkdirSync(dirname(target), { recursive: true });
      writeAtomically(target, `${code}\n//# sourceMappingURL=${target.split('/').pop()}.map\n`);
      if (map) writeAtomically(`${target}.map`, map);
      count++;
    }
  }
  return { count, ms: Date.now() - started, main: join(outDir, 'apps/server/src/main.js') };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { count, ms } = buildServer();
  process.stdout.write(`Built ${count} server files into ${relative(root, outDir)} in ${ms} ms\n`);
}
