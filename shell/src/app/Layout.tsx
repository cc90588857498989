import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Header } from '@citypass/shared-ui/components/Header/Header';
import { forgetFirstCall } from '@citypass/shared-ui/api/first-call';
import { Footer } from '@citypass/shared-ui/components/Footer/Footer';
import { PlatformOverlays } from '@citypass/shared-ui/components/PlatformOverlays/PlatformOverlays';
import { useErrorStore } from '@citypass/shared-ui/platform/errors-store';
import { useSession } from '@citypass/shared-ui/platform/session';
import { useTheme } from 'styled-components';
import { shellTexts } from '../i18n/shell-texts';
import { useForgetVisitorWhenSignedOut } from '../offline/forget-visitor';
import { readPreview } from '../page-data';
import { RemoteVersions } from './RemoteVersions';
import { navItems } from './routes';
import { usePrefetchOnProximity } from './use-prefetch-on-proximity';

// Only a browser previewing a release shows the ribbon: its code is not in every visitor's first load.
const PreviewRibbon = lazy(async () => ({ default: (await import(/* webpackChunkName: "preview-ribbon" */ './preview/PreviewRibbon')).PreviewRibbon }));

// The page's content fills at least the first screen, so the footer is never in it: while a
// remote loads, the region holds only a spinner, and a footer painted under it would be pushed
// away when the content arrives (a layout shift a visitor feels as a tap on the wrong thing). Its
// own box holds its children's margins, so the region does not move when they change.
const Main = styled.main`
  display: flow-root;
  min-height: 100vh;
`;

export function Layout({ children }: { children: ReactNode }) {
  const t = shellTexts.useT();
  const theme = useTheme();
  const { pathname } = useLocation();
  const session = useSession();
  const { clearErrors } = useErrorStore();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  usePrefetchOnProximity(frame);
  useForgetVisitorWhenSignedOut(session.status);
  // The page's own: a browser that previews a release has it from the page it was served.
  const preview = useMemo(() => readPreview(document), []);

  // Spec: route changes clear all stored errors.
  useEffect(() => clearErrors(), [pathname, clearErrors]);

  // The call the page started for the route it was opened at belongs to that visit of it alone.
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) forgetFirstCall();
  }, [pathname]);

  const content = (
    <div ref={setFrame}>
      {preview && <PreviewRibbon preview={preview} />}
      <Header
        logo={theme.logo}
        navItems={navItems.map(({ to, label }) => ({ to, label: t(label) }))}
        showMenu={pathname !== '/'}
        signedIn={session.status === 'authenticated'}
        onSignOut={() => void session.signOut({ callbackUrl: '/' })}
      />
      <Main id="main-content">{children}</Main>
      <Footer />
      <RemoteVersions />
      <PlatformOverlays />
    </div>
  );
  // A preview's page paints once the ribbon's code and texts are in, with the ribbon above the header: nothing moves.
  return preview ? <Suspense fallback={null}>{content}</Suspense> : content;
}
