import { checkoutAppOf, parseAppSettings } from '@vitrine/api'
import { describe, expect, test } from 'vitest'
import { DEMO_CHECKOUT_APPS } from './demo.ts'

describe('demo checkout apps', () => {
  test('each demo installation passes its own app’s settings schema', () => {
    for (const [slug, settings] of Object.entries(DEMO_CHECKOUT_APPS)) {
      const app = checkoutAppOf(slug)!
      expect(parseAppSettings(app.settings, settings, 'pt-BR')).toEqual(settings)
    }
  })
})
