import { describe, expect, it } from 'vitest'
import { routes } from '@vitrine/features'
import { tableOf } from './screens.ts'

describe('screen wiring', () => {
  it.each(routes.map((route) => route.name))(
    'the table of %s wires a screen for it',
    async (name) => {
      const { screens } = await (await tableOf(name))()
      expect(screens[name], `routes/screens/*.ts lacks ${name}`).toBeTypeOf('function')
    },
  )
})
