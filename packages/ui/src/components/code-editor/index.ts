// @vitrine/ui/code — heavy (CodeMirror): load lazily, e.g. `lazy(() => import('@vitrine/ui/code'))`.
// The language list and the pure helpers live in `code-languages.ts` and cost nothing to import.
export { default } from './code-editor.tsx'
export {
  CodeEditor,
  codeEditorVariants,
  type CodeEditorHandle,
  type CodeEditorProps,
} from './code-editor.tsx'
export {
  clampIndentUnit,
  CODE_FONT_SIZES,
  CODE_LANGUAGES,
  CODE_UNDO_GROUP_DELAY_MS,
  CODE_UNDO_MAX_STACK,
  codeLanguageLabel,
  DEFAULT_INDENT_UNIT,
  INDENT_LEVELS,
  MAX_OPTIMIZE_ITERATIONS,
  resolveCodeLanguage,
  SYNTAX_REHIGHLIGHT_DELAY_MS,
  type CodeFontSize,
  type CodeLanguageId,
  type IndentLevel,
} from './code-languages.ts'
export { changeBetween, type TextChange } from './document-sync.ts'
