import type * as Dom from '@testing-library/react';
import type * as React from 'react';
import type * as Session from '@citypass/shared-ui/platform/session';
import type * as Render from '@citypass/shared-ui/testing/render';
import type * as Exposed from './exposes.contract';

// Each exposed module as the shell renders it, on a German page whose texts have not arrived:
// the pages wait in the shell's Suspense (never an id, never English), and the session provider,
// which wraps every page and shows no text, never makes the page wait.

interface GermanPage {
  dom: typeof Dom;
  react: typeof React;
  session: typeof Session;
  render: typeof Render;
  exposed: (typeof Exposed)['exposedModules'];
}

/**
 * The modules of a page opened in German, in a registry of their own: nothing has loaded its
 * texts yet (the file's own modules loaded English before). One per test, as a page loads its
 * texts once. Loaded as the file is read, where testing-library may set up its cleanup.
 */
function openGermanPage(): GermanPage {
  document.documentElement.lang = 'de';
  let page: GermanPage | undefined;
  jest.isolateModules(() => {
    page = {
      dom: require('@testing-library/react'),
      react: require('react'),
      session: require('@citypass/shared-ui/platform/session'),
      render: require('@citypass/shared-ui/testing/render'),
      exposed: require('./exposes.contract').exposedModules,
    };
  });
  document.documentElement.lang = 'en';
  return page!;
}

const signedOut: Session.SessionContextValue = {
  status: 'unauthenticated',
  data: null,
  update: async () => null,
  signIn: async () => undefined,
  signOut: async () => undefined,
};

const pages = [
  ['auth/SignInPage', '/', 'Anmelden', openGermanPage()],
  ['auth/MagicLinkPage', '/auth/magic-link/tok-1', 'Sie werden angemeldet', openGermanPage()],
  ['auth/ErrorPage', '/error?error=Configuration', 'Zurück zur Anmeldung', openGermanPage()],
] as const;

it.each(pages)('%s waits in the Suspense around it for its texts in the page language, then shows them', async (id, route, text, page) => {
  const { createElement: h, Suspense } = page.react;
  const region = h(Suspense, { fallback: h('p', null, 'Loading the page') }, h(page.exposed[id].default));
  page.render.renderWithPlatform(h(page.session.SessionContext.Provider, { value: signedOut }, region), { route });
  expect(page.dom.screen.getByText('Loading the page')).toBeInTheDocument();
  expect(await page.dom.screen.findAllByText(text)).not.toHaveLength(0);
  expect(page.dom.screen.queryByText('Loading the page')).not.toBeInTheDocument();
});

const sessionPage = openGermanPage();

it('auth/SessionProvider shows the page it wraps at once, whatever texts are loaded', () => {
  const { createElement: h, Suspense } = sessionPage.react;
  const { SessionProvider } = sessionPage.exposed['auth/SessionProvider'];
  // The shell puts no Suspense around it: this one only makes waiting visible.
  const provider = h(SessionProvider, { session: null, children: h('p', null, 'The page') });
  sessionPage.dom.render(h(Suspense, { fallback: h('p', null, 'Waiting') }, provider));
  expect(sessionPage.dom.screen.getByText('The page')).toBeInTheDocument();
});
