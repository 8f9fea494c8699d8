import type { ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { ImageField } from './ImageField.tsx'

function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { image_url: '' } })
  return <FormProvider {...form}>{children}</FormProvider>
}

const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function field(upload = vi.fn(async () => ({ url: '/api/payments/public/files/x.png' }))) {
  return {
    upload,
    element: (
      <Form>
        <ImageField
          upload={upload}
          label="Imagem"
          hint="PNG, JPEG ou WebP, até 2 MB."
          alt="Prévia da imagem"
        />
      </Form>
    ),
  }
}

describe('ImageField', () => {
  it('recommends 1 MB beside its own limit', async () => {
    await render(field().element)
    await expect
      .element(page.getByText('PNG, JPEG ou WebP, até 2 MB. Recomendado: até 1 MB.'))
      .toBeVisible()
  })

  it('refuses a file of another type before sending it', async () => {
    const { upload, element } = field()
    await render(element)
    await page
      .getByLabelText('Imagem')
      .upload(new File([PNG_BYTES], 'animacao.gif', { type: 'image/gif' }))
    await expect.element(page.getByText('A imagem deve ser PNG, JPEG ou WebP.')).toBeVisible()
    expect(upload).not.toHaveBeenCalled()
  })

  it('sends an accepted file and shows it', async () => {
    const { upload, element } = field()
    await render(element)
    await page
      .getByLabelText('Imagem')
      .upload(new File([PNG_BYTES], 'foto.png', { type: 'image/png' }))
    await expect.element(page.getByRole('status')).toHaveTextContent('Imagem enviada.')
    expect(upload).toHaveBeenCalledOnce()
  })
})
