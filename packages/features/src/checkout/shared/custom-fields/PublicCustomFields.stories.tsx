import type { Meta, StoryObj } from '@storybook/react-vite'
import { DEFAULT_CHECKOUT_SETUP, type PublicCustomField, type PublicLink } from '@vitrine/api'
import { samplePublicLinks } from '@vitrine/api/fixture'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { apiOf, callCount, onPhone, type PlayContext } from '../../../testing/story-context.ts'
import { PayScreen } from '../../pay/PayScreen.tsx'

/*
 * The store's custom fields on the payer's page, one story per type: what each refuses, in
 * Portuguese under the field, with nothing sent (the same `customFieldErrors` the server runs),
 * the field shown only to CNPJ payers, and a charge that carries the answers.
 */

const blank = {
  placeholder: '',
  help_text: '',
  required: true,
  mask: '',
  min_length: null,
  max_length: null,
  min: null,
  max: null,
  options: [],
  visible_when: null,
} satisfies Partial<PublicCustomField>

const FIELDS: PublicCustomField[] = [
  {
    ...blank,
    key: 'apelido',
    group: 'identification',
    label: 'Apelido',
    type: 'text',
    min_length: 3,
    max_length: 20,
  },
  {
    ...blank,
    key: 'razao',
    group: 'identification',
    label: 'CNPJ da matriz',
    type: 'document',
    visible_when: { document_kind: 'cnpj' },
  },
  { ...blank, key: 'telefone', group: 'identification', label: 'Telefone', type: 'phone' },
  {
    ...blank,
    key: 'email_nf',
    group: 'identification',
    label: 'E-mail para a nota',
    type: 'email',
  },
  { ...blank, key: 'cep_entrega', group: 'shipping', label: 'CEP de entrega', type: 'postal_code' },
  { ...blank, key: 'data_entrega', group: 'shipping', label: 'Data de entrega', type: 'date' },
  {
    ...blank,
    key: 'pessoas',
    group: 'payment',
    label: 'Quantidade de pessoas',
    type: 'number',
    min: 1,
    max: 10,
  },
  {
    ...blank,
    key: 'origem',
    group: 'cart',
    label: 'Como conheceu a loja?',
    type: 'select',
    options: [
      { value: 'instagram', label: 'Instagram' },
      { value: 'indicacao', label: 'Indicação' },
    ],
  },
  { ...blank, key: 'novidades', group: 'cart', label: 'Receber novidades', type: 'checkbox' },
]

const base = samplePublicLinks.find((link) => link.slug === 'camiseta-organica')!
const LINK: PublicLink = {
  ...base,
  slug: 'campos-da-loja',
  ask_address: false,
  checkout: { ...DEFAULT_CHECKOUT_SETUP, fields: FIELDS },
}

const meta = {
  title: 'Checkout/Custom fields/Public form',
  component: PayScreen,
  args: { slug: 'campos-da-loja', onPaid: fn() },
  ...onPhone({
    parameters: {
      layout: 'fullscreen',
      fixture: {
        state: {
          checkout: { links: [LINK], payments: [], keys: {}, captures: [] },
        },
      },
    },
  }),
} satisfies Meta<typeof PayScreen>
export default meta
type Story = StoryObj<typeof meta>

const CPF = '52998224725'
const CNPJ = '54550752000155'

/** Submits and expects the message under the field, with nothing sent. */
async function refused({ canvas, loaded }: PlayContext, message: string) {
  await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }))
  await expect(await canvas.findByText(message)).toBeVisible()
  await expect(callCount(apiOf(loaded).checkout.charge)).toBe(0)
}

const box = (canvas: PlayContext['canvas'], name: string) => canvas.findByRole('textbox', { name })

export const TextField: Story = {
  play: async (context) => {
    await userEvent.type(await box(context.canvas, 'Apelido'), 'Jo')
    await refused(context, 'Apelido deve ter entre 3 e 20 caracteres.')
  },
}

