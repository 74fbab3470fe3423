// The server's slow tests (statistical timing probes that re-sample under load, real timeouts,
// bodies of hundreds of MiB): part of `npm run test:system`, not of `npm test`.
const base = require('./jest.config.js');

module.exports = {
  ...base,
  displayName: 'server-system',
  testMatch: ['<rootDir>/test/**/*.system-spec.ts'],
  testTimeout: 180_000,
};
