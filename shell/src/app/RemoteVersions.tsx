import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { loadedRemoteVersions, type LoadedVersion } from '../federation/loaded-versions';
import { REMOTE_LOADED_EVENT } from '../federation/remote-loader';
import { readReleases } from '../page-data';
import { useVersionsRequest } from './use-versions-request';

const Line = styled.p`
  margin: 0;
  padding: 0 1rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  text-align: center;
`;

const read = () => loadedRemoteVersions((globalThis as { __FEDERATION__?: Parameters<typeof loadedRemoteVersions>[0] }).__FEDERATION__);

/**
 * Which version of each loaded remote this page runs, for a team checking a release or helping
 * support, on request only: the release the page names for it, else (dev servers, REMOTES_FILE)
 * the version its build records.
 */
export function RemoteVersions() {
  const shown = useVersionsRequest();
  const [versions, setVersions] = useState<LoadedVersion[]>(read);
  // Read from the page only once asked for: visitors never need it.
  const releases = useMemo(() => (shown ? readReleases(document).remotes : {}), [shown]);
  useEffect(() => {
    const refresh = () => setVersions(read());
    window.addEventListener(REMOTE_LOADED_EVENT, refresh);
    return () => window.removeEventListener(REMOTE_LOADED_EVENT, refresh);
  }, []);
  if (!shown || versions.length === 0) return null;
  const named = versions.map(({ name, version }) => `${name} ${releases[name]?.version ?? version}`);
  return <Line>Versions: {named.join(' · ')}</Line>;
}
