import { useState } from 'react'
import { decimalAmount, parseMoney } from '@vitrine/api'
import { Field, Input } from '@vitrine/ui'

export interface AmountFilterProps {
  label: string
  /** The amount in force, in centavos. */
  value: number | undefined
  onChange: (cents: number | undefined) => void
}

const textOf = (cents: number | undefined) => (cents === undefined ? '' : decimalAmount(cents, ','))

/**
 * An amount typed in reais ("1.234,56", "50") and handed on in centavos once the field is left
 * or Enter is pressed, so a half-typed amount does not send a search at every key. What is
 * not an amount stays in the field with a message, and the filter keeps its last value.
 */
export function AmountFilter({ label, value, onChange }: AmountFilterProps) {
  const [text, setText] = useState(textOf(value))
  const [shown, setShown] = useState(value)
  const [invalid, setInvalid] = useState(false)
  // The filter changed elsewhere (a chip removed, "Limpar filtros"): show what is in force.
  if (shown !== value) {
    setShown(value)
    setText(textOf(value))
    setInvalid(false)
  }

  function commit() {
    if (text.trim() === '') {
      setInvalid(false)
      if (value !== undefined) onChange(undefined)
      return
    }
    const cents = parseMoney(text)
    if (cents === undefined || cents < 0) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    setText(textOf(cents))
    if (cents !== value) onChange(cents)
  }

  return (
    <Field label={label} message={invalid ? 'Digite um valor como 1.234,56.' : undefined}>
      <Input
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        startAdornment={<span aria-hidden>R$</span>}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit()
        }}
      />
    </Field>
  )
}
