import type { RemoteName } from '@citypass/contracts';
import { problemsWithShell } from './contract-gate';
import { isCarriedCatalogue, lackingLanguages, servedTextProblems } from './languages/language-gate';
import type { OriginCheck } from './origin/origin-check';
import { recordOf, type RegistryState } from './registry-state';
import { ReleaseError } from './release-error';

export interface ReleaseGateSources {
  registry: () => Promise<RegistryState>;
  /** Reads releases where browsers fetch them (each remote's release origin). */
  origin: OriginCheck;
  /** The shared modules the running shell provides, by name, with their versions. */
  shellProvides: () => Promise<Record<string, string>>;
  /** The languages the deployment offers (LANGUAGES): a release must carry each. */
  languages: readonly string[];
}

/**
 * What visitors (or a team previewing) would get must pass the contract gate and carry every
 * language the deployment offers, then the origin check, its texts as served checked against
 * English's as a publish checks them (a version may have been registered without `npm run
 * release`): as a promote, as a canary and as a preview alike. Throws a ReleaseError naming each
 * problem; `use` says what was asked ("promoted", "a canary", "previewed").
 */
export function createReleaseGate(sources: ReleaseGateSources): (remote: RemoteName, version: string, use: string) => Promise<void> {
  return async (remote, version, use) => {
    const record = recordOf(await sources.registry(), remote, version);
    const problems = [...problemsWithShell(record, await sources.shellProvides()), ...lackingLanguages(record, sources.languages)];
    if (problems.length > 0) throw new ReleaseError(409, 'RELEASE_REFUSED', `${remote} ${version} cannot be ${use}`, problems);
    const texts = servedTextProblems(record, await sources.origin.files(record, use, isCarriedCatalogue(record)));
    if (texts.length > 0) throw new ReleaseError(409, 'RELEASE_REFUSED', `${remote} ${version} cannot be ${use}: its catalogues do not match English's`, texts);
  };
}

export type ReleaseGate = ReturnType<typeof createReleaseGate>;
