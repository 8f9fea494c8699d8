/**
 * A subscription's public id: `sub_` and 24 base62 characters (≈142 bits), the address of its
 * page, which needs no login. In a module of its own, with no imports, because the panel's
 * route manifest checks addresses with it and must not pull the schemas in (the manifest is on
 * every first visit).
 */
export const SUBSCRIPTION_PUBLIC_ID_PATTERN = /^sub_[0-9A-Za-z]{24}$/
