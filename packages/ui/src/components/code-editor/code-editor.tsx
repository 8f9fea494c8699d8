import {
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Ref,
} from 'react'
import {
  Annotation,
  Compartment,
  EditorSelection,
  EditorState,
  Transaction,
} from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { indentUnit as indentUnitFacet } from '@codemirror/language'
import { cva } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'
import {
  clampIndentUnit,
  CODE_FONT_SIZE_CSS,
  resolveCodeLanguage,
  type CodeFontSize,
  type CodeLanguageId,
} from './code-languages.ts'
import { codeEditorSetup } from './code-editor-setup.ts'
import { changeBetween } from './document-sync.ts'
import { loadLanguage } from './language-support.ts'

export const codeEditorVariants = cva(
  [
    'relative overflow-hidden rounded-md border border-input bg-surface shadow-xs transition-colors',
    'focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30',
    '[&_.cm-editor]:h-full',
  ],
  {
    variants: {
      invalid: {
        true: 'border-danger focus-within:border-danger focus-within:ring-danger/30',
        false: '',
      },
      autoHeight: { true: '[&_.cm-editor]:min-h-32', false: '' },
    },
    defaultVariants: { invalid: false, autoHeight: true },
  },
)

/** What a screen can ask of a mounted editor. */
export interface CodeEditorHandle {
  /**
   * Puts the cursor on a line (1-based; a column too, 1-based), scrolls it into the middle and
   * focuses. False while the editor is still being made (try again on the next frame).
   */
  goToLine(line: number, column?: number): boolean
  focus(): void
}

export interface CodeEditorProps {
  ref?: Ref<CodeEditorHandle>
  /** The code. Without it the editor keeps its own text. */
  value?: string
  onChange?: (value: string) => void
  /** A language id of `CODE_LANGUAGES` or a known alias (`xml`, `cs`, `js`…); unknown is plain text. */
  language?: CodeLanguageId | (string & {})
  /** The text can be read, selected and copied, not changed. */
  readOnly?: boolean
  /** Spaces per indentation level, clamped to `INDENT_LEVELS` (1 to 8). Default 2. */
  indentUnit?: number
  /** The text size (section 9's small, large, huge); without it the body text's size. */
  fontSize?: CodeFontSize
  /** A fixed height (a number is pixels); without it the editor grows with its content. */
  height?: number | string
  invalid?: boolean
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  id?: string
  className?: string
}

/** Marks the transactions that apply the value prop, so they are not reported back as changes. */
const fromProps = Annotation.define<boolean>()

/**
 * The code editor (CodeMirror 6). Languages load on demand; `data-language` on the root says
 * which one is applied once it has loaded. Heavy: load it lazily (`@vitrine/ui/code`).
 */
