// `npm run dev` started as a developer starts it, then the shell and each remote's dev host in
// Chromium: the dev loop compiles cleanly and works. No shared stack: the loop is the stack.
const journeys = require('./jest.config');

module.exports = {
  rootDir: __dirname,
  testEnvironment: journeys.testEnvironment,
  testMatch: ['<rootDir>/src/**/*.smoke.ts'],
  transform: journeys.transform,
  reporters: ['default'],
  testTimeout: 180_000,
};
