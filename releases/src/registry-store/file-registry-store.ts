import { statSync } from 'node:fs';
import { readRegistryFile, readRegistryFileSync, updateRegistryFile } from '../registry-file';
import type { RegistryState } from '../registry-state';
import type { RegistryStore } from './registry-store';

/**
 * The registry in a file, changed under the file's lock. Page loads re-read it when its
 * modification time changes, so a change written by any process reaches the next page load.
 */
export function createFileRegistryStore(file: string): RegistryStore {
  let cached: { mtimeMs: number; state: RegistryState } | null = null;
  return {
    read: () => readRegistryFile(file),
    update: (change) => updateRegistryFile(file, change),
    current() {
      const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
      if (mtimeMs !== cached?.mtimeMs) cached = { mtimeMs, state: readRegistryFileSync(file) };
      return cached.state;
    },
    // Every change is in the file `current()` reads.
    caughtUp: async () => undefined,
    close: async () => undefined,
  };
}
