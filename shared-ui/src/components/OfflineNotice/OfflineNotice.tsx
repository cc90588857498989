import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NoticeBox } from '@citypass/shared-ui/components/NoticeBox/NoticeBox';

// What a page says while the browser has no network (a kept list shown, something that needs a
// connection): one look for every part; each part gives its own words.

const Title = styled.h2`
  margin: 0 0 0.25rem;
  font-size: 1.125rem;
`;

/** A status, announced as it appears: its title, then its paragraphs. */
export function OfflineNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <NoticeBox $accent="primary" role="status">
      <Title>{title}</Title>
      {children}
    </NoticeBox>
  );
}
