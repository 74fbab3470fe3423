// The slow fault tests (minutes each): `npm run test:faults:slow`. Not part of `npm test`.
const base = require('./jest.config.js');
module.exports = {
  ...base,
  displayName: 'server-faults-slow',
  testMatch: ['<rootDir>/src/**/*.slow-spec.ts'],
  testTimeout: 900_000,
};
