/*
 * What the subscriptions' routes ask of the billing engine (recurrence/billing/, another
 * helper's): issue a cycle's invoice in the caller's transaction, charge a failed card invoice
 * again, end an unpaid invoice, keep a card at the provider, and wake the engine. One place
 * names where each lives, so the routes do not depend on the engine's file layout.
 */
export { issueNextInvoice } from '../billing/issue.ts'
export { expireInvoice, retryInvoiceNow, storeCard, wakeBilling } from '../billing/charge.ts'
