module.exports = {
  displayName: 'web-data-access',
  preset: '../testing/jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
