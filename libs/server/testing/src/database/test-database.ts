export type TestDatabase =
  { kind: 'external'; serverUrl: string; name: string } | { kind: 'embedded'; stop: () => Promise<void> };

/** The embedded databases of a run, one per jest worker, space-separated in worker order. */
export const EMBEDDED_DATABASE_URLS = 'COFFER_TEST_EMBEDDED_DATABASE_URLS';
