import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@citypass/shared-ui/components/Spinner/Spinner';
import type { RemotePageId } from '@citypass/shared-ui/contracts/remote-modules';
import type { RemoteRoute } from '@citypass/shell/src/app/routes';

type Page = ComponentType<Record<string, unknown>>;

// Each remote page is its own lazy chunk, as the remotes' exposes are in the federated build.
const pages: Record<RemotePageId, Page> = {
  'auth/SignInPage': lazy(() => import('@citypass/mf-auth/src/pages/SignInPage')),
  'auth/MagicLinkPage': lazy(() => import('@citypass/mf-auth/src/pages/MagicLinkPage')),
  'auth/ErrorPage': lazy(() => import('@citypass/mf-auth/src/pages/ErrorPage')),
  'attractions/AttractionsPage': lazy(() => import('@citypass/mf-attractions/src/pages/AttractionsPage')),
  'attractions/ConfirmationPage': lazy(() => import('@citypass/mf-attractions/src/pages/ConfirmationPage')),
  'bookings/BookingsPage': lazy(() => import('@citypass/mf-bookings/src/pages/BookingsPage')),
};

export function renderImportedPage(route: RemoteRoute) {
  const Page = pages[route.page];
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}
