import styled from 'styled-components';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import type { RemoteOverview } from './release-api';
import type { ActionKind } from './ReleaseActionDialog';
import { describeMove, utcMinute } from './release-text';

const Card = styled.section`
  margin: 0 0 1.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.375rem;
  }

  h3 {
    margin: 1rem 0 0.5rem;
    font-size: 1.0625rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

const Plain = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-top: 0.5rem;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

interface Props {
  overview: RemoteOverview;
  windowText: string;
  onAction: (kind: ActionKind) => void;
}

/** One remote: what visitors get now, how each version fares, what happened, and what the team can do. */
export function RemoteReleaseCard({ overview, windowText, onAction }: Props) {
  const { name, releases, history, health } = overview;
  const headingId = `releases-${name}`;
  const counted = Object.entries(health);
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <Facts>
        <dt>Promoted</dt>
        <dd>{releases.promoted ?? 'none'}</dd>
        <dt>Canary</dt>
        <dd>{releases.canary ? `${releases.canary.version} for ${releases.canary.percent}% of visitors` : 'none'}</dd>
      </Facts>
      <h3>Loads and failures over {windowText}</h3>
      {counted.length === 0 ? (
        <p>No page loads counted.</p>
      ) : (
        <Plain>
          {counted.map(([version, { loads, failures }]) => (
            <li key={version}>
              {version}: {loads} {loads === 1 ? 'load' : 'loads'}, {failures} {failures === 1 ? 'failure' : 'failures'}
            </li>
          ))}
        </Plain>
      )}
      <Actions>
        <Button type="button" onClick={() => onAction('promote')} disabled={releases.published.length === 0}>
          Promote
        </Button>
        <Button type="button" variant="secondary" onClick={() => onAction('rollback')} disabled={!releases.promoted}>
          Roll back
        </Button>
        <Button type="button" variant="secondary" onClick={() => onAction('stop-canary')} disabled={!releases.canary}>
          Stop canary
        </Button>
      </Actions>
      <h3>History</h3>
      {history.length === 0 ? (
        <p>Nothing promoted yet.</p>
      ) : (
        <Plain aria-label={`${name} history, newest first`}>
          {history.map((entry) => (
            <li key={`${entry.at}-${entry.action}-${entry.to}`}>
              {describeMove(entry)}
              <Muted>
                {utcMinute(entry.at)} by {entry.team}: {entry.reason}
              </Muted>
            </li>
          ))}
        </Plain>
      )}
    </Card>
  );
}
