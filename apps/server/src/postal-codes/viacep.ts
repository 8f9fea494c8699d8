import { STATES, type PostalAddress } from '@vitrine/api'
import * as v from 'valibot'

/**
 * ViaCEP's answer (https://viacep.com.br): the address of a code in Portuguese field names,
 * or `{ "erro": true }` for a well-formed code nobody uses (older answers send "true", text).
 * Extra fields (ibge, ddd, siafi, estado…) are ignored.
 */
const ViaCepAddressSchema = v.object({
  logradouro: v.string(),
  complemento: v.optional(v.string(), ''),
  bairro: v.string(),
  localidade: v.pipe(v.string(), v.nonEmpty()),
  uf: v.picklist(STATES),
})

/**
 * Reads a ViaCEP body: the address, null when the service says the code does not exist, or
 * undefined when the body is not what the contract promises (a failure: not "not found").
 */
export function readViaCep(postalCode: string, body: unknown): PostalAddress | null | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { erro } = body as { erro?: unknown }
  if (erro === true || erro === 'true') return null
  const parsed = v.safeParse(ViaCepAddressSchema, body)
  if (!parsed.success) return undefined
  const address = parsed.output
  return {
    postal_code: postalCode,
    street: address.logradouro.trim(),
    complement: address.complemento.trim(),
    district: address.bairro.trim(),
    city: address.localidade.trim(),
    state: address.uf,
  }
}
