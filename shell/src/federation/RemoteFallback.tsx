import styled from 'styled-components';

const Panel = styled.section`
  margin: 2rem auto;
  max-width: 36rem;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const RetryButton = styled.button`
  margin-top: 1rem;
  padding: 0.75rem 1.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover,
  &:active {
    background: ${({ theme }) => theme.colors.primaryPressed};
  }
`;

export function RemoteFallback({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <Panel role="alert" aria-labelledby="remote-fallback-title">
      <h2 id="remote-fallback-title">{label} is not available right now</h2>
      <p>This part of the site could not be loaded. The rest of the site still works.</p>
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </Panel>
  );
}
