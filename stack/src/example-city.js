const { copyFileSync, readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { ROOT } = require('./stack');

const DEPLOYMENTS = join(ROOT, 'deployments');

/**
 * A city's shipped example settings (`deployments/<city>.json`, with its logo), without its tag
 * manager (a test's browser has no internet), written into `dir` for a BFF to start with.
 * @template [Settings=Record<string, any>]
 * @param {string} city
 * @param {string} dir
 * @returns {{ file: string, settings: Settings }}
 */
function exampleCityFile(city, dir) {
  const settings = JSON.parse(readFileSync(join(DEPLOYMENTS, `${city}.json`), 'utf8'));
  delete settings.analyticsId;
  const file = join(dir, `${city}.json`);
  writeFileSync(file, JSON.stringify(settings));
  if (settings.brand?.logo) copyFileSync(join(DEPLOYMENTS, settings.brand.logo), join(dir, settings.brand.logo));
  return { file, settings };
}

module.exports = { exampleCityFile };
