import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { RemoteName } from '@citypass/shared-ui/contracts';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import { Page, PageTitle } from '@citypass/shared-ui/components/Page/Page';
import { Spinner } from '@citypass/shared-ui/components/Spinner/Spinner';
import { createReleaseApi, ReleaseApiError, type ReleaseAction, type ReleasesOverview, type RemoteOverview } from './release-api';
import { ReleaseActionDialog, type ActionKind } from './ReleaseActionDialog';
import { RemoteReleaseCard } from './RemoteReleaseCard';
import { readTeamToken, saveTeamToken } from './team-token';
import { TeamSignIn } from './TeamSignIn';
import { windowInWords } from './release-text';

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1.5rem;

  h1 {
    margin: 0;
  }
`;

function summaryOf(kind: ActionKind, { name, releases }: RemoteOverview): string {
  if (kind === 'promote') return `Every visitor of ${name} gets the version you choose (now ${releases.promoted ?? 'none'}).`;
  if (kind === 'rollback') return `${name} goes back to the version promoted before ${releases.promoted ?? 'none'}.`;
  return `Visitors in the canary of ${releases.canary?.version ?? 'none'} get ${releases.promoted ?? 'none'} on their next page.`;
}

/** The teams' releases page: each remote's releases, their health and history, and the release actions. */
export function ReleasesPage() {
  const [token, setToken] = useState(readTeamToken);
  const [overview, setOverview] = useState<ReleasesOverview | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [open, setOpen] = useState<{ kind: ActionKind; remote: RemoteName } | null>(null);

  const load = useCallback(
    (candidate: string) =>
      createReleaseApi(candidate)
        .overview()
        .then(
          (next) => {
            saveTeamToken(candidate);
            setToken(candidate);
            setOverview(next);
            setRefusal(null);
          },
          (error: unknown) => {
            saveTeamToken(null);
            setToken(null);
            setRefusal(error instanceof ReleaseApiError ? error.message : 'The release API could not be reached.');
          },
        ),
    [],
  );

  // A reload of the tab keeps the team signed in.
  useEffect(() => {
    const saved = readTeamToken();
    if (saved) void load(saved);
  }, [load]);

  const confirm = async (action: ReleaseAction) => {
    if (!token) return;
    await createReleaseApi(token).act(action);
    setOpen(null);
    await load(token);
  };

  const signOut = () => {
    saveTeamToken(null);
    setToken(null);
    setOverview(null);
  };

  const remote = open && overview?.remotes.find(({ name }) => name === open.remote);
  return (
    <main id="main-content">
      <Page>
        <TopBar>
          <PageTitle>Releases</PageTitle>
          {token && (
            <Button type="button" variant="secondary" onClick={signOut}>
              Sign out
            </Button>
          )}
        </TopBar>
        {!token && <TeamSignIn onSignIn={load} refusal={refusal} />}
        {token && !overview && <Spinner />}
        {token &&
          overview?.remotes.map((each) => (
            <RemoteReleaseCard
              key={each.name}
              overview={each}
              windowText={windowInWords(overview.windowMs)}
              onAction={(kind) => setOpen({ kind, remote: each.name })}
            />
          ))}
        {open && remote && (
          <ReleaseActionDialog
            kind={open.kind}
            remote={open.remote}
            summary={summaryOf(open.kind, remote)}
            versions={[...remote.releases.published].reverse()}
            onConfirm={confirm}
            onClose={() => setOpen(null)}
          />
        )}
      </Page>
    </main>
  );
}
