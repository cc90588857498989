import type { ReactNode } from 'react';
import styled from 'styled-components';

// What a page says while the browser has no network (a kept list shown, something that needs a
// connection): one look for every part; each part gives its own words.

const Box = styled.div`
  margin: 0 0 1.5rem;
  padding: 1rem 1.25rem;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1.5;

  p {
    margin: 0;
  }
`;

const Title = styled.h2`
  margin: 0 0 0.25rem;
  font-size: 1.125rem;
`;

/** A status, announced as it appears: its title, then its paragraphs. */
export function OfflineNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box role="status">
      <Title>{title}</Title>
      {children}
    </Box>
  );
}
