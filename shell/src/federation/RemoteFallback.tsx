import styled from 'styled-components';
import type { RouteName } from '../app/routes';
import { shellTexts } from '../i18n/shell-texts';

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

export function RemoteFallback({ name, onRetry }: { name: RouteName; onRetry: () => void }) {
  const t = shellTexts.useT();
  return (
    <Panel role="alert" aria-labelledby="remote-fallback-title">
      <h2 id="remote-fallback-title">{t('remote.unavailable.title', { page: name })}</h2>
      <p>{t('remote.unavailable.message')}</p>
      <RetryButton type="button" onClick={onRetry}>
        {t('remote.retry')}
      </RetryButton>
    </Panel>
  );
}
