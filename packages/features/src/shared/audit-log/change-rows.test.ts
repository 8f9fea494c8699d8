import { describe, expect, it } from 'vitest'
import { changeRows, formatValue } from './change-rows.ts'

describe('changed fields in words', () => {
  it('opens permissions into one row per area whose level changed', () => {
    expect(
      changeRows({
        permissions: {
          before: { payments: 'read', customers: 'none', layout: 'write' },
          after: { payments: 'write', customers: 'read', layout: 'write' },
        },
      }),
    ).toEqual([
      {
        key: 'permissions.payments',
        field: 'Permissões · Pagamentos',
        before: 'Leitura',
        after: 'Edição',
      },
      {
        key: 'permissions.customers',
        field: 'Permissões · Clientes',
        before: 'Sem acesso',
        after: 'Leitura',
      },
    ])
  })

  it('lists the reachable areas when a side is missing (created or deleted)', () => {
    expect(
      changeRows({ scope: { before: null, after: { payments: 'read', layout: 'none' } } }),
    ).toEqual([
      { key: 'scope.payments', field: 'Escopo · Pagamentos', before: '—', after: 'Leitura' },
    ])
    expect(changeRows({ permissions: { before: { settings: 'write' }, after: null } })).toEqual([
      {
        key: 'permissions.settings',
        field: 'Permissões · Configurações',
        before: 'Edição',
        after: '—',
      },
    ])
  })

  it('keeps one row when nothing reachable changed', () => {
    expect(changeRows({ permissions: { before: null, after: { layout: 'none' } } })).toEqual([
      { key: 'permissions', field: 'Permissões', before: '—', after: 'Sem acesso' },
    ])
  })

  it('shows roles, dates, text and unknown fields as text', () => {
    expect(
      changeRows({
        roles: { before: [], after: ['__wallet'] },
        revoked_at: { before: null, after: '2026-11-21T12:00:00.000Z' },
        name: { before: 'ERP', after: 'Integração ERP' },
        max_items: { before: 1500, after: 2000 },
      }),
    ).toEqual([
      {
        key: 'roles',
        field: 'Papéis especiais',
        before: 'Nenhum',
        after: 'Administrador da carteira',
      },
      { key: 'revoked_at', field: 'Revogado em', before: '—', after: '21/11/2026, 09:00' },
      { key: 'name', field: 'Nome', before: 'ERP', after: 'Integração ERP' },
      { key: 'max_items', field: 'max items', before: '1.500', after: '2.000' },
    ])
  })

  it('formats single values', () => {
    expect(formatValue(true)).toBe('Sim')
    expect(formatValue('')).toBe('—')
    expect(formatValue('2026-12-31')).toBe('31/12/2026')
    expect(formatValue('write', 'payments')).toBe('Edição')
    expect(formatValue('write', 'mode')).toBe('write')
    expect(formatValue({ a: 1 })).toBe('{"a":1}')
  })
})
