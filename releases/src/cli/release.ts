import { resolve } from 'node:path';
import { readCommandLine, refuseCommandLine } from '@citypass/command-line';
import { REMOTE_NAMES } from '@citypass/contracts';
import { z } from 'zod';
import { API_ENVIRONMENT, createApiClient, refusal } from './api-client';
import { publishRelease } from '../publish-release';
import { defaultStoreDir } from '../store-location';

// `npm run release -w @citypass/mf-bookings` runs this after the production build, in the remote's folder.
const ABOUT = {
  name: 'citypass-release',
  usage: `Usage: citypass-release --remote <${REMOTE_NAMES.join('|')}> [--dir dist] [--package-version <x.y.z>] [--publish-only]
  npm run release -w @citypass/mf-<remote> [-- --publish-only] runs it in the remote's folder after its production build.

Publishes the build to the release store as a version of its own (the package version and the
build's hash), then registers it through the release API. Visitors keep the promoted version until
the team promotes this one: npm run releases -- promote.

Options:
  --remote <name>            ${REMOTE_NAMES.join(', ')}
  --dir <folder>             the remote's production build (default dist)
  --package-version <x.y.z>  its package version (default npm_package_version, which npm run release sets)
  --publish-only             publish only, for a release origin apart from RELEASES_DIR: copy the version's
                             folder there, then npm run releases -- register <remote> <version>
${API_ENVIRONMENT}  RELEASES_DIR    the release store (default release-store/ at the top of the repository)
`,
};

const { values } = readCommandLine(ABOUT, {
  options: { remote: { type: 'string' }, dir: { type: 'string' }, 'package-version': { type: 'string' }, 'publish-only': { type: 'boolean' } },
});
const parsed = z
  .object({
    remote: z.enum(REMOTE_NAMES),
    dir: z.string().min(1).default('dist'),
    // For a release origin apart from RELEASES_DIR (a CDN): copy the folder there, then `npm run releases -- register`.
    'publish-only': z.boolean().default(false),
    // npm sets it from the remote's package.json when it runs the script.
    'package-version': z
      .string({ error: 'give the package version: run it as npm run release -w @citypass/mf-<remote>, or with --package-version' })
      .regex(/^\d+\.\d+\.\d+/, 'the package version must be semver, e.g. 0.1.0'),
  })
  .safeParse({ 'package-version': process.env.npm_package_version, ...values });

if (!parsed.success) refuseCommandLine(ABOUT, parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`));
const args = parsed.data;

async function main() {
  const storeDir = defaultStoreDir(process.env);
  const { record, created } = await publishRelease({
    remote: args.remote,
    distDir: resolve(args.dir),
    storeDir,
    packageVersion: args['package-version'],
  });
  const where = resolve(storeDir, record.remote, record.version);
  process.stdout.write(
    created
      ? `Published ${record.remote} ${record.version} (${Object.keys(record.files).length} files) to ${where}.\n`
      : `${record.remote} ${record.version} is already published at ${where}.\n`,
  );
  if (args['publish-only']) {
    process.stdout.write(`Copy it to the ${record.remote} release origin, then: npm run releases -- register ${record.remote} ${record.version}\n`);
    return;
  }
  // Registered through the release API, as every registry change is; the BFF checks what its origin serves.
  const answer = await createApiClient(process.env)('POST', `/${record.remote}/versions`, { version: record.version });
  if (answer.status >= 400) {
    process.stderr.write(refusal(answer));
    process.exitCode = 1;
    return;
  }
  process.stdout.write(
    `Registered. Visitors still get the promoted version until: npm run releases -- promote ${record.remote} ${record.version} --reason "..."\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
