import { SpanKind, trace } from '@opentelemetry/api';
import type { Db } from './open-database';

type Statement = ReturnType<Db['prepare']>;
const EXECUTIONS = ['run', 'get', 'all'] as const;

/**
 * Gives each statement the database runs a client span of its own (`sqlite get`, `sqlite run`),
 * under the request's span, with the statement's text: the SQL with its `?` placeholders, never
 * the values bound to them. Only for a traced process: untraced, the database is left as it is.
 */
export function traceStatements(db: Db): Db {
  const tracer = trace.getTracer('@citypass/reservations-service');
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    const statement: Statement = prepare(sql);
    for (const execution of EXECUTIONS) {
      const original = statement[execution].bind(statement) as (...args: unknown[]) => unknown;
      Object.assign(statement, {
        [execution]: (...args: unknown[]) =>
          tracer.startActiveSpan(`sqlite ${execution}`, { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'sqlite', 'db.query.text': sql } }, (span) => {
            try {
              return original(...args);
            } finally {
              span.end();
            }
          }),
      });
    }
    return statement;
  }) as Db['prepare'];
  return db;
}
