import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const DEPLOYMENTS = resolve(__dirname, '../../../deployments');

/**
 * A city's shipped example settings (`deployments/<city>.json`, with its logo), without its tag
 * manager (this browser has no internet), written into `dir` for a BFF to start with.
 */
export function exampleSettingsFile<Settings = Record<string, unknown>>(city: string, dir: string): { file: string; settings: Settings } {
  const settings = JSON.parse(readFileSync(join(DEPLOYMENTS, `${city}.json`), 'utf8'));
  delete settings.analyticsId;
  const file = join(dir, `${city}.json`);
  writeFileSync(file, JSON.stringify(settings));
  if (settings.brand?.logo) copyFileSync(join(DEPLOYMENTS, settings.brand.logo), join(dir, settings.brand.logo));
  return { file, settings };
}
