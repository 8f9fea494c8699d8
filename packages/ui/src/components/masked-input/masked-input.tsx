import { useRef, type ChangeEvent } from 'react'
import { Input, type InputProps } from '../input/input.tsx'
import { deleteAcrossSeparator, reformat } from './caret.ts'

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'type'> {
  /**
   * Turns what was typed into what is shown, as far as it goes ("0131" → "0131", "013101" →
   * "01310-1"). It must accept its own output and drop what does not belong (a letter in a phone
   * number). The design system knows no document or phone rules: the screen hands them in.
   */
  format: (raw: string) => string
  /** Shown formatted: a stored raw value ("01310100") reads "01310-100". */
  value?: string | null
  defaultValue?: string
  /** `text` (the default) or `tel`; the keyboard comes from `inputMode`. */
  type?: 'text' | 'tel'
}

/**
 * An Input that formats as the user types (CPF and CNPJ, phone, CEP) and keeps the caret where
 * the user is: in slots (letters and digits), not characters, so an inserted separator does
 * not throw it to the end. `onChange` receives the event with the formatted text in place.
 */
export function MaskedInput({
  format,
  value,
  defaultValue,
  onChange,
  type = 'text',
  ...props
}: MaskedInputProps) {
  const controlled = value !== undefined
  // Uncontrolled use: the text shown before this keystroke (controlled use reads `value`).
  const shown = useRef(format(defaultValue ?? ''))

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const previous = controlled ? format(value ?? '') : shown.current
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? ''
    let edit = { raw: input.value, caret: input.selectionStart ?? input.value.length }
    if (inputType === 'deleteContentBackward')
      edit = deleteAcrossSeparator(edit, previous, 'backward')
    if (inputType === 'deleteContentForward')
      edit = deleteAcrossSeparator(edit, previous, 'forward')
    const next = reformat(edit, format)
    // Written before React re-renders, so the controlled value it sets next is already there
    // and the browser keeps the caret placed here.
    input.value = next.value
    if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret)
    shown.current = next.value
    onChange?.(event)
  }

  return (
    <Input
      type={type}
      {...props}
      {...(controlled
        ? { value: format(value ?? '') }
        : { defaultValue: defaultValue === undefined ? undefined : format(defaultValue) })}
      onChange={handleChange}
    />
  )
}
