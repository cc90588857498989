import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@citypass/shared-ui/components/Spinner/Spinner';
import type { RemotePageId } from '@citypass/shared-ui/contracts/remote-modules';
import type { RemoteRoute } from '@citypass/shell/app/routes';

type Page = ComponentType<Record<string, unknown>>;

// Each remote page is its own lazy chunk, as the remotes' exposes are in the federated build.
const pages: Record<RemotePageId, Page> = {
  'auth/SignInPage': lazy(() => import('@citypass/mf-auth/pages/SignInPage')),
  'auth/MagicLinkPage': lazy(() => import('@citypass/mf-auth/pages/MagicLinkPage')),
  'auth/ErrorPage': lazy(() => import('@citypass/mf-auth/pages/ErrorPage')),
  'attractions/AttractionsPage': lazy(() => import('@citypass/mf-attractions/pages/AttractionsPage')),
  'attractions/ConfirmationPage': lazy(() => import('@citypass/mf-attractions/pages/ConfirmationPage')),
  'bookings/BookingsPage': lazy(() => import('@citypass/mf-bookings/pages/BookingsPage')),
};

export function renderImportedPage(route: RemoteRoute) {
  const Page = pages[route.page];
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}
