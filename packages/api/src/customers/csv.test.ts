import { describe, expect, it } from 'vitest'
import {
  CSV_BOM,
  csvFileProblem,
  csvHeaderLine,
  customerCsvLine,
  decodeCsv,
  detectSeparator,
  formatMoneyCell,
  parseBirthDate,
  parseConsent,
  parseImport,
  readCsvRecords,
  restoreDocument,
  type CsvRecord,
} from './csv.ts'
import { sampleCustomers } from './fixture.ts'
import { CSV_COLUMNS, type Customer, type CustomerValues } from './schema.ts'

const utf8 = (text: string) => new TextEncoder().encode(text)
/** Latin-1 bytes, as a Brazilian Windows tool saves them (every character below U+0100). */
const latin1 = (text: string) =>
  Uint8Array.from(text, (char) => {
    const code = char.charCodeAt(0)
    if (code > 0xff) throw new Error(`not Latin-1: ${char}`)
    return code
  })

const parse = (text: string, lang: 'en' | 'pt-BR' = 'pt-BR') => parseImport(utf8(text), lang)
/** The one row of a file with a header and a single line. */
const onlyRow = (header: string, row: string, lang: 'en' | 'pt-BR' = 'pt-BR') => {
  const parsed = parse(`${header}\n${row}\n`, lang)
  expect(parsed.rows).toHaveLength(1)
  return parsed.rows[0]!
}

describe('decodeCsv', () => {
  it.each([
    ['UTF-8 without BOM', utf8('nome\nJoão'), 'nome\nJoão', 'utf-8'],
    ['UTF-8 with BOM', utf8(`${CSV_BOM}nome\nJoão`), 'nome\nJoão', 'utf-8'],
    ['Latin-1', latin1('nome\nJoão Conceição'), 'nome\nJoão Conceição', 'latin1'],
    // windows-1252 puts printable characters where Latin-1 has controls.
    ['windows-1252', Uint8Array.from([0x80, 0x20, 0x93, 0x6f, 0x6b, 0x94]), '€ “ok”', 'latin1'],
    ['ASCII', utf8('a;b'), 'a;b', 'utf-8'],
  ] as const)('%s', (_name, bytes, text, encoding) => {
    expect(decodeCsv(bytes)).toEqual({ text, encoding })
  })
})

describe('csvFileProblem', () => {
  it.each([
    ['an empty file', new Uint8Array(), 'O arquivo está vazio.'],
    ['blank lines only', utf8('\r\n \n'), 'O arquivo está vazio.'],
    ['a BOM only', utf8(CSV_BOM), 'O arquivo está vazio.'],
    ['an xlsx (zip)', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2]), /não parece ser um CSV/],
    ['UTF-16 text', Uint8Array.from([0xff, 0xfe, 0x6e, 0, 0x6f, 0]), /não parece ser um CSV/],
    ['a CSV', utf8('nome\nAna'), null],
  ] as const)('%s', (_name, bytes, problem) => {
    const found = csvFileProblem(bytes, 'pt-BR')
    if (problem === null) expect(found).toBeNull()
    else expect(found).toMatch(problem)
  })

  it('answers in English too', () => {
    expect(csvFileProblem(new Uint8Array(), 'en')).toBe('The file is empty.')
  })
})

describe('detectSeparator', () => {
  it.each([
    ['semicolons', 'nome;email\nAna;a@x.com', ';'],
    ['commas', 'nome,email\nAna,a@x.com', ','],
    ['decimal commas in a semicolon file', 'nome;total_gasto;compras\nAna;1.234,56;3', ';'],
    ['more decimal commas than columns', 'nome;total\nA;1,1,1,1,1,1,1,1', ';'],
    ['a separator inside a quoted header', '"nome;completo",email\nAna,a@x.com', ','],
    ['commas inside quoted values', 'nome;obs\nAna;"a, b, c, d"', ';'],
    ['one column, decided by the lines', 'nome\nAna;x\nBia;y', ';'],
    ['one column, nothing to go by', 'nome\nAna\nBia', ','],
  ] as const)('%s', (_name, text, separator) => {
    expect(detectSeparator(text)).toBe(separator)
  })
})

