/**
 * @jest-environment node
 */
// The bundle budget on a real production build of the browser's app (tens of seconds on a 2-core
// machine, so part of `npm run test:system`); how a route's chunks are counted is unit tested in
// bundle-budget.test.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSizes, readManifest, routeFiles, type Manifest } from '../../route-bundle';

const ROOT = resolve(__dirname, '../../../..');
const SIGNED_IN_LAYOUT = 'src/app/layout/SignedInLayout.tsx';

/** JavaScript a first visit may download, gzip, per screen (kB = 1000 bytes). */
const BUDGETS = [
  { route: '/login', lazyModules: ['src/pages/Login.page.tsx'], maxBytes: 200_000 },
  { route: '/dashboard', lazyModules: [SIGNED_IN_LAYOUT, 'src/pages/Dashboard.page.tsx'], maxBytes: 350_000 },
] as const;

// `vite build` with the app's own configuration, but of the browser's environment only: the
// module the server renders first screens with is no part of what a browser downloads, and its
// output directory is fixed (dist/web/.server), where a test must not write. Vite's configuration
// is an ES module, which jest's module runtime does not load: the build runs in a child.
const BUILD_CLIENT = `
import { createBuilder } from 'vite';
const builder = await createBuilder({
  configFile: 'apps/web/vite.config.ts',
  logLevel: 'error',
  build: { outDir: process.argv[1], emptyOutDir: true },
});
await builder.build(builder.environments.client);
`;

describe('bundle budget', () => {
  let outDir: string;
  let manifest: Manifest;

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'coffer-web-build-'));
    // The production build the server serves, into a scratch directory.
    execFileSync(process.execPath, ['--input-type=module', '-e', BUILD_CLIENT, outDir], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
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
