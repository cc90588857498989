import { readArguments } from '@citypass/command-line';
import type { z } from 'zod';
import { canaryStartedSchema, moveSchema, PREVIEW_MINUTES, previewLinkSchema, registeredSchema, releasesListingSchema, remoteHistorySchema } from '../contract/release-api';
import { API_ENVIRONMENT, refusal, type ApiAnswer, type ApiClient } from './api-client';

interface Output {
  out(text: string): void;
  err(text: string): void;
}

interface Command {
  usage: string;
  run(args: { positionals: string[]; reason?: string; percent?: string; stop?: boolean; for?: string; path?: string }, api: ApiClient, io: Output): Promise<number>;
}

/** A refusal's lines, or the answer read by the call's schema in the contract and told by `success`. */
function report<T>(answer: ApiAnswer, io: Output, schema: z.ZodType<T>, success: (body: T) => string): number {
  if (answer.status >= 400) {
    io.err(refusal(answer));
    return 1;
  }
  const body = schema.safeParse(answer.body);
  if (!body.success) throw new Error(`The release API answered ${answer.status} with what this command does not understand: is RELEASES_URL the BFF?`);
  io.out(success(body.data));
  return 0;
}

/** `--for 90m`, `--for 2h`: minutes; undefined when not given; NaN when not a duration. */
function minutesOf(duration: string | undefined): number | undefined {
  if (duration === undefined) return undefined;
  const match = /^(\d+)(m|h)$/.exec(duration.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * (match[2] === 'h' ? 60 : 1);
}

const COMMANDS: Record<string, Command> = {
  list: {
    usage: 'list\n  Every remote, its promoted version and its published ones.',
    run: async (_args, api, io) =>
      report(await api('GET', ''), io, releasesListingSchema, (body) =>
        Object.entries(body.remotes)
          .map(([name, { promoted, published, canary }]) => {
            const role = (version: string) =>
              version === promoted ? '  (promoted)' : version === canary?.version ? `  (canary, ${canary.percent}% of visitors)` : '';
            const versions = published.map((version) => `    ${version}${role(version)}`);
            return [`${name}: ${promoted ?? 'nothing promoted'}`, ...versions].join('\n');
          })
          .join('\n')
          .concat('\n'),
      ),
  },
  register: {
    usage: 'register <remote> <version>\n  List a published version once its release origin serves every file as recorded; visitors still get the promoted one.',
    run: async ({ positionals: [remote, version] }, api, io) =>
      report(
        await api('POST', `/${remote}/versions`, { version }),
        io,
        registeredSchema,
        (registered) => `Registered ${registered.remote} ${registered.version}: promote it, or run it as a canary, when ready.\n`,
      ),
  },
  promote: {
    usage: 'promote <remote> <version> --reason "..."\n  Serve a published version to visitors, once the contract gate passes it.',
    run: async ({ positionals: [remote, version], reason }, api, io) =>
      report(
        await api('POST', `/${remote}/promote`, { version, reason }),
        io,
        moveSchema,
        (move) => `Promoted ${move.remote} ${move.to} (was ${move.from ?? 'nothing'}). The next page load uses it.\n`,
      ),
  },
  rollback: {
    usage: 'rollback <remote> --reason "..."\n  Back to the version promoted before the current one: one step, no build.',
    run: async ({ positionals: [remote], reason }, api, io) =>
      report(await api('POST', `/${remote}/rollback`, { reason }), io, moveSchema, (move) => `Rolled ${move.remote} back from ${move.from ?? 'nothing'} to ${move.to}.\n`),
  },
  canary: {
    usage:
      'canary <remote> <version> --percent N --reason "..." | canary <remote> --stop --reason "..."\n' +
      '  Serve a published version to N% of visitors (1-99) beside the promoted one, once the contract gate passes it;\n' +
      '  raising N only adds visitors. --stop sends everyone back to the promoted version; promote ends it too.',
    run: async ({ positionals: [remote, version], reason, percent, stop }, api, io) => {
      if (stop) {
        return report(
          await api('POST', `/${remote}/canary/stop`, { reason }),
          io,
          moveSchema,
          (move) => `Stopped the ${move.remote} canary ${move.from ?? ''}: every visitor gets ${move.to} on their next page load.\n`,
        );
      }
      const share = percent === undefined ? undefined : Number(percent);
      return report(
        await api('POST', `/${remote}/canary`, { version, percent: share, reason }),
        io,
        canaryStartedSchema,
        ({ canary, stable }) => `Canary ${remote} ${canary.version} for ${canary.percent}% of visitors (the others keep ${stable}).\n`,
      );
    },
  },
  preview: {
    usage:
      'preview <remote> <version> [--for 2h] [--path /bookings]\n' +
      '  A signed link that shows a published version in the browser that opens it, and no other, once the gate passes it;\n' +
      `  it works --for 1m to 24h (default ${PREVIEW_MINUTES.default / 60}h) and opens --path (default /). Only the remote's own team can make one.`,
    run: async ({ positionals: [remote, version], for: duration, path }, api, io) => {
      const minutes = minutesOf(duration);
      if (Number.isNaN(minutes)) {
        io.err('--for: give a duration in minutes or hours, such as 30m or 2h (at most 24h)\n');
        return 2;
      }
      return report(
        await api('POST', `/${remote}/preview`, { version, path, minutes }),
        io,
        previewLinkSchema,
        (link) => `Preview of ${link.remote} ${link.version} until ${link.expiresAt}, for the browser that opens this link:\n${link.url}\n`,
      );
    },
  },
  history: {
    usage: 'history <remote>\n  Every promote, rollback and canary of a remote: when, which team, from, to and why.',
    run: async ({ positionals: [remote] }, api, io) =>
      report(await api('GET', `/${remote}/history`), io, remoteHistorySchema, (body) => {
        const lines = body.history.map(
          (entry) =>
            `${entry.at}  ${entry.action}${entry.percent === undefined ? '' : ` ${entry.percent}%`}  ${entry.from ?? '-'} -> ${entry.to}  by ${entry.team}: ${entry.reason}`,
        );
        return `${lines.length > 0 ? lines.join('\n') : 'No promotes yet.'}\n`;
      }),
  },
};

const OVERVIEW = `Usage: npm run releases -- <command> [--help]   (the citypass-releases command)

Commands:
${Object.values(COMMANDS)
  .map((command) => `  ${command.usage.split('\n')[0]}`)
  .join('\n')}
npm run releases -- <command> --help explains one.
${API_ENVIRONMENT}`;

const commandNamed = (name: string | undefined) => (name === undefined ? undefined : COMMANDS[name]);

const ABOUT = {
  name: 'citypass-releases',
  // `<command> --help` explains that command; anything else, every command.
  usage: ([name]: string[]) => {
    const command = commandNamed(name);
    return command ? `Usage: npm run releases -- ${command.usage}\n${API_ENVIRONMENT}` : OVERVIEW;
  },
};

const FLAGS = {
  allowPositionals: true,
  options: { reason: { type: 'string' }, percent: { type: 'string' }, stop: { type: 'boolean' }, for: { type: 'string' }, path: { type: 'string' } },
} as const;

/** Runs one command line; the exit code: 0 done, 1 refused, 2 not understood. */
export async function runReleasesCli(argv: string[], api: ApiClient, io: Output): Promise<number> {
  const answer = readArguments(ABOUT, FLAGS, argv);
  if (!('parsed' in answer)) {
    if (answer.exitCode === 0) io.out(answer.stdout);
    else io.err(answer.stderr);
    return answer.exitCode;
  }
  const { positionals, values } = answer.parsed;
  const [name, ...rest] = positionals;
  const command = commandNamed(name);
  if (!command) {
    io.err(OVERVIEW);
    return 2;
  }
  return command.run({ ...values, positionals: rest, stop: values.stop === true }, api, io);
}
