/**
 * Tailwind class conflict resolution for `cn()`: when two classes set the same thing, the later
 * one wins (`px-4` then `px-6` → `px-6`), per variant (`hover:bg-muted` and `bg-muted` both
 * stay). It knows the utility families this design system uses; an unknown class is always
 * kept. Written for size: the panel's first load has a 100 KB budget and a general-purpose
 * merger costs more than a tenth of it.
 */

/** Utility → family, tried in order (the first match wins). `$1` names the family after the match. */
const FAMILIES: readonly (readonly [RegExp, string])[] = [
  [
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root)$/,
    'display',
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^flex-(row|col|row-reverse|col-reverse)$/, 'flex-direction'],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, 'flex-wrap'],
  [/^flex-/, 'flex'],
  [
    /^(grow|shrink|basis|order|items|justify|self|content|place-items|place-content|place-self)(-|$)/,
    '$1',
  ],
  [/^(gap-x|gap-y|gap|space-x|space-y)-/, '$1'],
  [/^(grid-cols|grid-rows|col-span|col-start|col-end|row-span)-/, '$1'],
  [/^(min-w|max-w|min-h|max-h|size|w|h)-/, '$1'],
  [/^(inset-x|inset-y|inset|top|right|bottom|left|start|end)-/, '$1'],
  [/^(px|py|ps|pe|pt|pr|pb|pl|p|mx|my|ms|me|mt|mr|mb|ml|m)-/, '$1'],
  [/^text-(xs|sm|base|md|lg|\d?xl)$/, 'font-size'],
  [/^text-\[(\d|\.|calc|var\(--text)/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(wrap|nowrap|balance|pretty|ellipsis|clip)$/, 'text-wrap'],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-/, 'font-family'],
  [
    /^(leading|tracking|whitespace|break|truncate|line-clamp|align|decoration|underline-offset)(-|$)/,
    '$1',
  ],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(italic|not-italic)$/, 'font-style'],
  [
    /^bg-(auto|cover|contain|center|top|bottom|left|right|no-repeat|repeat|fixed|local|scroll)$/,
    'bg-layout',
  ],
  [/^bg-/, 'bg-color'],
  [/^rounded-(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee)(-|$)/, 'rounded-$1'],
  [/^rounded(-|$)/, 'rounded'],
  [/^border-(x|y|t|r|b|l|s|e)(-\d+|-\[|$)/, 'border-w-$1'],
  [/^border(-\d+|-\[\d|$)/, 'border-w'],
  [/^border-(solid|dashed|dotted|double|none|hidden)$/, 'border-style'],
  [/^border-/, 'border-color'],
  [/^ring(-\d+|-\[\d|$)/, 'ring-w'],
  // `ring-inset` is neither a width nor a colour: as a colour it dropped `ring-ring` before it.
  [/^ring-inset$/, 'ring-inset'],
  [/^ring-offset(-\d+|-\[\d)/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-/, 'ring-color'],
  [/^outline(-\d+|$)/, 'outline-w'],
  [/^outline-(none|hidden|dashed|dotted|double|solid)$/, 'outline-style'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline-/, 'outline-color'],
  [
    /^(shadow|opacity|z|overflow-x|overflow-y|overflow|cursor|pointer-events|select|transition|duration|ease|delay|animate|fill|stroke|object|aspect|scroll-m|scroll-p|resize|appearance)(-|$)/,
    '$1',
  ],
]

/** Families a shorthand overrides: a later `p-4` replaces an earlier `px-2`, not the reverse. */
const COVERS: Readonly<Record<string, readonly string[]>> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-s',
    'rounded-e',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'border-w': [
    'border-w-x',
    'border-w-y',
    'border-w-t',
    'border-w-r',
    'border-w-b',
    'border-w-l',
    'border-w-s',
    'border-w-e',
  ],
}

function familyOf(utility: string): string | null {
  for (const [pattern, family] of FAMILIES) {
    const match = pattern.exec(utility)
    if (match) return family.replace('$1', match[1] ?? '')
  }
  return null
}

/** Splits `md:hover:!-mt-2/50` into its variants (`md:hover:`) and utility (`mt-2`). */
function parse(className: string): { variants: string; utility: string } {
  let depth = 0
  let split = -1
  for (let index = 0; index < className.length; index++) {
    const char = className[index]
    if (char === '[' || char === '(') depth++
    else if (char === ']' || char === ')') depth--
    else if (char === ':' && depth === 0) split = index
  }
  let utility = className.slice(split + 1)
  let variants = className.slice(0, split + 1)
  if (utility.startsWith('!')) {
    utility = utility.slice(1)
    variants += '!'
  } else if (utility.endsWith('!')) {
    utility = utility.slice(0, -1)
    variants += '!'
  }
  if (utility.startsWith('-')) utility = utility.slice(1)
  // An opacity modifier (`bg-primary/50`) does not change the family.
  const slash = utility.search(/\/(?![^[]*\])/)
  if (slash > 0) utility = utility.slice(0, slash)
  return { variants, utility }
}

/** Merges a space-separated class list; the last class of each family (per variant) wins. */
export function mergeClasses(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean)
  const taken = new Set<string>()
  const kept: string[] = []
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!
    const { variants, utility } = parse(className)
    const family = familyOf(utility)
    if (family === null) {
      if (!kept.includes(className)) kept.push(className)
      continue
    }
    const key = variants + family
    if (taken.has(key)) continue
    taken.add(key)
    for (const covered of COVERS[family] ?? []) taken.add(variants + covered)
    kept.push(className)
  }
  return kept.reverse().join(' ')
}
