import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * A brand's shipped example settings (`deployments/<brand>.json`), without its tag manager (this
 * browser has no internet), written into `dir` for a BFF to start with.
 */
export function exampleSettingsFile<Settings = Record<string, unknown>>(brand: string, dir: string): { file: string; settings: Settings } {
  const settings = JSON.parse(readFileSync(resolve(__dirname, '../../../deployments', `${brand}.json`), 'utf8'));
  delete settings.analyticsId;
  const file = join(dir, `${brand}.json`);
  writeFileSync(file, JSON.stringify(settings));
  return { file, settings };
}
