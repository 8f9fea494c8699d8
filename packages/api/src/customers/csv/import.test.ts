import { describe, expect, it } from 'vitest'
import { parseImport } from './import.ts'
import { latin1, utf8 } from './test-files.ts'

const parse = (text: string, lang: 'en' | 'pt-BR' = 'pt-BR') => parseImport(utf8(text), lang)
/** The one row of a file with a header and a single line. */
const onlyRow = (header: string, row: string, lang: 'en' | 'pt-BR' = 'pt-BR') => {
  const parsed = parse(`${header}\n${row}\n`, lang)
  expect(parsed.rows).toHaveLength(1)
  return parsed.rows[0]!
}

describe('parseImport: the header', () => {
  it('matches column names without case, accents, spaces or underscores', () => {
    const parsed = parse(
      'Nome Completo;E-MAIL;CPF/CNPJ;Celular;Data de Nascimento;CEP;Endereço;Número;' +
        'Complemento;Bairro;Cidade;Estado;Tags;Observações;Aceita Marketing\n' +
        'Ana Souza;ANA@X.COM;295.379.955-93;(11) 98765-4321;12/04/1990;01310-100;' +
        'Av. Paulista;1578;Apto 42;Bela Vista;São Paulo;sp;VIP | newsletter;Oi;sim\n',
    )
    expect(parsed.issues).toEqual([])
    expect(parsed.unknown_columns).toEqual([])
    expect(parsed.fields.sort()).toEqual(
      [
        'name',
        'email',
        'document',
        'phone',
        'birth_date',
        'addresses',
        'tags',
        'notes',
        'marketing_consent',
      ].sort(),
    )
    expect(parsed.rows).toEqual([
      {
        line: 2,
        issues: [],
        values: {
          name: 'Ana Souza',
          email: 'ana@x.com',
          document: '29537995593',
          phone: '11987654321',
          birth_date: '1990-04-12',
          addresses: [
            {
              label: null,
              postal_code: '01310100',
              street: 'Av. Paulista',
              number: '1578',
              complement: 'Apto 42',
              district: 'Bela Vista',
              city: 'São Paulo',
              state: 'SP',
            },
          ],
          tags: ['vip', 'newsletter'],
          notes: 'Oi',
          marketing_consent: true,
        },
      },
    ])
  })

  it('lists read-only columns as ignored and leaves their values alone', () => {
    const parsed = parse('ID;nome;email;Total Gasto;criado_em\n7;Ana;a@x.com;1.234,56;ontem\n')
    expect(parsed.ignored_columns).toEqual(['ID', 'Total Gasto', 'criado_em'])
    expect(parsed.rows[0]?.issues).toEqual([])
    expect(parsed.rows[0]?.values?.name).toBe('Ana')
  })

  it('lists unknown columns and reports each value found in them', () => {
    const parsed = parse('nome;email;Apelido;Loja\nAna;a@x.com;;\nBia;b@x.com;Bibi;\n')
    expect(parsed.unknown_columns).toEqual(['Apelido', 'Loja'])
    expect(parsed.rows[0]).toMatchObject({ line: 2, issues: [] })
    expect(parsed.rows[1]).toEqual({
      line: 3,
      values: null,
      issues: [
        {
          line: 3,
          column: 'Apelido',
          message: 'Coluna desconhecida «Apelido»: confira o cabeçalho.',
        },
      ],
    })
  })

  it('says when the header has no name column, and writes no row', () => {
    const parsed = parse('email;cpf\na@x.com;295.379.955-93\n')
    expect(parsed.issues).toEqual([
      { line: 1, column: null, message: expect.stringMatching(/não tem a coluna do nome/) },
    ])
    expect(parsed.rows).toEqual([{ line: 2, values: null, issues: [] }])
  })

  it('reads the first of two columns for the same field and says so', () => {
    const parsed = parse('nome;cpf;documento\nAna;295.379.955-93;111\n')
    expect(parsed.issues).toEqual([
      {
        line: 1,
        column: 'documento',
        message: 'As colunas «cpf» e «documento» são o mesmo campo: só «cpf» foi lida.',
      },
    ])
    expect(parsed.rows[0]?.values?.document).toBe('29537995593')
  })

  it.each([
    ['an empty file', '', 'O arquivo está vazio.'],
    ['blank lines', '\n\r\n;;\n', 'O arquivo está vazio.'],
    ['a header alone', 'nome;email\n', 'O arquivo tem o cabeçalho, mas nenhuma linha de clientes.'],
  ])('reports %s as a file issue', (_name, text, message) => {
    const parsed = parse(text)
    expect(parsed.rows).toEqual([])
    expect(parsed.issues).toEqual([{ line: null, column: null, message }])
  })
})

