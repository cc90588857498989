import styled from 'styled-components';
import type { ResolvedError } from '@citypass/shared-ui/errors/resolve';
import { useDeploymentLinks } from '@citypass/shared-ui/platform/deployment-links';

const Box = styled.div`
  display: grid;
  gap: 0.25rem;
  margin: 0 0 1.25rem;
  padding: 0.875rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.highlight};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.45;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Message = styled.p`
  margin: 0;
`;

const ExternalLink = styled.a`
  justify-self: start;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A catalogue error (title, text and the catalogue's link, if any), announced to screen readers. */
export function ErrorNotice({ error }: { error: ResolvedError }) {
  const links = useDeploymentLinks();
  return (
    <Box role="alert">
      <Title>{error.title}</Title>
      <Message>{error.message}</Message>
      {error.link && (
        <ExternalLink href={links[error.link.to]} {...(error.link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {error.link.label}
        </ExternalLink>
      )}
    </Box>
  );
}
