// Lighthouse on a phone in every city the examples ship, and in one more with a web font: the same
// built files serve each, only the BFF's settings file changes, so each city's look (its colours,
// its logo, its font swapping in) is what moves the figures, if anything does.
const { copyFileSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { exampleCityFile } = require('@citypass/stack');
const { summarise } = require('./lighthouse-figures');
const { openAuditedTab } = require('./lighthouse-tab');
const { audit, loadLighthouse, oneLine, reach } = require('./lighthouse');
const { AUDITED_PAGES } = require('./pages');

const SHIPPED_CITIES = ['amsterdam', 'barcelona', 'newyork'];
const WEB_FONT_CITY = 'barcelona';

/** The shipped cities' settings, and one of them again with a web font beside its file instead of its system font. */
function citySettings(dir) {
  const cities = SHIPPED_CITIES.map((name) => ({ name, ...exampleCityFile(name, dir) }));
  const folder = mkdtempSync(join(dir, 'web-font-'));
  const { settings } = exampleCityFile(WEB_FONT_CITY, folder);
  copyFileSync(require.resolve('@citypass/city-look/testing/web-font.woff2'), join(folder, 'city.woff2'));
  const withFont = { ...settings, brand: { ...settings.brand, font: 'city.woff2' } };
  const file = join(folder, 'with-web-font.json');
  writeFileSync(file, JSON.stringify(withFont));
  return [...cities, { name: `${WEB_FONT_CITY} with a web font`, file, settings: withFont }];
}

/**
 * @param {{ url: string, serveCity: (city?: { file: string, settings: { languages: string[] } }) => Promise<void> }} federated
 * @param {{ loads: number, log: (line: string) => void }} options
 */
async function measureCities(federated, { loads, log }) {
  const tool = await loadLighthouse(log);
  const dir = mkdtempSync(join(tmpdir(), 'citypass-bench-cities-'));
  const samples = {};
  let runs = 0;
  try {
    // The federated stack's service took the first day's booking already: each city books a day of its own.
    for (const [index, city] of citySettings(dir).entries()) {
      await federated.serveCity(city);
      const tab = await openAuditedTab(tool.puppeteer);
      samples[city.name] = {};
      try {
        for (const audited of AUDITED_PAGES) {
          const url = await reach(audited, tab, federated.url, index + 1);
          const loadsOf = (samples[city.name][audited.path] = { mobile: [] }).mobile;
          for (let load = 0; load < loads; load += 1) {
            const { figures } = await audit(tool, tool.formFactors.mobile, audited, tab, url, log);
            loadsOf.push(figures);
            runs += 1;
            log(`  ${audited.path} mobile ${load + 1}/${loads} in ${city.name}: ${oneLine(figures)}`);
          }
        }
      } finally {
        await tab.close();
      }
    }
  } finally {
    await federated.serveCity();
    rmSync(dir, { recursive: true, force: true });
  }
  return { runs, summary: summarise(samples) };
}

module.exports = { measureCities };
