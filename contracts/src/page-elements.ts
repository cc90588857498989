/** The JSON data blocks of the shell page in which the BFF writes the configuration, session, remote files, releases, health token, preview and legacy notice. */
export const PAGE_DATA_ELEMENT_IDS = {
  config: 'app-config',
  session: 'app-session',
  remoteFiles: 'app-remote-files',
  releases: 'app-remote-releases',
  /** The page's token for its remotes' health reports (remote-health.ts). */
  health: 'app-health',
  /** What the page previews, in a browser that opened a preview link (preview.ts); absent otherwise. */
  preview: 'app-preview',
  /** The legacy-browser notice in the page's language (LegacyNotice), read by `shell/public/legacy-check.js`, an ES5 script that names this id itself. */
  legacyNotice: 'app-legacy-notice',
} as const;

/** What a browser too old for the app shows, in the page's language (the BFF's catalogue, as the script cannot load one). */
export interface LegacyNotice {
  text: string;
}

/**
 * The page's function from a script's absolute URL to the integrity it must load with: a
 * release's value; null when the page loads that file unchecked (outside production only);
 * otherwise a value no file matches. Each remote's chunk loader calls it, built in by the
 * integrity-loading plugin of the shared build helper.
 */
export const SCRIPT_INTEGRITY_GLOBAL = '__citypassScriptIntegrity';

/** Well-formed sha384 integrity that no file has (48 zero bytes): the browser refuses the script. */
export const UNMATCHABLE_INTEGRITY = `sha384-${'A'.repeat(64)}`;
