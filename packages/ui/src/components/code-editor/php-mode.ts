import type { StreamParser, StringStream } from '@codemirror/language'
import { clike } from '@codemirror/legacy-modes/mode/clike'

function words(list: string): Record<string, true> {
  return Object.fromEntries(list.split(' ').map((word) => [word, true]))
}

/**
 * PHP code. The legacy modes have no PHP of their own (the old one was built on the C-like mode
 * inside an HTML mode), so this is the C-like mode with PHP's words, `$variables`, `#` comments
 * and the `<?php … ?>` tags. Markup outside the tags is shown as code too.
 */
export const php: StreamParser<unknown> = clike({
  name: 'php',
  keywords: words(
    'abstract and as break case catch class clone const continue declare default do echo else ' +
      'elseif empty enddeclare endfor endforeach endif endswitch endwhile enum extends final ' +
      'finally fn for foreach function global goto if implements include include_once ' +
      'instanceof insteadof interface isset list match namespace new or print private ' +
      'protected public readonly require require_once return static switch throw trait try ' +
      'unset use var while xor yield die exit',
  ),
  types: words('array bool callable float int iterable mixed never object self parent string void'),
  atoms: words(
    'true false null TRUE FALSE NULL __CLASS__ __DIR__ __FILE__ __FUNCTION__ __LINE__ ' +
      '__METHOD__ __NAMESPACE__ __TRAIT__',
  ),
  blockKeywords: words('catch do else elseif for foreach if switch try while finally'),
  multiLineStrings: true,
  namespaceSeparator: '\\',
  hooks: {
    $: (stream: StringStream) => {
      stream.eatWhile(/[\w\u00a1-\uffff]/)
      return 'variable-2'
    },
    '#': (stream: StringStream) => {
      stream.skipToEnd()
      return 'comment'
    },
    '<': (stream: StringStream) => (stream.match(/^\?(php|=)?/) ? 'meta' : false),
    '?': (stream: StringStream) => (stream.eat('>') ? 'meta' : false),
  },
})
