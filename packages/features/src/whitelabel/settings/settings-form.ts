import {
  AA_TEXT,
  contrastRatio,
  RESELLER_FLAG_NAMES,
  type ResellerSettings,
  type ResellerSettingsInput,
} from '@vitrine/api'

/** The settings form: what the server answers, flags complete (a missing one reads off). */
export type SettingsForm = ResellerSettings

export function settingsFormOf(settings: ResellerSettings): SettingsForm {
  return {
    ...settings,
    flags: Object.fromEntries(
      RESELLER_FLAG_NAMES.map((name) => [name, settings.flags[name] === 1 ? 1 : 0]),
    ),
  }
}

export function settingsInputOf(form: SettingsForm): ResellerSettingsInput {
  return { ...form, flags: form.flags as ResellerSettingsInput['flags'] }
}

const HEX = /^#[0-9a-f]{6}$/i

/**
 * The contrast as the person picks the colours, before any save: null while a colour is not a
 * full #rrggbb yet. The server refuses below AA with the same rule.
 */
export function brandContrast(form: Pick<SettingsForm, 'primary_color' | 'primary_foreground'>) {
  if (!HEX.test(form.primary_color) || !HEX.test(form.primary_foreground)) return null
  const ratio = contrastRatio(form.primary_color, form.primary_foreground)
  return { ratio, ok: ratio >= AA_TEXT, text: `${ratio.toFixed(1).replace('.', ',')}:1` }
}
