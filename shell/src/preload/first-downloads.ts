// The one place the page's first downloads start. At once, as the shell's first module runs and
// before React and the rest are evaluated: the scripts the page names for this location's remote
// modules (read from the remotes' manifests by the BFF), those remotes' manifests, which the
// federation runtime then takes instead of asking again, and the shell's state-machine chunk when
// those modules run machines. A page the BFF wrote has them on their way already, beside the main
// script (bff/src/static/page-start.ts), and these requests take its preloads; a page without
// them (the dev server's) starts them here. Then, through the runtime, the same modules.
import { firstModulesFor, runStateMachines, splitModuleId, type AppConfig, type RemoteFilesByName } from '@citypass/shared-ui/contracts';
import { STATE_MACHINE_LIBRARIES } from '../app/routes';
import { prefetchRemote, registerDeploymentRemotes, startSharedModules, type RemoteModuleId } from '../federation/remote-loader';
import { installScriptIntegrity, remoteFileIntegrity } from '../federation/script-integrity';
import { fetchAppConfig, type PageData } from '../page-data';
import { fetchManifestForShell } from './manifest-handoff';

const isWebAddress = (value: string): boolean => /^https?:\/\//.test(value);

function preloadScript(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  // The same integrity and mode the script is then loaded with, or the browser fetches it twice.
  const integrity = remoteFileIntegrity(href);
  if (integrity !== null) {
    link.integrity = integrity;
    link.crossOrigin = 'anonymous';
  }
  document.head.append(link);
}

function preloadNamedFiles(config: AppConfig, files: RemoteFilesByName, modules: RemoteModuleId[]): void {
  const wanted = modules.map(splitModuleId);
  for (const { remote, expose } of wanted) {
    const named = files[remote];
    if (named) [named.entry, ...(named.exposes[expose] ?? [])].filter(isWebAddress).forEach(preloadScript);
  }
  for (const remote of config.remotes) {
    if (wanted.some((module) => module.remote === remote.name)) fetchManifestForShell(remote.entry).catch(() => undefined);
  }
}

/**
 * Starts what the page opened at this location needs first, and resolves with the deployment's
 * configuration (fetched when the page carries none, as the dev server's page does).
 */
export async function startFirstDownloads(page: PageData): Promise<AppConfig> {
  installScriptIntegrity(page.releases);
  const modules = firstModulesFor(window.location.pathname, page.session !== undefined);
  if (page.config) preloadNamedFiles(page.config, page.remoteFiles, modules);
  if (runStateMachines(modules)) startSharedModules(STATE_MACHINE_LIBRARIES);
  // Awaited even when the page carries it: the runtime is asked once the shell's modules have run.
  const config = await (page.config ?? fetchAppConfig());
  registerDeploymentRemotes(config.remotes);
  for (const id of modules) prefetchRemote(id);
  return config;
}
