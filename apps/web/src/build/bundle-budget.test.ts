/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSizes, readManifest, routeFiles, type Manifest } from '../../route-bundle';

const ROOT = resolve(__dirname, '../../../..');
const SIGNED_IN_LAYOUT = 'src/app/layout/SignedInLayout.tsx';

/** JavaScript a first visit may download, gzip, per screen (kB = 1000 bytes). */
const BUDGETS = [
  { route: '/login', lazyModules: ['src/pages/Login.page.tsx'], maxBytes: 200_000 },
  { route: '/dashboard', lazyModules: [SIGNED_IN_LAYOUT, 'src/pages/Dashboard.page.tsx'], maxBytes: 350_000 },
] as const;

describe(routeFiles.name, () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['src/A.tsx', 'src/B.tsx'],
    },
    '_vendor.js': { file: 'assets/vendor.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
    'src/A.tsx': { file: 'assets/A.js', isDynamicEntry: true, imports: ['_shared.js'], dynamicImports: ['src/B.tsx'] },
    'src/B.tsx': { file: 'assets/B.js', isDynamicEntry: true, imports: ['_big.js'] },
    '_big.js': { file: 'assets/big.js' },
    '_style.css': { file: 'assets/style.css' },
  };

  it("counts the entry and the route's lazy chunks with their static imports, not what they import later", () => {
    expect(routeFiles(manifest, [])).toEqual(['assets/index.js', 'assets/react.js', 'assets/vendor.js']);
    expect(routeFiles(manifest, ['src/A.tsx'])).toEqual([
      'assets/A.js',
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
  });

  it('refuses a module that is not a lazy chunk, so a renamed page cannot slip past the budget', () => {
    expect(() => routeFiles(manifest, ['src/Gone.tsx'])).toThrow('src/Gone.tsx is not a lazily loaded chunk');
    expect(() => routeFiles(manifest, ['_vendor.js'])).toThrow('not a lazily loaded chunk');
  });
});

describe('bundle budget', () => {
  let outDir: string;
  let manifest: Manifest;

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'coffer-web-build-'));
    // The production build the server serves, into a scratch directory.
    const vite = join(dirname(require.resolve('vite/package.json')), 'bin/vite.js');
    execFileSync(
      process.execPath,
      [
        vite,
        'build',
        '--config',
        'apps/web/vite.config.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    manifest = readManifest(outDir);
  }, 300_000);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it.each(BUDGETS)('$route loads at most $maxBytes bytes of JavaScript, gzip', ({ route, lazyModules, maxBytes }) => {
    const sizes = gzipSizes(outDir, routeFiles(manifest, lazyModules));
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    const breakdown = [...sizes].sort((a, b) => b[1] - a[1]).map(([file, size]) => `  ${file} ${size}`);
    expect(
      total > maxBytes ? [`${route}: ${total} bytes > ${maxBytes}`, ...breakdown].join('\n') : 'within budget',
    ).toBe('within budget');
  });

  it('keeps the signed-in frame and the file manager out of the login screen', () => {
    const login = routeFiles(manifest, ['src/pages/Login.page.tsx']);
    for (const module of [SIGNED_IN_LAYOUT, 'src/pages/Dashboard.page.tsx', 'src/pages/MyFiles.page.tsx']) {
      expect(login).not.toContain(manifest[module]!.file);
    }
  });
});
