import type { SellerImportReport } from '@vitrine/api'
import { Alert } from '@vitrine/ui'
import { counted } from './import-texts.ts'

/** What the import did: every seller of the file, registered at once. */
export function SellerImportResult({ result }: { result: SellerImportReport }) {
  return (
    <Alert tone="success" data-slot="import-result">
      {counted(result.created, 'vendedor cadastrado', 'vendedores cadastrados')}. Num meio de
      pagamento de testes (sandbox) eles já estão ativos; nos demais, ficam aguardando a verificação
      do provedor antes de entrar numa regra de divisão.
    </Alert>
  )
}
