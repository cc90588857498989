// Browser journeys: one shared stack (global setup), tests in band, one Chromium per file.
module.exports = {
  rootDir: __dirname,
  // Saves a screenshot, the address and the console of each page when a test fails.
  testEnvironment: '<rootDir>/src/harness/trace-environment.js',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  globalSetup: '<rootDir>/src/harness/global-setup.ts',
  globalTeardown: '<rootDir>/src/harness/global-teardown.ts',
  reporters: ['default', '<rootDir>/src/harness/summary-reporter.js'],
  testTimeout: 90_000,
};
