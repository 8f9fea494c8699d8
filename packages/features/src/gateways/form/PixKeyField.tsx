import { useWatch } from 'react-hook-form'
import { classifyPixKey } from '@vitrine/api'
import { TextField } from '@vitrine/ui/form'
import { pixKeyKindLabels } from '../shared/format.ts'

/** Says which kind of key the text is as it is typed (the rule's message waits for the blur). */
function kindHint(text: string): string {
  if (text.trim() === '') return 'CPF, CNPJ, e-mail, celular com +55 ou chave aleatória.'
  const result = classifyPixKey(text)
  return result.ok
    ? `Chave do tipo ${pixKeyKindLabels[result.type]}.`
    : 'Ainda não é uma chave pix completa.'
}

/** The pix key, with its kind (CPF, CNPJ, e-mail, celular, aleatória) shown while typing. */
export function PixKeyField() {
  const value = (useWatch({ name: 'settings.pix_key' }) as string | undefined) ?? ''
  return (
    <TextField
      name="settings.pix_key"
      label="Chave pix"
      required
      autoComplete="off"
      spellCheck={false}
      hint={<span data-slot="pix-key-kind">{kindHint(value)}</span>}
      fieldClassName="sm:col-span-2"
    />
  )
}
