module.exports = {
  displayName: 'web-preview',
  preset: '../testing/jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
