import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { ApiError, type PostalAddress } from '@vitrine/api'
import { createFixtureApi } from '@vitrine/api/fixture'
import { VitrineProvider } from '@vitrine/api/react'
import { NotificationCenterProvider, createNotificationCenter } from '@vitrine/ui'
import { CustomerDetailScreen } from './CustomerDetailScreen.tsx'

function renderScreen(lookupPostalCode: (code: string) => Promise<PostalAddress | null>) {
  const api = createFixtureApi({ variant: 'stateful' })
  api.customers = { ...api.customers, lookupPostalCode: vi.fn(lookupPostalCode) }
  const screen = render(
    <VitrineProvider api={api}>
      <NotificationCenterProvider center={createNotificationCenter()}>
        <CustomerDetailScreen appId={101} section="customers" customerId={5} level="write" />
      </NotificationCenterProvider>
    </VitrineProvider>,
  )
  return { screen, api }
}

describe('the CEP lookup', () => {
  it('reads a failed lookup as "not found" and leaves the address to be typed', async () => {
    const failure = new ApiError({ statusCode: 401, statusMessage: 'Unauthorized', message: 'x' })
    const { screen: rendered, api } = renderScreen(() => Promise.reject(failure))
    const screen = await rendered
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar endereço' }))
    const cep = screen.getByRole('textbox', { name: /^CEP/ })
    await userEvent.type(cep, '20040002')
    await expect
      .element(cep)
      .toHaveAccessibleDescription('CEP não encontrado. Preencha o endereço.')
    expect(api.customers.lookupPostalCode).toHaveBeenCalledWith('20040002')

    // Typed by hand, the address saves like any other.
    await userEvent.type(screen.getByRole('textbox', { name: /^Logradouro/ }), 'Rua da Assembleia')
    await userEvent.type(screen.getByRole('textbox', { name: /^Número/ }), '10')
    await userEvent.type(screen.getByRole('textbox', { name: /^Bairro/ }), 'Centro')
    await userEvent.type(screen.getByRole('textbox', { name: /^Cidade/ }), 'Rio de Janeiro')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^UF/ }), 'RJ')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await expect.element(screen.getByText('Rua da Assembleia, 10')).toBeVisible()
    expect(api.state.customers.customers.find((item) => item.id === 5)?.addresses).toEqual([
      {
        label: null,
        postal_code: '20040002',
        street: 'Rua da Assembleia',
        number: '10',
        complement: null,
        district: 'Centro',
        city: 'Rio de Janeiro',
        state: 'RJ',
      },
    ])
  })

  it('ignores a late answer for a CEP no longer typed', async () => {
    let answer: (value: null) => void = () => {}
    const { screen: rendered, api } = renderScreen(
      () => new Promise<null>((resolve) => (answer = resolve)),
    )
    const screen = await rendered
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar endereço' }))
    const cep = screen.getByRole('textbox', { name: /^CEP/ })
    await userEvent.type(cep, '01310100')
    await expect.element(cep).toHaveAccessibleDescription('Buscando o endereço…')
    await userEvent.keyboard('{Backspace}')
    await expect.element(cep).toHaveAccessibleDescription('Digite o CEP para preencher o endereço.')
    // The first lookup answers late, for a code no longer typed: nothing changes.
    answer(null)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await expect.element(cep).toHaveAccessibleDescription('Digite o CEP para preencher o endereço.')
    expect(api.customers.lookupPostalCode).toHaveBeenCalledTimes(1)
  })
})
