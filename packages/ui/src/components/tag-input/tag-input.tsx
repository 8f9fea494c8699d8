import {
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
} from 'react'
import { CloseIcon } from '../../icons/index.ts'
import { cn } from '../../lib/cn.ts'
import { useFieldControl } from '../field/field-context.ts'

export interface TagInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'type'
> {
  value?: readonly string[]
  defaultValue?: readonly string[]
  onValueChange?: (tags: string[]) => void
  /** How many tags it takes; once full, typing adds no more. */
  max?: number
  /** Applied to a typed tag before it is added (trim, lower-case…); an empty result is dropped. */
  normalize?: (tag: string) => string
  /** Tags the browser offers while typing (the ones already in use elsewhere, say). */
  suggestions?: readonly string[]
  /** Marks the value invalid (also set by a surrounding Field with a message). */
  invalid?: boolean
  /** Name of each tag's remove button. */
  removeLabel?: (tag: string) => string
  /** Placeholder once `max` tags are there. */
  fullPlaceholder?: string
  /** Classes for the text box itself; `className` goes to the surrounding box. */
  inputClassName?: string
}

const trimmed = (tag: string) => tag.trim()

/**
 * Free-form tags: type and press Enter or a comma to add (pasting "a, b, c" adds three),
 * Backspace in the empty box removes the last one, each tag has its own remove button. What
 * is still typed when the box is left is added too, so it is not lost on save.
 */
export function TagInput({
  value,
  defaultValue = [],
  onValueChange,
  max,
  normalize = trimmed,
  suggestions,
  invalid,
  removeLabel = (tag) => `Remover ${tag}`,
  fullPlaceholder = 'Limite atingido',
  placeholder,
  disabled,
  readOnly,
  className,
  inputClassName,
  id,
  onKeyDown,
  onBlur,
  onPaste,
  ref,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  ...props
}: TagInputProps) {
  const [own, setOwn] = useState<readonly string[]>(defaultValue)
  const tags = value ?? own
  const [text, setText] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const input = useRef<HTMLInputElement | null>(null)
  const listId = useId()
  const field = useFieldControl({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid ?? (invalid ? true : undefined),
    'aria-required': ariaRequired,
  })
  const full = max !== undefined && tags.length >= max
  const locked = disabled || readOnly

  function change(next: string[], said: string) {
    if (value === undefined) setOwn(next)
    onValueChange?.(next)
    setAnnouncement(said)
  }

  /** Adds what was typed: one tag, or several separated by commas or lines. */
  function add(typed: string) {
    const next = [...tags]
    const added: string[] = []
    for (const piece of typed.split(/[,\n]/)) {
      const tag = normalize(piece)
      if (!tag || next.includes(tag)) continue
      if (max !== undefined && next.length >= max) break
      next.push(tag)
      added.push(tag)
    }
    if (added.length > 0) change(next, `Adicionado: ${added.join(', ')}`)
  }

  function remove(tag: string) {
    change(
      tags.filter((candidate) => candidate !== tag),
      `Removido: ${tag}`,
    )
    // The button goes away with its tag: the text box is where the user carries on.
    input.current?.focus()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event)
    if (event.defaultPrevented || locked) return
    if ((event.key === 'Enter' || event.key === ',') && text.trim()) {
      event.preventDefault()
      add(text)
      setText('')
    } else if (event.key === ',') {
      event.preventDefault()
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      event.preventDefault()
      remove(tags[tags.length - 1]!)
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    onPaste?.(event)
    const pasted = event.clipboardData.getData('text')
    if (event.defaultPrevented || locked || !/[,\n]/.test(pasted)) return
    event.preventDefault()
    add(text + pasted)
    setText('')
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    if (text.trim() && !locked) {
      add(text)
      setText('')
    }
    onBlur?.(event)
  }

  return (
    <div
      data-slot="tag-input"
      data-disabled={disabled || undefined}
      className={cn(
        'flex min-h-9 w-full min-w-0 flex-wrap items-center gap-1.5 rounded-md border border-input bg-surface px-2 py-1 text-base text-foreground shadow-xs',
        'transition-[color,box-shadow]',
        'has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring/30',
        'has-[input[aria-invalid=true]]:border-danger',
        'has-[input[aria-invalid=true]:focus-visible]:border-danger has-[input[aria-invalid=true]:focus-visible]:ring-danger/25',
        // The tags stay legible when disabled: what the field holds is still worth reading.
        'data-disabled:cursor-not-allowed data-disabled:bg-muted',
        className,
      )}
      // A click on the box (not on a tag's button) puts the caret in the text box.
      onPointerDown={(event) => {
        if (event.target === event.currentTarget && !disabled) {
          event.preventDefault()
          input.current?.focus()
        }
      }}
    >
      {tags.length > 0 ? (
        <ul data-slot="tag-list" className="contents">
          {tags.map((tag) => (
            <li
              key={tag}
              data-slot="tag"
              className="inline-flex h-6 max-w-full items-center gap-1 rounded-full bg-primary-subtle ps-2.5 pe-1 text-sm font-medium text-primary-subtle-foreground"
            >
              <span className="truncate">{tag}</span>
              {locked ? null : (
                <button
                  type="button"
                  data-slot="tag-remove"
                  aria-label={removeLabel(tag)}
                  onClick={() => remove(tag)}
                  className={cn(
                    'inline-flex size-5 shrink-0 items-center justify-center rounded-full',
                    'outline-none hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring',
                    '[&_svg]:size-3',
                  )}
                >
                  <CloseIcon aria-hidden />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <input
        data-slot="tag-input-text"
        type="text"
        enterKeyHint="enter"
        autoComplete="off"
        {...field}
        {...props}
        ref={(element) => {
          input.current = element
          if (typeof ref === 'function') ref(element)
          else if (ref) ref.current = element
        }}
        list={suggestions?.length ? listId : undefined}
        value={text}
        disabled={disabled}
        readOnly={readOnly || full}
        placeholder={full ? fullPlaceholder : placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
        onBlur={handleBlur}
        className={cn(
          'h-7 min-w-24 flex-1 bg-transparent px-1 outline-none',
          'placeholder:text-muted-foreground disabled:cursor-not-allowed',
          inputClassName,
        )}
      />
      {suggestions?.length ? (
        <datalist id={listId}>
          {suggestions
            .filter((suggestion) => !tags.includes(suggestion))
            .map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
        </datalist>
      ) : null}
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  )
}
