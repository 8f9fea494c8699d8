import { describe, expect, test } from 'vitest'
import { checkRedirectSave, traceRedirect } from './check.ts'
import {
  checkRule,
  followChain,
  fromPathProblem,
  parseFrom,
  RedirectMatcher,
  toRequest,
  type RuleLike,
} from './match.ts'

let nextId = 1
const rule = (from_path: string, to: string, extra: Partial<RuleLike> = {}): RuleLike => ({
  id: nextId++,
  from_path,
  to,
  status: 301,
  active: true,
  ...extra,
})

/** Where one address goes through `rules` (the first hop's target, or null). */
function hop(rules: RuleLike[], address: string) {
  const matcher = new RedirectMatcher(rules)
  const hit = matcher.match(toRequest(address))
  return hit
    ? { rule: hit.rule.from_path, to: followChain((r) => matcher.match(r), address).hops[0]!.to }
    : null
}

describe('from-paths', () => {
  test('a star only at the end after a slash; paths start with one slash', () => {
    expect(fromPathProblem('/blog/*')).toBeNull()
    expect(fromPathProblem('/*')).toBeNull()
    expect(fromPathProblem('/blog*')).toBe('fromStar')
    expect(fromPathProblem('/a/*/b')).toBe('fromStar')
    expect(fromPathProblem('blog')).toBe('fromFormat')
    expect(fromPathProblem('//cdn.site/x')).toBe('fromFormat')
    expect(fromPathProblem('/a b')).toBe('fromFormat')
  })

  test('one key per distinct from-path: case, trailing slash and query order do not count', () => {
    expect(parseFrom('/Promo/').key).toBe(parseFrom('/promo').key)
    expect(parseFrom('/p?b=2&a=1').key).toBe(parseFrom('/p?a=1&b=2').key)
    expect(parseFrom('/p?a=1').key).not.toBe(parseFrom('/p').key)
    expect(parseFrom('/blog/*').key).toBe('/blog/*')
    expect(parseFrom('/*')).toMatchObject({ path: '', wildcard: true })
  })
})

