import type { RemoteModuleId } from '@citypass/contracts';
import type { RemoteModules } from '@citypass/shared-ui/contracts/remote-modules';

// `tsc` fails on this file when the typed modules and the contract's exposes differ either way.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typedAsExposed: Exactly<keyof RemoteModules, RemoteModuleId> = true;

it('types exactly the modules the remotes expose', () => {
  expect(typedAsExposed).toBe(true);
});
