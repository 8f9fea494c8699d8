import { runRuleCases } from './rule-cases.ts'
import { email, url } from './web.ts'

const badEmail = {
  en: 'Please enter a valid email address.',
  'pt-BR': 'Informe um endereço de e-mail válido.',
}
const badUrl = { en: 'Please enter a valid URL.', 'pt-BR': 'Informe uma URL válida.' }

runRuleCases([
  {
    name: 'email',
    action: email(),
    // Blank values are required's concern, not email's.
    pass: [
      'ana@loja.com.br',
      'joão.silva@exemplo.com',
      'a+tag@sub.example.io',
      '',
      null,
      undefined,
    ],
    fail: [
      'ana',
      'ana@',
      '@loja.com',
      'ana@loja',
      'ana @loja.com',
      'ana..b@loja.com',
      '.ana@loja.com',
      'ana@loja.c',
      'ana@-loja.com',
      'ana@@loja.com',
    ].map((input) => [input, badEmail] as const),
  },
  {
    name: 'url (http and https, protocol required)',
    action: url(),
    pass: [
      'https://loja.com.br',
      'HTTPS://LOJA.COM.BR',
      'http://localhost:3000/admin',
      'https://loja.com.br/produtos?id=1#topo',
      'http://192.168.0.1',
      '',
    ],
    fail: [
      'loja.com.br',
      'ftp://loja.com.br',
      'https://',
      'http://loja',
      'https://loja .com',
      'javascript:alert(1)',
      'mailto:ana@loja.com',
      'http:loja.com',
    ].map((input) => [input, badUrl] as const),
  },
  {
    name: 'url without a required protocol',
    action: url({ requireProtocol: false }),
    pass: ['loja.com.br', 'loja.com.br/produtos', 'localhost:3000', 'https://loja.com.br'],
    fail: ['ftp://loja.com.br', 'mailto:ana@loja.com', 'loja', 'loja .com'].map(
      (input) => [input, badUrl] as const,
    ),
  },
  {
    name: 'url with other protocols',
    action: url({ protocols: ['ftp', 'mailto'] }),
    pass: ['ftp://arquivos.loja.com.br', 'mailto:ana@loja.com'],
    fail: ['https://loja.com.br', 'ftp://arquivos'].map((input) => [input, badUrl] as const),
  },
])
