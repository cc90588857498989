// What webpack.config.js exposes, checked by tsc against the contract the shell loads it by.
import type { RemoteModules } from '@citypass/shared-ui/contracts/remote-modules';
import * as ErrorPage from './pages/ErrorPage';
import * as MagicLinkPage from './pages/MagicLinkPage';
import * as SignInPage from './pages/SignInPage';
import * as SessionProvider from './session/SessionProvider';

export const exposedModules = {
  'auth/SignInPage': SignInPage,
  'auth/MagicLinkPage': MagicLinkPage,
  'auth/ErrorPage': ErrorPage,
  'auth/SessionProvider': SessionProvider,
} satisfies Pick<RemoteModules, `auth/${string}` & keyof RemoteModules>;
