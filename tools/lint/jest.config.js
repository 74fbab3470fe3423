// The workspace lint configuration, exercised through ESLint itself.
module.exports = {
  displayName: 'tools-lint',
  preset: '../../jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // One ESLint run builds the Nx project graph (its TypeScript rules run without type information).
  testTimeout: 180000,
};
