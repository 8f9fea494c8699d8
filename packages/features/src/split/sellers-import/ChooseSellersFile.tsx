import { useId, type Ref } from 'react'
import { SELLER_CSV_SAMPLE, SELLER_CSV_SAMPLE_NAME, SELLER_IMPORT_MAX_BYTES } from '@vitrine/api'
import { Button, FileField } from '@vitrine/ui'
import { Download } from 'lucide-react'
import { saveFile } from '../../shared/save-file.ts'
import { MAX_ROWS_LABEL, MAX_SIZE_LABEL, SELLER_COLUMNS, tooLargeMessage } from './import-texts.ts'

/** Extension and media type: a picker filters by either, depending on the system. */
const CSV_ACCEPT = '.csv,text/csv'

const saveSample = () =>
  saveFile(
    new Blob([SELLER_CSV_SAMPLE], { type: 'text/csv;charset=utf-8' }),
    SELLER_CSV_SAMPLE_NAME,
  )

export interface ChooseSellersFileProps {
  onFile: (file: File) => void
  inputRef?: Ref<HTMLInputElement>
}

/**
 * The first step: the file, the model to start from, and what the file should hold. Choosing
 * a file starts the check at once; the field turns down other types and files over the size
 * limit before any upload.
 */
export function ChooseSellersFile({ onFile, inputRef }: ChooseSellersFileProps) {
  const columnsId = useId()
  return (
    <div className="grid gap-4">
      <FileField
        label="Arquivo CSV"
        hint={`Até ${MAX_SIZE_LABEL} e ${MAX_ROWS_LABEL} vendedores.`}
        accept={CSV_ACCEPT}
        maxBytes={SELLER_IMPORT_MAX_BYTES}
        messages={{ type: 'Escolha um arquivo .csv.', size: tooLargeMessage }}
        onFileChange={(file) => (file ? onFile(file) : undefined)}
        inputRef={inputRef}
      />
      <section aria-labelledby={columnsId} className="grid gap-1.5 text-base">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={columnsId} className="font-semibold">
            O que o arquivo precisa ter
          </h3>
          <Button variant="secondary" size="sm" onClick={saveSample}>
            <Download aria-hidden />
            Baixar modelo
          </Button>
        </div>
        <p className="text-muted-foreground">
          Na primeira linha, os nomes das colunas, em qualquer ordem:
        </p>
        <p className="flex flex-wrap gap-1">
          {SELLER_COLUMNS.map((column) => (
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
            Todo vendedor precisa de nome, CPF ou CNPJ e e-mail, e de onde recebe: em conta (banco,
            agência, conta e dígito) ou por pix (chave pix).
          </li>
          <li>
            Colunas separadas por vírgula ou por ponto e vírgula, texto em UTF-8 ou Latin-1: o
            formato é detectado sozinho.
          </li>
          <li>
            O arquivo é verificado inteiro antes, sem gravar nada. A importação é tudo ou nada: com
            qualquer erro no arquivo, nenhum vendedor é cadastrado.
          </li>
        </ul>
      </section>
    </div>
  )
}
