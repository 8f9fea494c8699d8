import { useId, useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react'
import { FileText, Upload, X } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { Field } from '../field/field.tsx'
import { useFieldControl } from '../field/field-context.ts'
import {
  defaultFileFieldMessages,
  fileProblem,
  formatFileSize,
  type FileFieldMessages,
  type FileRules,
} from './file-rules.ts'

export interface FileFieldProps extends FileRules {
  label: ReactNode
  /** Shown under the zone: what the file should hold, its size limit ("Até 10 MB"). */
  hint?: ReactNode
  /**
   * A message from outside the field (the server refused the file). The field's own checks
   * (type, size, `validate`) take its place while they fail.
   */
  message?: ReactNode
  /** Replaces the default texts of the type, size and multiple-files messages. */
  messages?: Partial<FileFieldMessages>
  /** The chosen file, when the owner keeps it (controlled); `null` for none. */
  file?: File | null
  /** The file shown at first when the field keeps its own state. */
  defaultFile?: File | null
  /**
   * Called with the file once it passes the checks, and with null when it is removed or a
   * newly chosen file is refused (so the owner never keeps a file the field turned down).
   */
  onFileChange?: (file: File | null) => void
  required?: boolean
  disabled?: boolean
  name?: string
  id?: string
  className?: string
  /** Words of the zone; pt-BR by default. */
  chooseLabel?: string
  dropLabel?: string
  replaceLabel?: string
  removeLabel?: (fileName: string) => string
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A file picker and drop zone for one file. The real `<input type="file">` stays in the page
 * (visually hidden, not removed) so it keeps its label, its keyboard behaviour (Tab to it, Space
 * or Enter opens the picker) and its description; the zone around it shows the focus ring, takes
 * clicks and drops, and shows the chosen file's name and size.
 */
export function FileField({
  label,
  hint,
  message,
  messages,
  accept,
  maxBytes,
  validate,
  file: controlledFile,
  defaultFile = null,
  onFileChange,
  required = false,
  disabled = false,
  name,
  id,
  className,
  chooseLabel = 'Escolher arquivo',
  dropLabel = 'ou arraste e solte aqui',
  replaceLabel = 'Clique ou arraste outro arquivo para trocar.',
  removeLabel = (fileName) => `Remover ${fileName}`,
  inputRef,
}: FileFieldProps) {
  const generated = useId()
  const [ownFile, setOwnFile] = useState<File | null>(defaultFile)
  const [problem, setProblem] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const input = useRef<HTMLInputElement | null>(null)
  const file = controlledFile === undefined ? ownFile : controlledFile
  const text = { ...defaultFileFieldMessages, ...messages }

  function setInput(element: HTMLInputElement | null) {
    input.current = element
    if (typeof inputRef === 'function') inputRef(element)
    else if (inputRef) inputRef.current = element
  }

  function take(next: File | null) {
    if (controlledFile === undefined) setOwnFile(next)
    onFileChange?.(next)
  }

  function choose(files: FileList | null) {
    if (!files || files.length === 0) return
    if (files.length > 1) {
      refuse(text.multiple)
      return
    }
    const chosen = files[0]!
    const found = fileProblem(chosen, { accept, maxBytes, validate }, text)
    if (found) {
      refuse(found)
      return
    }
    setProblem(null)
    take(chosen)
  }

  function refuse(found: string) {
    setProblem(found)
    // The native input must not hold a file the field turned down.
    if (input.current) input.current.value = ''
    take(null)
  }

  function remove() {
    setProblem(null)
    if (input.current) {
      input.current.value = ''
      input.current.focus()
    }
    take(null)
  }

  // A file dropped anywhere the page does not handle opens in the browser tab, losing the
  // panel; the zone always claims drops, and takes them only when enabled.
  function over(event: DragEvent) {
    event.preventDefault()
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy'
    if (!disabled) setDragging(true)
  }

  function leave(event: DragEvent) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
    setDragging(false)
  }

  function drop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    if (!disabled) choose(event.dataTransfer.files)
  }

  return (
    <Field
      label={label}
      hint={hint}
      message={problem ?? message}
      required={required}
      id={id ?? `${generated}-input`}
      className={className}
    >
      <FileZone
        file={file}
        dragging={dragging}
        disabled={disabled}
        onOpen={() => input.current?.click()}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={leave}
        onDrop={drop}
        summaryId={`${generated}-summary`}
        chooseLabel={chooseLabel}
        dropLabel={dropLabel}
        replaceLabel={replaceLabel}
        removeLabel={removeLabel}
        onRemove={remove}
      >
        <FileInput
          inputRef={setInput}
          accept={accept}
          name={name}
          disabled={disabled}
          describedBy={file ? `${generated}-summary` : undefined}
          onChange={choose}
        />
      </FileZone>
    </Field>
  )
}

