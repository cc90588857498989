import { compiledCatalogueFile } from '@citypass/contracts';
import type { ReleaseRecord } from '../release-record';
import { languagesOf, ofRelease, releaseTextProblems } from './release-catalogues';

/** Each language the deployment offers that the release does not carry, a line each. */
export function lackingLanguages(record: ReleaseRecord, offered: readonly string[]): string[] {
  const carried = languagesOf(record);
  return offered.filter((language) => !carried.includes(language)).map((language) => `${record.remote} ${record.version} lacks ${language}, which this deployment offers`);
}

/** Whether a path of the release is the compiled catalogues of a language it carries: what the gate reads at its origin. */
export const isCarriedCatalogue = (record: ReleaseRecord) => {
  const files = new Set(languagesOf(record).map(compiledCatalogueFile));
  return (path: string) => files.has(path);
};

/** The release's texts as its origin serves them (`served`: path -> text), held to the rules a publish applies. */
export const servedTextProblems = (record: ReleaseRecord, served: Readonly<Record<string, string>>): string[] =>
  ofRelease(record, releaseTextProblems(languagesOf(record), served));
