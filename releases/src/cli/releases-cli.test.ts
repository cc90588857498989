import { execFile, execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Served } from '../testing/serve';
import { REGISTRY_BACKENDS, releaseFixture, TOKENS, type ReleaseFixture } from '../testing/release-fixture';
import { stopTestRedisServer } from '../testing/test-redis';
import { textsWith } from '../testing/texts';

// `npm run releases -- …` as a team runs it, against a BFF on an ephemeral port.
const ROOT = resolve(__dirname, '../../..');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function releases(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((done) => {
    execFile('npm', ['run', '--silent', 'releases', '--', ...args], { cwd: ROOT, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

// Each test runs the commands as processes, several in a row: more than jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

afterAll(stopTestRedisServer);

describe.each(REGISTRY_BACKENDS)('npm run releases, the registry %s', (_where, backend) => {
  let fixture: ReleaseFixture;
  let served: Served;
  let first: string;
  let second: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '--build', resolve(ROOT, 'releases')], { stdio: 'inherit' });
    fixture = releaseFixture(backend);
    first = await fixture.publish('one()');
    second = await fixture.publish('two()');
    served = await fixture.start();
    env = { RELEASES_URL: served.url, RELEASE_TOKEN: TOKENS.bookings };
    for (const version of [first, second]) {
      await fetch(`${served.url}/api/releases/bookings/versions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKENS.bookings}`, 'content-type': 'application/json' },
        body: JSON.stringify({ version }),
      });
    }
  });
  afterAll(async () => {
    await served.close();
    fixture.cleanUp();
  });

  it.each(['list', 'promote', 'rollback', 'canary', 'preview', 'history'])('explains %s with --help, reading the token from the environment', async (command) => {
    const run = await releases([command, '--help'], {});
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Usage: npm run releases -- ${command}`);
    expect(run.stdout).toContain('RELEASE_TOKEN');
  });

  it('refuses a wrong team token and changes nothing', async () => {
    const run = await releases(['promote', 'bookings', first, '--reason', 'ship'], { ...env, RELEASE_TOKEN: TOKENS.auth });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Refused (NOT_AUTHORISED): Team auth may change only the auth remote.');
    expect((await releases(['history', 'bookings'], env)).stdout).toBe('No promotes yet.\n');
  });

  it('refuses a token that belongs to no team, and no token at all, changing nothing', async () => {
    const unknown = await releases(['promote', 'bookings', first, '--reason', 'ship'], { ...env, RELEASE_TOKEN: 'no-team-has-this-token' });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('Refused (RELEASE_TOKEN_UNKNOWN): This release token belongs to no team.\n');
    const missing = await releases(['promote', 'bookings', first, '--reason', 'ship'], { ...env, RELEASE_TOKEN: '' });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Refused (RELEASE_TOKEN_MISSING)');
    expect((await releases(['history', 'bookings'], env)).stdout).toBe('No promotes yet.\n');
  });

  it('refuses an unknown version and changes nothing', async () => {
    const run = await releases(['promote', 'bookings', '0.1.0-ffffffffffff', '--reason', 'ship'], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Refused (RELEASE_NOT_FOUND): bookings 0.1.0-ffffffffffff is not published');
    expect((await releases(['list'], env)).stdout).toContain('bookings: nothing promoted\n');
  });

  it('promotes, lists, rolls back once, refuses at the first, and the history names every move', async () => {
    expect((await releases(['promote', 'bookings', first, '--reason', 'first'], env)).stdout).toContain(`Promoted bookings ${first}`);
    expect((await releases(['promote', 'bookings', second, '--reason', 'second'], env)).code).toBe(0);
    expect((await releases(['list'], env)).stdout).toContain(`bookings: ${second}\n    ${first}\n    ${second}  (promoted)`);

    expect((await releases(['rollback', 'bookings', '--reason', 'broken'], env)).stdout).toBe(
      `Rolled bookings back from ${second} to ${first}.\n`,
    );
    const refused = await releases(['rollback', 'bookings', '--reason', 'again'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('NOTHING_TO_ROLL_BACK');

    const history = (await releases(['history', 'bookings'], env)).stdout.trim().split('\n');
    expect(history.map((line) => line.replace(/^\S+ {2}/, ''))).toEqual([
      `promote  - -> ${first}  by bookings: first`,
      `promote  ${first} -> ${second}  by bookings: second`,
      `rollback  ${second} -> ${first}  by bookings: broken`,
    ]);
  });

  it('prints a preview link for --for and --path, refuses another duration and another team, and changes nothing in the registry', async () => {
    const before = (await releases(['history', 'bookings'], env)).stdout;
    const started = Date.now();
    const run = await releases(['preview', 'bookings', second, '--for', '2h', '--path', '/bookings'], env);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const [note, link] = run.stdout.trim().split('\n');
    expect(note).toMatch(new RegExp(`^Preview of bookings ${second} until \\S+, for the browser that opens this link:$`));
    const until = Date.parse(/until (\S+),/.exec(note!)![1]!);
    expect(until - started).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(until - started).toBeLessThan(2 * 3_600_000 + 60_000);
    expect(link).toMatch(/^https:\/\/city\.example\/_preview\?link=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await releases(['preview', 'bookings', second, '--for', 'two hours'], env)).toMatchObject({
      code: 2,
      stderr: '--for: give a duration in minutes or hours, such as 30m or 2h (at most 24h)\n',
    });
    const otherTeam = await releases(['preview', 'bookings', second], { ...env, RELEASE_TOKEN: TOKENS.auth });
    expect(otherTeam).toMatchObject({ code: 1, stdout: '', stderr: 'Refused (NOT_AUTHORISED): Team auth may change only the auth remote.\n' });
    expect((await releases(['history', 'bookings'], env)).stdout).toBe(before);
  });

  it('starts a canary for a share of visitors, lists it, stops it, refuses a share out of range, and the history names each', async () => {
    expect((await releases(['canary', 'bookings', second, '--percent', '20', '--reason', 'try it'], env)).stdout).toBe(
      `Canary bookings ${second} for 20% of visitors (the others keep ${first}).\n`,
    );
    expect((await releases(['list'], env)).stdout).toContain(`    ${first}  (promoted)\n    ${second}  (canary, 20% of visitors)`);
    const outOfRange = await releases(['canary', 'bookings', second, '--percent', '100', '--reason', 'all'], env);
    expect(outOfRange).toMatchObject({ code: 1, stderr: expect.stringContaining('percent: at most 99') });
    expect((await releases(['canary', 'bookings', '--stop', '--reason', 'enough'], env)).stdout).toBe(
      `Stopped the bookings canary ${second}: every visitor gets ${first} on their next page load.\n`,
    );
    const history = (await releases(['history', 'bookings'], env)).stdout.trim().split('\n').slice(-2);
    expect(history.map((line) => line.replace(/^\S+ {2}/, ''))).toEqual([
      `canary 20%  ${first} -> ${second}  by bookings: try it`,
      `canary-stop  ${second} -> ${first}  by bookings: enough`,
    ]);
  });

  /** `npm run release` of a bookings build, as its package script runs it. */
  const release = (dist: string, options: { storeDir?: string; args?: string[] } = {}) =>
    new Promise<Run>((done) => {
      const cli = resolve(ROOT, 'releases/dist/cli/release.js');
      const runEnv = { ...process.env, ...env, RELEASES_DIR: options.storeDir ?? fixture.storeDir };
      const args = ['--remote', 'bookings', '--dir', dist, '--package-version', '0.2.0', ...(options.args ?? [])];
      execFile(process.execPath, [cli, ...args], { env: runEnv }, (error, stdout, stderr) =>
        done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('npm run release publishes a build to the store and registers it, promoting nothing', async () => {
    const run = await release(fixture.writeBuild('three()'));
    expect(run.stderr).toBe('');
    const version = /Published bookings (\S+) /.exec(run.stdout)?.[1] ?? '';
    expect(version).toMatch(/^0\.2\.0-[0-9a-f]{12}$/);
    expect(run.stdout).toContain(`npm run releases -- promote bookings ${version}`);
    const listed = (await releases(['list'], env)).stdout;
    expect(listed).toContain(`    ${version}\n`);
    expect(listed).not.toContain(`${version}  (promoted)`);
  });

  it('npm run release of a build already published answers so and succeeds, and refuses one whose copy differs', async () => {
    const dist = fixture.writeBuild('four()');
    const version = /Published bookings (\S+) /.exec((await release(dist)).stdout)?.[1] ?? '';
    const copy = resolve(fixture.storeDir, 'bookings', version);
    const stored = () => readdirSync(resolve(fixture.storeDir, 'bookings'));
    const before = stored();

    const again = await release(dist);
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(again.stdout).toContain(`bookings ${version} is already published at ${copy}.`);
    expect(stored()).toEqual(before);

    writeFileSync(resolve(copy, 'remoteEntry.js'), 'tampered()');
    const refused = await release(dist);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`bookings ${version} is already published with other content: remoteEntry.js\n`);
  });

  it("npm run release refuses a build whose texts do not match English's, a line per problem, before it copies or registers anything", async () => {
    const stored = () => readdirSync(resolve(fixture.storeDir, 'bookings'));
    const before = stored();
    const run = await release(fixture.writeBuild('six()', { texts: textsWith('fr', 'bookings.title', undefined) }));
    const version = /^bookings (\S+) cannot be published/.exec(run.stderr)?.[1] ?? 'no version';
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `bookings ${version} cannot be published: its catalogues do not match English's\n  - bookings ${version} fr: bookings.title in src/i18n: missing, English has it\n`,
    });
    expect(stored()).toEqual(before);
    expect((await releases(['list'], env)).stdout).not.toContain(version);
  });

  it('npm run release --publish-only leaves registering to npm run releases -- register, once the release origin serves the copy', async () => {
    const buildStore = resolve(fixture.root, 'build-store');
    const published = await release(fixture.writeBuild('five()'), { storeDir: buildStore, args: ['--publish-only'] });
    expect(published).toMatchObject({ code: 0, stderr: '' });
    const version = /Published bookings (\S+) /.exec(published.stdout)?.[1] ?? '';
    expect(published.stdout).toContain(`Copy it to the bookings release origin, then: npm run releases -- register bookings ${version}`);
    expect((await releases(['list'], env)).stdout).not.toContain(version);

    const notThereYet = await releases(['register', 'bookings', version], env);
    expect(notThereYet.code).toBe(1);
    expect(notThereYet.stderr).toContain('Refused (RELEASE_NOT_FOUND)');

    cpSync(resolve(buildStore, 'bookings', version), resolve(fixture.storeDir, 'bookings', version), { recursive: true });
    const registered = await releases(['register', 'bookings', version], env);
    expect(registered).toMatchObject({ code: 0, stdout: `Registered bookings ${version}: promote it, or run it as a canary, when ready.\n` });
    expect((await releases(['list'], env)).stdout).toContain(`    ${version}\n`);
  });

  it('loses no change and tears no write when several terminals promote at once', async () => {
    const before = (await releases(['history', 'bookings'], env)).stdout.trim().split('\n').length;
    const versions = [second, first, second, first, second, first];
    const runs = await Promise.all(versions.map((version, index) => releases(['promote', 'bookings', version, '--reason', `race ${index}`], env)));

    // Each terminal either moved the registry or was told the version was already promoted.
    const moved = runs.flatMap((run, index) => (run.code === 0 ? [index] : []));
    for (const run of runs.filter((each) => each.code !== 0)) expect(run.stderr).toContain('Refused (ALREADY_PROMOTED)');
    expect(moved.length).toBeGreaterThan(0);

    // Every reported move is in the history, once, and each starts where the one before it ended.
    const history = (await releases(['history', 'bookings'], env)).stdout.trim().split('\n').map((line) => line.replace(/^\S+ {2}/, ''));
    const raced = history.slice(before);
    expect(raced).toHaveLength(moved.length);
    for (const index of moved) {
      const [, to, from] = /^Promoted bookings (\S+) \(was (\S+)\)/.exec(runs[index]!.stdout)!;
      expect(raced).toContain(`promote  ${from} -> ${to}  by bookings: race ${index}`);
    }
    const moves = history.map((line) => /^[\w-]+(?: \d+%)? {2}(\S+) -> (\S+) /.exec(line)!.slice(1));
    moves.slice(1).forEach(([from], index) => expect(from).toBe(moves[index]![1]));

    // The file is one whole registry whose promoted version is the last move's.
    const stored = JSON.parse(readFileSync(fixture.registryFile, 'utf8')) as { remotes: { bookings: { promoted: string } } };
    expect(stored.remotes.bookings.promoted).toBe(moves.at(-1)![1]);
    expect(readdirSync(dirname(fixture.registryFile)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