describe('readCsvRecords', () => {
  const read = (text: string, separator: ',' | ';' = ';') => [...readCsvRecords(text, separator)]
  const record = (
    line: number,
    fields: string[],
    problem: CsvRecord['problem'] = null,
  ): CsvRecord => ({ line, fields, problem })

  it.each([
    ['LF lines', 'a;b\nc;d\n', [record(1, ['a', 'b']), record(2, ['c', 'd'])]],
    ['CRLF lines, no final break', 'a;b\r\nc;d', [record(1, ['a', 'b']), record(2, ['c', 'd'])]],
    ['CR lines (old Mac)', 'a;b\rc;d\r', [record(1, ['a', 'b']), record(2, ['c', 'd'])]],
    ['empty fields', ';a;;\n', [record(1, ['', 'a', '', ''])]],
    ['an empty line', 'a\n\nb\n', [record(1, ['a']), record(2, ['']), record(3, ['b'])]],
    ['a quoted separator', '"a;b";c\n', [record(1, ['a;b', 'c'])]],
    ['doubled quotes', '"diz ""oi""";x\n', [record(1, ['diz "oi"', 'x'])]],
    ['an empty quoted field', '"";x\n', [record(1, ['', 'x'])]],
    [
      'line breaks inside quotes count as file lines',
      'a;"linha 1\r\nlinha 2\nlinha 3"\nb;c\n',
      [record(1, ['a', 'linha 1\r\nlinha 2\nlinha 3']), record(4, ['b', 'c'])],
    ],
    [
      'a quote inside an unquoted field',
      'a;Rua 5" B;c\nd\n',
      [record(1, ['a', 'Rua 5" B', 'c'], { kind: 'stray_quote', field: 1 }), record(2, ['d'])],
    ],
    [
      'text after a closing quote',
      '"a"b;c\n',
      [record(1, ['ab', 'c'], { kind: 'stray_quote', field: 0 })],
    ],
    [
      'a quote never closed spoils only its own line',
      'a;b\n"c;d\ne;f\n',
      [
        record(1, ['a', 'b']),
        record(2, ['"c', 'd'], { kind: 'unterminated_quote', field: 0 }),
        record(3, ['e', 'f']),
      ],
    ],
  ] as const)('%s', (_name, text, records) => {
    expect(read(text)).toEqual(records)
  })

  it('reads commas as the separator when told so', () => {
    expect(read('a,"b,c",d;e\n', ',')).toEqual([record(1, ['a', 'b,c', 'd;e'])])
  })
})

describe('cell readers', () => {
  it.each([
    ['25/12/1990', '1990-12-25'],
    ['5/3/1990', '1990-03-05'],
    ['05-03-1990', '1990-03-05'],
    ['05.03.1990', '1990-03-05'],
    ['1990-03-05', '1990-03-05'],
    [' 29/02/2000 ', '2000-02-29'],
    ['29/02/1999', undefined],
    ['31/04/1990', undefined],
    ['1990-02-31', undefined],
    ['12/25/1990', undefined],
    ['1990/03/05', undefined],
    ['ontem', undefined],
  ])('birth date %j → %j', (raw, date) => {
    expect(parseBirthDate(raw)).toBe(date)
  })

  it.each([
    ['sim', true],
    ['Sim', true],
    ['S', true],
    ['yes', true],
    ['TRUE', true],
    ['1', true],
    ['não', false],
    ['NAO', false],
    ['n', false],
    ['no', false],
    ['false', false],
    ['0', false],
    ['', false],
    ['talvez', undefined],
    ['2', undefined],
  ])('marketing consent %j → %j', (raw, consent) => {
    expect(parseConsent(raw)).toBe(consent)
  })

  it.each([
    // A CPF starting with 0 that a spreadsheet read as a number.
    ['1234567890', '01234567890'],
    ['234567872', '00234567872'],
    // A CNPJ starting with 0.
    ['6990590000123', '06990590000123'],
    // Not one short of anything valid: left for the schema to refuse.
    ['1234567891', '1234567891'],
    ['123', '123'],
    ['295.379.955-93', '295.379.955-93'],
  ])('document %s → %s', (raw, restored) => {
    expect(restoreDocument(raw)).toBe(restored)
  })

  it.each([
    [184_790, '1847,90'],
    [5, '0,05'],
    [0, '0,00'],
    [123_456_789, '1234567,89'],
    [-1050, '-10,50'],
  ])('money %i → %s', (centavos, cell) => {
    expect(formatMoneyCell(centavos)).toBe(cell)
  })
})

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

