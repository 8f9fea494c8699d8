import { formatDocument, type Transaction } from '@vitrine/api'
import { Card, CardContent, CardHeader, CardTitle } from '@vitrine/ui'
import { Link } from '../../routes/navigation.tsx'
import { addressLine } from '../../shared/format.ts'
import { paymentCustomerHref, transactionListHref } from '../shared/links.ts'
import { Fact } from './PaymentMethodCard.tsx'

/**
 * Who pays: the customer as the payment recorded them, a link to their page in the payments
 * section and to their other payments. A buyer who is not a customer of the store (a guest
 * checkout) has no page to link to. The address the payer typed on a link that asks for it is
 * this payment's (where to deliver it), shown under the payer whether or not they are a customer.
 */
export function CustomerCard({ appId, payment }: { appId: number; payment: Transaction }) {
  const customer = payment.customer
  const address = payment.payer_address
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Cliente</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {customer ? (
          <dl className="grid gap-3">
            <Fact label="Nome">
              {customer.id ? (
                <Link
                  href={paymentCustomerHref(appId, customer.id)}
                  className="font-medium text-primary hover:underline"
                >
                  {customer.name}
                </Link>
              ) : (
                <>
                  {customer.name}{' '}
                  <span className="text-sm text-muted-foreground">(não cadastrado na loja)</span>
                </>
              )}
            </Fact>
            {customer.email ? <Fact label="E-mail">{customer.email}</Fact> : null}
            {customer.document ? (
              <Fact label="CPF/CNPJ">
                <span className="tabular-nums">{formatDocument(customer.document)}</span>
              </Fact>
            ) : null}
            {address ? (
              <Fact label="Endereço informado no pagamento">{addressLine(address)}</Fact>
            ) : null}
          </dl>
        ) : (
          <p className="text-muted-foreground">Pagamento sem cliente identificado.</p>
        )}
        {customer?.id ? (
          <Link
            href={`${transactionListHref(appId)}?customer_id=${customer.id}`}
            className="w-fit text-sm text-primary hover:underline"
          >
            Ver os pagamentos deste cliente
          </Link>
        ) : null}
      </CardContent>
    </Card>
  )
}
