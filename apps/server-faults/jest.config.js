// Fault injection against real server processes: crashes, disconnects, races, database restarts.
module.exports = {
  displayName: 'server-faults',
  preset: '../../jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.fault-spec.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  // Each test starts its own servers; running files one at a time keeps timings honest on 2 cores.
  maxWorkers: 1,
  testTimeout: 180_000,
};