describe('matching', () => {
  test('case, trailing slash, repeated slashes and percent-encoding are ignored', () => {
    const rules = [rule('/Promoção', '/ofertas')]
    for (const address of ['/promoção', '/PROMOÇÃO/', '//promoção', '/promo%C3%A7%C3%A3o']) {
      expect(hop(rules, address), address).toEqual({ rule: '/Promoção', to: '/ofertas' })
    }
    expect(hop(rules, '/promocao')).toBeNull()
  })

  test('a wildcard matches its prefix and what is under it, not a longer name', () => {
    const rules = [rule('/blog/*', '/novidades/:splat')]
    expect(hop(rules, '/blog/Meu-Post')?.to).toBe('/novidades/Meu-Post')
    expect(hop(rules, '/blog/2024/05/post')?.to).toBe('/novidades/2024/05/post')
    expect(hop(rules, '/blog')?.to).toBe('/novidades')
    expect(hop(rules, '/blog/')?.to).toBe('/novidades')
    expect(hop(rules, '/blogs/x')).toBeNull()
  })

  test('exact beats wildcard, the longer prefix beats the shorter, whatever the order saved', () => {
    const rules = [
      rule('/*', '/nova/:splat'),
      rule('/a/*', '/curta/:splat'),
      rule('/a/b/*', '/longa/:splat'),
      rule('/a/b/c', '/exata'),
    ]
    // Every permutation gives the same answers: the precedence is not the order of saving.
    const orders = [rules, [...rules].reverse(), [rules[2]!, rules[0]!, rules[3]!, rules[1]!]]
    for (const order of orders) {
      expect(hop(order, '/a/b/c')?.to).toBe('/exata')
      expect(hop(order, '/a/b/c/d')?.to).toBe('/longa/c/d')
      expect(hop(order, '/a/x')?.to).toBe('/curta/x')
      expect(hop(order, '/z')?.to).toBe('/nova/z')
      expect(hop(order, '/')?.to).toBe('/nova')
    }
  })

  test('queries: passed on and merged without `?`; required and consumed with `?a=b`', () => {
    const rules = [
      rule('/natal', '/colecoes/natal?origem=site'),
      rule('/natal?utm_source=insta', '/colecoes/natal?origem=insta'),
      rule('/natal?utm_source=insta&utm_medium=bio', '/bio'),
    ]
    expect(hop(rules, '/natal?x=1')?.to).toBe('/colecoes/natal?origem=site&x=1')
    // The target's own parameter wins over the request's.
    expect(hop(rules, '/natal?origem=outro')?.to).toBe('/colecoes/natal?origem=site')
    expect(hop(rules, '/natal?utm_source=insta&x=1')?.to).toBe('/colecoes/natal?origem=insta&x=1')
    // More parameters named: that rule wins.
    expect(hop(rules, '/natal?utm_medium=bio&utm_source=insta')?.to).toBe('/bio')
    // A different value is not a match for the rule with a query: the plain one takes it.
    expect(hop(rules, '/natal?utm_source=face')?.to).toBe(
      '/colecoes/natal?origem=site&utm_source=face',
    )
  })

  test('inactive rules match nothing; external targets keep the query too', () => {
    const rules = [rule('/off', '/x', { active: false }), rule('/app', 'https://loja.app/baixar')]
    expect(hop(rules, '/off')).toBeNull()
    expect(hop(rules, '/app?ref=1')?.to).toBe('https://loja.app/baixar?ref=1')
  })

  test('a random rule set: every address hits the best of the rules that could match it', () => {
    // Property-ish: compare the matcher with a brute-force reading of the precedence.
    const segments = ['a', 'b', 'c']
    const paths: string[] = []
    for (const x of segments) {
      paths.push(`/${x}`)
      for (const y of segments) {
        paths.push(`/${x}/${y}`)
        for (const z of segments) paths.push(`/${x}/${y}/${z}`)
      }
    }
    let seed = 7
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    for (let round = 0; round < 30; round += 1) {
      const used = new Set<string>()
      const rules: RuleLike[] = []
      for (let i = 0; i < 12; i += 1) {
        const path = paths[random(paths.length)]!
        const from = random(2) ? `${path}/*` : path
        if (used.has(from)) continue
        used.add(from)
        rules.push(rule(from, `/t${i}`))
      }
      const matcher = new RedirectMatcher(rules)
      for (const path of paths) {
        const expected = rules
          .filter((r) => {
            const f = parseFrom(r.from_path)
            return f.wildcard ? path === f.path || path.startsWith(`${f.path}/`) : path === f.path
          })
          .sort((a, b) => {
            const fa = parseFrom(a.from_path)
            const fb = parseFrom(b.from_path)
            if (fa.wildcard !== fb.wildcard) return fa.wildcard ? 1 : -1
            return fb.path.length - fa.path.length
          })[0]
        expect(matcher.match(toRequest(path.toUpperCase() + '/'))?.rule.id).toBe(expected?.id)
      }
    }
  })
})

