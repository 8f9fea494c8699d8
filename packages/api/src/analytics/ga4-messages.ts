/*
 * The Measurement Protocol validation server answers `validationMessages` of
 * `{ fieldPath, description, validationCode }` in English; the screen shows each one in
 * Portuguese by its code (Google's own description goes along for support).
 */
export const GA4_MESSAGE_TEXTS: Record<string, string> = {
  VALUE_INVALID: 'O valor informado é inválido',
  VALUE_REQUIRED: 'Falta um valor obrigatório',
  NAME_INVALID: 'O nome informado é inválido',
  NAME_RESERVED: 'O nome informado é reservado pelo Google Analytics',
  VALUE_OUT_OF_BOUNDS: 'O valor informado é grande demais',
  EXCEEDED_MAX_ENTITIES: 'A requisição tem parâmetros demais',
  NAME_DUPLICATED: 'O mesmo nome foi enviado mais de uma vez',
}

const FIELD_TEXTS: Record<string, string> = {
  measurement_id: 'no ID de métricas',
  client_id: 'no identificador do cliente',
  events: 'nos eventos',
}

/** "O valor informado é inválido no ID de métricas." for a code and a field path. */
export function ga4MessageText(code: string, fieldPath: string): string {
  const text = GA4_MESSAGE_TEXTS[code] ?? 'O Google Analytics recusou o evento'
  const root = fieldPath.split(/[.[/]/)[0] ?? ''
  const where = FIELD_TEXTS[root] ?? (fieldPath ? `em ${fieldPath}` : '')
  return where ? `${text} ${where}.` : `${text}.`
}
