import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandSettingsSchema, readCityLook } from '@citypass/city-look';
import type { CityTheme } from '@citypass/contracts';

// Every city's look as the BFF makes it, from the settings files in `deployments/` (read, never
// copied into the design system): its theme for the toolbar, and its logo and font written where
// Storybook serves them, at the paths the theme names.

const DEPLOYMENTS = fileURLToPath(new URL('../../deployments', import.meta.url));

export async function cityThemes(filesDir: string): Promise<Record<string, CityTheme>> {
  rmSync(filesDir, { recursive: true, force: true });
  const themes: Record<string, CityTheme> = {};
  for (const file of readdirSync(DEPLOYMENTS).filter((name) => name.endsWith('.json')).sort()) {
    const settings = JSON.parse(readFileSync(join(DEPLOYMENTS, file), 'utf8')) as { brand: unknown; languages?: string[] };
    const read = await readCityLook(brandSettingsSchema.parse(settings.brand), DEPLOYMENTS, settings.languages ?? ['en']);
    if ('problems' in read) throw new Error(`${file}:\n${read.problems.join('\n')}`);
    for (const { path, bytes } of read.look.files.values()) {
      mkdirSync(dirname(join(filesDir, path)), { recursive: true });
      writeFileSync(join(filesDir, path), bytes);
    }
    themes[read.look.id] = read.look.theme(settings.languages?.[0] ?? 'en');
  }
  return themes;
}
