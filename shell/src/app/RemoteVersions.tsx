import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { loadedRemoteVersions, type LoadedVersion } from '../federation/loaded-versions';
import { REMOTE_LOADED_EVENT } from '../federation/remote-loader';

const Line = styled.p`
  margin: 0;
  padding: 0 1rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  text-align: center;
`;

const read = () => loadedRemoteVersions((globalThis as { __FEDERATION__?: Parameters<typeof loadedRemoteVersions>[0] }).__FEDERATION__);

/** Which build of each remote this page runs, for support and for checking a deploy. */
export function RemoteVersions() {
  const [versions, setVersions] = useState<LoadedVersion[]>(read);
  useEffect(() => {
    const refresh = () => setVersions(read());
    window.addEventListener(REMOTE_LOADED_EVENT, refresh);
    return () => window.removeEventListener(REMOTE_LOADED_EVENT, refresh);
  }, []);
  if (versions.length === 0) return null;
  return <Line>Versions: {versions.map((v) => `${v.name} ${v.version}`).join(' · ')}</Line>;
}
