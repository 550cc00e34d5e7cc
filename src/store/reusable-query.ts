/**
 * Hot read queries built and compiled once per database instead of on every request: Kysely's
 * immutable builder costs several times more than SQLite takes to run a small indexed query.
 * The query is built with sentinel values in place of its arguments; each call swaps the real
 * arguments in by position. Only for queries whose every varying part is a bound value.
 */
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.ts';

interface Compilable<R> {
  compile(): CompiledQuery<R>;
}

/** Sentinels: integers no id, limit or offset ever takes. */
export function sentinel(index: number): number {
  return -7_300_000_000 - index;
}

export function reusableQuery<Args extends number[], R>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<R>,
  arity: Args['length'],
): (db: Kysely<Database>, ...args: Args) => Promise<R[]> {
  const sentinels = Array.from({ length: arity }, (_, i) => sentinel(i)) as Args;
  const compiledFor = new WeakMap<Kysely<Database>, CompiledQuery<R>>();
  return async (db, ...args) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = build(db, ...sentinels).compile();
      if (db.isTransaction === false) compiledFor.set(db, compiled);
    }
    const parameters = compiled.parameters.map((value) => {
      const index = typeof value === 'number' ? sentinels.indexOf(value) : -1;
      return index === -1 ? value : args[index];
    });
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
