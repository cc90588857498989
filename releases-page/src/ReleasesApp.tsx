import { useMemo, useState } from 'react';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Page, PageTitle } from '@citypass/shared-ui/components/Page/Page';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import { ConfirmAction } from './ConfirmAction';
import { createReleaseApi, ReleaseApiError, type RequestedAction } from './release-api';
import { RemoteSection } from './RemoteSection';
import { SignIn } from './SignIn';
import { readTeamSignIn, saveTeamSignIn, type TeamSignIn } from './team-token';
import { RELEASES_KEY, useReleases } from './use-releases';

interface Refusal {
  message: string;
  problems: string[];
}

const refusalOf = (error: unknown): Refusal =>
  error instanceof ReleaseApiError ? { message: error.message, problems: error.problems } : { message: 'The release API could not be reached.', problems: [] };

const QUESTIONS: Record<RequestedAction['kind'], (action: RequestedAction) => string> = {
  promote: (action) => `Promote ${action.remote} ${'version' in action ? action.version : ''} to every visitor?`,
  rollback: (action) => `Roll ${action.remote} back to its previous promoted release?`,
  'stop-canary': (action) => `Stop the ${action.remote} canary? Its visitors get the promoted release on their next page.`,
};
const TITLES: Record<RequestedAction['kind'], string> = { promote: 'Promote', rollback: 'Roll back', 'stop-canary': 'Stop canary' };

/** The releases page: sign in with a team token, then every remote's releases and the team's actions. */
export function ReleasesApp({ fetchImpl }: { fetchImpl?: typeof fetch }) {
  // A refusal is the answer, not a blip: asked once, as a person would see it.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <ReleasesPage fetchImpl={fetchImpl} />
    </QueryClientProvider>
  );
}

function ReleasesPage({ fetchImpl }: { fetchImpl?: typeof fetch }) {
  const queryClient = useQueryClient();
  const [signIn, setSignIn] = useState<TeamSignIn | null>(readTeamSignIn);
  const [pending, setPending] = useState<RequestedAction | null>(null);
  const api = useMemo(() => (signIn ? createReleaseApi(signIn.token, fetchImpl) : null), [signIn, fetchImpl]);
  // A token the API refuses is forgotten for the tab; the page asks for another.
  const { overview, health, act } = useReleases(api, signIn?.token ?? null, () => saveTeamSignIn(null));
  const changeSignIn = (next: TeamSignIn | null) => {
    saveTeamSignIn(next);
    queryClient.removeQueries({ queryKey: [RELEASES_KEY] });
    act.reset();
    setSignIn(next);
  };

  if (!signIn || overview.isError) {
    return (
      <Page as="main">
        <PageTitle>Releases</PageTitle>
        <SignIn refusal={overview.error ? refusalOf(overview.error).message : null} onSignIn={changeSignIn} />
      </Page>
    );
  }
  const refusal = act.error ? refusalOf(act.error) : null;
  const counts = health.data ?? null;
  return (
    <Page as="main">
      <PageTitle>Releases</PageTitle>
      <p>
        Signed in as the {signIn.team} team.{' '}
        <Button variant="secondary" onClick={() => changeSignIn(null)}>
          Sign out
        </Button>
      </p>
      <div aria-live="polite">
        {act.isSuccess && (
          <p>
            {TITLES[act.variables.kind]} of {act.variables.remote} done.
          </p>
        )}
        {refusal && (
          <div role="alert">
            <p>{refusal.message}</p>
            {refusal.problems.length > 0 && (
              <ul>
                {refusal.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {counts && (
        <p>
          Page loads over the last {Math.round(counts.windowMs / 60000)} minutes, {counts.sharedByFleet ? 'counted by every server' : 'as this server counted them'}.
        </p>
      )}
      {health.error && <p>Page loads cannot be shown: {refusalOf(health.error).message}</p>}
      {/* The releases and their counts appear together, so the page does not shift as they arrive. */}
      {overview.data === undefined || health.isPending ? (
        <p>Loading releases…</p>
      ) : (
        overview.data.map((remote) => (
          <RemoteSection
            key={remote.name}
            remote={remote}
            health={counts ? { visitors: counts.remotes[remote.name], previews: counts.previews[remote.name] } : null}
            own={remote.name === signIn.team}
            api={api!}
            onRequest={setPending}
          />
        ))
      )}
      {pending && (
        <ConfirmAction
          title={`${TITLES[pending.kind]}: ${pending.remote}`}
          action={TITLES[pending.kind]}
          question={QUESTIONS[pending.kind](pending)}
          onConfirm={(reason) => {
            setPending(null);
            act.mutate({ ...pending, reason });
          }}
          onCancel={() => setPending(null)}
        />
      )}
    </Page>
  );
}
