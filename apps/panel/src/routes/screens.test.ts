import { describe, expect, it } from 'vitest'
import { routes } from '@vitrine/features'
import { screenTables } from './screens.ts'

describe('screen wiring', () => {
  it.each(routes.map((route) => route.name))(
    'the table of %s wires a screen for it',
    async (name) => {
      const { screens } = await screenTables[name]()
      expect(screens[name], `routes/screens/*.ts lacks ${name}`).toBeTypeOf('function')
    },
  )
})
