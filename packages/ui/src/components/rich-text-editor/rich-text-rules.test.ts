import { describe, expect, it } from 'vitest'
import {
  addDefaultScheme,
  imageSrcWith,
  isAcceptedImageFile,
  linkHrefWith,
  sanitizeImageSrc,
  sanitizeLinkHref,
  toVideoEmbedUrl,
  videoProviderOf,
} from './rich-text-rules.ts'
import { isFontSize } from './rich-text-constants.ts'

describe('sanitizeLinkHref', () => {
  it.each([
    ['https://loja.com.br/produto?id=1', 'https://loja.com.br/produto?id=1'],
    ['http://loja.com.br', 'http://loja.com.br'],
    ['HTTPS://LOJA.COM.BR', 'HTTPS://LOJA.COM.BR'],
    ['mailto:contato@loja.com.br', 'mailto:contato@loja.com.br'],
    ['tel:+5511999990000', 'tel:+5511999990000'],
    ['sms:+5511999990000', 'sms:+5511999990000'],
    ['  https://loja.com.br  ', 'https://loja.com.br'],
    ['ht\ttps://loja.com.br', 'https://loja.com.br'],
    ['about:blank', 'about:blank'],
  ])('keeps %j as %j', (input, expected) => {
    expect(sanitizeLinkHref(input)).toBe(expected)
  })

  it.each([
    ['javascript:alert(1)'],
    ['  JaVaScRiPt:alert(1)'],
    ['\u0000\u0001javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\u0000script:alert(1)'],
    ['\u00a0javascript:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['ftp://arquivos.loja.com.br'],
    ['file:///etc/passwd'],
    ['//evil.example.com'],
    ['/admin'],
    ['produto.html'],
    ['#topo'],
    [''],
    ['   '],
  ])('turns %j into about:blank', (input) => {
    expect(sanitizeLinkHref(input)).toBe('about:blank')
  })

  it('turns a value that is not a string into about:blank', () => {
    expect(sanitizeLinkHref(undefined)).toBe('about:blank')
    expect(sanitizeLinkHref(null)).toBe('about:blank')
  })
})

describe('addDefaultScheme', () => {
  it.each([
    ['www.loja.com.br', 'https://www.loja.com.br'],
    ['loja.com.br/ofertas?x=1', 'https://loja.com.br/ofertas?x=1'],
    ['contato@loja.com.br', 'mailto:contato@loja.com.br'],
    ['http://loja.com.br', 'http://loja.com.br'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['/relativo', '/relativo'],
    ['texto solto', 'texto solto'],
  ])('reads %j as %j', (input, expected) => {
    expect(addDefaultScheme(input)).toBe(expected)
  })
})

describe('sanitizeImageSrc', () => {
  it.each([
    ['https://cdn.loja.com.br/foto.png', 'https://cdn.loja.com.br/foto.png'],
    ['http://cdn.loja.com.br/foto.jpg', 'http://cdn.loja.com.br/foto.jpg'],
    [' data:image/png;base64,iVBORw0KGgo= ', 'data:image/png;base64,iVBORw0KGgo='],
    ['DATA:image/jpeg;base64,/9j/4AAQ', 'DATA:image/jpeg;base64,/9j/4AAQ'],
    ['data:image/svg+xml,%3Csvg%3E%3C/svg%3E', 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E'],
  ])('keeps %j', (input, expected) => {
    expect(sanitizeImageSrc(input)).toBe(expected)
  })

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['data:,sem-tipo'],
    ['ftp://cdn.loja.com.br/foto.png'],
    ['blob:https://loja.com.br/123'],
    ['/imagens/foto.png'],
    ['foto.png'],
    [''],
    [42],
  ])('rejects %j', (input) => {
    expect(sanitizeImageSrc(input)).toBeNull()
  })
})

describe('isAcceptedImageFile', () => {
  it.each([
    ['image/png', true],
    ['image/jpeg', true],
    ['IMAGE/PNG', true],
    ['image/gif', false],
    ['image/webp', false],
    ['image/svg+xml', false],
    ['application/pdf', false],
    ['', false],
  ])('%j → %s', (type, expected) => {
    expect(isAcceptedImageFile({ type })).toBe(expected)
  })

  it('reads the MIME type of a real File, not its name', () => {
    expect(isAcceptedImageFile(new File(['x'], 'foto.png', { type: 'image/gif' }))).toBe(false)
    expect(isAcceptedImageFile(new File(['x'], 'foto.gif', { type: 'image/png' }))).toBe(true)
  })
})

describe('toVideoEmbedUrl', () => {
  const youtube = 'https://www.youtube.com/embed/dQw4w9WgXcQ'
  const vimeo = 'https://player.vimeo.com/video/76979871'
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', youtube],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s', youtube],
    ['http://m.youtube.com/watch?v=dQw4w9WgXcQ', youtube],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc&t=10', youtube],
    ['youtu.be/dQw4w9WgXcQ', youtube],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ?feature=share', youtube],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', youtube],
    ['https://vimeo.com/76979871', vimeo],
    ['https://www.vimeo.com/76979871?share=copy', vimeo],
    ['vimeo.com/76979871', vimeo],
    ['https://player.vimeo.com/video/76979871', vimeo],
  ])('%j → %j', (input, expected) => {
    expect(toVideoEmbedUrl(input)).toBe(expected)
  })

  it.each([
    ['https://www.youtube.com/'],
    ['https://www.youtube.com/watch?v=curto'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://evil.example/youtu.be/dQw4w9WgXcQ'],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ'],
    ['ftp://youtu.be/dQw4w9WgXcQ'],
    ['https://vimeo.com/canal/76979871'],
    ['https://vimeo.com/abc'],
    ['https://loja.com.br/video.mp4'],
    [''],
  ])('%j → null', (input) => {
    expect(toVideoEmbedUrl(input)).toBeNull()
  })

  it('names the site a link belongs to', () => {
    expect(videoProviderOf('https://youtu.be/dQw4w9WgXcQ')).toBe('youtube')
    expect(videoProviderOf('https://vimeo.com/76979871')).toBe('vimeo')
    expect(videoProviderOf('https://loja.com.br')).toBeNull()
  })
})

describe('isFontSize', () => {
  it.each([
    ['small', true],
    ['huge', true],
    ['normal', true],
    ['gigante', false],
    ['toString', false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isFontSize(value)).toBe(expected)
  })
})

describe('addresses a caller keeps (template placeholders)', () => {
  const keep = (address: string) => /^\{\{\s*[a-z_]+\s*\}\}$/.test(address)

  it('keeps what the caller claims, trimmed, and sanitises everything else', () => {
    expect(linkHrefWith(keep, ' {{order_url}} ')).toBe('{{order_url}}')
    expect(imageSrcWith(keep, '{{logo_url}}')).toBe('{{logo_url}}')
    expect(linkHrefWith(keep, 'javascript:alert(1)')).toBe('about:blank')
    expect(linkHrefWith(keep, '{{order_url}}x')).toBe('about:blank')
    expect(imageSrcWith(keep, 'ftp://x.com/a.png')).toBeNull()
    expect(linkHrefWith(keep, 'https://loja.com.br')).toBe('https://loja.com.br')
  })

  it('without a caller, a placeholder is just an address without a scheme', () => {
    expect(linkHrefWith(undefined, '{{order_url}}')).toBe('about:blank')
    expect(imageSrcWith(undefined, '{{logo_url}}')).toBeNull()
  })
})
