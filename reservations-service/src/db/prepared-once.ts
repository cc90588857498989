import type { Statement } from 'better-sqlite3';
import type { Db } from './open-database';

/**
 * A statement compiled once for each database that runs it: compiling costs a small query more
 * than running it does.
 */
export function preparedOnce(sql: string): (db: Db) => Statement {
  const compiled = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = compiled.get(db);
    if (!statement) {
      statement = db.prepare(sql);
      compiled.set(db, statement);
    }
    return statement;
  };
}
