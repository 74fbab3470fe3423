// The web app and Chromium for the browser benchmarks (W1, W2).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './server.mjs';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let webDir = null;

/**
 * The web app built as `npm run build:web` builds it, from the committed HEAD (or the working
 * tree with BENCH_WORKTREE=1); built once per bench run.
 */
export function buildWebApp() {
  if (webDir) return webDir;
  const src = join(root, 'bench/.build/web-src');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  const sources = ['apps/web', 'libs/web', 'libs/shared', 'tools/web-paths.cjs', 'tsconfig.base.json'];
  if (process.env.BENCH_WORKTREE === '1') {
    for (const path of sources) cpSync(join(root, path), join(src, path), { recursive: true });
  } else {
    execFileSync('sh', ['-c', `git -C "${root}" archive --format=tar HEAD ${sources.join(' ')} | tar -x -C "${src}"`], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      join(src, 'apps/web/vite.config.ts'),
      '--logLevel',
      'error',
    ],
    {
      cwd: src,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  );
  webDir = join(src, 'dist/web');
  return webDir;
}

/** Debian's Chromium, headless. */
export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A signed-up user's session cookie as browser cookies for the server at `url`. */
export function browserCookies(user, url) {
  const { hostname } = new URL(url);
  return user.cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
  });
}
