module.exports = {
  displayName: 'server-core',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  globalSetup: '<rootDir>/../testing/src/database/global-setup.ts',
  globalTeardown: '<rootDir>/../testing/src/database/global-teardown.ts',
};
