import { BFF_VARIABLES } from '../config/env';

/** The names, comma-separated in indented lines that fit a terminal. */
function wrapped(names: readonly string[], indent = '  ', width = 100): string {
  const lines = [indent];
  for (const name of names) {
    const line = lines.length - 1;
    const next = lines[line] === indent ? `${indent}${name}` : `${lines[line]}, ${name}`;
    if (next.length > width) lines.push(`${indent}${name}`);
    else lines[line] = next;
  }
  return lines.join(',\n');
}

/** What `citypass-bff --help` prints. */
export const BFF_USAGE = `Usage: citypass-bff [--check]
  (node bff/dist/server.js; npm start runs it beside each remote's host: citypass-start)

Serves City Pass Bookings on HOST:PORT: the shell page, /api/auth, /api/proxy, /api/config and
the release API, its metrics on METRICS_HOST:METRICS_PORT. Without UPSTREAM_URL (never in
production) it starts the reference reservations service embedded, with the demo orders.

Options:
  --check  read and check the settings as a start does: one "settings OK" line and exit 0, or each
           problem on a line of its own and exit 1; it starts nothing and connects to nothing. With
           RELEASE_REGISTRY_FILE, also a line for each promoted or canary release lacking one of the
           city's languages ("bookings 0.1.0-… lacks fr"), which fails nothing

Environment (CONFIGURATION.md explains each; a variable wins over DEPLOYMENT_FILE's field):
${wrapped([...BFF_VARIABLES, 'OTEL_*'])}
`;
