import { DEFAULT_MAIL_TEMPLATES, MAIL_TYPES, sampleMailValues } from '@vitrine/api'
import { describe, expect, test } from 'vitest'
import { composeMail } from './compose.ts'
import { sanitizeMailBody, videoEmbed, videosAsLinks } from './sanitize.ts'

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

describe('links (section 5: http, https, mailto, tel, sms; anything else about:blank)', () => {
  test.each([
    ['https://loja.com.br/a?b=1', 'https://loja.com.br/a?b=1'],
    ['http://loja.com.br', 'http://loja.com.br'],
    ['mailto:sac@loja.com.br', 'mailto:sac@loja.com.br'],
    ['tel:+5511999999999', 'tel:+5511999999999'],
    ['sms:+5511999999999', 'sms:+5511999999999'],
    ['{{payment_url}}', '{{payment_url}}'],
  ])('keeps %s', (href, kept) => {
    expect(sanitizeMailBody(`<p><a href="${href}">x</a></p>`)).toBe(
      `<p><a href="${kept}">x</a></p>`,
    )
  })

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://loja.com.br/arquivo',
    '/relativo',
    '//loja.com.br',
    '{{customer_name}}',
  ])('turns %j into about:blank', (href) => {
    expect(sanitizeMailBody(`<a href="${href}">x</a>`)).toBe('<a href="about:blank">x</a>')
  })
})

describe('images (http, https, inline PNG or JPEG only)', () => {
  test.each([
    'https://cdn.loja.com.br/banner.png',
    'http://cdn.loja.com.br/banner.jpg',
    PNG,
    'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
  ])('keeps %s', (src) => {
    expect(sanitizeMailBody(`<img src="${src}" alt="b">`)).toBe(`<img alt="b" src="${src}" />`)
  })

  test.each([
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    'data:text/html;base64,PHNjcmlwdD4=',
    'ftp://cdn.loja.com.br/a.png',
    'banner.png',
  ])('drops an image from %s', (src) => {
    expect(sanitizeMailBody(`<p>a<img src="${src}">b</p>`)).toBe('<p>ab</p>')
  })
})

describe('videos', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('a player at %s is kept at its embed address', (src, embed) => {
    expect(sanitizeMailBody(`<iframe src="${src}" data-video-embed=""></iframe>`)).toBe(
      `<iframe data-video-embed src="${embed}"></iframe>`,
    )
  })

  test('a frame of any other site is removed', () => {
    expect(sanitizeMailBody('<p>a</p><iframe src="https://evil.example/x"></iframe>')).toBe(
      '<p>a</p>',
    )
    expect(videoEmbed('https://www.youtube.com/watch?v=curto')).toBeNull()
  })

  test('in the mail sent a player becomes a linked still (YouTube) or a link (Vimeo)', () => {
    const youtube = videosAsLinks(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    )
    expect(youtube).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"')
    expect(youtube).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"')
    expect(youtube).not.toContain('<iframe')
    const vimeo = videosAsLinks('<iframe src="https://player.vimeo.com/video/76979871"></iframe>')
    expect(vimeo).toBe(
      '<p class="video"><a href="https://vimeo.com/76979871">Assistir ao vídeo no Vimeo</a></p>',
    )
  })
})

describe('scripts, handlers and styles', () => {
  test('scripts go with their content', () => {
    expect(sanitizeMailBody('<p>oi</p><script>alert(document.cookie)</script>')).toBe('<p>oi</p>')
    expect(sanitizeMailBody('<p>oi<style>body{display:none}</style></p>')).toBe('<p>oi</p>')
  })

  test('event handlers are dropped', () => {
    expect(sanitizeMailBody('<p onclick="alert(1)" onmouseover="x()">oi</p>')).toBe('<p>oi</p>')
    expect(sanitizeMailBody(`<img src="${PNG}" onerror="alert(1)">`)).not.toContain('onerror')
  })

  test('readable styles stay, expressions, urls and unknown properties go', () => {
    expect(sanitizeMailBody('<p style="text-align:center;color:#ff0000">oi</p>')).toBe(
      '<p style="text-align:center;color:#ff0000">oi</p>',
    )
    expect(sanitizeMailBody('<span data-size="large" style="font-size: 1.5em">oi</span>')).toBe(
      '<span data-size="large" style="font-size:1.5em">oi</span>',
    )
    const evil = sanitizeMailBody(
      '<p style="width: expression(alert(1)); background-image: url(javascript:alert(1)); position: fixed">oi</p>',
    )
    expect(evil).toBe('<p>oi</p>')
  })

  test('forms, objects and unknown tags do not survive', () => {
    const html = sanitizeMailBody(
      '<form action="https://x"><input name="a"></form><object data="x"></object><svg onload="x()"></svg><p>ok</p>',
    )
    expect(html).toBe('<p>ok</p>')
  })
})

describe('the mail sent', () => {
  test('variables filled and escaped, preheader hidden, CSS inlined, a plain-text part', () => {
    const mail = composeMail(
      {
        subject: 'Pedido {{order_number}} de {{customer_name}}',
        preheader: 'Pague com {{payment_method}}',
        body_html:
          '<h1>Olá, {{customer_name}}</h1><p><a href="{{payment_url}}">Pagar</a></p>{{order_items}}',
      },
      { ...sampleMailValues(), customer_name: '<b>Ana</b> & "Bia"' },
    )
    expect(mail.subject).toBe('Pedido 10482 de <b>Ana</b> & "Bia"')
    expect(mail.html).toContain('&lt;b&gt;Ana&lt;/b&gt; &amp;')
    expect(mail.html).not.toContain('<b>Ana</b>')
    expect(mail.html).not.toContain('<style')
    expect(mail.html).toMatch(/<h1 style="[^"]*font-size: 24px/)
    expect(mail.html).toMatch(/<div class="preheader" style="display: none[^"]*">Pague com Pix/)
    expect(mail.html).toContain('href="https://loja.vitrine.dev/pagamento/10482"')
    expect(mail.text).toContain('Olá, <b>Ana</b> & "Bia"')
    expect(mail.text).toContain('Pagar [https://loja.vitrine.dev/pagamento/10482]')
    expect(mail.text).toContain('Camiseta básica preta (M)')
    expect(mail.text).not.toMatch(/<(h1|a|table|td|p)\b/)
  })

  test('a value cannot smuggle an address the rules refuse', () => {
    const mail = composeMail(
      { subject: 's', preheader: '', body_html: '<a href="{{payment_url}}">Pagar</a>' },
      { payment_url: 'javascript:alert(1)' },
    )
    expect(mail.html).toContain('href="about:blank"')
  })

  test.each(MAIL_TYPES)('the default %s renders with every variable filled', (type) => {
    const mail = composeMail(DEFAULT_MAIL_TEMPLATES[type], sampleMailValues())
    expect(mail.subject).not.toMatch(/\{\{|\}\}/)
    expect(mail.html).not.toMatch(/\{\{|\}\}/)
    expect(mail.text.length).toBeGreaterThan(50)
  })
})
