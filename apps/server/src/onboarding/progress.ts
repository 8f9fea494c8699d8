import {
  ONBOARDING_STEPS,
  OnboardingProfileSchema,
  progressOf,
  STORE_SEGMENT_KEYS,
  type OnboardingProgress,
  type OnboardingStep,
  type OnboardingStepState,
  type StepStatus,
} from '@vitrine/api'
import { and, eq, isNotNull } from 'drizzle-orm'
import * as v from 'valibot'
import { apps } from '../access/schema.ts'
import { checkoutAppearances } from '../checkout-setup/appearance/schema.ts'
import type { Database } from '../db/client.ts'
import { ecommercePlatformSettings } from '../ecommerce/platform/schema.ts'
import { gateways } from '../gateways/schema.ts'
import { onboardingProfiles, onboardingSteps } from './schema.ts'

/**
 * Which steps the store's own data already makes done, read live in one round trip: a layout
 * (`apps.layout_id`), the platform settings saved once, an active gateway, a published checkout.
 * A step done this way stays done whatever was saved for it: the checklist never asks for what
 * the store already has.
 */
async function derivedSteps(db: Database, appId: number): Promise<Set<OnboardingStep>> {
  const [[app], platform, gateway, checkout] = await Promise.all([
    db.select({ layoutId: apps.layoutId }).from(apps).where(eq(apps.id, appId)),
    db
      .select({ one: ecommercePlatformSettings.appId })
      .from(ecommercePlatformSettings)
      .where(eq(ecommercePlatformSettings.appId, appId))
      .limit(1),
    db
      .select({ one: gateways.id })
      .from(gateways)
      .where(and(eq(gateways.appId, appId), eq(gateways.active, true)))
      .limit(1),
    db
      .select({ one: checkoutAppearances.appId })
      .from(checkoutAppearances)
      .where(and(eq(checkoutAppearances.appId, appId), isNotNull(checkoutAppearances.publishedAt)))
      .limit(1),
  ])
  const done = new Set<OnboardingStep>()
  if (app?.layoutId != null) done.add('layout')
  if (platform.length > 0) done.add('platform')
  if (gateway.length > 0) done.add('payment')
  if (checkout.length > 0) done.add('checkout')
  return done
}

/** The store's progress: the saved statuses, raised to done where the data says so. */
export async function readProgress(db: Database, appId: number): Promise<OnboardingProgress> {
  const [saved, derived, [profile]] = await Promise.all([
    db.select().from(onboardingSteps).where(eq(onboardingSteps.appId, appId)),
    derivedSteps(db, appId),
    db.select().from(onboardingProfiles).where(eq(onboardingProfiles.appId, appId)),
  ])
  const steps = ONBOARDING_STEPS.map((step): OnboardingStepState => {
    const row = saved.find((candidate) => candidate.step === step)
    const isDerived = derived.has(step)
    return {
      step,
      status: isDerived ? 'done' : ((row?.status as StepStatus | undefined) ?? 'pending'),
      derived: isDerived,
      updated_at: row?.updatedAt.toISOString() ?? null,
    }
  })
  return progressOf(steps, profile ? profileAnswer(profile) : null)
}

function profileAnswer(row: typeof onboardingProfiles.$inferSelect) {
  // Parsed so a stored value outside today's lists (a segment since removed) reads as "other".
  const segment = (STORE_SEGMENT_KEYS as string[]).includes(row.segment) ? row.segment : 'other'
  return v.parse(OnboardingProfileSchema, {
    segment,
    document: row.document,
    document_kind: row.documentKind,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
  })
}

/** Marks a step: done or skipped is kept (last word wins); pending removes the mark. */
export async function markStep(
  db: Database,
  appId: number,
  step: OnboardingStep,
  status: StepStatus,
  at: Date,
  byName: string | null,
): Promise<void> {
  if (status === 'pending') {
    await db
      .delete(onboardingSteps)
      .where(and(eq(onboardingSteps.appId, appId), eq(onboardingSteps.step, step)))
    return
  }
  await db
    .insert(onboardingSteps)
    .values({ appId, step, status, updatedAt: at, updatedByName: byName })
    .onConflictDoUpdate({
      target: [onboardingSteps.appId, onboardingSteps.step],
      set: { status, updatedAt: at, updatedByName: byName },
    })
}
