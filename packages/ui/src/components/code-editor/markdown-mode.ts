import type { StreamParser } from '@codemirror/language'

interface MarkdownState {
  /** Inside a ``` or ~~~ fenced block, and which fence closes it. */
  fence: string | null
}

/**
 * A small Markdown highlighter: the legacy modes have no Markdown, and `@codemirror/lang-markdown`
 * is not a dependency. Block marks (headings, quotes, lists, fences, rules) and the inline
 * essentials (code, strong, emphasis, links); no nesting, which the old editor did not show either.
 */
export const markdown: StreamParser<MarkdownState> = {
  name: 'markdown',
  startState: () => ({ fence: null }),
  copyState: (state) => ({ ...state }),
  token(stream, state) {
    if (stream.sol()) {
      const fence = stream.match(/^\s*(`{3,}|~{3,})/, false) as RegExpMatchArray | null
      if (fence) {
        const mark = fence[1]!
        if (state.fence === null) state.fence = mark
        else if (mark.startsWith(state.fence)) state.fence = null
        stream.skipToEnd()
        return 'meta'
      }
      if (state.fence !== null) {
        stream.skipToEnd()
        return 'string'
      }
      if (stream.match(/^#{1,6}(\s|$)/)) {
        stream.skipToEnd()
        return 'heading'
      }
      if (stream.match(/^\s*((\*\s*){3,}|(-\s*){3,}|(_\s*){3,})$/)) return 'contentSeparator'
      if (stream.match(/^\s*>\s?/)) return 'quote'
      if (stream.match(/^\s*([-*+]|\d+[.)])\s/)) return 'list'
    }
    if (state.fence !== null) {
      stream.skipToEnd()
      return 'string'
    }
    if (stream.match(/^`[^`]+`/)) return 'string'
    if (stream.match(/^(\*\*|__)(?=\S)(.+?)\1/)) return 'strong'
    if (stream.match(/^(\*|_)(?=\S)(.+?)\1/)) return 'emphasis'
    if (stream.match(/^~~(?=\S)(.+?)~~/)) return 'strikethrough'
    if (stream.match(/^!?\[[^\]]*\]/)) {
      if (stream.match(/^\([^)\s]*(\s+"[^"]*")?\)/, false)) return 'link'
      return null
    }
    if (stream.match(/^\([^)\s]*(\s+"[^"]*")?\)/)) return 'url'
    if (stream.match(/^<https?:\/\/[^>\s]+>/)) return 'url'
    stream.next()
    stream.eatWhile(/[^`*_~![(<\\]/)
    return null
  },
}
