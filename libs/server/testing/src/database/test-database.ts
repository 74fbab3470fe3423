export type TestDatabase =
  { kind: 'external'; serverUrl: string; name: string } | { kind: 'embedded'; stop: () => Promise<void> };
