import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';

/** Where each parameter of a compiled query comes from: an argument (by name) or the query itself. */
type Slot<A> = { arg: keyof A } | { value: unknown };

/**
 * A query of a fixed shape, built and compiled once instead of on every call (Kysely builds its
 * operation tree and compiles it to SQL each time: on the hottest queries, such as every member
 * request's session look-up, a good part of the request's CPU). `build` is called once with
 * `sentinels`, values that occur nowhere else in the query (unique strings, a Date object of its
 * own); each call then reuses the SQL text with its own arguments in the sentinels' places.
 *
 * Only for queries whose shape does not depend on the arguments' values: `build` must use each
 * argument as one parameter, as it is (checked once, when compiling).
 */
export function compiledOnce<A extends Record<string, unknown>, O>(sentinels: A, build: (args: A) => Compilable<O>): (args: A) => CompiledQuery<O> {
  let compiled: CompiledQuery<O> | undefined;
  let slots: Array<Slot<A>> = [];
  return (args) => {
    if (!compiled) {
      const query = build(sentinels).compile();
      const names = new Map<unknown, keyof A>(Object.keys(sentinels).map((name) => [sentinels[name], name]));
      slots = query.parameters.map((value) => (names.has(value) ? { arg: names.get(value)! } : { value }));
      for (const name of names.values()) {
        if (slots.filter((slot) => 'arg' in slot && slot.arg === name).length !== 1) {
          throw new Error(`compiledOnce: the argument ${String(name)} is not exactly one parameter of the query`);
        }
      }
      compiled = query;
    }
    return { ...compiled, queryId: createQueryId(), parameters: slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value)) };
  };
}
