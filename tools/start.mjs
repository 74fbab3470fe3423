// `npm start`: compiles the server, builds the web app when its build is missing or older than
// its sources, and runs the server in this process (so SIGINT/SIGTERM reach NestJS's shutdown
// hooks directly). Configuration comes from the environment or a .env file (.env.example).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildServer } from './build-server.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function webBuildIsStale() {
  if (!existsSync('apps/web/vite.config.ts')) return false;
  const index = 'dist/web/index.html';
  if (!existsSync(index)) return true;
  const sources = Math.max(newestMtime('apps/web'), existsSync('libs/web') ? newestMtime('libs/web') : 0);
  return sources > statSync(index).mtimeMs;
}

if (existsSync('.env')) process.loadEnvFile('.env');
const { main, count, ms } = buildServer();
process.stdout.write(`Built ${count} server files in ${ms} ms\n`);
if (webBuildIsStale()) {
  process.stdout.write('Building the web app…\n');
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  );
}
process.env.NODE_ENV ??= 'production';
createRequire(import.meta.url)(main);
