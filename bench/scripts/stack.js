// The product as the benchmark measures it: started as `npm start` does, on free ports, serving
// whichever shell build it is given, with the reservations service in a process of its own so a
// proxied call and a direct one are measured against the same service rather than one sharing
// the BFF's thread.
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { createRequire } = require('node:module');
const { join, resolve } = require('node:path');
const { ROOT, Stack, UpstreamProcess, freePort, startServer, stopProcess } = require('@citypass/stack');
const { LANGUAGES } = require('@citypass/contracts');

/**
 * Another checkout's BFF, as that checkout installed and built it: its `@citypass/bff` package
 * (the package's export), resolved from the checkout's root.
 * @param {string} checkout
 */
function bffOf(checkout) {
  try {
    return createRequire(join(resolve(checkout), 'package.json')).resolve('@citypass/bff');
  } catch {
    throw new Error(`${checkout}: no built @citypass/bff there (run npm ci and npx tsc --build bff in that checkout)`);
  }
}

/** A server's environment for it to write its CPU profile into `dir` as it exits (cpu-profiler-preload.js). @param {string} dir */
const profilingEnv = (dir) => ({ NODE_OPTIONS: `--require ${join(__dirname, 'cpu-profiler-preload.js')}`, CPU_PROFILE_DIR: dir });

/** @param {{ shellDist: string, env?: Record<string, string> }} options  the shell build, relative to the repository; the BFF's other settings */
async function startStack({ shellDist, env: settings = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'citypass-bench-'));
  const upstream = await (await UpstreamProcess.create(dataDir)).start();
  let stack;
  try {
    // A city offering every language of the product, English first: the header offers them, so a
    // switch can be measured, and Lighthouse reads each page in each of them.
    const env = { LANGUAGES: LANGUAGES.join(','), ...settings };
    stack = await (await Stack.create({ shellDist, upstreamUrl: upstream.url, dataDir, testScenarios: false, env })).start();
  } catch (error) {
    await upstream.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: stack.info.url,
    bffUrl: stack.info.bffUrl,
    upstreamUrl: upstream.url,
    // The BFF's AUTH_SECRET, for the peer that reads its session cookie.
    secret: stack.info.secret,
    remoteUrl: stack.info.remoteUrl,
    /** The stack's release store and the teams' tokens, for publishing and promoting a release. */
    releases: stack.info.releases,
    /** Serves another shell build from now on (the BFF restarted with it). @param {string} dir */
    async serveShell(dir) {
      await stack.stopBff();
      await stack.startBff({ SHELL_DIST: dir });
    },
    /**
     * Serves a city of another settings file from now on (the BFF restarted with it, in the city's
     * own languages); without one, the stack's own settings again.
     * @param {{ file: string, settings: { languages: string[] } }} [city]
     */
    async serveCity(city) {
      await stack.stopBff();
      await stack.startBff(city ? { DEPLOYMENT_FILE: city.file, LANGUAGES: city.settings.languages.join(',') } : {});
    },
    /**
     * Serves from a BFF that writes a V8 CPU profile into `dir` when it stops (`stop()` stops it
     * and serves from an unprofiled one again).
     * @param {string} dir
     */
    async profileBff(dir) {
      await stack.stopBff();
      await stack.startBff(profilingEnv(dir));
      return {
        async stop() {
          await stack.stopBff();
          await stack.startBff();
        },
      };
    },
    /**
     * Another build of the BFF (another commit's checkout, its BFF built) beside ours, serving the
     * same product from the same settings, for a before-and-after in one run.
     * @param {string} checkout
     */
    async startOtherBff(checkout) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const started = await startServer([bffOf(checkout)], stack.bffEnv({ PORT: String(port) }), `${url}/healthz`);
      return { url, stop: () => stopProcess(started.child) };
    },
    async stop() {
      await Promise.all([stack.stop(), upstream.stop()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another checkout's whole product (its front end and BFF built), started as that checkout's own
 * bench starts it, for a before-and-after in one run.
 * @param {string} checkout
 */
function startOtherCheckout(checkout) {
  return require(join(resolve(checkout), 'bench/scripts/stack.js')).startStack({ shellDist: 'shell/dist' });
}

module.exports = { startStack, startOtherCheckout, bffOf, profilingEnv, ROOT };
