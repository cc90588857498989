// What webpack.config.js exposes, checked by tsc against the contract the shell loads it by.
import type { RemoteModules } from '@citypass/shared-ui/contracts/remote-modules';
import * as AttractionsPage from './pages/AttractionsPage';
import * as ConfirmationPage from './pages/ConfirmationPage';

export const exposedModules = {
  'attractions/AttractionsPage': AttractionsPage,
  'attractions/ConfirmationPage': ConfirmationPage,
} satisfies Pick<RemoteModules, `attractions/${string}` & keyof RemoteModules>;
