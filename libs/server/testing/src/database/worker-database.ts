// jest setupFiles: on the embedded databases, each jest worker uses its own (PGlite has one
// backend, so two workers on one would queue behind each other and see each other's transactions).
import { EMBEDDED_DATABASE_URLS } from './test-database';

const urls = process.env[EMBEDDED_DATABASE_URLS]?.split(' ');
if (urls) {
  const worker = Number(process.env['JEST_WORKER_ID'] ?? 1);
  process.env['DATABASE_URL'] = urls[(worker - 1) % urls.length];
}
