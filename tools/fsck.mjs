// `npm run fsck [-- --repair]`: builds the server and runs the consistency check (apps/server/src/fsck.ts).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildServer } from './build-server.mjs';

if (existsSync('.env')) process.loadEnvFile('.env');
const { main } = buildServer();
createRequire(import.meta.url)(join(main, '..', 'fsck.js'));