describe('the export', () => {
  it('writes every column, by its first name, separated by semicolons', () => {
    expect(csvHeaderLine()).toBe(`${CSV_COLUMNS.map((column) => column.headers[0]).join(';')}\r\n`)
    expect(csvHeaderLine()).toMatch(/^id;nome;email;documento;telefone;/)
  })

  it('writes a customer the way Brazilian spreadsheets read it', () => {
    expect(customerCsvLine(sampleCustomers[0]!)).toBe(
      '1;Ana Beatriz Souza;ana.souza@exemplo.com.br;295.379.955-93;(11) 98765-4321;12/04/1990;' +
        '01310-100;Avenida Paulista;1578;Apto 42;Bela Vista;São Paulo;SP;vip, newsletter;' +
        'Prefere entrega pela manhã.;sim;7;1847,90;2026-11-18T14:20:00.000Z;' +
        '2026-03-02T12:00:00.000Z;2026-11-18T14:20:00.000Z\r\n',
    )
  })

  const tricky: Customer = {
    ...sampleCustomers[4]!,
    id: 42,
    name: '=HYPERLINK("x") Silva',
    email: null,
    document: '01234567890',
    notes: 'Linha 1; com "aspas"\r\nLinha 2',
    tags: ['a', 'b c'],
    addresses: [
      {
        label: 'Casa',
        postal_code: '01001000',
        street: ' Praça da Sé ',
        number: 's/n',
        complement: null,
        district: 'Sé',
        city: 'São Paulo',
        state: 'SP',
      },
    ],
  }

  it('quotes what needs quotes and disarms formulas', () => {
    const cells = [...readCsvRecords(customerCsvLine(tricky), ';')][0]!.fields
    const cell = (field: string) => cells[CSV_COLUMNS.findIndex((column) => column.field === field)]
    expect(cell('name')).toBe(`'=HYPERLINK("x") Silva`)
    expect(cell('notes')).toBe('Linha 1; com "aspas"\r\nLinha 2')
    expect(cell('document')).toBe('012.345.678-90')
    expect(cell('postal_code')).toBe('01001-000')
    expect(cell('street')).toBe(' Praça da Sé ')
    expect(cells).toHaveLength(CSV_COLUMNS.length)
  })

  const editable = (customer: Customer): CustomerValues => ({
    name: customer.name.trim(),
    email: customer.email,
    document: customer.document,
    phone: customer.phone,
    birth_date: customer.birth_date,
    // The export carries the first address only, without its label.
    addresses: customer.addresses.slice(0, 1).map((address) => ({
      ...address,
      label: null,
      street: address.street.trim(),
    })),
    tags: customer.tags,
    notes: customer.notes,
    marketing_consent: customer.marketing_consent,
  })

  it('imports back what it exports', () => {
    const customers = [...sampleCustomers, tricky]
    const file = CSV_BOM + csvHeaderLine() + customers.map(customerCsvLine).join('')
    const parsed = parse(file)
    expect(parsed.issues).toEqual([])
    expect(parsed.unknown_columns).toEqual([])
    expect(parsed.ignored_columns).toEqual(
      CSV_COLUMNS.filter((column) => 'read_only' in column).map((column) => column.headers[0]),
    )
    expect(parsed.rows.map((row) => row.issues)).toEqual(customers.map(() => []))
    expect(parsed.rows.map((row) => row.values)).toEqual(customers.map(editable))
    // The notes' line break moved the next row's line.
    expect(parsed.rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7])
  })
})
