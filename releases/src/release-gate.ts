import type { RemoteName } from '@citypass/shared-ui/contracts';
import { problemsWithShell } from './contract-gate';
import type { OriginCheck } from './origin/origin-check';
import { recordOf, type RegistryState } from './registry-state';
import { ReleaseError } from './release-error';

export interface ReleaseGateSources {
  registry: () => Promise<RegistryState>;
  /** Reads releases where browsers fetch them (each remote's release origin). */
  origin: OriginCheck;
  /** The shared modules the running shell provides, by name, with their versions. */
  shellProvides: () => Promise<Record<string, string>>;
}

/**
 * What visitors (or a team previewing) would get must pass the contract gate, then the origin
 * check: as a promote, as a canary and as a preview alike. Throws a ReleaseError naming each
 * problem; `use` says what was asked ("promoted", "a canary", "previewed").
 */
export function createReleaseGate(sources: ReleaseGateSources): (remote: RemoteName, version: string, use: string) => Promise<void> {
  return async (remote, version, use) => {
    const record = recordOf(await sources.registry(), remote, version);
    const problems = problemsWithShell(record, await sources.shellProvides());
    if (problems.length > 0) throw new ReleaseError(409, 'RELEASE_REFUSED', `${remote} ${version} cannot be ${use}`, problems);
    await sources.origin.files(record, use);
  };
}

export type ReleaseGate = ReturnType<typeof createReleaseGate>;
