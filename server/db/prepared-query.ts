import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './client.ts';

/**
 * A query built and compiled once per database handle; each call only swaps in its parameters.
 * Kysely otherwise rebuilds and recompiles the same query tree on every request, which `npm run bench`
 * measured as a visible share of a public share read. Placeholders are unique marker strings the
 * query carries in place of values; a parameter that is not a marker (a constant) stays as it is.
 */
export function preparedQuery<TName extends string, TRow>(
  names: readonly TName[],
  build: (db: Db, placeholder: Record<TName, string>) => Compilable<TRow>,
): (db: Db, values: Record<TName, unknown>) => Promise<TRow[]> {
  const markers = Object.fromEntries(names.map((name) => [name, `\u0000param:${name}`])) as Record<
    TName,
    string
  >;
  const nameOfMarker = new Map<unknown, TName>(names.map((name) => [markers[name], name]));
  const compiledByDb = new WeakMap<Db, CompiledQuery<TRow>>();
  return async (db, values) => {
    let compiled = compiledByDb.get(db);
    if (!compiled) {
      compiled = build(db, markers).compile();
      compiledByDb.set(db, compiled);
    }
    const parameters = compiled.parameters.map((parameter) => {
      const name = nameOfMarker.get(parameter);
      return name === undefined ? parameter : values[name];
    });
    const prepared: CompiledQuery<TRow> = { ...compiled, parameters };
    return (await db.executeQuery(prepared)).rows;
  };
}
