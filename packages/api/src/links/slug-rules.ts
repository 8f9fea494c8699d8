/*
 * A link's slug's shape, in a module of its own with no imports: the panel's route manifest
 * checks addresses with it and must not pull the link schemas (and valibot) into the manifest,
 * which every first visit of a store's page loads.
 */
export const LINK_SLUG_MIN = 3
export const LINK_SLUG_MAX = 60
/** Lowercase letters, digits and hyphens, neither starting nor ending with a hyphen. */
export const LINK_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/
