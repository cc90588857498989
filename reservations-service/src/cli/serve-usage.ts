import { SERVICE_METRICS_PORT } from './serve-options';

/** What `citypass-reservations --help` prints: every flag and variable serve-options.ts reads, and those of how it stops and is observed. */
export const SERVE_USAGE = `Usage: citypass-reservations [--port <n>] [--host <address>] [--data-dir <folder>] [--seed demo]
  npm start -w @citypass/reservations-service [-- --seed demo] runs it after a build.

The reference reservations service on its own, for a BFF started with UPSTREAM_URL. A new
database gets the catalogue; the demo orders only with --seed demo.

Options (each wins over its variable):
  --port <n>           where it listens (PORT, default 4000; 0: any free port)
  --host <address>     on which address (HOST, default 127.0.0.1)
  --data-dir <folder>  the folder of its SQLite database (DATA_DIR, default data, relative to where it starts)
  --seed demo          seed the demo orders into a database without orders

Environment:
  PORT, HOST, DATA_DIR  as the flags above
  METRICS_PORT          where its Prometheus metrics answer (default ${SERVICE_METRICS_PORT}; 0: any free port)
  METRICS_HOST          on which address (default 127.0.0.1)
  SMTP_URL              where its e-mails go: smtp:// or smtps:// (unset: .eml files in DATA_DIR/outbox)
  MAIL_FROM             who they come from (default City Pass <bookings@citypass.invalid>)
  BOOKINGS_URL          the app's /bookings address they link to (default http://localhost:8080/bookings)
  DRAIN_DELAY_MS        after SIGTERM, how long it keeps serving while /healthz answers 503 (default 5000)
  OTEL_*                OpenTelemetry's variables: traces to a collector (unset: none)
`;
