const { DEFAULT_PORT } = require('@citypass/contracts');

// Where the dev loop listens: each dev server and the BFF behind them, each settable through the
// environment so that a second loop (or a test) can run beside `npm start` and another loop.
const DEV_PORTS = {
  bff: { variable: 'PORT', fallback: DEFAULT_PORT },
  shell: { variable: 'SHELL_DEV_PORT', fallback: 8081 },
  auth: { variable: 'AUTH_DEV_PORT', fallback: 3001 },
  attractions: { variable: 'ATTRACTIONS_DEV_PORT', fallback: 3002 },
  bookings: { variable: 'BOOKINGS_DEV_PORT', fallback: 3003 },
};

/** @returns {Record<keyof typeof DEV_PORTS, number>} */
function devPorts(env = process.env) {
  return /** @type {Record<keyof typeof DEV_PORTS, number>} */ (
    Object.fromEntries(
      Object.entries(DEV_PORTS).map(([name, { variable, fallback }]) => {
        const value = env[variable] ? Number(env[variable]) : fallback;
        if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${variable} must be a port number, not "${env[variable]}"`);
        return [name, value];
      }),
    )
  );
}

module.exports = { DEV_PORTS, devPorts };
