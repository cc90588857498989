import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Header } from '@citypass/shared-ui/components/Header/Header';
import { Footer } from '@citypass/shared-ui/components/Footer/Footer';
import { PlatformOverlays } from '@citypass/shared-ui/components/PlatformOverlays/PlatformOverlays';
import { useErrorStore } from '@citypass/shared-ui/platform/errors-store';
import { useSession } from '@citypass/shared-ui/platform/session';
import { useTheme } from 'styled-components';
import { RemoteVersions } from './RemoteVersions';
import { navItems } from './routes';
import { usePrefetchOnProximity } from './use-prefetch-on-proximity';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
`;

export function Layout({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const { pathname } = useLocation();
  const session = useSession();
  const { clearErrors } = useErrorStore();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  usePrefetchOnProximity(frame);

  // Spec: route changes clear all stored errors.
  useEffect(() => clearErrors(), [pathname, clearErrors]);

  return (
    <Frame ref={setFrame}>
      <Header
        logo={theme.logo}
        navItems={navItems}
        showMenu={pathname !== '/'}
        signedIn={session.status === 'authenticated'}
        onSignOut={() => void session.signOut({ callbackUrl: '/' })}
      />
      <Main id="main-content">{children}</Main>
      <Footer />
      <RemoteVersions />
      <PlatformOverlays />
    </Frame>
  );
}
