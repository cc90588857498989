import { createElement, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { forgetFirstCall } from '@citypass/shared-ui/api/first-call';
import { Spinner } from '@citypass/shared-ui/components/Spinner/Spinner';
import type { RemotePageId } from '@citypass/shared-ui/contracts/remote-modules';
import { splitModuleId, type RemoteName } from '@citypass/contracts';
import { shellTexts } from '../i18n/shell-texts';
import type { RouteName } from '../app/routes';
import { lazyRemotePage } from './lazy-remote-page';
import { remoteFailureKind } from './remote-failure';
import { remoteHealth } from './remote-health';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteFallback } from './RemoteFallback';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 4rem 1rem;
`;

/** Beside the remote's page, so it commits (and reports the remote started) only once the page has rendered. */
function RemoteStarted({ remote }: { remote: RemoteName }) {
  useEffect(() => remoteHealth.started(remote), [remote]);
  return null;
}

interface Props {
  page: RemotePageId;
  /** What the visitor calls the page, for the loading and failure texts. */
  name: RouteName;
}

/** One remote page in its own region: lazy-loaded, with a fallback and retry if it fails. */
export function RemoteRegion({ page, name }: Props) {
  const t = shellTexts.useT();
  const [attempt, setAttempt] = useState(0);
  const { remote } = splitModuleId(page);
  return (
    <RemoteBoundary
      key={page}
      onRetry={() => setAttempt((n) => n + 1)}
      onError={(error) => {
        // No page of this region will take the call the page started for it: a retry makes its own.
        forgetFirstCall();
        remoteHealth.failed(remote, remoteFailureKind(remote, error));
      }}
      fallback={(retry) => <RemoteFallback name={name} onRetry={retry} />}
    >
      <Suspense
        fallback={
          <Loading>
            <Spinner label={t('remote.loading', { page: name })} />
          </Loading>
        }
      >
        {createElement(lazyRemotePage(page, attempt))}
        <RemoteStarted remote={remote} />
      </Suspense>
    </RemoteBoundary>
  );
}
