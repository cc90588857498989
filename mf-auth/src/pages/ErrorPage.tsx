import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageTitle } from '@citypass/shared-ui/components/Page/Page';
import { useDeploymentLinks } from '@citypass/shared-ui/platform/deployment-links';
import { authTexts } from '../i18n/auth-texts';
import { authErrorView } from './auth-layer-errors';

const Panel = styled.div`
  max-width: 36rem;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 2);
  background: ${({ theme }) => theme.colors.surface};
`;

const Message = styled.p`
  margin: 0 0 1.5rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin: 0;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** `/error`: a friendly page for the auth layer's error codes, with a way back to sign-in. */
export default function ErrorPage() {
  const t = authTexts.useT();
  const [params] = useSearchParams();
  const view = authErrorView(params.get('error'));
  const links = useDeploymentLinks();
  return (
    <Page>
      <Panel>
        <PageTitle>{view.title}</PageTitle>
        <Message>{view.message}</Message>
        <Actions>
          <Link to="/">{t('errorPage.backToSignIn')}</Link>
          {view.link && (
            <a href={links[view.link.to]} target="_blank" rel="noopener noreferrer">
              {view.link.label}
            </a>
          )}
        </Actions>
      </Panel>
    </Page>
  );
}
