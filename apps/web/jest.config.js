module.exports = {
  displayName: 'web',
  preset: '../../libs/web/testing/jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
