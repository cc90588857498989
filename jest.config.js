// One jest run over every package; each package is a project with its own environment.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// What ships as ES modules only (the message formatter, the font metrics reader): compiled like our own code.
const ES_MODULES_ONLY = ['/node_modules/(?!(intl-messageformat|@formatjs|@capsizecss|fontkitten)/)'];

const frontEnd = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc(true) },
  transformIgnorePatterns: ES_MODULES_ONLY,
  setupFilesAfterEnv: ['<rootDir>/../shared-ui/test/setup-dom.ts'],
});

// A top-level server package: its TypeScript tests in Node, the contracts (and `mappers`) from
// source, and the message formatter its pages' texts take compiled as the front end's is.
const server = (name, mappers = {}) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.(t|m?j)s$': swc(false) },
  transformIgnorePatterns: ES_MODULES_ONLY,
  moduleNameMapper: {
    '^@citypass/contracts$': '<rootDir>/../contracts/src/index.ts',
    '^@citypass/contracts/(.*)$': '<rootDir>/../contracts/src/$1.ts',
    '^@citypass/languages/(.*)$': '<rootDir>/../languages/src/$1.ts',
    ...mappers,
  },
});

// The servers' tests run the observability package from its source too.
const observabilityFromSource = {
  '^@citypass/observability$': '<rootDir>/../observability/src/index.ts',
  '^@citypass/observability/tracing$': '<rootDir>/../observability/src/tracing/start-tracing.ts',
  '^@citypass/observability/testing$': '<rootDir>/../observability/src/testing/index.ts',
};

module.exports = {
  projects: [
    frontEnd('shared-ui'),
    frontEnd('shell'),
    frontEnd('mf-auth'),
    frontEnd('mf-attractions'),
    frontEnd('mf-bookings'),
    frontEnd('releases-page'),
    server('languages'),
    server('city-look'),
    server('calendar'),
    server('http-cookies'),
    server('http-drain'),
    server('observability'),
    server('reservations-service', { '^@citypass/http-drain$': '<rootDir>/../http-drain/src/index.ts', ...observabilityFromSource }),
    server('releases', { '^@citypass/http-cookies$': '<rootDir>/../http-cookies/src/index.ts' }),
    // The BFF's tests run the reservations service, the release service and the contracts from their source, as their own tests do.
    server('bff', {
      '^@citypass/http-cookies$': '<rootDir>/../http-cookies/src/index.ts',
      '^@citypass/http-drain$': '<rootDir>/../http-drain/src/index.ts',
      ...observabilityFromSource,
      '^@citypass/reservations-service$': '<rootDir>/../reservations-service/src/index.ts',
      '^@citypass/reservations-service/scenarios$': '<rootDir>/../reservations-service/src/scenario-names.ts',
      '^@citypass/reservations-service/testing$': '<rootDir>/../reservations-service/src/testing/temp-upstream.ts',
      '^@citypass/city-look$': '<rootDir>/../city-look/src/index.ts',
      '^@citypass/releases$': '<rootDir>/../releases/src/index.ts',
      '^@citypass/releases/testing$': '<rootDir>/../releases/src/testing/index.ts',
    }),
    {
      // The contracts the BFF and the front end share: plain code, no DOM.
      displayName: 'contracts',
      rootDir: '<rootDir>/contracts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      transform: { '^.+\\.ts$': swc(false) },
    },
    {
      // How every command reads its arguments: plain CommonJS, run as it is.
      displayName: 'command-line',
      rootDir: '<rootDir>/command-line',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.js'],
    },
    {
      // Starting the built stack: the parts that need no front-end build.
      displayName: 'stack',
      rootDir: '<rootDir>/stack',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.js'],
    },
    {
      // The webpack configuration's dev servers, read without building, its integrity-loading plugin through a tiny build, each remote's production build made twice, cold and warm, and one remote's built in a second checkout elsewhere.
      displayName: 'webpack-config',
      rootDir: '<rootDir>/webpack-config',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.js'],
    },
    {
      // The documents: every file they name exists; and the package boundaries docs/architecture.md states, as the lint holds them.
      displayName: 'docs',
      rootDir: '<rootDir>/docs',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*.test.js'],
    },
    {
      // The benchmark's pure parts (how budgets are judged) and its commands' command lines; its measurements run with `npm run bench`.
      displayName: 'bench',
      rootDir: '<rootDir>/bench',
      // Only the scripts: the peers' installs and builds (bench/peers/) are no part of the tests.
      roots: ['<rootDir>/scripts'],
      testEnvironment: 'node',
      testMatch: ['<rootDir>/scripts/**/*.test.js'],
    },
  ],
};
