// Jest settings for the web projects: jsdom, swc with TSX and the automatic JSX runtime, the
// @coffer/* aliases, CSS modules through identity-obj-proxy and the Mantine test shims.
const path = require('node:path');
const { webPaths } = require('../../../tools/web-paths.cjs');
// The root preset's worker count: both cores on a two-core machine.
const { maxWorkers } = require('../../../jest.preset.js');

const moduleNameMapper = {
  '\\.module\\.css$': 'identity-obj-proxy',
  '\\.css$': path.join(__dirname, 'src/style-mock.js'),
};
for (const [alias, target] of Object.entries(webPaths())) {
  moduleNameMapper[`^${alias.replace(/[/.-]/g, '\\$&')}$`] = target;
}

module.exports = {
  testEnvironment: path.join(__dirname, 'jsdom-environment.js'),
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        swcrc: false,
        sourceMaps: 'inline',
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs', strictMode: true },
      },
    ],
  },
  moduleNameMapper,
  setupFilesAfterEnv: [path.join(__dirname, 'src/jest-setup.ts')],
  // Above the 5 s that findBy and waitFor may wait (jest-setup.ts), so a wait that ends in failure
  // reports what it looked for rather than a test timeout.
  testTimeout: 20000,
  clearMocks: true,
  restoreMocks: true,
  maxWorkers,
};
