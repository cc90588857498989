import { readFileSync, statSync } from 'node:fs';
import type { RemotesRegistry } from '@citypass/releases';
import { REMOTE_NAMES, type RemoteName } from '@citypass/contracts';
import { z } from 'zod';
import { issueLines, requiredOr, SettingsProblems } from './config-messages';

export type { RemotesRegistry };

const manifestUrl = z
  .url({ protocol: /^https?$/, error: requiredOr('must be an http or https URL') })
  .refine((url) => new URL(url).pathname.endsWith('.json'), 'must point at a remote\'s mf-manifest.json');

const manifestUrls = Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifestUrl])) as Record<RemoteName, typeof manifestUrl>;
export const registrySchema = z.object(manifestUrls).strict();

const unknownRemote = () => `is not a remote (${REMOTE_NAMES.join(', ')})`;

function parseRegistry(value: unknown, source: string): RemotesRegistry {
  const result = registrySchema.safeParse(value);
  if (!result.success) {
    throw new SettingsProblems(`Invalid remotes registry in ${source}`, issueLines(result.error.issues, unknownRemote, '(file)'));
  }
  return result.data;
}

/**
 * REMOTES_FILE (development): where each remote's current build lives, re-read when the file
 * changes, so a team can point the running deployment at a new build of its remote.
 */
export function createRegistrySource(file: string): () => RemotesRegistry {
  let cached: { mtimeMs: number; registry: RemotesRegistry } | null = null;
  const read = () => {
    const { mtimeMs } = statSync(file);
    if (mtimeMs !== cached?.mtimeMs) {
      cached = { mtimeMs, registry: parseRegistry(JSON.parse(readFileSync(file, 'utf8')), file) };
    }
    return cached.registry;
  };
  read();
  return read;
}
