import type { ComponentType, ReactNode } from 'react';
import type { SessionData } from '@citypass/shared-ui/platform/session';

/** A route-level page a remote exposes: a default export taking no props. */
interface RemotePageModule {
  default: ComponentType;
}

/**
 * What each remote exposes, by federation id. The shell loads modules by these types and each
 * remote checks its exposed files against them, so a breaking change fails `tsc`.
 */
export interface RemoteModules {
  'auth/SignInPage': RemotePageModule;
  'auth/MagicLinkPage': RemotePageModule;
  'auth/ErrorPage': RemotePageModule;
  /**
   * `session`: what the page was served with (null: signed out); given, the provider does not fetch it first.
   * `magicLinkToken`: the token the page's address carried (the host takes it out of the address first).
   */
  'auth/SessionProvider': {
    SessionProvider: ComponentType<{ children: ReactNode; session?: SessionData | null; magicLinkToken?: string }>;
  };
  'attractions/AttractionsPage': RemotePageModule;
  'attractions/ConfirmationPage': RemotePageModule;
  'bookings/BookingsPage': RemotePageModule;
}

/** The federation ids of the route-level pages. */
export type RemotePageId = {
  [Id in keyof RemoteModules]: RemoteModules[Id] extends RemotePageModule ? Id : never;
}[keyof RemoteModules];
