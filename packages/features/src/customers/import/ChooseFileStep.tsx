import { useId, type Ref } from 'react'
import { IMPORT_MAX_BYTES } from '@vitrine/api'
import { FileField } from '@vitrine/ui'
import { EDITABLE_COLUMNS, MAX_SIZE_LABEL, tooLargeMessage } from './import-texts.ts'

/** Extension and media type: a picker filters by either, depending on the system. */
export const CSV_ACCEPT = '.csv,text/csv'

export interface ChooseFileStepProps {
  onFile: (file: File) => void
  inputRef?: Ref<HTMLInputElement>
}

/**
 * The first step: what the file should hold, and the file. Choosing one starts the check at
 * once; the field turns down other types and files over the size limit before any upload.
 */
export function ChooseFileStep({ onFile, inputRef }: ChooseFileStepProps) {
  const columnsId = useId()
  return (
    <div className="grid gap-4">
      <FileField
        label="Arquivo CSV"
        hint={`Até ${MAX_SIZE_LABEL}.`}
        accept={CSV_ACCEPT}
        maxBytes={IMPORT_MAX_BYTES}
        messages={{ type: 'Escolha um arquivo .csv.', size: tooLargeMessage }}
        onFileChange={(file) => (file ? onFile(file) : undefined)}
        inputRef={inputRef}
      />
      <section aria-labelledby={columnsId} className="grid gap-1.5 text-base">
        <h3 id={columnsId} className="font-semibold">
          O que o arquivo precisa ter
        </h3>
        <p className="text-muted-foreground">
          Na primeira linha, os nomes das colunas. Use as que tiver, em qualquer ordem:
        </p>
        <p className="flex flex-wrap gap-1">
          {EDITABLE_COLUMNS.map((column) => (
            <code
              key={column}
              className="rounded-sm bg-muted px-1.5 py-0.5 font-mono text-sm text-foreground"
            >
              {column}
            </code>
          ))}
        </p>
        <ul className="list-disc space-y-1 ps-5 text-muted-foreground">
          <li>
            Cada cliente precisa de nome e de e-mail ou documento (CPF ou CNPJ): é por eles que quem
            já está cadastrado é encontrado e atualizado, em vez de duplicado.
          </li>
          <li>
            Colunas separadas por vírgula ou por ponto e vírgula, texto em UTF-8 ou Latin-1: o
            formato é detectado sozinho. Um arquivo exportado daqui pode voltar como está.
          </li>
          <li>Nada é gravado antes de você ver o resultado da verificação.</li>
        </ul>
      </section>
    </div>
  )
}
