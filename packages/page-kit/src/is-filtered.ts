/**
 * Whether a search or filter is in force: any of the list's filter `keys` away from its default
 * (the contract's list defaults; a key with none, such as an import's id, is off when unset).
 * Sort, page and display parameters are left out of `keys`: they change no record listed.
 */
export function isFiltered<Q extends object>(
  query: Q,
  defaults: Partial<Q>,
  keys: readonly (keyof Q)[],
): boolean {
  return keys.some((key) => query[key] !== defaults[key]);
}
