import * as v from 'valibot'
import { length, resolveLang, url, type FieldLabel } from '../../validation/index.ts'

/*
 * The shipment of a paid payment (issue 15 item 1: the in_transport and nf mails): how the
 * order travels — tracking code, carrier, tracking address — and its invoice (nota fiscal
 * eletrônica): number, the 44-digit access key, the DANFE's address. One record per payment;
 * saving a new tracking code mails in_transport, saving an invoice mails nf.
 */

const label = (ptBR: string, en: string): FieldLabel => ({ 'pt-BR': ptBR, en })
export const shipmentLabels = {
  trackingCode: label('Código de rastreio', 'Tracking code'),
  carrier: label('Transportadora', 'Carrier'),
  trackingUrl: label('Link de rastreio', 'Tracking link'),
  nfNumber: label('Número da nota fiscal', 'Invoice number'),
  nfKey: label('Chave de acesso da nota fiscal', 'Invoice access key'),
  nfUrl: label('Link da nota fiscal', 'Invoice link'),
}

const NF_KEY_WORDS = {
  en: 'The access key has 44 digits (spaces allowed), with a valid check digit.',
  'pt-BR': 'A chave de acesso tem 44 dígitos (espaços são aceitos), com dígito verificador válido.',
}

/** The access key's digits alone: it is often copied from the DANFE in groups of four. */
export const nfKeyDigits = (key: string) => key.replace(/[\s.-]/g, '')

/**
 * A nota fiscal's access key: 44 digits whose last is the modulo-11 check digit of the 43
 * before (weights 2 to 9 from the right, remainders 0 and 1 give 0), as the SEFAZ computes it.
 */
export function isNfKey(key: string): boolean {
  const digits = nfKeyDigits(key)
  if (!/^\d{44}$/.test(digits)) return false
  let sum = 0
  let weight = 2
  for (let index = 42; index >= 0; index -= 1) {
    sum += Number(digits[index]) * weight
    weight = weight === 9 ? 2 : weight + 1
  }
  const rest = sum % 11
  const check = rest < 2 ? 0 : 11 - rest
  return check === Number(digits[43])
}

const httpsUrl = (fieldLabel: FieldLabel) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      length(0, 500, { label: fieldLabel }),
      url({ label: fieldLabel, protocols: ['https'] }),
    ),
    '',
  )

const text = (fieldLabel: FieldLabel, max: number) =>
  v.pipe(v.string(), v.trim(), length(0, max, { label: fieldLabel }))

/**
 * PUT …/{id}/shipment. Tracking and invoice are each all or nothing: a tracking code needs its
 * carrier, an invoice number needs its key; empty leaves that half unsaved (or clears it).
 */
export const ShipmentInputSchema = v.pipe(
  v.object({
    tracking_code: v.optional(text(shipmentLabels.trackingCode, 60), ''),
    carrier: v.optional(text(shipmentLabels.carrier, 80), ''),
    tracking_url: httpsUrl(shipmentLabels.trackingUrl),
    nf_number: v.optional(text(shipmentLabels.nfNumber, 30), ''),
    nf_key: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.transform(nfKeyDigits),
        v.check(
          (key) => key === '' || isNfKey(key),
          (issue) => NF_KEY_WORDS[resolveLang(issue.lang)],
        ),
      ),
      '',
    ),
    nf_url: httpsUrl(shipmentLabels.nfUrl),
  }),
  v.forward(
    v.partialCheck(
      [['tracking_code'], ['carrier']],
      (input) => input.carrier === '' || input.tracking_code !== '',
      (issue) =>
        resolveLang(issue.lang) === 'en'
          ? 'Enter the tracking code.'
          : 'Informe o código de rastreio.',
    ),
    ['tracking_code'],
  ),
  v.forward(
    v.partialCheck(
      [['tracking_code'], ['carrier']],
      (input) => input.tracking_code === '' || input.carrier !== '',
      (issue) =>
        resolveLang(issue.lang) === 'en' ? 'Enter the carrier.' : 'Informe a transportadora.',
    ),
    ['carrier'],
  ),
  v.forward(
    v.partialCheck(
      [['nf_number'], ['nf_key']],
      (input) => input.nf_key === '' || input.nf_number !== '',
      (issue) =>
        resolveLang(issue.lang) === 'en'
          ? 'Enter the invoice number.'
          : 'Informe o número da nota fiscal.',
    ),
    ['nf_number'],
  ),
  v.forward(
    v.partialCheck(
      [['nf_number'], ['nf_key']],
      (input) => input.nf_number === '' || input.nf_key !== '',
      (issue) =>
        resolveLang(issue.lang) === 'en'
          ? 'Enter the access key.'
          : 'Informe a chave de acesso da nota fiscal.',
    ),
    ['nf_key'],
  ),
)
export type ShipmentInput = v.InferInput<typeof ShipmentInputSchema>

/** GET/PUT …/{id}/shipment: what is saved (empty strings for a half not given yet). */
export const ShipmentSchema = v.object({
  payment_id: v.number(),
  tracking_code: v.string(),
  carrier: v.string(),
  tracking_url: v.string(),
  nf_number: v.string(),
  nf_key: v.string(),
  nf_url: v.string(),
  /** When the tracking code / the invoice was last saved (ISO 8601), null before. */
  tracking_saved_at: v.nullable(v.string()),
  nf_saved_at: v.nullable(v.string()),
  updated_at: v.string(),
})
export type Shipment = v.InferOutput<typeof ShipmentSchema>

/** The statuses of a payment that received money: the only ones that ship. */
export const SHIPPABLE_STATUSES = [
  'complete',
  'authorized',
  'retry-success',
  'partial_refund',
] as const
