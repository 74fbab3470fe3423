module.exports = {
  displayName: 'web-requests',
  preset: '../testing/jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