describe('parseImport: rows', () => {
  const header = 'Nome;E-mail;CPF/CNPJ;Telefone;Data de nascimento;Aceita marketing;Etiquetas'

  it.each([
    ['a bad CPF', 'Ana;a@x.com;295.379.955-92;;;;', 'CPF/CNPJ', /CPF ou CNPJ válido/],
    ['a bad CNPJ', 'Ana;a@x.com;54.550.752/0001-54;;;;', 'CPF/CNPJ', /CPF ou CNPJ válido/],
    ['a bad e-mail', 'Ana;ana@;;;;;', 'E-mail', /e-mail válido/],
    ['a phone without area code', 'Ana;a@x.com;;98765-4321;;;', 'Telefone', /DDD/],
    ['a name too short', 'A;a@x.com;;;;;', 'Nome', /entre 2 e 120/],
    ['no name', ';a@x.com;;;;;', 'Nome', /Nome é obrigatório/],
    ['no e-mail nor document', 'Ana;;;;;;', 'E-mail', /pelo menos um/],
    [
      'an impossible date',
      'Ana;a@x.com;;;31/02/1990;;',
      'Data de nascimento',
      /data de nascimento/,
    ],
    ['a date in words', 'Ana;a@x.com;;;ontem;;', 'Data de nascimento', /data de nascimento/],
    ['a future date', 'Ana;a@x.com;;;01/01/2999;;', 'Data de nascimento', /data passada/],
    ['a wrong yes/no', 'Ana;a@x.com;;;;talvez;', 'Aceita marketing', /sim ou não/],
    ['a control character', 'An\u0007a;a@x.com;;;;;', 'Nome', /caracteres de controle/],
    [
      'too many tags',
      `Ana;a@x.com;;;;;${Array.from({ length: 21 }, (_, i) => `t${i}`).join('|')}`,
      'Etiquetas',
      /no máximo 20 etiquetas/,
    ],
  ])('refuses %s, on its column', (_name, row, column, message) => {
    const { values, issues } = onlyRow(header, row)
    expect(values).toBeNull()
    expect(issues).toEqual([{ line: 2, column, message: expect.stringMatching(message) }])
  })

  it('lists every bad column of a row, once each, in the order of the file', () => {
    const { issues } = onlyRow(header, 'A;ana@;123;12;ontem;talvez;')
    expect(issues.map((issue) => issue.column)).toEqual([
      'Nome',
      'E-mail',
      'CPF/CNPJ',
      'Telefone',
      'Data de nascimento',
      'Aceita marketing',
    ])
  })

  it('answers in English when asked', () => {
    const { issues } = onlyRow(header, 'Ana;ana@;;;;maybe;', 'en')
    expect(issues).toEqual([
      { line: 2, column: 'E-mail', message: 'Please enter a valid email address.' },
      { line: 2, column: 'Aceita marketing', message: 'Use yes or no.' },
    ])
  })

  it('puts "e-mail or document" on the document column when there is no e-mail column', () => {
    const { issues } = onlyRow('nome;cpf', 'Ana;')
    expect(issues).toEqual([{ line: 2, column: 'cpf', message: expect.stringMatching(/CPF/) }])
  })

  it('reads addresses only when a column of them is filled, and checks them whole', () => {
    const addressHeader = 'nome;email;cep;rua;numero;bairro;cidade;uf'
    expect(onlyRow(addressHeader, 'Ana;a@x.com;;;;;;').values?.addresses).toEqual([])
    const { values, issues } = onlyRow(addressHeader, 'Ana;a@x.com;1310100;Av. Paulista;;;;XX')
    expect(values).toBeNull()
    expect(issues.map(({ column }) => column)).toEqual(['numero', 'bairro', 'cidade', 'uf'])
    // 1310100: a CEP that a spreadsheet stored as a number lost its leading zero.
    expect(
      onlyRow(addressHeader, 'Ana;a@x.com;1310100;Av. Paulista;1;Bela Vista;SP;sp').values
        ?.addresses[0],
    ).toMatchObject({ postal_code: '01310100', state: 'SP' })
  })

  it('names the address columns a header lacks, once, on the whole row', () => {
    expect(onlyRow('nome;email;cidade', 'Ana;a@x.com;São Paulo').issues).toEqual([
      {
        line: 2,
        column: null,
        message:
          'Endereço incompleto: faltam as colunas cep, logradouro, numero, bairro, uf. ' +
          'Inclua-as no cabeçalho ou deixe o endereço em branco.',
      },
    ])
    expect(onlyRow('nome;email;cidade', 'Ana;a@x.com;São Paulo', 'en').issues).toEqual([
      {
        line: 2,
        column: null,
        message:
          'Incomplete address: the columns cep, logradouro, numero, bairro, uf are missing. ' +
          'Add them to the header or leave the address blank.',
      },
    ])
    // One column missing; the columns present are still checked on their own.
    expect(
      onlyRow('nome;email;cep;rua;numero;bairro;cidade', 'Ana;a@x.com;123;Rua A;1;Centro;Natal')
        .issues,
    ).toEqual([
      {
        line: 2,
        column: null,
        message:
          'Endereço incompleto: falta a coluna uf. Inclua-a no cabeçalho ou deixe o endereço em branco.',
      },
      { line: 2, column: 'cep', message: expect.stringMatching(/CEP/) },
    ])
    // A row that leaves the address blank needs none of them.
    expect(onlyRow('nome;email;cidade', 'Ana;a@x.com;').issues).toEqual([])
  })

  it('gives back the leading zeros a spreadsheet dropped from a CPF', () => {
    expect(onlyRow('nome;cpf', 'Ana;1234567890').values?.document).toBe('01234567890')
  })

  it('reports a row repeating the e-mail or the document of an earlier row', () => {
    const parsed = parse(
      'nome;email;cpf\n' +
        'Ana;ana@x.com;295.379.955-93\n' +
        'Ana B;ANA@X.COM;\n' +
        'Ana C;;29537995593\n' +
        'Bia;bia@x.com;\n',
    )
    expect(parsed.rows.map((row) => row.issues)).toEqual([
      [],
      [{ line: 3, column: 'email', message: 'Este e-mail já aparece na linha 2 do arquivo.' }],
      [{ line: 4, column: 'cpf', message: 'Este documento já aparece na linha 2 do arquivo.' }],
      [],
    ])
  })

  it('skips empty lines and keeps the lines of the file', () => {
    const parsed = parse('nome;email\n\nAna;a@x.com\n;\n\r\nBia;b@x.com\n\n')
    expect(parsed.rows.map((row) => [row.line, row.values?.name])).toEqual([
      [3, 'Ana'],
      [6, 'Bia'],
    ])
  })

  it('reports too many columns', () => {
    expect(onlyRow('nome;email', 'Ana;a@x.com;x')).toEqual({
      line: 2,
      values: null,
      issues: [
        {
          line: 2,
          column: null,
          message: 'A linha tem 3 colunas e o cabeçalho, 2: confira o separador e as aspas.',
        },
      ],
    })
  })

  it('reports too few columns, before what the missing cells cause', () => {
    expect(onlyRow('nome;email', 'Ana').issues).toEqual([
      { line: 2, column: null, message: 'A linha tem 1 colunas e o cabeçalho, 2: faltam colunas.' },
      { line: 2, column: 'email', message: expect.stringMatching(/pelo menos um/) },
    ])
  })

  it('tolerates empty cells past the header (a trailing separator)', () => {
    expect(onlyRow('nome;email', 'Ana;a@x.com;;').issues).toEqual([])
  })

  it('explains a decimal comma that split a row of a comma file', () => {
    const { issues } = onlyRow('nome,email,total_gasto', 'Ana,a@x.com,1.234,56')
    expect(issues).toEqual([
      {
        line: 2,
        column: null,
        message: expect.stringMatching(/vírgula decimal \(como 1\.234,56\)/),
      },
    ])
  })

  it('reads a quoted decimal comma in a comma file', () => {
    expect(onlyRow('nome,email,total_gasto', 'Ana,a@x.com,"1.234,56"').issues).toEqual([])
  })

  it('reports malformed quotes on the row, and goes on with the next rows', () => {
    const parsed = parse('nome;email\nCaio "C";c@x.com\n"Ana;a@x.com\nBia;b@x.com\n')
    expect(parsed.rows).toEqual([
      {
        line: 2,
        values: null,
        issues: [
          { line: 2, column: 'nome', message: expect.stringMatching(/Aspas fora de lugar/) },
        ],
      },
      {
        line: 3,
        values: null,
        issues: [{ line: 3, column: null, message: expect.stringMatching(/Aspas abertas/) }],
      },
      { line: 4, values: expect.objectContaining({ name: 'Bia' }), issues: [] },
    ])
  })

  it('reads a Latin-1 semicolon file from a Brazilian tool, CPFs with punctuation', () => {
    const file = latin1(
      'Código;Nome do Cliente;CPF;E-mail;Cidade;Valor Total\r\n' +
        '1;José Conceição;123.456.789-09;jose@exemplo.com.br;São Paulo;1.234,56\r\n' +
        '2;Márcia Araújo;295.379.955-93;MARCIA@EXEMPLO.COM.BR;Niterói;0,00\r\n' +
        '3;Inês Gonçalves;295.379.955-92;ines@exemplo.com.br;Maceió;10,5\r\n',
    )
    const parsed = parseImport(file, 'pt-BR')
    expect(parsed).toMatchObject({ encoding: 'latin1', separator: ';' })
    // This tool names columns its own way: they are reported, not guessed.
    expect(parsed.unknown_columns).toEqual(['Código', 'Nome do Cliente', 'Valor Total'])
    expect(parsed.issues).toEqual([
      { line: 1, column: null, message: expect.stringMatching(/coluna do nome/) },
    ])

    // With the columns named our way, the same rows import.
    const renamed = parseImport(
      latin1(
        'ID;Nome;CPF;E-mail;Total gasto\r\n' +
          '1;José Conceição;123.456.789-09;jose@exemplo.com.br;1.234,56\r\n' +
          '2;Márcia Araújo;295.379.955-93;MARCIA@EXEMPLO.COM.BR;0,00\r\n' +
          '3;Inês Gonçalves;295.379.955-92;ines@exemplo.com.br;10,5\r\n',
      ),
      'pt-BR',
    )
    expect(renamed.encoding).toBe('latin1')
    expect(renamed.rows.map((row) => row.values && [row.values.name, row.values.document])).toEqual(
      [['José Conceição', '12345678909'], ['Márcia Araújo', '29537995593'], null],
    )
    expect(renamed.rows[2]?.issues).toEqual([
      { line: 4, column: 'CPF', message: 'Informe um CPF ou CNPJ válido: confira os dígitos.' },
    ])
  })
})
