import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { runtimeManifestRequest, takePreloadedManifest } from '../preload/manifest-handoff';

const MANIFEST_ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;
const MANIFEST_TIMEOUT_MS = 8000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes a manifest the shell's first module already fetched; otherwise retries a remote's manifest
 * a few times (a deploy or a blip should not cost the visitor a page), with a time-out so an
 * unresponsive remote server cannot hang the page. Errors that remain are left to the shell's
 * per-region error boundary, which offers a retry.
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'citypass-resilience',
    async fetch(url, init) {
      // The shell's first module may have read this manifest already (see preload/).
      const preloaded = await takePreloadedManifest(url);
      if (preloaded) return preloaded;
      let lastError: unknown;
      for (let attempt = 1; attempt <= MANIFEST_ATTEMPTS; attempt += 1) {
        try {
          const response = await fetch(url, {
            ...init,
            ...runtimeManifestRequest(url),
            signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
          });
          if (response.ok) return response;
          lastError = new Error(`HTTP ${response.status} for ${url}`);
          if (response.status < 500) break;
        } catch (error) {
          lastError = error;
        }
        if (attempt < MANIFEST_ATTEMPTS) await wait(RETRY_DELAY_MS * attempt);
      }
      throw lastError;
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] ${id} failed during ${lifecycle}`, error);
      throw error;
    },
  };
}
