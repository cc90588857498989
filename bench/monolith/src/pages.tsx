import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@citypass/shared-ui/src/components/Spinner/Spinner';
import type { RemoteRoute } from '@citypass/shell/src/app/routes';

type Page = ComponentType<Record<string, unknown>>;

// Each remote page is its own lazy chunk, as the remotes' exposes are in the federated build.
const pages: Record<string, Page> = {
  SignInPage: lazy(() => import('@citypass/mf-auth/src/pages/SignInPage')),
  MagicLinkPage: lazy(() => import('@citypass/mf-auth/src/pages/MagicLinkPage')),
  ErrorPage: lazy(() => import('@citypass/mf-auth/src/pages/ErrorPage')),
  AttractionsPage: lazy(() => import('@citypass/mf-attractions/src/pages/AttractionsPage')),
  ConfirmationPage: lazy(() => import('@citypass/mf-attractions/src/pages/ConfirmationPage')),
  BookingsPage: lazy(() => import('@citypass/mf-bookings/src/pages/BookingsPage')),
};

export function renderImportedPage(route: RemoteRoute) {
  const Page = pages[route.module];
  if (!Page) throw new Error(`No page module ${route.module}`);
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}
