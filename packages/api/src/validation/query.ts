import * as v from 'valibot'

/**
 * A whole number from a query string (`?limit=20` arrives as text) or from JSON, between `min`
 * and `max`: the paging and version parameters of the lists.
 */
export const queryInt = (min: number, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(Number),
    v.number(),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  )
