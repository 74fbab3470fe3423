// `npm run coffer -- <command>`: builds the server and runs the operator's command line
// (apps/server/src/cli.ts: backup, restore, fsck). `npm run fsck` is `coffer fsck`.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildServer } from './build-server.mjs';

if (existsSync('.env')) process.loadEnvFile('.env');
const { main } = buildServer();
createRequire(import.meta.url)(join(main, '..', 'cli.js'));
