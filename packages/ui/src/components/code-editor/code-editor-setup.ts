import { EditorState, type Extension } from '@codemirror/state'
import {
  crosshairCursor,
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  rectangularSelection,
} from '@codemirror/view'
import {
  bracketMatching,
  foldGutter,
  foldKeymap,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language'
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import { codeHighlightStyle } from './code-highlight.ts'
import { CODE_UNDO_GROUP_DELAY_MS, CODE_UNDO_MAX_STACK } from './code-languages.ts'

/**
 * Our own version of the `codemirror` package's basicSetup. basicSetup's history cannot be
 * reconfigured (CodeMirror keeps the smallest group delay of all history extensions, and its own is
 * 500 ms), and it pulls in autocompletion, search and lint, which are not dependencies here.
 *
 * Tab indents, as people expect in a code editor; Escape then Tab still leaves the editor
 * (CodeMirror's tab-focus escape), and the editor says so in its description.
 */
export function codeEditorSetup(): Extension {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history({ newGroupDelay: CODE_UNDO_GROUP_DELAY_MS, minDepth: CODE_UNDO_MAX_STACK }),
    foldGutter(),
    drawSelection(),
    dropCursor(),
    EditorState.allowMultipleSelections.of(true),
    indentOnInput(),
    syntaxHighlighting(codeHighlightStyle),
    bracketMatching(),
    rectangularSelection(),
    crosshairCursor(),
    highlightActiveLine(),
    keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap, indentWithTab]),
    codeEditorTheme,
  ]
}

/** CodeMirror's look in Vitrine's tokens, so white-label brands and the dark theme carry over. */
export const codeEditorTheme = EditorView.theme({
  '&': {
    height: '100%',
    fontSize: 'var(--text-sm)',
    color: 'var(--color-foreground)',
    backgroundColor: 'var(--color-surface)',
  },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.5' },
  '.cm-content': { padding: '8px 0', caretColor: 'var(--color-foreground)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--color-foreground)' },
  '.cm-gutters': {
    backgroundColor: 'var(--color-muted)',
    color: 'var(--color-muted-foreground)',
    borderRight: '1px solid var(--color-border)',
  },
  '.cm-activeLineGutter': {
    backgroundColor: 'color-mix(in oklab, var(--color-primary) 10%, var(--color-muted))',
    color: 'var(--color-foreground)',
  },
  '.cm-activeLine': {
    backgroundColor: 'color-mix(in oklab, var(--color-primary) 5%, transparent)',
  },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground':
    { backgroundColor: 'color-mix(in oklab, var(--color-primary) 22%, transparent)' },
  '.cm-foldPlaceholder': {
    backgroundColor: 'var(--color-muted)',
    border: '1px solid var(--color-border)',
    color: 'var(--color-muted-foreground)',
  },
})
