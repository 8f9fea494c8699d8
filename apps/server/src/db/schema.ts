/**
 * Every table, gathered from the domain that owns it: drizzle-kit reads this file
 * (drizzle.config.ts) to generate migrations, and the database client takes it as the schema.
 * A new domain's tables are one more line here.
 */
export * from '../identity/schema.ts'
export * from '../auth/schema.ts'
export * from '../mail/schema.ts'
export * from '../access/schema.ts'
export * from '../managers/schema.ts'
export * from '../audit/schema.ts'
export * from '../whitelabel/schema.ts'
export * from '../notifications/schema.ts'
export * from '../customers/schema.ts'
export * from '../postal-codes/schema.ts'
export * from '../webhooks/schema.ts'
export * from '../ledger/schema.ts'
export * from '../idempotency/schema.ts'
export * from '../gateways/schema.ts'
export * from '../payments/schema.ts'
export * from '../links/schema.ts'
export * from '../checkout/schema.ts'
export * from '../payer-accounts/schema.ts'
export * from '../split/schema.ts'
export * from '../split/postings/schema.ts'
export * from '../wallet/schema.ts'
export * from '../recurrence/schema.ts'
