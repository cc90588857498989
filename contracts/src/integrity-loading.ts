/**
 * The file a remote's production build carries when its own chunk loader gives every script the
 * integrity the page names (the build helper's integrity-loading plugin). Publishing records
 * whether a build has it, and the contract gate refuses a release without it.
 */
export const INTEGRITY_LOADING_FILE = 'integrity-loading.json';
