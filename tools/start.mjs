// `npm start`: compiles the server and runs it in this process (so SIGINT/SIGTERM reach
// NestJS's shutdown hooks directly). Configuration comes from the environment (.env.example).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildServer } from './build-server.mjs';

const { main, count, ms } = buildServer();
process.stdout.write(`Built ${count} server files in ${ms} ms\n`);
if (existsSync('.env')) process.loadEnvFile('.env');
process.env.NODE_ENV ??= 'production';
createRequire(import.meta.url)(main);
