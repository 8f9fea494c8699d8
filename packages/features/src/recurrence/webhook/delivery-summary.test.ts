import { describe, expect, test } from 'vitest'
import { WEBHOOK_EVENT_TYPES } from '@vitrine/api'
import { sampleWebhookDeliveries } from '@vitrine/api/fixture'
import { deliveryState } from './delivery-status.ts'
import { answerLabel, attemptsLabel, formatDuration, prettyBody } from './delivery-summary.ts'
import { eventTypesByGroup } from './event-types.ts'

describe('the delivery log’s words', () => {
  test('pending reads as queued before any attempt and as retrying after one', () => {
    expect(deliveryState({ status: 'pending', attempts: [] })).toBe('queued')
    expect(deliveryState(sampleWebhookDeliveries[0]!)).toBe('retrying')
    expect(deliveryState({ status: 'failed', attempts: [] })).toBe('failed')
  })

  test('durations, attempts and answers', () => {
    expect(formatDuration(157)).toBe('157 ms')
    expect(formatDuration(10_000)).toBe('10,0 s')
    expect(attemptsLabel(0)).toBe('Nenhuma tentativa ainda')
    expect(attemptsLabel(1)).toBe('1 tentativa')
    expect(attemptsLabel(15)).toBe('15 tentativas')
    const [first, second] = sampleWebhookDeliveries[0]!.attempts
    expect(answerLabel(first)).toBe('HTTP 503 · 157 ms')
    expect(answerLabel(second)).toBe('Sem resposta · 10,0 s')
    expect(answerLabel(undefined)).toBe('—')
  })

  test('a JSON body is indented; anything else is shown as it came', () => {
    expect(prettyBody('{"a":1}')).toBe('{\n  "a": 1\n}')
    expect(prettyBody('Service Unavailable')).toBe('Service Unavailable')
  })
})

test('every event type is in exactly one group', () => {
  const grouped = eventTypesByGroup().flatMap(({ types }) => types)
  const offered = WEBHOOK_EVENT_TYPES.filter((type) => !type.startsWith('dataplus.'))
  expect([...grouped].sort()).toEqual([...offered].sort())
  expect(eventTypesByGroup().map(({ group }) => group)).toEqual([
    'payments',
    'subscriptions',
    'invoices',
    'test',
  ])
})
