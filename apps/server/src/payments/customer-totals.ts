import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { customerTotalsDue } from './schema.ts'

/*
 * A customer's totals as the customers area shows them (purchases, total spent, last purchase),
 * recomputed from their payments: a purchase is a payment whose money came in and was not all
 * given back; total spent is what was taken less what was refunded.
 *
 * A payment's own move recounts its customer in its transaction (PaymentChange.finish). A batch
 * of charges (recurrence's batch-charge.ts) marks its customers instead, and the billing run
 * recounts them once when its batches are done: two engines' batches share customers, and
 * recounting in each batch made every batch wait for the other's customers and rewrote a
 * customer's row (and its ten indexes) once per invoice of theirs (bench:recurrence).
 */

/**
 * Marks taken per transaction. A run marks a customer once per invoice of theirs, in no order:
 * the more marks one recount takes, the fewer times each customer's row is rewritten (at
 * 100,000 invoices of 10,000 customers, 2,000 marks at a time still rewrote 90,000 rows).
 */
const DUE_BATCH = 25_000

const idList = (ids: readonly number[]) => `{${ids.join(',')}}`

/**
 * Recounts the customers' totals from their payments, inside the caller's transaction. The rows
 * are locked first, in id order (two transactions recounting shared customers wait, never
 * deadlock), so a recount reads whatever another payment of the customer committed meanwhile.
 */
export async function refreshCustomerTotals(
  tx: Database,
  appId: number,
  customerIds: Iterable<number>,
): Promise<void> {
  const ids = [...new Set(customerIds)].sort((a, b) => a - b)
  if (ids.length === 0) return
  await tx.execute(sql`
    select id from customers where app_id = ${appId} and id = any(${idList(ids)}::bigint[])
    order by id for update`)
  // Lateral: one look at each customer's payments through payments_customer_idx, whatever the
  // planner thinks of a table that grew by thousands of rows since it was last analysed.
  await tx.execute(sql`
    update customers c set
      purchases_count = t.count, total_spent = t.spent, last_purchase_at = t.last
    from unnest(${idList(ids)}::bigint[]) as ids(id)
    cross join lateral (
      select count(*) filter (where p.refunded_cents < p.captured_cents)::int as count,
        coalesce(sum(p.captured_cents - p.refunded_cents), 0) as spent,
        max(p.paid_at) filter (where p.refunded_cents < p.captured_cents) as last
      from payments p
      where p.app_id = ${appId} and p.customer_id = ids.id and p.paid_at is not null
    ) t
    where c.id = ids.id and c.app_id = ${appId}`)
}

/** Marks the customers for a later recount (`refreshDueCustomerTotals`), in the caller's transaction. */
export async function markCustomerTotalsDue(
  tx: Database,
  appId: number,
  customerIds: Iterable<number>,
): Promise<void> {
  const ids = [...new Set(customerIds)]
  if (ids.length === 0) return
  await tx.execute(sql`
    insert into ${customerTotalsDue} (app_id, customer_id)
    select ${appId}::int, id from unnest(${idList(ids)}::bigint[]) as id`)
}

/**
 * Recounts every marked customer, a batch of marks per transaction, until none is left; answers
 * how many customers were recounted. Marks are taken `FOR UPDATE SKIP LOCKED` and deleted in the
 * recount's transaction: two callers split them, and a crash leaves them for the next caller.
 */
export async function refreshDueCustomerTotals(db: Database): Promise<number> {
  let recounted = 0
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const marks = (
        (await tx.execute(sql`
          delete from ${customerTotalsDue} where id in (
            select id from ${customerTotalsDue} order by id limit ${DUE_BATCH}
            for update skip locked)
          returning app_id, customer_id`)) as unknown as {
          rows: { app_id: number; customer_id: number | string }[]
        }
      ).rows
      const byApp = new Map<number, Set<number>>()
      for (const mark of marks) {
        const ids = byApp.get(Number(mark.app_id)) ?? new Set<number>()
        ids.add(Number(mark.customer_id))
        byApp.set(Number(mark.app_id), ids)
      }
      let customers = 0
      for (const [appId, ids] of [...byApp].sort(([a], [b]) => a - b)) {
        await refreshCustomerTotals(tx, appId, ids)
        customers += ids.size
      }
      return { marks: marks.length, customers }
    })
    if (taken.marks === 0) return recounted
    recounted += taken.customers
  }
}
