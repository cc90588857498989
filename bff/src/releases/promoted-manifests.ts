import { readFileSync, statSync } from 'node:fs';
import { REMOTE_NAMES } from '@citypass/shared-ui/contracts';
import type { RemotesRegistry } from '../config/remotes-registry';
import { emptyRegistry, registryStateSchema, type RegistryState } from './registry-state';

/** A promoted version's manifest sits in a folder named by its version beside the configured one. */
export function promotedManifests(state: RegistryState, defaults: RemotesRegistry): RemotesRegistry {
  const entries = REMOTE_NAMES.map((name) => {
    const version = state.remotes[name].promoted;
    return [name, version === null ? defaults[name] : new URL(`${version}/mf-manifest.json`, defaults[name]).href];
  });
  return Object.fromEntries(entries) as RemotesRegistry;
}

function readState(file: string): { mtimeMs: number; state: RegistryState } {
  try {
    const { mtimeMs } = statSync(file);
    return { mtimeMs, state: registryStateSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { mtimeMs: -1, state: emptyRegistry() };
    throw error;
  }
}

/**
 * The page's manifests from the release registry, re-read when the file changes, so a promote
 * or rollback reaches the next page load. Until a remote has a promoted version, the configured
 * address (`REMOTE_*_URL`, the settings file) is used.
 */
export function createPromotedManifestsSource(options: { file: string; defaults: RemotesRegistry }): () => RemotesRegistry {
  let cached = { mtimeMs: Number.NaN, manifests: options.defaults };
  return () => {
    const mtimeMs = statSync(options.file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (mtimeMs !== cached.mtimeMs) {
      const read = readState(options.file);
      cached = { mtimeMs: read.mtimeMs, manifests: promotedManifests(read.state, options.defaults) };
    }
    return cached.manifests;
  };
}
