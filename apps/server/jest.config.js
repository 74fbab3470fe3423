module.exports = {
  displayName: 'server',
  preset: '../../jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/../../libs/server/testing/src/database/global-setup.ts',
  globalTeardown: '<rootDir>/../../libs/server/testing/src/database/global-teardown.ts',
  // Two test files at a time: on PostgreSQL in one database, embedded each in its own.
  maxWorkers: 2,
  setupFiles: ['<rootDir>/../../libs/server/testing/src/database/worker-database.ts'],
  testTimeout: 30000,
};
