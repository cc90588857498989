import type { PagePreview, PreviewedRemote, RemoteName } from '@citypass/contracts';
import { problemsWithShell } from '../contract-gate';
import type { ReleaseOrigins } from '../origin/release-origin';
import { releaseAt, type VisitorReleases } from '../promoted-remotes';
import type { RegistryState } from '../registry-state';
import type { Preview } from './preview-cookie';

/** A previewing browser's page: what it loads, what it tells the ribbon, and the remotes whose release it previews. */
export interface PreviewedReleases extends VisitorReleases {
  preview: PagePreview;
  previewed: RemoteName[];
}

/**
 * The releases a previewing browser's page loads: each previewed remote's version in place of the
 * visitor's, with its integrity, as long as the registry keeps its record and it still passes the
 * contract gate against the running shell. One that no longer does (a shell with another shared
 * module, say) falls back to what the visitor would get, and the page says so. Outside production
 * (`devServers`), a remote may come from a developer's dev server instead, unchecked as every
 * remote outside the registry is there; production never loads one.
 */
export function withPreviews(
  visitor: VisitorReleases,
  previews: readonly Preview[],
  sources: { state: RegistryState; origins: ReleaseOrigins; shellProvides: Record<string, string>; devServers: boolean },
): PreviewedReleases {
  const manifests = { ...visitor.manifests };
  const releases = { ...visitor.releases };
  const previewed: RemoteName[] = [];
  const previewOne = ({ remote, version, devServer }: Preview): PreviewedRemote | null => {
    if (devServer !== undefined) {
      if (!sources.devServers) return null;
      manifests[remote] = devServer;
      delete releases[remote];
      previewed.push(remote);
      return { remote, version, loaded: true, devServer: new URL(devServer).origin };
    }
    const { manifest, release } = releaseAt(sources.state, sources.origins, remote, version);
    const record = sources.state.remotes[remote].records[version];
    const passes = record !== undefined && problemsWithShell(record, sources.shellProvides).length === 0;
    if (!passes || !release) return { remote, version, loaded: false };
    manifests[remote] = manifest;
    releases[remote] = release;
    previewed.push(remote);
    return { remote, version, loaded: true };
  };
  const remotes = previews.map(previewOne).filter((entry) => entry !== null);
  return { manifests, releases, preview: { remotes }, previewed };
}
