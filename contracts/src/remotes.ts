/** The remotes a deployment's registry names, by federation name. */
export const REMOTE_NAMES = ['auth', 'attractions', 'bookings'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** A remote build's manifest, at the top of its folder: the BFF reads it for the files each exposed module needs. */
export const MANIFEST_FILE = 'mf-manifest.json';
/** A remote build's entry script, beside its manifest: the one file of a remote a page registers. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** What each remote exposes (its webpack `exposes` keys without `./`): the remote's public API. */
export const REMOTE_EXPOSES = {
  auth: ['SignInPage', 'MagicLinkPage', 'ErrorPage', 'SessionProvider'],
  attractions: ['AttractionsPage', 'ConfirmationPage'],
  bookings: ['BookingsPage'],
} as const satisfies Record<RemoteName, readonly string[]>;

/** A federation id, `remote/Exposed`, as the shell loads it. */
export type RemoteModuleId = {
  [Remote in RemoteName]: `${Remote}/${(typeof REMOTE_EXPOSES)[Remote][number]}`;
}[RemoteName];

/** A federation module id (`remote/Exposed`) as the remote's name and the exposed module's. */
export function splitModuleId(id: RemoteModuleId): { remote: RemoteName; expose: string } {
  const slash = id.indexOf('/');
  return { remote: id.slice(0, slash) as RemoteName, expose: id.slice(slash + 1) };
}

/** The workspace folder of each remote's package, where its build and releases are made. */
export const REMOTE_PACKAGE_FOLDERS = {
  auth: 'mf-auth',
  attractions: 'mf-attractions',
  bookings: 'mf-bookings',
} as const satisfies Record<RemoteName, string>;
