// Shared jest settings: swc transform (decorator metadata for NestJS) and the tsconfig path aliases.
const path = require('node:path');
const fs = require('node:fs');
const os = require('node:os');

const root = __dirname;
const swcrc = JSON.parse(fs.readFileSync(path.join(root, '.swcrc'), 'utf8'));
const { paths } = require('./tsconfig.base.json').compilerOptions;

const moduleNameMapper = {};
for (const [alias, [target]] of Object.entries(paths)) {
  moduleNameMapper[`^${alias.replace('/', '\\/')}$`] = path.join(root, target);
}

module.exports = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': ['@swc/jest', { ...swcrc, swcrc: false, sourceMaps: 'inline' }],
  },
  // Packages published only as ES modules (otplib's base32 and hashes, openid-client and what it
  // uses, wherever npm placed them) are compiled like our own code.
  transformIgnorePatterns: ['/node_modules/(?!.*/?(@scure/base|@noble/hashes|openid-client|oauth4webapi|jose)/)'],
  moduleNameMapper,
  clearMocks: true,
  // jest's own default (one core less than the machine has) leaves one of two cores idle.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // A project with a global setup of its own calls these from it.
  globalSetup: path.join(root, 'tools/jest/global-setup.ts'),
  globalTeardown: path.join(root, 'tools/jest/global-teardown.ts'),
};
