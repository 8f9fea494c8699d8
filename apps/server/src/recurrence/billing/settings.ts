/** The store's billing settings: the catalogue's reader (saved row, or the contract's defaults). */
export { billingSettingsOf } from '../catalogue/settings.ts'

/** Methods whose invoice is a code or a slip sent ahead of its due date. */
export const AHEAD_METHODS: readonly string[] = ['pix', 'billet']
