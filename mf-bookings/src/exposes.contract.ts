// What webpack.config.js exposes, checked by tsc against the contract the shell loads it by.
import type { RemoteModules } from '@citypass/shared-ui/contracts/remote-modules';
import * as BookingsPage from './pages/BookingsPage';

export const exposedModules = {
  'bookings/BookingsPage': BookingsPage,
} satisfies Pick<RemoteModules, `bookings/${string}` & keyof RemoteModules>;
