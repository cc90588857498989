import type { RemoteModules } from '@citypass/shared-ui/contracts/remote-modules';
import type { RemoteName } from '@citypass/shared-ui/contracts';

/** A federation module id (`remote/Exposed`) as the remote's name and the exposed module's. */
export function splitModuleId(id: keyof RemoteModules): { remote: RemoteName; expose: string } {
  const slash = id.indexOf('/');
  return { remote: id.slice(0, slash) as RemoteName, expose: id.slice(slash + 1) };
}
