import { execFile } from 'node:child_process';
import type { RemoteName } from '@citypass/contracts';
import { releasesHealthSchema, releasesListingSchema, type ReleasesHealth, type ReleasesListing } from '@citypass/releases/contract';
import type { StackInfo, StackReleases } from '@citypass/stack';

// A team's release commands, as it runs them from a terminal, against a stack's BFF and store.
const CLI = { 'release.js': require.resolve('@citypass/releases/cli/release'), 'releases.js': require.resolve('@citypass/releases/cli/releases') };

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export function stackReleases(stack: StackInfo): StackReleases {
  if (!stack.releases) throw new Error('This stack runs without the release registry');
  return stack.releases;
}

function runCli(script: keyof typeof CLI, args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((done) => {
    execFile(process.execPath, [CLI[script], ...args], { env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The team's environment: its token and the stack's BFF (and store, for publishing). */
function teamEnv(stack: StackInfo, team: RemoteName): Record<string, string> {
  const { tokens, storeDir } = stackReleases(stack);
  return { RELEASE_TOKEN: tokens[team], RELEASES_URL: stack.bffUrl, RELEASES_DIR: storeDir };
}

/** `npm run releases -- <args>` as the team runs it. */
export function releasesCli(stack: StackInfo, team: RemoteName, args: string[]): Promise<CliRun> {
  return runCli('releases.js', args, teamEnv(stack, team));
}

/** `npm run release` of a build: published into the stack's store and registered; returns its version. */
export async function publishBuild(stack: StackInfo, remote: RemoteName, dir: string, packageVersion: string): Promise<string> {
  const run = await runCli('release.js', ['--remote', remote, '--dir', dir, '--package-version', packageVersion], teamEnv(stack, remote));
  const version = /^Published \S+ (\S+) /m.exec(run.stdout)?.[1];
  if (run.code !== 0 || !version) throw new Error(`release of ${dir} failed (${run.code}):\n${run.stdout}${run.stderr}`);
  return version;
}

/** A read of the release API (any team's token will do; `team`'s is used). */
const readApi = async (stack: StackInfo, path: string, team: RemoteName): Promise<unknown> =>
  (await fetch(`${stack.bffUrl}/api/releases${path}`, { headers: { authorization: `Bearer ${stackReleases(stack).tokens[team]}` } })).json();

/** Each remote's releases as the release API lists them: promoted, published, canary. */
export async function releasesListing(stack: StackInfo, team: RemoteName = 'auth'): Promise<ReleasesListing> {
  return releasesListingSchema.parse(await readApi(stack, '', team));
}

/** Each remote's releases' page loads and failures over the window, as the release API counts them. */
export async function releasesHealth(stack: StackInfo, team: RemoteName = 'auth'): Promise<ReleasesHealth> {
  return releasesHealthSchema.parse(await readApi(stack, '/health', team));
}

/** Each remote's promoted version, as the release API lists it. */
export async function promotedVersions(stack: StackInfo): Promise<Record<RemoteName, string | null>> {
  const { remotes } = await releasesListing(stack);
  return Object.fromEntries(Object.entries(remotes).map(([name, { promoted }]) => [name, promoted])) as Record<RemoteName, string | null>;
}
