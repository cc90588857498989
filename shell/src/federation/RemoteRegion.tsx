import { createElement, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Spinner } from '@citypass/shared-ui/src/components/Spinner/Spinner';
import type { RemoteName } from './app-config';
import { lazyRemotePage } from './lazy-remote-page';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteFallback } from './RemoteFallback';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 4rem 1rem;
`;

interface Props {
  remote: RemoteName;
  module: string;
  label: string;
}

/** One remote page in its own region: lazy-loaded, with a fallback and retry if it fails. */
export function RemoteRegion({ remote, module, label }: Props) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      key={`${remote}/${module}`}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteFallback label={label} onRetry={retry} />}
    >
      <Suspense
        fallback={
          <Loading>
            <Spinner label={`Loading ${label}`} />
          </Loading>
        }
      >{createElement(lazyRemotePage(remote, module, attempt))}</Suspense>
    </RemoteBoundary>
  );
}
