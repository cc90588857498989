import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NoticeBox } from '@citypass/shared-ui/components/NoticeBox/NoticeBox';

// A problem's message, then what the visitor can do about it (a retry, a way back), spaced apart.
const Box = styled(NoticeBox)`
  p + * {
    margin-top: 0.75rem;
  }
`;

/** A problem shown in place of what could not load; announced to screen readers as it appears. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <Box $accent="highlight" role="alert">
      {children}
    </Box>
  );
}
