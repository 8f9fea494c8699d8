import { useId, type Ref } from 'react'
import { Button, FileField } from '@vitrine/ui'
import { Download } from 'lucide-react'
import { saveFile } from '../save-file.ts'

/** Extension and media type: a picker filters by either, depending on the system. */
const CSV_ACCEPT = '.csv,text/csv'

/** A model file to start from, offered beside what the file should hold. */
export interface CsvSample {
  text: string
  fileName: string
}

/** What an import's file should hold, in its own words. */
export interface CsvFileGuide {
  /** Under the field: the size limit (and the rows'). */
  hint: string
  maxBytes: number
  tooLargeMessage: (file: File) => string
  /** What the first line holds, before the columns' names. */
  columnsIntro: string
  columns: readonly string[]
  /** The file's rules, one a line. */
  rules: readonly string[]
  sample?: CsvSample
}

export interface ChooseCsvFileProps extends CsvFileGuide {
  onFile: (file: File) => void
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A CSV import's first step: the file, and what it should hold (with a model to download, when
 * there is one). Choosing a file starts the check at once; the field turns down other types and
 * files over the size limit before any upload.
 */
export function ChooseCsvFile({
  onFile,
  inputRef,
  hint,
  maxBytes,
  tooLargeMessage,
  columnsIntro,
  columns,
  rules,
  sample,
}: ChooseCsvFileProps) {
  const columnsId = useId()
  const heading = (
    <h3 id={columnsId} className="font-semibold">
      O que o arquivo precisa ter
    </h3>
  )
  return (
    <div className="grid gap-4">
      <FileField
        label="Arquivo CSV"
        hint={hint}
        accept={CSV_ACCEPT}
        maxBytes={maxBytes}
        messages={{ type: 'Escolha um arquivo .csv.', size: tooLargeMessage }}
        onFileChange={(file) => (file ? onFile(file) : undefined)}
        inputRef={inputRef}
      />
      <section aria-labelledby={columnsId} className="grid gap-1.5 text-base">
        {sample ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            {heading}
            <Button variant="secondary" size="sm" onClick={() => saveSampleOf(sample)}>
              <Download aria-hidden />
              Baixar modelo
            </Button>
          </div>
        ) : (
          heading
        )}
        <p className="text-muted-foreground">{columnsIntro}</p>
        <p className="flex flex-wrap gap-1">
          {columns.map((column) => (
            <code
              key={column}
              className="rounded-sm bg-muted px-1.5 py-0.5 font-mono text-sm text-foreground"
            >
              {column}
            </code>
          ))}
        </p>
        <ul className="list-disc space-y-1 ps-5 text-muted-foreground">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
    </div>
  )
}

const saveSampleOf = ({ text, fileName }: CsvSample) =>
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName)
