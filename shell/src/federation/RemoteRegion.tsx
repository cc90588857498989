import { createElement, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Spinner } from '@citypass/shared-ui/components/Spinner/Spinner';
import type { RemotePageId } from '@citypass/shared-ui/contracts/remote-modules';
import { lazyRemotePage } from './lazy-remote-page';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteFallback } from './RemoteFallback';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 4rem 1rem;
`;

interface Props {
  page: RemotePageId;
  label: string;
}

/** One remote page in its own region: lazy-loaded, with a fallback and retry if it fails. */
export function RemoteRegion({ page, label }: Props) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      key={page}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteFallback label={label} onRetry={retry} />}
    >
      <Suspense
        fallback={
          <Loading>
            <Spinner label={`Loading ${label}`} />
          </Loading>
        }
      >{createElement(lazyRemotePage(page, attempt))}</Suspense>
    </RemoteBoundary>
  );
}
