import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { INFO_ROUTES, ROUTES } from '@citypass/contracts';
import { useDeploymentLinks } from '@citypass/shared-ui/platform/deployment-links';
import { sharedTexts, type SharedTextId } from '@citypass/shared-ui/platform/shared-texts';
import { above } from '@citypass/shared-ui/theme/media';
import { notOnPaper } from '@citypass/shared-ui/theme/print';

const Wrapper = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${notOnPaper}
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentMaxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 2rem;

  ${above('md')} {
    padding: 2rem;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${above('md')} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: 0.5rem 2rem;
  }

  a {
    display: inline-block;
    padding: 0.5rem 0;
    color: ${({ theme }) => theme.colors.text};
    text-underline-offset: 0.2em;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const internalLinks: { to: string; label: SharedTextId }[] = [
  { to: ROUTES.signIn, label: 'footer.home' },
  { to: INFO_ROUTES.about, label: 'footer.about' },
  { to: INFO_ROUTES.terms, label: 'footer.terms' },
  { to: INFO_ROUTES.privacy, label: 'footer.privacy' },
  { to: INFO_ROUTES.accessibility, label: 'footer.accessibility' },
];

export function Footer() {
  const t = sharedTexts.useT();
  const { contact } = useDeploymentLinks();
  return (
    <Wrapper>
      <Inner>
        <nav aria-label={t('footer.label')}>
          <Links>
            {internalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
            <li>
              <a href={contact} target="_blank" rel="noopener noreferrer" aria-label={t('footer.contact.newTab')}>
                {t('footer.contact')} <span aria-hidden="true">↗</span>
              </a>
            </li>
          </Links>
        </nav>
      </Inner>
    </Wrapper>
  );
}
