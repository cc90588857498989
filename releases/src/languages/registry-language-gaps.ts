import { REMOTE_NAMES } from '@citypass/contracts';
import { readRegistryFile } from '../registry-file';
import type { RegistryState } from '../registry-state';
import { languagesOf } from './release-catalogues';

/**
 * The releases visitors get (each remote's promoted and canary versions) that lack one of the
 * languages, a line each: "bookings 0.1.0-abc lacks fr". What a city adding a language must have
 * released first, as the gate would refuse them now.
 */
export function languageGaps(state: RegistryState, languages: readonly string[]): string[] {
  return REMOTE_NAMES.flatMap((remote) => {
    const { promoted, canary, records } = state.remotes[remote];
    const given = [...(promoted ? [{ version: promoted, role: '' }] : []), ...(canary ? [{ version: canary.version, role: ' (canary)' }] : [])];
    return given.flatMap(({ version, role }) => {
      const carried = languagesOf(records[version] ?? {});
      const lacking = languages.filter((language) => !carried.includes(language));
      return lacking.length > 0 ? [`${remote} ${version}${role} lacks ${lacking.join(', ')}`] : [];
    });
  });
}

/** The same for the registry in a file (a fleet instance's snapshot of it, with Redis); throws when it cannot be read. */
export async function registryFileLanguageGaps(file: string, languages: readonly string[]): Promise<string[]> {
  return languageGaps(await readRegistryFile(file), languages);
}
