module.exports = {
  displayName: 'server-core',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.integration-spec.ts'],
  // Two test files at a time: on PostgreSQL in one database, embedded each in its own.
  maxWorkers: 2,
  setupFiles: ['<rootDir>/../testing/src/database/worker-database.ts'],
  globalSetup: '<rootDir>/../testing/src/database/global-setup.ts',
  globalTeardown: '<rootDir>/../testing/src/database/global-teardown.ts',
};
