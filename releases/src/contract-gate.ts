import { satisfies } from 'semver';
import { REMOTE_EXPOSES } from '@citypass/contracts';
import type { ReleaseRecord } from './release-record';

export interface GateInput {
  record: ReleaseRecord;
  /** What the shell loads from this remote: the exposes contract it is typed by. */
  shellLoads: readonly string[];
  /** Each shared module the shell provides, with its version (from the shell's own build manifest). */
  shellProvides: Record<string, string>;
}

function missingExposes({ record, shellLoads }: GateInput): string[] {
  return shellLoads
    .filter((name) => !record.exposes.includes(name))
    .map((name) => `exposes no ${name}, which the shell loads from ${record.remote}`);
}

function unmetShared({ record, shellProvides }: GateInput): string[] {
  return record.shared.flatMap(({ name, requiredVersion }) => {
    const provided = shellProvides[name];
    if (provided === undefined) return [`requires ${name}, which the shell does not provide`];
    if (requiredVersion && !satisfies(provided, requiredVersion)) {
      return [`requires ${name} ${requiredVersion}, the shell provides ${name} ${provided}`];
    }
    return [];
  });
}

function uncheckedChunkLoading({ record }: GateInput): string[] {
  return record.loadsWithIntegrity ? [] : ["was built without integrity-checked chunk loading (the build helper's integrity-loading plugin)"];
}

/**
 * Why a release must not be promoted, one line per problem; none: it may be. A release that
 * only adds exposed modules passes, as the shell loads nothing it does not know. One whose own
 * chunk loader ignores the page's integrity does not: a changed chunk would run unnoticed.
 */
export function checkRelease(input: GateInput): string[] {
  return [...missingExposes(input), ...unmetShared(input), ...uncheckedChunkLoading(input)];
}

/** The gate's problems with a release against the running shell, which loads the remote's exposes contract. */
export function problemsWithShell(record: ReleaseRecord, shellProvides: Record<string, string>): string[] {
  return checkRelease({ record, shellLoads: REMOTE_EXPOSES[record.remote], shellProvides });
}
