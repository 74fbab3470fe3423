module.exports = {
  displayName: 'web-ui',
  preset: '../testing/jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
