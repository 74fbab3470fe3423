// Browser journeys: the built server (serving the built web app) on a free port with a fresh
// database, driven through Debian's Chromium by playwright-core.
module.exports = {
  displayName: 'web-e2e',
  preset: '../../jest.preset.js',
  rootDir: '.',
  // Node's, with a screenshot of the open pages when a test fails.
  testEnvironment: '<rootDir>/src/support/environment.ts',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  // One browser and one server: journeys run one file at a time.
  maxWorkers: 1,
  testTimeout: 60000,
};
