export type TestDatabase =
  { kind: 'external'; serverUrl: string; name: string } | { kind: 'embedded'; stop: () => Promise<void> };

/** The embedded databases of a run, one per jest worker, space-separated in worker order. */
export const EMBEDDED_DATABASE_URLS = 'COFFER_TEST_EMBEDDED_DATABASE_URLS';

/**
 * Whether this test process runs on an embedded (PGlite) database: it has one backend, so every
 * connection shares one session (an advisory lock taken on one is held by all of them).
 */
export function onEmbeddedTestDatabase(): boolean {
  return process.env[EMBEDDED_DATABASE_URLS] !== undefined;
}
