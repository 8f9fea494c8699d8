import { describe, expect, it } from 'vitest'
import { latin1, utf8 } from '../../customers/csv/test-files.ts'
import { isApiError } from '../../http/api-error.ts'
import { parseSellerImport } from './parse.ts'
import { checkSellerFile, checkSellerRows } from './refusals.ts'
import { planSellerImport, type RegisteredSeller } from './report.ts'
import { SELLER_CSV_SAMPLE } from './sample.ts'
import { SELLER_IMPORT_MAX_BYTES, SELLER_IMPORT_MAX_ROWS } from './schema.ts'

const HEADER = 'nome,documento,email,tipo_recebimento,banco,agencia,conta,digito,chave_pix'
const file = (...lines: string[]) => utf8(lines.join('\r\n'))
const check = (bytes: Uint8Array, registered: RegisteredSeller[] = []) =>
  planSellerImport(parseSellerImport(bytes, 'pt-BR'), registered, 'pt-BR')

describe('the sellers import', () => {
  it('reads the sample file: a bank account and two pix keys, all valid', () => {
    const parsed = parseSellerImport(utf8(SELLER_CSV_SAMPLE), 'pt-BR')
    const { report, sellers } = planSellerImport(parsed, [], 'pt-BR')
    expect(report).toMatchObject({
      separator: ';',
      encoding: 'utf-8',
      rows: 3,
      valid: 3,
      invalid: 0,
      errors_total: 0,
      unknown_columns: [],
    })
    expect(sellers.map((seller) => seller.document)).toEqual([
      '10000791989',
      '11222334000126',
      '10001583816',
    ])
    expect(sellers[0]!.payout).toEqual({
      kind: 'bank_account',
      bank_code: '001',
      agency: '1234',
      agency_digit: '5',
      account: '98765',
      account_digit: '4',
      account_type: 'checking',
    })
    expect(sellers[1]!.payout).toEqual({ kind: 'pix', pix_key: '11222334000126' })
    expect(sellers[1]!.provider_account).toBe('482913')
  })

  it('reads a Latin-1 file with semicolons and accented headers (BOM-less, as Excel saves)', () => {
    const bytes = latin1(
      [
        'Nome;Documento;E-mail;Tipo de recebimento;Banco;Agência;Conta;Dígito;Tipo de conta',
        'João Conceição;100.007.919-89;joao@exemplo.com.br;conta;1;12;98765-4;;poupança',
      ].join('\r\n'),
    )
    const { report, sellers } = check(bytes)
    expect(report).toMatchObject({ encoding: 'latin1', separator: ';', valid: 1, errors_total: 0 })
    // Leading zeros a spreadsheet dropped come back; "98765-4" is the account and its digit.
    expect(sellers[0]).toMatchObject({
      name: 'João Conceição',
      payout: {
        bank_code: '001',
        agency: '0012',
        account: '98765',
        account_digit: '4',
        account_type: 'savings',
      },
    })
  })

  it('drops a UTF-8 BOM and takes English headers', () => {
    const bytes = utf8(
      '\uFEFFname,document,email,pix_key\r\nAna Lima,10003167690,ana@exemplo.com,+55 11 91234-5678',
    )
    const { report, sellers } = check(bytes)
    expect(report.errors).toEqual([])
    expect(sellers[0]!.payout).toEqual({ kind: 'pix', pix_key: '+5511912345678' })
  })

  it('says which required columns the header lacks, once', () => {
    const { report, sellers } = check(file('nome,email', 'Ana Lima,ana@exemplo.com'))
    expect(report.errors).toEqual([
      {
        line: 1,
        column: null,
        message: expect.stringContaining('não tem a coluna documento'),
      },
    ])
    expect(report).toMatchObject({ rows: 1, valid: 0, invalid: 1 })
    expect(sellers).toEqual([])
  })

  it('says the payout columns a bank account needs when the header lacks them', () => {
    const { report } = check(
      file('nome,documento,email,banco', 'Ana Lima,10003167690,ana@exemplo.com,341'),
    )
    expect(report.errors).toEqual([
      {
        line: 2,
        column: null,
        message: 'Para receber em conta, o cabeçalho precisa das colunas agencia, conta, digito.',
      },
    ])
  })

  it('puts the seller form’s messages on their columns, line by line', () => {
    const { report, sellers } = check(
      file(
        HEADER,
        'Ana Lima,123.456.789-00,ana@exemplo.com,pix,,,,,ana@exemplo.com',
        'Bruno Dias,10003959520,bruno@,conta,341,12345,,,',
        'Carla,10004751400,carla@exemplo.com,boleto,,,,,',
      ),
    )
    expect(report).toMatchObject({ rows: 3, valid: 0, invalid: 3 })
    expect(report.errors).toEqual([
      {
        line: 2,
        column: 'documento',
        message: 'Informe um CPF ou CNPJ válido: confira os dígitos.',
      },
      { line: 3, column: 'email', message: expect.stringMatching(/e-mail/i) },
      { line: 3, column: 'agencia', message: expect.stringContaining('agência') },
      { line: 3, column: 'conta', message: expect.stringMatching(/obrigat/) },
      { line: 3, column: 'digito', message: expect.stringMatching(/obrigat/) },
      { line: 4, column: 'tipo_recebimento', message: expect.stringContaining('conta ou pix') },
    ])
    expect(sellers).toEqual([])
  })

  it('reports a document repeated in the file on the later line', () => {
    const { report } = check(
      file(
        'nome,documento,email,chave_pix',
        'Ana Lima,10003167690,ana@exemplo.com,ana@exemplo.com',
        'Ana L.,100.031.676-90,ana2@exemplo.com,ana2@exemplo.com',
      ),
    )
    expect(report).toMatchObject({ valid: 1, invalid: 1, duplicates_in_file: 1 })
    expect(report.errors).toEqual([
      {
        line: 3,
        column: 'documento',
        message: 'Este CPF/CNPJ já aparece na linha 2 do arquivo.',
      },
    ])
  })

  it('reports a document the gateway already has, with the seller’s name', () => {
    const { report, sellers } = check(
      file('nome,documento,email,chave_pix', 'Ana Lima,10003167690,ana@exemplo.com,ana@ex.com'),
      [{ name: 'Ateliê Maré Alta', document: '10003167690', provider_account: null }],
    )
    expect(report).toMatchObject({ valid: 0, invalid: 1, already_registered: 1 })
    expect(report.errors[0]).toEqual({
      line: 2,
      column: 'documento',
      message:
        'Já existe um vendedor com este CPF/CNPJ neste meio de pagamento (Ateliê Maré Alta).',
    })
    expect(sellers).toEqual([])
  })

  it('reads a formula-guarded cell without its apostrophe, and refuses a formula as a name', () => {
    const { report } = check(
      file(
        'nome,documento,email,chave_pix',
        "'=Loja Boa,10003167690,loja@exemplo.com,loja@exemplo.com",
        '=HYPERLINK("http://x"),10003959520,x@exemplo.com,x@exemplo.com',
      ),
    )
    // The first row is valid: the apostrophe was our export's guard. The second is a formula:
    // its quotes are misplaced for a CSV, and it is reported, never executed.
    expect(report.rows).toBe(2)
    expect(report.errors.map((issue) => issue.line)).not.toContain(2)
    expect(report.errors.some((issue) => issue.line === 3)).toBe(true)
  })

  it('reports an unknown column with a value, and an unterminated quote, never throwing', () => {
    const { report } = check(
      file(
        'nome,documento,email,chave_pix,apelido',
        'Ana Lima,10003167690,ana@exemplo.com,ana@exemplo.com,Aninha',
        '"Bruno,10003959520,bruno@exemplo.com,bruno@exemplo.com,',
      ),
    )
    expect(report.unknown_columns).toEqual(['apelido'])
    expect(report.errors).toEqual([
      { line: 2, column: 'apelido', message: expect.stringContaining('Coluna desconhecida') },
      { line: 3, column: null, message: expect.stringContaining('Aspas abertas') },
    ])
  })

  it('says an empty file and a header without rows', () => {
    expect(check(utf8('')).report.errors).toEqual([
      { line: null, column: null, message: 'O arquivo está vazio.' },
    ])
    expect(check(file('nome,documento,email')).report.errors).toEqual([
      {
        line: null,
        column: null,
        message: 'O arquivo tem o cabeçalho, mas nenhuma linha de vendedores.',
      },
    ])
  })

  it('refuses a file that is no CSV (400), too big (413) or of too many rows (400)', () => {
    const status = (run: () => void) => {
      try {
        run()
      } catch (error) {
        return isApiError(error) ? error.statusCode : 'not an ApiError'
      }
      return 'accepted'
    }
    const xlsx = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])
    expect(status(() => checkSellerFile(xlsx, 'pt-BR'))).toBe(400)
    expect(
      status(() => checkSellerFile(new Uint8Array(SELLER_IMPORT_MAX_BYTES + 1), 'pt-BR')),
    ).toBe(413)
    const rows = Array.from({ length: SELLER_IMPORT_MAX_ROWS + 1 }, (_, i) => `V ${i},1,a@b.com`)
    const parsed = parseSellerImport(file('nome,documento,email', ...rows), 'pt-BR')
    expect(parsed.too_many_rows).toBe(true)
    expect(parsed.rows).toHaveLength(SELLER_IMPORT_MAX_ROWS)
    expect(status(() => checkSellerRows(parsed, 'pt-BR'))).toBe(400)
  })

  it('speaks English when asked', () => {
    const parsed = parseSellerImport(file('nome,email', 'Ana,ana@exemplo.com'), 'en')
    expect(parsed.issues[0]!.message).toContain('no documento column')
  })
})