export const DocumentField: Story = {
  play: async (context) => {
    const { canvas } = context
    // Shown only once the payer's document is a CNPJ.
    await userEvent.type(await box(canvas, 'CPF ou CNPJ'), CPF)
    await expect(canvas.queryByRole('textbox', { name: 'CNPJ da matriz' })).toBeNull()
    await userEvent.clear(canvas.getByRole('textbox', { name: 'CPF ou CNPJ' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF ou CNPJ' }), CNPJ)
    await userEvent.type(await box(canvas, 'CNPJ da matriz'), '11222333000182')
    await expect(canvas.getByRole('textbox', { name: 'CNPJ da matriz' })).toHaveValue(
      '11.222.333/0001-82',
    )
    await refused(context, 'Informe um CPF ou CNPJ válido: confira os dígitos.')
  },
}

export const PhoneField: Story = {
  play: async (context) => {
    await userEvent.type(await box(context.canvas, 'Telefone'), '119876')
    await refused(context, 'Informe um telefone com DDD: 10 ou 11 dígitos.')
  },
}

export const EmailField: Story = {
  play: async (context) => {
    await userEvent.type(await box(context.canvas, 'E-mail para a nota'), 'ana@')
    await refused(context, 'Informe um endereço de e-mail válido.')
  },
}

export const PostalCodeField: Story = {
  play: async (context) => {
    await userEvent.type(await box(context.canvas, 'CEP de entrega'), '0131')
    await expect(context.canvas.getByRole('textbox', { name: 'CEP de entrega' })).toHaveValue(
      '0131',
    )
    await refused(context, 'Informe um CEP com 8 dígitos.')
  },
}

export const DateField: Story = {
  play: async (context) => {
    await context.canvas.findByLabelText('Data de entrega')
    await refused(context, 'Data de entrega é obrigatório.')
  },
}

export const NumberField: Story = {
  play: async (context) => {
    await userEvent.type(await box(context.canvas, 'Quantidade de pessoas'), '12')
    await refused(context, 'Quantidade de pessoas deve estar entre 1 e 10.')
  },
}

export const SelectField: Story = {
  play: async (context) => {
    await context.canvas.findByRole('combobox', { name: 'Como conheceu a loja?' })
    await refused(context, 'Como conheceu a loja? é obrigatório.')
  },
}

export const CheckboxField: Story = {
  play: async (context) => {
    await context.canvas.findByRole('checkbox', { name: 'Receber novidades' })
    await refused(context, 'É preciso aceitar receber novidades.')
  },
}

/** Every answer right: the charge carries them (the hidden CNPJ field's left out). */
export const Answered: Story = {
  play: async ({ canvas, loaded, args }) => {
    await userEvent.type(await box(canvas, 'Nome completo'), 'Ana Souza')
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana@exemplo.com.br')
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF ou CNPJ' }), CPF)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Apelido' }), 'Aninha')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Telefone' }), '11987654321')
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail para a nota' }), 'nf@ana.com')
    await userEvent.type(canvas.getByRole('textbox', { name: 'CEP de entrega' }), '01310100')
    await userEvent.type(canvas.getByLabelText('Data de entrega'), '2026-12-24')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Quantidade de pessoas' }), '2')
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Como conheceu a loja?' }),
      'instagram',
    )
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Receber novidades' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }))
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1))
    await expect(apiOf(loaded).checkout.charge).toHaveBeenCalledWith(
      'campos-da-loja',
      expect.objectContaining({
        custom_fields: {
          apelido: 'Aninha',
          telefone: '(11) 98765-4321',
          email_nf: 'nf@ana.com',
          cep_entrega: '01310-100',
          data_entrega: '2026-12-24',
          pessoas: '2',
          origem: 'instagram',
          novidades: true,
        },
      }),
      expect.any(String),
    )
  },
}
