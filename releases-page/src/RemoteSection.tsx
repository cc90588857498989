import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import type { HealthCounts } from '@citypass/releases/contract';
import { PreviewVersions } from './PreviewVersions';
import type { ReleaseApi, RequestedAction, RemoteOverview } from './release-api';

const Section = styled.section`
  margin: 0 0 2rem;
  padding: 1.25rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;

  h2 {
    margin: 0 0 0.75rem;
  }
  h3 {
    margin: 1.25rem 0 0.5rem;
    font-size: 1.125rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
  }
  li {
    margin-bottom: 0.5rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  margin-top: 1rem;

  label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  select {
    font: inherit;
    padding: 0.625rem 0.75rem;
  }
`;

/** One remote: its promoted release, canary, health (visitors' and previews'), history, and (for its own team) the actions and previews. */
export function RemoteSection({
  remote,
  health,
  own,
  api,
  onRequest,
}: {
  remote: RemoteOverview;
  /** Page loads by release, visitors' and previews' apart; null where the BFF does not count them. */
  health: { visitors: Record<string, HealthCounts>; previews: Record<string, HealthCounts> } | null;
  own: boolean;
  api: ReleaseApi;
  onRequest: (action: RequestedAction) => void;
}) {
  const { name, releases, history } = remote;
  const headingId = useId();
  const candidates = releases.published.filter((version) => version !== releases.promoted).reverse();
  const [chosen, setChosen] = useState(candidates[0] ?? '');
  const version = candidates.includes(chosen) ? chosen : (candidates[0] ?? '');
  const healthRows = health ? Object.entries(health.visitors) : [];
  const previewRows = health ? Object.entries(health.previews) : [];
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <dl>
        <dt>Promoted</dt>
        <dd>{releases.promoted ?? 'none'}</dd>
        <dt>Canary</dt>
        <dd>{releases.canary ? `${releases.canary.version} to ${releases.canary.percent}% of visitors` : 'none'}</dd>
      </dl>
      {health && (
        <>
          <h3>Page loads</h3>
          {healthRows.length === 0 ? (
            <p>No page loads counted in the window.</p>
          ) : (
            <dl>
              {healthRows.map(([release, counts]) => (
                <HealthRow key={release} release={release} counts={counts} />
              ))}
            </dl>
          )}
          {previewRows.length > 0 && (
            <>
              <h3>Preview page loads</h3>
              <p>Pages of browsers previewing a release: never counted for a canary or for the promoted release.</p>
              <dl>
                {previewRows.map(([release, counts]) => (
                  <HealthRow key={release} release={release} counts={counts} />
                ))}
              </dl>
            </>
          )}
        </>
      )}
      {own ? (
        <Actions>
          {candidates.length > 0 && (
            <>
              <label>
                Version to promote
                <select value={version} onChange={(event) => setChosen(event.target.value)}>
                  {candidates.map((candidate) => (
                    <option key={candidate}>{candidate}</option>
                  ))}
                </select>
              </label>
              <Button onClick={() => onRequest({ kind: 'promote', remote: name, version })}>Promote</Button>
            </>
          )}
          <Button variant="secondary" onClick={() => onRequest({ kind: 'rollback', remote: name })}>
            Roll back
          </Button>
          {releases.canary && (
            <Button variant="secondary" onClick={() => onRequest({ kind: 'stop-canary', remote: name })}>
              Stop canary
            </Button>
          )}
        </Actions>
      ) : (
        <p>Only the {name} team can change this remote.</p>
      )}
      {own && releases.published.length > 0 && (
        <>
          <h3>Preview a version</h3>
          <PreviewVersions remote={name} published={releases.published} api={api} />
        </>
      )}
      <h3>History</h3>
      {history.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <ol aria-label={`${name} history, newest first`}>
          {history.map((entry) => (
            <li key={`${entry.at}-${entry.action}-${entry.to}`}>
              {describeEntry(entry)} by {entry.team} on <time dateTime={entry.at}>{entry.at.replace('T', ' ').slice(0, 19)}</time>: {entry.reason}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function HealthRow({ release, counts }: { release: string; counts: HealthCounts }) {
  return (
    <>
      <dt>{release}</dt>
      <dd>
        {counts.failures} failed of {counts.loads} page loads
      </dd>
    </>
  );
}

function describeEntry(entry: RemoteOverview['history'][number]): string {
  const was = entry.from ? ` (was ${entry.from})` : '';
  if (entry.action === 'canary') return `Canary ${entry.to} to ${entry.percent ?? '?'}% of visitors${was}`;
  if (entry.action === 'canary-stop') return `Canary stopped, back to ${entry.to}${was}`;
  return `${entry.action === 'rollback' ? 'Rolled back to' : 'Promoted'} ${entry.to}${was}`;
}
