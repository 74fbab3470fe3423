// The web app's slow tests (a production build, for the bundle budget): part of
// `npm run test:system`, not of `npm test`.
const base = require('./jest.config.js');

module.exports = {
  ...base,
  displayName: 'web-system',
  testMatch: ['<rootDir>/src/**/*.system-test.ts'],
};