describe('loops and chains', () => {
  const check = (rules: RuleLike[], candidate: RuleLike) =>
    checkRedirectSave(new RedirectMatcher(rules), candidate, 'pt-BR')

  test('A → B → A is refused naming the chain', () => {
    const existing = [rule('/a', '/b')]
    expect(() => check(existing, rule('/b', '/a'))).toThrowError(
      'Esta regra criaria um laço de redirecionamentos: /b → /a → /b. Mude o destino.',
    )
    // Editing the rule itself into a loop too.
    const self = rule('/c', '/d')
    expect(() => check([self], { ...self, to: '/C/' })).toThrowError(/\/c → \/C\. /)
  })

  test('the refusal carries the chain on `to`', () => {
    try {
      check([rule('/a', '/b')], rule('/b', '/a'))
      expect.unreachable()
    } catch (error) {
      expect(error).toMatchObject({
        statusCode: 422,
        data: {
          fields: { to: expect.stringContaining('/b → /a → /b') },
          chain: ['/b', '/a', '/b'],
        },
      })
    }
  })

  test('a wildcard that catches its own target is refused', () => {
    expect(() => check([], rule('/a/*', '/a/b/:splat'))).toThrowError(/laço.*\/a\/\* → \/a\/b\/\*/)
    expect(() => check([], rule('/*', '/loja/:splat'))).toThrowError(/laço/)
    // Two wildcards feeding each other.
    expect(() => check([rule('/x/*', '/y/:splat')], rule('/y/*', '/x/:splat'))).toThrowError(/laço/)
    // A wildcard pointing elsewhere, or to an external site, is fine.
    expect(check([], rule('/blog/*', '/novidades/:splat'))).toBeNull()
    expect(check([], rule('/*', 'https://nova.loja/:splat'))).toBeNull()
  })

  test('a wildcard closing a loop with an exact rule that points into it is refused', () => {
    expect(() => check([rule('/b/x', '/a/x')], rule('/a/*', '/b/:splat'))).toThrowError(
      /\/b\/x → \/a\/x → \/b\/x/,
    )
  })

  test('a chain of 3 hops is saved quietly; of 4, with a warning naming it', () => {
    const three = [rule('/b', '/c'), rule('/c', '/d')]
    expect(check(three, rule('/a', '/b'))).toBeNull()
    const warning = check([...three, rule('/d', '/e')], rule('/a', '/b'))
    expect(warning).toMatchObject({ hops: 4, chain: ['/a', '/b', '/c', '/d', '/e'] })
    expect(warning?.message).toContain('4 redirecionamentos seguidos: /a → /b → /c → /d → /e')
    // The rule at the end of a chain lengthens the chains that run into it: warned too.
    const before = [rule('/p', '/q'), rule('/q', '/r'), rule('/r', '/s')]
    expect(check(before, rule('/s', '/t'))?.hops).toBe(4)
  })

  test('an inactive rule is not checked; an absolute URL ends a chain', () => {
    expect(check([rule('/a', '/b')], rule('/b', '/a', { active: false }))).toBeNull()
    expect(check([rule('/a', 'https://outra.loja/b')], rule('/b', '/a'))).toBeNull()
  })

  test('a chain that does not pass through the rule is not its problem', () => {
    const result = checkRule(
      (request) => new RedirectMatcher([rule('/a', '/b')]).match(request),
      () => [],
      rule('/z', '/y', { id: 999 }),
    )
    expect(result).toEqual({ refused: null, long: null })
  })
})

describe('the trace', () => {
  test('the tester tells the rule, every hop, the final address and status', () => {
    const rules = [
      { ...rule('/a', '/b'), note: '', created_at: '', updated_at: '' },
      { ...rule('/b', '/c', { status: 302 }), note: '', created_at: '', updated_at: '' },
    ]
    const trace = traceRedirect(new RedirectMatcher(rules), 'https://loja.com/A?x=1', 'pt-BR')
    expect(trace).toMatchObject({
      path: '/A?x=1',
      rule: { from_path: '/a' },
      location: '/c?x=1',
      status: 302,
      outcome: 'end',
      message: '/A?x=1 → /b?x=1 → /c?x=1',
    })
    expect(trace.hops.map((h) => h.to)).toEqual(['/b?x=1', '/c?x=1'])
    expect(traceRedirect(new RedirectMatcher(rules), '/nada', 'pt-BR')).toMatchObject({
      outcome: 'none',
      rule: null,
      location: null,
      message: 'Nenhuma regra para este endereço: a loja o abre normalmente.',
    })
  })
})

describe('changes in place', () => {
  test('put and remove answer as a matcher built from the changed rules', () => {
    const rules = [rule('/a', '/b'), rule('/blog/*', '/n/:splat'), rule('/x?p=1', '/y')]
    const matcher = new RedirectMatcher(rules)
    const moved = { ...rules[0]!, from_path: '/blog/post', to: '/z' }
    matcher.put(moved)
    matcher.remove(rules[2]!.id)
    matcher.put(rule('/c', '/d', { active: false }))
    const rebuilt = new RedirectMatcher([moved, rules[1]!])
    for (const address of ['/a', '/blog/post', '/blog/other', '/x?p=1', '/c']) {
      expect(matcher.match(toRequest(address))?.rule.id, address).toBe(
        rebuilt.match(toRequest(address))?.rule.id,
      )
    }
    expect(matcher.size).toBe(2)
    expect(matcher.incoming(parseFrom('/z'))).toEqual([moved])
  })
})
