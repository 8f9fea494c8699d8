/**
 * Saved conditions keep their ids; new ones (sent without an id: a `temp-` id is dropped before
 * the save, wire.ts) take the next numbers of their element. Shared by the server and the fixture.
 */
export function numberConditions<C extends { id?: unknown }>(
  conditions: readonly C[],
): (C & { id: number })[] {
  let next =
    Math.max(
      0,
      ...conditions.map((condition) => (typeof condition.id === 'number' ? condition.id : 0)),
    ) + 1
  return conditions.map((condition) =>
    typeof condition.id === 'number'
      ? (condition as C & { id: number })
      : { ...condition, id: next++ },
  )
}
