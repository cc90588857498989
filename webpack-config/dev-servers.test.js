// Each front-end package's dev server listens where its variable says (the product's ports
// otherwise) and hands the BFF's calls to the BFF on PORT, so a dev loop can run beside `npm start`.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const PACKAGES = [
  ['shell', 'SHELL_DEV_PORT', 8081],
  ['mf-auth', 'AUTH_DEV_PORT', 3001],
  ['mf-attractions', 'ATTRACTIONS_DEV_PORT', 3002],
  ['mf-bookings', 'BOOKINGS_DEV_PORT', 3003],
];
const VARIABLES = ['PORT', ...PACKAGES.map(([, variable]) => variable)];

const devConfigOf = (folder) => require(path.join(root, folder, 'webpack.config.js'))({}, { mode: 'development' });
const bffTargets = (config) => config.devServer.proxy.map((rule) => [rule.context, rule.target]);

// The variables of the shell that runs the tests are put aside, so each test sets its own.
const outside = Object.fromEntries(VARIABLES.map((variable) => [variable, process.env[variable]]));
beforeEach(() => {
  for (const variable of VARIABLES) delete process.env[variable];
});
afterAll(() => {
  for (const [variable, value] of Object.entries(outside)) if (value !== undefined) process.env[variable] = value;
});

describe.each(PACKAGES)('the %s dev server', (folder, variable, productPort) => {
  it("listens on the product's port and hands /api and /healthz to the BFF on 8080 when nothing is set", () => {
    const config = devConfigOf(folder);
    expect(config.devServer.port).toBe(productPort);
    expect(bffTargets(config)).toEqual([[['/api', '/healthz'], 'http://localhost:8080']]);
  });

  it(`listens on ${variable} and hands the BFF's calls to the BFF on PORT`, () => {
    process.env[variable] = '41234';
    process.env.PORT = '41000';
    const config = devConfigOf(folder);
    expect(config.devServer.port).toBe(41234);
    expect(bffTargets(config)).toEqual([[['/api', '/healthz'], 'http://localhost:41000']]);
  });

  it(`names ${variable} when it is not a port`, () => {
    process.env[variable] = 'eighty';
    expect(() => devConfigOf(folder)).toThrow(`${variable} must be a port number, not "eighty"`);
  });

  it('leaves the dev server out of the production configuration', () => {
    process.env[variable] = 'eighty';
    expect(require(path.join(root, folder, 'webpack.config.js'))({}, { mode: 'production' }).devServer).toBeUndefined();
  });
});
