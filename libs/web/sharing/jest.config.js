module.exports = {
  displayName: 'web-sharing',
  preset: '../testing/jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
