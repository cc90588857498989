import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@citypass/contracts';
import { DevHost } from '@citypass/shared-ui/dev-host/DevHost';
import { takeMagicLinkToken } from '@citypass/shared-ui/platform/magic-link-token';
import { sharedTexts } from '@citypass/shared-ui/platform/shared-texts';
import { authTexts } from '../i18n/auth-texts';
import ErrorPage from '../pages/ErrorPage';
import MagicLinkPage from '../pages/MagicLinkPage';
import SignInPage from '../pages/SignInPage';
import { SessionProvider } from '../session/SessionProvider';

// As the shell does: the token leaves the address before the router reads it.
const magicLinkToken = takeMagicLinkToken();
const Session = ({ children }: { children: ReactNode }) => <SessionProvider magicLinkToken={magicLinkToken}>{children}</SessionProvider>;

// As the shell does: the page's texts first, so the pages render at once (no Suspense around them here).
void Promise.all([sharedTexts.ready(), authTexts.ready()]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <DevHost title="Auth remote" links={[{ to: ROUTES.signIn, label: 'Sign in' }, { to: ROUTES.error, label: 'Error page' }]} sessionProvider={Session}>
      <Routes>
        <Route path={ROUTES.signIn} element={<SignInPage />} />
        <Route path={ROUTES.magicLink} element={<MagicLinkPage />} />
        <Route path={ROUTES.error} element={<ErrorPage />} />
      </Routes>
    </DevHost>,
  ),
);
