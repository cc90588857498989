import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  margin: 0 0 1.5rem;
  padding: 1rem 1.25rem;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.highlight};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1.5;

  p {
    margin: 0;
  }

  p + * {
    margin-top: 0.75rem;
  }
`;

/** A problem shown in place of what could not load; announced to screen readers as it appears. */
export function Notice({ children }: { children: ReactNode }) {
  return <Box role="alert">{children}</Box>;
}
