/**
 * The form layer's own words. Rule messages (required, e-mail…) come with the schemas from
 * @vitrine/api; these are only the texts the form itself shows around them.
 */
export type FormLang = 'pt-BR' | 'en'

export interface FormMessages {
  incompleteTitle: string
  incompleteDescription: string
  /** Read by screen readers after a required field's label. */
  required: string
  showPassword: string
  selectPlaceholder: string
}

export const formMessages: Record<FormLang, FormMessages> = {
  'pt-BR': {
    incompleteTitle: 'Formulário incompleto.',
    incompleteDescription: 'Desculpe, nem todos os campos foram preenchidos corretamente.',
    required: 'obrigatório',
    showPassword: 'Mostrar senha',
    selectPlaceholder: 'Selecione',
  },
  en: {
    incompleteTitle: 'Form incomplete.',
    incompleteDescription: 'Sorry, not all fields are filled out correctly.',
    required: 'required',
    showPassword: 'Show password',
    selectPlaceholder: 'Select',
  },
}
