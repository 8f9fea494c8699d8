import { describe, expect, it } from 'vitest'
import { readCsvRecords, type CsvRecord } from './records.ts'

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
