import { expect, test } from 'vitest'
import { unreadableEventAreas } from './event-areas.ts'

test('the areas of events a reader cannot read, each once; the test event has none', () => {
  const onlyRecurrence = (area: string) => area === 'recurrence'
  expect(
    unreadableEventAreas(
      ['webhook.test', 'payment.created', 'invoice.paid', 'payment.refunded'],
      onlyRecurrence,
    ),
  ).toEqual(['payments'])
  expect(unreadableEventAreas(['webhook.test', 'invoice.paid'], onlyRecurrence)).toEqual([])
  expect(unreadableEventAreas(['webhook.test'], () => false)).toEqual([])
  expect(unreadableEventAreas(['subscription.created', 'payment.created'], () => false)).toEqual([
    'recurrence',
    'payments',
  ])
})
