module.exports = {
  displayName: 'server-webhooks',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