export function CodeEditor({
  ref,
  value,
  onChange,
  language = 'plain',
  readOnly = false,
  indentUnit,
  fontSize,
  height,
  invalid = false,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  id,
  className,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const [view, setView] = useState<EditorView | null>(null)
  const [applied, setApplied] = useState<CodeLanguageId | null>(null)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])
  // The text the view is made with, so it starts with its content (a line asked for at once exists).
  const firstValue = useRef(value)
  useEffect(() => {
    firstValue.current = value
  }, [value])
  const hintId = `${useId()}-hint`

  const slots = useMemo(
    () => ({
      language: new Compartment(),
      indent: new Compartment(),
      readOnly: new Compartment(),
      attributes: new Compartment(),
      fontSize: new Compartment(),
    }),
    [],
  )

  // One view per mount; every setting arrives through a compartment in the effects below.
  useEffect(() => {
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: firstValue.current ?? '',
        extensions: [
          codeEditorSetup(),
          slots.language.of([]),
          slots.indent.of([]),
          slots.readOnly.of([]),
          slots.attributes.of([]),
          slots.fontSize.of([]),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return
            if (update.transactions.every((transaction) => transaction.annotation(fromProps)))
              return
            onChangeRef.current?.(update.state.doc.toString())
          }),
        ],
      }),
    })
    setView(created)
    return () => {
      created.destroy()
      setView(null)
    }
  }, [slots])

  useEffect(() => {
    if (!view || value === undefined) return
    // Equal text changes nothing, so the cursor stays; a different text replaces only what differs.
    const change = changeBetween(view.state.doc.toString(), value)
    if (!change) return
    view.dispatch({
      changes: change,
      annotations: [fromProps.of(true), Transaction.addToHistory.of(false)],
    })
  }, [view, value])

  const languageId = resolveCodeLanguage(language)
  useEffect(() => {
    if (!view) return
    let current = true
    const apply = (id: CodeLanguageId, support: Parameters<Compartment['reconfigure']>[0]) => {
      if (!current) return
      view.dispatch({ effects: slots.language.reconfigure(support) })
      setApplied(id)
    }
    // A language that fails to download leaves the code readable as plain text.
    loadLanguage(languageId).then(
      (support) => apply(languageId, support),
      () => apply('plain', []),
    )
    return () => {
      current = false
    }
  }, [view, slots, languageId])

  const indent = clampIndentUnit(indentUnit)
  useEffect(() => {
    view?.dispatch({
      effects: slots.indent.reconfigure([
        indentUnitFacet.of(' '.repeat(indent)),
        EditorState.tabSize.of(indent),
      ]),
    })
  }, [view, slots, indent])

  useEffect(() => {
    view?.dispatch({ effects: slots.readOnly.reconfigure(EditorState.readOnly.of(readOnly)) })
  }, [view, slots, readOnly])

  useEffect(() => {
    const size = fontSize ? CODE_FONT_SIZE_CSS[fontSize] : null
    view?.dispatch({
      effects: slots.fontSize.reconfigure(
        size ? EditorView.theme({ '&': { fontSize: size } }) : [],
      ),
    })
  }, [view, slots, fontSize])

  useImperativeHandle(
    ref,
    () => ({
      goToLine(line, column = 1) {
        if (!view) return false
        const { doc } = view.state
        const target = doc.line(Math.min(Math.max(1, Math.trunc(line)), doc.lines))
        const at = Math.min(target.from + Math.max(0, Math.trunc(column) - 1), target.to)
        view.dispatch({
          selection: EditorSelection.cursor(at),
          effects: EditorView.scrollIntoView(at, { y: 'center' }),
        })
        view.focus()
        return true
      },
      focus() {
        view?.focus()
      },
    }),
    [view],
  )

  useEffect(() => {
    // An explicit tab stop: axe (and some assistive tools) do not count a bare contenteditable as
    // focusable, and the scroller around it would then look like a region keyboards cannot reach.
    const attributes: Record<string, string> = { tabindex: '0' }
    if (id) attributes.id = id
    if (ariaLabel) attributes['aria-label'] = ariaLabel
    if (ariaLabelledBy) attributes['aria-labelledby'] = ariaLabelledBy
    const describedBy = [ariaDescribedBy, readOnly ? null : hintId].filter(Boolean).join(' ')
    if (describedBy) attributes['aria-describedby'] = describedBy
    if (invalid) attributes['aria-invalid'] = 'true'
    if (readOnly) attributes['aria-readonly'] = 'true'
    view?.dispatch({
      effects: slots.attributes.reconfigure(EditorView.contentAttributes.of(attributes)),
    })
  }, [view, slots, id, ariaLabel, ariaLabelledBy, ariaDescribedBy, invalid, readOnly, hintId])

  const style: CSSProperties | undefined = height === undefined ? undefined : { height }

  return (
    <div
      data-slot="code-editor"
      data-language={applied ?? undefined}
      data-font-size={fontSize}
      data-readonly={readOnly || undefined}
      data-invalid={invalid || undefined}
      style={style}
      className={cn(codeEditorVariants({ invalid, autoHeight: height === undefined }), className)}
    >
      <div ref={host} className="h-full" />
      {readOnly ? null : (
        <span id={hintId} className="sr-only">
          Tab insere recuo. Para sair do editor, pressione Esc e depois Tab.
        </span>
      )}
    </div>
  )
}

export default CodeEditor
