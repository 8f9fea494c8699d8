import { useEffect, useId, useRef, useState } from 'react'
import { MergeView } from '@codemirror/merge'
import { Annotation, Compartment, EditorState, Transaction } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { cn } from '../../lib/cn.ts'
import { codeEditorSetup } from '../code-editor/code-editor-setup.ts'
import { resolveCodeLanguage, type CodeLanguageId } from '../code-editor/code-languages.ts'
import { changeBetween } from '../code-editor/document-sync.ts'
import { loadLanguage } from '../code-editor/language-support.ts'

export interface CodeDiffProps {
  /** The left side: the text compared against (a saved version, the server's copy). Read-only. */
  original: string
  /** The right side. Editable when `onChange` is given: arrows copy a left chunk into it. */
  value: string
  onChange?: (value: string) => void
  language?: CodeLanguageId | (string & {})
  /** Names each side for people and assistive technology ("Versão 3", "Sua versão"). */
  originalLabel: string
  valueLabel: string
  /** A fixed height (a number is pixels); the two sides scroll together inside it. */
  height?: number | string
  className?: string
}

const fromProps = Annotation.define<boolean>()

/** The arrow between the sides, named in Portuguese (the library's own says "Revert this chunk"). */
function revertButton(): HTMLElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = '⇝'
  button.title = 'Trazer este trecho da esquerda'
  button.setAttribute('aria-label', 'Trazer este trecho da esquerda')
  return button
}

/**
 * Two texts side by side with their differences marked (@codemirror/merge): deletions on the
 * left, insertions on the right, long unchanged stretches folded. With `onChange` the right side
 * is an editor and each changed chunk gets an arrow that takes the left side's text: a merge made
 * by editing, nothing applied behind the person's back. Heavy (CodeMirror): load it lazily.
 */
export function CodeDiff({
  original,
  value,
  onChange,
  language = 'plain',
  originalLabel,
  valueLabel,
  height,
  className,
}: CodeDiffProps) {
  const host = useRef<HTMLDivElement>(null)
  const [merge, setMerge] = useState<MergeView | null>(null)
  const [applied, setApplied] = useState<CodeLanguageId | null>(null)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])
  const editable = onChange !== undefined
  const [languageSlots] = useState(() => ({ a: new Compartment(), b: new Compartment() }))
  const hintId = `${useId()}-hint`
  // The texts the sides are made with: the latest given or typed, so remaking the view (a label
  // or editability changing) keeps what was typed.
  const texts = useRef({ original, value })

  // One merge view per editability; texts and language arrive through the effects below.
  useEffect(() => {
    const side = (label: string, readOnly: boolean, slot: Compartment, describedBy?: string) => [
      codeEditorSetup(),
      slot.of([]),
      EditorState.readOnly.of(readOnly),
      EditorView.editable.of(!readOnly),
      EditorView.contentAttributes.of({
        tabindex: '0',
        'aria-label': label,
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      }),
    ]
    const created = new MergeView({
      parent: host.current!,
      a: {
        doc: texts.current.original,
        extensions: side(originalLabel, true, languageSlots.a),
      },
      b: {
        doc: texts.current.value,
        extensions: [
          side(valueLabel, !editable, languageSlots.b, editable ? hintId : undefined),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return
            const text = update.state.doc.toString()
            texts.current.value = text
            if (update.transactions.every((transaction) => transaction.annotation(fromProps)))
              return
            onChangeRef.current?.(text)
          }),
        ],
      },
      revertControls: editable ? 'a-to-b' : undefined,
      renderRevertControl: editable ? revertButton : undefined,
      highlightChanges: true,
      gutter: true,
      collapseUnchanged: { margin: 3, minSize: 6 },
    })
    setMerge(created)
    return () => {
      created.destroy()
      setMerge(null)
    }
  }, [editable, originalLabel, valueLabel, hintId, languageSlots])

  useEffect(() => {
    texts.current.original = original
    if (!merge) return
    for (const [view, text] of [
      [merge.a, original],
      [merge.b, value],
    ] as const) {
      const change = changeBetween(view.state.doc.toString(), text)
      if (change) {
        view.dispatch({
          changes: change,
          annotations: [fromProps.of(true), Transaction.addToHistory.of(false)],
        })
      }
    }
  }, [merge, original, value])

  const languageId = resolveCodeLanguage(language)
  useEffect(() => {
    if (!merge) return
    let current = true
    loadLanguage(languageId).then(
      (support) => {
        if (!current) return
        merge.a.dispatch({ effects: languageSlots.a.reconfigure(support) })
        merge.b.dispatch({ effects: languageSlots.b.reconfigure(support) })
        setApplied(languageId)
      },
      // Without its language the diff still reads as plain text.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [merge, languageSlots, languageId])

  return (
    <div
      data-slot="code-diff"
      data-editable={editable || undefined}
      data-language={applied ?? undefined}
      style={height === undefined ? undefined : { height }}
      className={cn(
        'flex min-h-0 flex-col overflow-hidden rounded-md border border-input bg-surface',
        className,
      )}
    >
      <div className="grid grid-cols-2 border-b border-border bg-muted text-xs font-medium text-muted-foreground">
        <span className="px-3 py-1.5">{originalLabel}</span>
        <span className="border-s border-border px-3 py-1.5">{valueLabel}</span>
      </div>
      <div
        ref={host}
        className="min-h-0 flex-1 overflow-auto [&_.cm-editor]:h-auto [&_.cm-mergeView]:min-h-full"
      />
      {editable ? (
        <span id={hintId} className="sr-only">
          As setas entre os lados copiam o trecho da esquerda para a direita. Tab insere recuo; para
          sair do editor, pressione Esc e depois Tab.
        </span>
      ) : null}
    </div>
  )
}

export default CodeDiff
