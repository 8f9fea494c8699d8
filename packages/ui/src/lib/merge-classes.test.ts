import { describe, expect, it } from 'vitest'
import { mergeClasses } from './merge-classes.ts'

describe('mergeClasses', () => {
  it.each([
    // The later class of a family wins.
    ['px-4 px-6', 'px-6'],
    ['h-9 h-11', 'h-11'],
    ['bg-primary bg-danger', 'bg-danger'],
    ['text-primary text-white', 'text-white'],
    ['rounded-md rounded-full', 'rounded-full'],
    ['shadow-xs shadow-md', 'shadow-md'],
    ['font-medium font-semibold', 'font-semibold'],
    ['flex hidden', 'hidden'],
    ['w-4 w-full', 'w-full'],
    ['border-input border-danger', 'border-danger'],
    ['z-10 z-50', 'z-50'],
    // Our type scale, including the custom `md` size, is a size, not a colour.
    ['text-md text-xl', 'text-xl'],
    ['text-base text-muted-foreground', 'text-base text-muted-foreground'],
    ['text-sm text-[13px]', 'text-[13px]'],
    ['text-primary text-[color:var(--x)]', 'text-[color:var(--x)]'],
    ['text-left text-center', 'text-center'],
    // Different families never conflict.
    ['px-4 py-2', 'px-4 py-2'],
    ['border border-input', 'border border-input'],
    ['border-2 border-b', 'border-2 border-b'],
    ['ring-2 ring-ring ring-offset-2', 'ring-2 ring-ring ring-offset-2'],
    // `ring-inset` is a placement: it once took the ring's colour away (the tabs' focus ring).
    [
      'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
      'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
    ],
    ['ring-offset-2 ring-offset-surface', 'ring-offset-2 ring-offset-surface'],
    ['ring-offset-1 ring-offset-2', 'ring-offset-2'],
    ['ring-offset-surface ring-offset-muted', 'ring-offset-muted'],
    ['font-semibold font-mono', 'font-semibold font-mono'],
    ['bg-cover bg-muted', 'bg-cover bg-muted'],
    ['gap-2 gap-x-4', 'gap-2 gap-x-4'],
    // A later shorthand replaces earlier longhands, not the other way round.
    ['px-2 py-1 p-4', 'p-4'],
    ['p-4 px-2', 'p-4 px-2'],
    ['w-4 h-4 size-6', 'size-6'],
    ['mt-2 my-4', 'my-4'],
    ['rounded-t-md rounded-lg', 'rounded-lg'],
    // Variants are separate families; brackets may hold colons.
    ['hover:bg-muted bg-surface hover:bg-primary', 'bg-surface hover:bg-primary'],
    ['data-[state=open]:bg-muted data-[state=open]:bg-surface', 'data-[state=open]:bg-surface'],
    ['sm:hidden md:hidden sm:flex', 'md:hidden sm:flex'],
    // Important, negative values and opacity modifiers keep their family.
    ['!mt-2 !mt-4 mt-1', '!mt-4 mt-1'],
    ['-mt-2 mt-4', 'mt-4'],
    ['bg-primary/50 bg-danger/20', 'bg-danger/20'],
    // Unknown classes are kept, once.
    ['group peer group', 'peer group'],
    ['  a   b  ', 'a b'],
    ['', ''],
  ])('%s → %s', (input, output) => {
    expect(mergeClasses(input)).toBe(output)
  })
})
