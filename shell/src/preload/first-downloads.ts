// The one place the page's first downloads start. At once, as the shell's first module runs and
// before React and the rest are evaluated: the scripts of this location's remote modules (each
// remote's entry, and the files the BFF read from its manifest for the module), and the shell's
// state-machine chunk when those modules run machines. A page the BFF wrote has them on their way
// already, beside the main script (bff/src/static/page-start.ts), and these requests take its
// preloads; a page without them (the dev server's) starts them once its configuration is read.
import { firstModulesFor, runStateMachines, splitModuleId, type AppConfig } from '@citypass/contracts';
import { STATE_MACHINE_LIBRARIES } from '../app/routes';
import { moduleScripts, preloadScript } from '../federation/module-scripts';
import { prefetchRemote, registerDeploymentRemotes, startSharedModules } from '../federation/remote-loader';
import { installScriptIntegrity } from '../federation/script-integrity';
import { fetchAppConfig, type PageData } from '../page-data';

/**
 * Starts what the page opened at this location needs first, and resolves with the deployment's
 * configuration (fetched when the page carries none, as the dev server's page does).
 */
export async function startFirstDownloads(page: PageData): Promise<AppConfig> {
  installScriptIntegrity(page.releases);
  const modules = firstModulesFor(window.location.pathname, page.session !== undefined);
  const entries = new Map(page.config?.remotes.map(({ name, entry }) => [name, entry]));
  for (const { remote, expose } of modules.map(splitModuleId)) moduleScripts(entries.get(remote), page.remoteFiles[remote], expose).forEach(preloadScript);
  if (runStateMachines(modules)) startSharedModules(STATE_MACHINE_LIBRARIES);
  // Awaited even when the page carries it: the runtime is asked once the shell's modules have run.
  const config = await (page.config ?? fetchAppConfig());
  registerDeploymentRemotes(config.remotes, page.remoteFiles);
  for (const id of modules) prefetchRemote(id);
  return config;
}
