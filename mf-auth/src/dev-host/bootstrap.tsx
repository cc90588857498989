import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { DevHost } from '@citypass/shared-ui/src/dev-host/DevHost';
import ErrorPage from '../pages/ErrorPage';
import MagicLinkPage from '../pages/MagicLinkPage';
import SignInPage from '../pages/SignInPage';
import { SessionProvider } from '../session/SessionProvider';

createRoot(document.getElementById('root')!).render(
  <DevHost title="Auth remote" links={[{ to: '/', label: 'Sign in' }, { to: '/error', label: 'Error page' }]} sessionProvider={SessionProvider}>
    <Routes>
      <Route path="/" element={<SignInPage />} />
      <Route path="/auth/magic-link/:id" element={<MagicLinkPage />} />
      <Route path="/error" element={<ErrorPage />} />
    </Routes>
  </DevHost>,
);
