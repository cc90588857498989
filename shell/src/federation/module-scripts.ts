import type { RemoteFiles } from '@citypass/contracts';
import { remoteFileIntegrity } from './script-integrity';

const isWebAddress = (value: string): boolean => /^https?:\/\//.test(value);

/**
 * The scripts a remote module needs first: its remote's entry (as the page registers it), then the
 * scripts the remote's manifest names for the module (the page's remote files), web addresses only.
 */
export function moduleScripts(entry: string | undefined, files: RemoteFiles | undefined, expose: string): string[] {
  if (entry === undefined) return [];
  return [entry, ...(files?.exposes[expose] ?? [])].filter(isWebAddress);
}

/** Preloads a remote's script once, with the integrity and CORS mode it is then loaded with, or the browser fetches it twice. */
export function preloadScript(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  const integrity = remoteFileIntegrity(href);
  if (integrity !== null) {
    link.integrity = integrity;
    link.crossOrigin = 'anonymous';
  }
  document.head.append(link);
}
