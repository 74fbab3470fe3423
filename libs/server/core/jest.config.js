module.exports = {
  displayName: 'server-core',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.integration-spec.ts'],
  maxWorkers: process.env.DATABASE_URL ? 2 : 1,
  globalSetup: '<rootDir>/../testing/src/database/global-setup.ts',
  globalTeardown: '<rootDir>/../testing/src/database/global-teardown.ts',
};
