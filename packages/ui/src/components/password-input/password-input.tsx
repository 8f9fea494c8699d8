import { useState } from 'react'
import { EyeIcon, EyeOffIcon } from '../../icons/index.ts'
import { cn } from '../../lib/cn.ts'
import { Input, type InputProps } from '../input/input.tsx'

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'endAdornment'> {
  /** Start with the password shown. */
  defaultVisible?: boolean
  /** Name of the reveal toggle. */
  toggleLabel?: string
}

/**
 * A password input with a reveal toggle. The toggle keeps one accessible name and reports its
 * state with aria-pressed: a toggle whose name also flipped to "Ocultar senha" would be announced
 * as "Ocultar senha, pressionado", which contradicts itself. The icon shows the state to the eye.
 */
export function PasswordInput({
  defaultVisible = false,
  toggleLabel = 'Mostrar senha',
  disabled,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible)
  return (
    <Input
      type={visible ? 'text' : 'password'}
      disabled={disabled}
      {...props}
      endAdornment={
        <button
          type="button"
          data-slot="password-toggle"
          aria-label={toggleLabel}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
          className={cn(
            '-me-1.5 inline-flex size-7 items-center justify-center rounded-sm text-muted-foreground',
            'hover:bg-muted hover:text-foreground disabled:pointer-events-none',
          )}
        >
          {visible ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
        </button>
      }
    />
  )
}
