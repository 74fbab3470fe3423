module.exports = {
  displayName: 'server',
  preset: '../../jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/../../libs/server/testing/src/database/global-setup.ts',
  globalTeardown: '<rootDir>/../../libs/server/testing/src/database/global-teardown.ts',
  // The embedded test database has a single backend: one test file at a time.
  maxWorkers: process.env.DATABASE_URL ? 2 : 1,
  testTimeout: 30000,
};
