import { REMOTE_NAMES, type RemoteName } from '@citypass/shared-ui/contracts';

export interface LoadedVersion {
  name: RemoteName;
  version: string;
}

type ModuleInfo = Record<string, { buildVersion?: unknown } | undefined>;

/**
 * The build versions of the remotes this page has loaded, from the federation runtime's
 * record of their manifests (keys are `name:manifestUrl`), so operators can see what runs.
 */
export function loadedRemoteVersions(federation: { moduleInfo?: ModuleInfo } | undefined): LoadedVersion[] {
  const loaded: LoadedVersion[] = [];
  for (const [key, info] of Object.entries(federation?.moduleInfo ?? {})) {
    const name = key.slice(0, key.indexOf(':'));
    if (!(REMOTE_NAMES as readonly string[]).includes(name) || typeof info?.buildVersion !== 'string') continue;
    loaded.push({ name: name as RemoteName, version: info.buildVersion });
  }
  return loaded.sort((a, b) => REMOTE_NAMES.indexOf(a.name) - REMOTE_NAMES.indexOf(b.name));
}
