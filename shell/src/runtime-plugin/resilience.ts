import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const ENTRY_ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadEntryAgain({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: Parameters<LoadEntryError>[0]) {
  for (let attempt = 2; attempt <= ENTRY_ATTEMPTS; attempt += 1) {
    await wait(RETRY_DELAY_MS * (attempt - 1));
    // Until it is dropped, the failed load stays the runtime's answer for this entry.
    delete globalLoading[uniqueKey];
    try {
      const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (entry) return entry;
    } catch {
      // The next attempt, or the original error once none is left.
    }
  }
  return undefined;
}

/**
 * Tries a remote's entry script a few more times when it fails to load (a deploy or a blip should
 * not cost the visitor a page). Errors that remain are left to the shell's per-region error
 * boundary, which offers a retry.
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'citypass-resilience',
    // The hook's type nests the entry in one promise more than the runtime needs: it awaits the result.
    loadEntryError: loadEntryAgain as unknown as LoadEntryError,
    async errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] ${id} failed during ${lifecycle}`, error);
      throw error;
    },
  };
}
