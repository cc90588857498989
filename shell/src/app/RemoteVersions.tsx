import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { loadedRemoteVersions } from '../federation/loaded-versions';
import { shellTexts } from '../i18n/shell-texts';
import { loadedRemotes, REMOTE_LOADED_EVENT } from '../federation/remote-loader';
import { readReleases, readRemoteFiles } from '../page-data';
import { useVersionsRequest } from './use-versions-request';

const Line = styled.p`
  margin: 0;
  padding: 0 1rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  text-align: center;
`;

/**
 * Which version of each loaded remote this page runs, for a team checking a release or helping
 * support, on request only (loaded-versions.ts).
 */
export function RemoteVersions() {
  const t = shellTexts.useT();
  const shown = useVersionsRequest();
  const [loaded, setLoaded] = useState(loadedRemotes);
  // Read from the page only once asked for: visitors never need it.
  const page = useMemo(() => (shown ? { releases: readReleases(document).remotes, files: readRemoteFiles(document) } : null), [shown]);
  useEffect(() => {
    const refresh = () => setLoaded(loadedRemotes());
    window.addEventListener(REMOTE_LOADED_EVENT, refresh);
    return () => window.removeEventListener(REMOTE_LOADED_EVENT, refresh);
  }, []);
  if (!page || loaded.length === 0) return null;
  const named = loadedRemoteVersions(loaded, page.releases, page.files).map(({ name, version }) => `${name} ${version}`);
  return <Line>{t('versions.line', { versions: named.join(' · ') })}</Line>;
}
