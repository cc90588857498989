import {
  REMOTE_NAMES,
  SCRIPT_INTEGRITY_GLOBAL,
  UNMATCHABLE_INTEGRITY,
  type PageReleases,
  type RemoteName,
} from '@citypass/contracts';

// Every remote file a page loads must hash to what its release recorded: the page names, from
// the release registry, the integrity of each release's scripts. The shell's loads
// and each remote's own chunk loader (the build helper's integrity-loading plugin, through the
// page-wide function defined here) ask it for the integrity to load a file with.

/** A file of a promoted release, as reports name it. */
export interface ReleaseFile {
  remote: RemoteName;
  version: string;
  /** The path inside the release's folder. */
  file: string;
  integrity: string;
}

export interface ScriptIntegrity {
  /** The integrity to load this URL with; null to load it unchecked (never when the page enforces checks). */
  integrityOf(url: string): string | null;
  /** The release file at this URL, if it is one. */
  releaseFileOf(url: string): ReleaseFile | undefined;
}

/** Which integrity each URL loads with, from the page's releases. Relative URLs resolve against `baseUrl`. */
export function createScriptIntegrity(releases: PageReleases, baseUrl: string): ScriptIntegrity {
  const files = new Map<string, ReleaseFile>();
  for (const remote of REMOTE_NAMES) {
    const release = releases.remotes[remote];
    if (!release) continue;
    for (const [file, integrity] of Object.entries(release.integrity)) {
      files.set(new URL(file, release.base).href, { remote, version: release.version, file, integrity });
    }
  }
  const releaseFileOf = (url: string): ReleaseFile | undefined => {
    try {
      return files.get(new URL(url, baseUrl).href);
    } catch {
      return undefined;
    }
  };
  return {
    releaseFileOf,
    integrityOf: (url) => releaseFileOf(url)?.integrity ?? (releases.enforced ? UNMATCHABLE_INTEGRITY : null),
  };
}

// Until the page's releases are read, nothing loads: a file is refused rather than loaded unchecked.
let installed: ScriptIntegrity = createScriptIntegrity({ enforced: true, remotes: {} }, 'http://page.invalid/');

/**
 * Makes the page's releases the ones every remote load checks against, for the shell and (by a
 * page-wide function no later script can replace) for each remote's chunk loader.
 */
export function installScriptIntegrity(releases: PageReleases): ScriptIntegrity {
  installed = createScriptIntegrity(releases, document.baseURI);
  const integrityOf = (url: string) => installed.integrityOf(url);
  if (!Object.prototype.hasOwnProperty.call(globalThis, SCRIPT_INTEGRITY_GLOBAL)) {
    Object.defineProperty(globalThis, SCRIPT_INTEGRITY_GLOBAL, { value: integrityOf, writable: false, configurable: false });
  }
  return installed;
}

/** The integrity a remote file loads with on this page (see ScriptIntegrity). */
export const remoteFileIntegrity = (url: string): string | null => installed.integrityOf(url);

/** The release file at this URL on this page, if it is one. */
export const releaseFileOf = (url: string): ReleaseFile | undefined => installed.releaseFileOf(url);
