import { useEffect, useMemo, useState } from 'react';
import { Page, PageTitle } from '@citypass/shared-ui/components/Page/Page';
import { ConfirmAction } from './ConfirmAction';
import { createReleaseApi, ReleaseApiError, type ReleasesHealth, type RemoteOverview, type RequestedAction } from './release-api';
import { RemoteSection } from './RemoteSection';
import { SignIn } from './SignIn';
import { readTeamSignIn, saveTeamSignIn, type TeamSignIn } from './team-token';
import { Button } from '@citypass/shared-ui/components/Button/Button';

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
  const [signIn, setSignIn] = useState<TeamSignIn | null>(readTeamSignIn);
  const [remotes, setRemotes] = useState<RemoteOverview[] | null>(null);
  const [health, setHealth] = useState<ReleasesHealth | null>(null);
  const [healthRefusal, setHealthRefusal] = useState<string | null>(null);
  const [signInRefusal, setSignInRefusal] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [pending, setPending] = useState<RequestedAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const api = useMemo(() => (signIn ? createReleaseApi(signIn.token, fetchImpl) : null), [signIn, fetchImpl]);

  // Each change bumps the revision, so the page reads the registry again.
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    if (!api) return;
    let current = true;
    // The counts can be out of reach while the registry is not (a fleet's Redis down): the page shows why, and the releases.
    const counts = api.health().then(
      (found) => ({ found, refusal: null }),
      (error: unknown) => ({ found: null, refusal: refusalOf(error).message }),
    );
    Promise.all([api.overview(), counts]).then(
      ([overview, { found, refusal: countsRefusal }]) => {
        if (!current) return;
        setRemotes(overview);
        setHealth(found);
        setHealthRefusal(countsRefusal);
      },
      (error: unknown) => {
        if (!current) return;
        saveTeamSignIn(null);
        setSignIn(null);
        setSignInRefusal(refusalOf(error).message);
      },
    );
    return () => {
      current = false;
    };
  }, [api, revision]);

  const confirm = async (reason: string) => {
    if (!api || !pending) return;
    const action = pending;
    setPending(null);
    setRefusal(null);
    setDone(null);
    try {
      await api.act({ ...action, reason });
      setDone(`${TITLES[action.kind]} of ${action.remote} done.`);
    } catch (error) {
      setRefusal(refusalOf(error));
    }
    setRevision((count) => count + 1);
  };

  if (!signIn) {
    return (
      <Page as="main">
        <PageTitle>Releases</PageTitle>
        <SignIn
          refusal={signInRefusal}
          onSignIn={(next) => {
            saveTeamSignIn(next);
            setSignInRefusal(null);
            setSignIn(next);
          }}
        />
      </Page>
    );
  }
  return (
    <Page as="main">
      <PageTitle>Releases</PageTitle>
      <p>
        Signed in as the {signIn.team} team.{' '}
        <Button
          variant="secondary"
          onClick={() => {
            saveTeamSignIn(null);
            setSignIn(null);
            setRemotes(null);
          }}
        >
          Sign out
        </Button>
      </p>
      <div aria-live="polite">
        {done && <p>{done}</p>}
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
      {health && (
        <p>
          Page loads over the last {Math.round(health.windowMs / 60000)} minutes, {health.sharedByFleet ? 'counted by every server' : 'as this server counted them'}.
        </p>
      )}
      {healthRefusal && <p>Page loads cannot be shown: {healthRefusal}</p>}
      {remotes === null ? (
        <p>Loading releases…</p>
      ) : (
        remotes.map((remote) => (
          <RemoteSection key={remote.name} remote={remote} health={health ? health.remotes[remote.name] : null} own={remote.name === signIn.team} onRequest={setPending} />
        ))
      )}
      {pending && <ConfirmAction title={`${TITLES[pending.kind]}: ${pending.remote}`} action={TITLES[pending.kind]} question={QUESTIONS[pending.kind](pending)} onConfirm={(reason) => void confirm(reason)} onCancel={() => setPending(null)} />}
    </Page>
  );
}