function FileInput({
  inputRef,
  accept,
  name,
  disabled,
  describedBy,
  onChange,
}: {
  inputRef: (element: HTMLInputElement | null) => void
  accept?: string
  name?: string
  disabled: boolean
  describedBy?: string
  onChange: (files: FileList | null) => void
}) {
  const control = useFieldControl({ 'aria-describedby': describedBy })
  return (
    <input
      ref={inputRef}
      type="file"
      data-slot="file-field-input"
      className="sr-only"
      accept={accept}
      name={name}
      disabled={disabled}
      {...control}
      onChange={(event) => onChange(event.currentTarget.files)}
    />
  )
}

interface FileZoneProps {
  file: File | null
  dragging: boolean
  disabled: boolean
  summaryId: string
  chooseLabel: string
  dropLabel: string
  replaceLabel: string
  removeLabel: (fileName: string) => string
  onOpen: () => void
  onRemove: () => void
  onDragEnter: (event: DragEvent) => void
  onDragOver: (event: DragEvent) => void
  onDragLeave: (event: DragEvent) => void
  onDrop: (event: DragEvent) => void
  children: ReactNode
}

function FileZone({
  file,
  dragging,
  disabled,
  summaryId,
  chooseLabel,
  dropLabel,
  replaceLabel,
  removeLabel,
  onOpen,
  onRemove,
  children,
  ...dragHandlers
}: FileZoneProps) {
  return (
    // The input inside is the keyboard's way in; the zone is a larger target for the pointer.
    <div
      data-slot="file-field"
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      // Dimmed words of a disabled field are exempt from contrast rules; this says they are.
      aria-disabled={disabled || undefined}
      data-has-file={file ? true : undefined}
      className={cn(
        'relative flex min-h-24 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-surface px-4 py-5 text-center transition-colors',
        'hover:border-primary/60 hover:bg-primary-subtle/40',
        'has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring/30',
        'has-[input[aria-invalid=true]]:border-danger',
        'data-dragging:border-primary data-dragging:bg-primary-subtle',
        'data-disabled:cursor-not-allowed data-disabled:opacity-50 data-disabled:hover:border-input data-disabled:hover:bg-surface',
      )}
      onClick={(event) => {
        if (disabled || (event.target as Element).closest('button, input')) return
        onOpen()
      }}
      {...dragHandlers}
    >
      {children}
      {/* Mounted while empty, so choosing a file is announced. */}
      <span data-slot="file-field-status" aria-live="polite" className="sr-only">
        {file ? `${file.name}, ${formatFileSize(file.size)}` : ''}
      </span>
      {file ? (
        <>
          <div
            data-slot="file-field-file"
            className="flex w-full max-w-md items-center gap-3 rounded-md border border-border bg-muted/60 px-3 py-2 text-left"
          >
            <FileText aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            <p id={summaryId} className="grid min-w-0 flex-1 leading-tight">
              <span data-slot="file-field-name" className="truncate font-medium text-foreground">
                {file.name}
              </span>
              <span data-slot="file-field-size" className="text-sm text-muted-foreground">
                {formatFileSize(file.size)}
              </span>
            </p>
            <button
              type="button"
              data-slot="file-field-remove"
              aria-label={removeLabel(file.name)}
              disabled={disabled}
              onClick={onRemove}
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-surface hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none [&_svg]:size-4"
            >
              <X aria-hidden />
            </button>
          </div>
          <p aria-hidden className="text-sm text-muted-foreground">
            {replaceLabel}
          </p>
        </>
      ) : (
        <>
          <Upload aria-hidden className="size-6 text-muted-foreground" />
          {/* The input already says what to do; these words are for the eye and the pointer. */}
          <p aria-hidden className="text-base text-muted-foreground">
            <span className="font-medium text-primary">{chooseLabel}</span> {dropLabel}
          </p>
        </>
      )}
    </div>
  )
}
