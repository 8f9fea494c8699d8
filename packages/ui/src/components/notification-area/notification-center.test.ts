import { describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_NOTIFICATION_TIMEOUT,
  NOTIFICATION_CHANNEL_ERROR,
  createNotificationCenter,
  notificationTypeOf,
} from './notification-center.ts'

describe('createNotificationCenter', () => {
  it('fills in the defaults of the specification', () => {
    const center = createNotificationCenter()
    const id = center.notify('notify', { message: 'Produto salvo', type: 'success' })
    expect(center.getSnapshot('notify')).toEqual([
      {
        id,
        message: 'Produto salvo',
        type: 'success',
        iconless: false,
        autoClose: true,
        timeout: DEFAULT_NOTIFICATION_TIMEOUT,
        serial: expect.any(Number),
      },
    ])
    expect(DEFAULT_NOTIFICATION_TIMEOUT).toBe(5000)
  })

  it('accepts a bare message', () => {
    const center = createNotificationCenter()
    center.notify('notify', 'Copiado')
    expect(center.getSnapshot('notify')[0]).toMatchObject({ message: 'Copiado', type: 'warning' })
  })

  it('treats every type but success and error as a warning', () => {
    expect(notificationTypeOf('success')).toBe('success')
    expect(notificationTypeOf('error')).toBe('error')
    for (const other of ['info', 'warning', 'SUCCESS', '', undefined, null, 42]) {
      expect(notificationTypeOf(other)).toBe('warning')
    }
  })

  it('puts the newest notification first', () => {
    const center = createNotificationCenter()
    center.notify('notify', 'primeira')
    center.notify('notify', 'segunda')
    center.notify('notify', 'terceira')
    expect(center.getSnapshot('notify').map(({ message }) => message)).toEqual([
      'terceira',
      'segunda',
      'primeira',
    ])
  })

  it('gives distinct ids, or uses the caller’s, replacing and raising a repeated one', () => {
    const center = createNotificationCenter()
    const first = center.notify('notify', 'a')
    const second = center.notify('notify', 'b')
    expect(first).not.toBe(second)

    center.notify('notify', { id: 'offline', message: 'Sem conexão' })
    center.notify('notify', 'c')
    const before = center.getSnapshot('notify').find(({ id }) => id === 'offline')!
    expect(center.notify('notify', { id: 'offline', message: 'Ainda sem conexão' })).toBe('offline')
    const list = center.getSnapshot('notify')
    expect(list.filter(({ id }) => id === 'offline')).toHaveLength(1)
    expect(list[0]).toMatchObject({ id: 'offline', message: 'Ainda sem conexão' })
    expect(list[0]!.serial).not.toBe(before.serial)
  })

  it('falls back to the default timeout for a missing or meaningless one', () => {
    const center = createNotificationCenter()
    for (const timeout of [undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      center.notify('notify', { message: 'x', timeout })
      expect(center.getSnapshot('notify')[0]!.timeout).toBe(DEFAULT_NOTIFICATION_TIMEOUT)
    }
    center.notify('notify', { message: 'x', timeout: 1500 })
    expect(center.getSnapshot('notify')[0]!.timeout).toBe(1500)
  })

  it('dismisses one notification and clears a channel', () => {
    const center = createNotificationCenter()
    const keep = center.notify('notify', 'fica')
    const drop = center.notify('notify', 'sai')
    center.dismiss('notify', drop)
    expect(center.getSnapshot('notify').map(({ id }) => id)).toEqual([keep])
    center.clear('notify')
    expect(center.getSnapshot('notify')).toEqual([])
  })

  it('keeps channels apart', () => {
    const center = createNotificationCenter()
    center.notify('notify', 'painel')
    center.notify('checkout', 'checkout')
    expect(center.getSnapshot('notify').map(({ message }) => message)).toEqual(['painel'])
    expect(center.getSnapshot('checkout').map(({ message }) => message)).toEqual(['checkout'])
    center.clear('checkout')
    expect(center.getSnapshot('notify')).toHaveLength(1)
  })

  it('keeps separate centers apart', () => {
    const one = createNotificationCenter()
    const two = createNotificationCenter()
    one.notify('notify', 'só no primeiro')
    expect(two.getSnapshot('notify')).toEqual([])
  })

  it('returns the same snapshot until the channel changes, and frozen', () => {
    const center = createNotificationCenter()
    const empty = center.getSnapshot('notify')
    expect(center.getSnapshot('notify')).toBe(empty)
    expect(center.getSnapshot('other')).toBe(empty)

    const id = center.notify('notify', 'a')
    const once = center.getSnapshot('notify')
    expect(once).not.toBe(empty)
    expect(center.getSnapshot('notify')).toBe(once)
    expect(Object.isFrozen(once)).toBe(true)
    expect(Object.isFrozen(once[0])).toBe(true)

    center.dismiss('notify', 'unknown')
    expect(center.getSnapshot('notify')).toBe(once)
    center.dismiss('notify', id)
    expect(center.getSnapshot('notify')).not.toBe(once)
  })

  it('tells subscribers about changes, and only about changes, until they leave', () => {
    const center = createNotificationCenter()
    const listener = vi.fn()
    const unsubscribe = center.subscribe(listener)
    const id = center.notify('notify', 'a')
    center.dismiss('notify', 'unknown')
    center.clear('empty-channel')
    expect(listener).toHaveBeenCalledTimes(1)
    center.dismiss('notify', id)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    center.notify('notify', 'b')
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('refuses a missing or empty channel with the message of the specification', () => {
    const center = createNotificationCenter()
    expect(() => center.notify('', 'x')).toThrow(
      new Error('[Notification]: The prop channel must be a string with at least one character'),
    )
    expect(() => center.notify(undefined as unknown as string, 'x')).toThrow(
      NOTIFICATION_CHANNEL_ERROR,
    )
  })
})
