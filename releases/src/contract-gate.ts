import { satisfies } from 'semver';
import type { FileIntegrities, ReleaseRecord } from './release-record';

export interface GateInput {
  record: ReleaseRecord;
  /** The integrity of every file now in the release's folder of the store. */
  storedFiles: FileIntegrities;
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

/** Each file missing from the store, changed since release, or not in the record. */
export function fileProblems({ record, storedFiles }: Pick<GateInput, 'record' | 'storedFiles'>): string[] {
  const paths = [...new Set([...Object.keys(record.files), ...Object.keys(storedFiles)])].sort();
  return paths.flatMap((path) => {
    const recorded = record.files[path];
    const stored = storedFiles[path];
    if (recorded === stored) return [];
    if (stored === undefined) return [`file ${path} is missing`];
    if (recorded === undefined) return [`file ${path} is not in the release record`];
    return [`file ${path} does not match its recorded integrity`];
  });
}

/**
 * Why a release must not be promoted, one line per problem; none: it may be. A release that
 * only adds exposed modules passes, as the shell loads nothing it does not know. One whose own
 * chunk loader ignores the page's integrity does not: a changed chunk would run unnoticed.
 */
export function checkRelease(input: GateInput): string[] {
  return [...missingExposes(input), ...unmetShared(input), ...uncheckedChunkLoading(input), ...fileProblems(input)];
}
