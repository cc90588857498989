import escapeHtml from 'escape-html';
import {
  catalogueLanguage,
  FIRST_CALL_SCRIPT,
  firstCallUrl,
  firstModulesFor,
  routeAt,
  runStateMachines,
  splitModuleId,
  type AppConfig,
  type LanguageFiles,
  type PageLanguage,
  type PageReleases,
  type PublicSession,
  type RemoteFilesByName,
  type RemoteName,
  type ShellChunks,
} from '@citypass/contracts';

// What a page starts as the browser parses it, beside the shell's script rather than after it:
// the connections to the remotes' origins, the files of the remote modules this location renders
// first (the routes contract names them, as the shell then asks for them), and the route's first
// product call. Never another remote's files, and only files of the releases the page names.

export interface PageStartInput {
  /** The path the page is answered at: the route whose first files and call it starts. */
  pathname: string;
  config: AppConfig;
  /** The visitor's, as the session endpoint shows it; null when signed out. */
  session: PublicSession | null;
  /** The files each remote's exposed modules need first, as far as known. */
  remoteFiles: RemoteFilesByName;
  /** The release of each remote this page loads, with every script's integrity, and whether pages must check it. */
  releases: PageReleases;
  /** The shell's own chunks a page may start early (its build's SHELL_CHUNKS_FILE). */
  shellChunks: ShellChunks;
  /** The page's language, whose catalogues it starts with its first downloads. */
  language: PageLanguage;
  /** The shell's catalogue files by language (its build's LANGUAGE_FILES_FILE). */
  shellLanguages: LanguageFiles;
}

/**
 * The integrity a remote file loads with, as the shell's loader gives it (its release's value,
 * by path below the release's base); null to load it unchecked; undefined when the page would
 * refuse it, so it is not fetched at all.
 */
function integrityOf(url: string, remote: RemoteName, releases: PageReleases): string | null | undefined {
  const release = releases.remotes[remote];
  const recorded = release && url.startsWith(release.base) ? release.integrity[url.slice(release.base.length)] : undefined;
  if (recorded !== undefined) return recorded;
  return releases.enforced ? undefined : null;
}

/** Preloaded with the integrity and mode the shell then loads the script with, or the browser fetches it twice. */
function preload(href: string, integrity: string | null): string {
  const checked = integrity === null ? '' : ` integrity="${escapeHtml(integrity)}" crossorigin="anonymous"`;
  return `<link rel="preload" href="${escapeHtml(href)}" as="script"${checked}>`;
}

function remoteOrigin(entry: string | undefined): string | null {
  if (entry === undefined) return null;
  try {
    return new URL(entry).origin;
  } catch {
    return null;
  }
}

/**
 * The head's links and script that start this page's first downloads. A remote's script is
 * preloaded only when the shell may load it (checked against its release, or on a page that
 * checks nothing).
 */
export function pageStartTags({ pathname, config, session, remoteFiles, releases, shellChunks, language, shellLanguages }: PageStartInput): string[] {
  const catalogues = catalogueLanguage(language);
  const entries = new Map(config.remotes.map(({ name, entry }) => [name, entry]));
  const firstModules = firstModulesFor(pathname, true);
  const modules = firstModules.map(splitModuleId);
  // The session's provider follows soon after on every page, so its remote's origin is wanted too.
  const usedRemotes = new Set<RemoteName>(['auth', ...modules.map(({ remote }) => remote)]);
  const origins = new Set([...usedRemotes].map((name) => remoteOrigin(entries.get(name))).filter((origin) => origin !== null));
  const tags = [...origins].map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin="anonymous">`);

  for (const { remote, expose } of modules) {
    // The entry the shell registers, then the scripts the manifest (read by the BFF) names for the module.
    const entry = entries.get(remote);
    if (!entry) continue;
    for (const file of [entry, ...(remoteFiles[remote]?.exposes[expose] ?? [])]) {
      const integrity = integrityOf(file, remote, releases);
      if (integrity !== undefined) tags.push(preload(file, integrity));
    }
  }

  // Each of those remotes' texts in the page's language, which its modules wait for before they render.
  for (const remote of new Set(modules.map((module) => module.remote))) {
    for (const file of remoteFiles[remote]?.languages?.[catalogues] ?? []) {
      const integrity = integrityOf(file, remote, releases);
      if (integrity !== undefined) tags.push(preload(file, integrity));
    }
  }

  // The shell's own chunk, loaded by its bundler as a same-origin script without integrity.
  if (runStateMachines(firstModules)) tags.push(...shellChunks.stateMachines.map((file) => preload(`/${file}`, null)));
  // Its texts in the page's language, which it waits for before its first paint.
  tags.push(...(shellLanguages[catalogues] ?? []).map((file) => preload(`/${file}`, null)));

  const route = routeAt(pathname);
  const firstCall = route && session ? firstCallUrl(route) : undefined;
  if (firstCall) tags.push(`<script data-url="${escapeHtml(firstCall)}">${FIRST_CALL_SCRIPT}</script>`);
  return tags;
}
