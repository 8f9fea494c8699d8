import { StreamLanguage, type LanguageSupport, type StreamParser } from '@codemirror/language'
import type { Extension } from '@codemirror/state'
import type { CodeLanguageId } from './code-languages.ts'

function legacy<State>(parser: StreamParser<State>): Extension {
  return StreamLanguage.define(parser)
}

/**
 * How each language is fetched. Every branch is its own dynamic import, so the bundler emits one
 * chunk per language and a page only downloads the ones it shows. JavaScript, CSS and HTML use
 * the real (Lezer) parsers; the rest use CodeMirror's legacy stream modes: shell for Bash, C-like
 * for C++, C# and Java, standard SQL; PHP and Markdown are ours (`php-mode.ts`, `markdown-mode.ts`).
 */
const loaders: Record<Exclude<CodeLanguageId, 'plain'>, () => Promise<Extension>> = {
  bash: () => import('@codemirror/legacy-modes/mode/shell').then((m) => legacy(m.shell)),
  cpp: () => import('@codemirror/legacy-modes/mode/clike').then((m) => legacy(m.cpp)),
  csharp: () => import('@codemirror/legacy-modes/mode/clike').then((m) => legacy(m.csharp)),
  css: () => import('@codemirror/lang-css').then((m): LanguageSupport => m.css()),
  diff: () => import('@codemirror/legacy-modes/mode/diff').then((m) => legacy(m.diff)),
  html: () => import('@codemirror/lang-html').then((m): LanguageSupport => m.html()),
  java: () => import('@codemirror/legacy-modes/mode/clike').then((m) => legacy(m.java)),
  javascript: () =>
    import('@codemirror/lang-javascript').then((m): LanguageSupport => m.javascript({ jsx: true })),
  markdown: () => import('./markdown-mode.ts').then((m) => legacy(m.markdown)),
  php: () => import('./php-mode.ts').then((m) => legacy(m.php)),
  python: () => import('@codemirror/legacy-modes/mode/python').then((m) => legacy(m.python)),
  ruby: () => import('@codemirror/legacy-modes/mode/ruby').then((m) => legacy(m.ruby)),
  sql: () => import('@codemirror/legacy-modes/mode/sql').then((m) => legacy(m.standardSQL)),
}

/** The highlighting (and, for the Lezer languages, indentation rules) of a language; none for plain. */
export function loadLanguage(id: CodeLanguageId): Promise<Extension> {
  return id === 'plain' ? Promise.resolve([]) : loaders[id]()
}
