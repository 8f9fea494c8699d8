import * as v from 'valibot'

/**
 * A redirect rule configured on the server (section 4), handed to the panel in its run-time
 * configuration: `from` is a panel path (exact, or a
 * prefix ending in `/*`); `to` a panel path or an absolute address. An absolute target is a full
 * page load; a target on another host is followed only when the rule says `external`.
 */
export const RedirectRuleSchema = v.object({
  from: v.pipe(v.string(), v.startsWith('/')),
  to: v.string(),
  external: v.optional(v.boolean(), false),
})
export type RedirectRule = v.InferOutput<typeof RedirectRuleSchema>

export const RedirectRulesSchema = v.array(RedirectRuleSchema)
