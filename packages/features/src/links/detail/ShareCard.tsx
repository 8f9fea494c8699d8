import type { PaymentLink } from '@vitrine/api'
import { Card, CardContent, CardHeader, CardTitle } from '@vitrine/ui'
import { ShareAddress } from '../../shared/ShareAddress.tsx'

/** The link's public address to hand out: copy, share, or show its QR code. */
export function ShareCard({ link }: { link: PaymentLink }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Compartilhar</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ShareAddress
          url={link.public_url}
          title={link.title}
          qrLabel={`QR code do link ${link.title}`}
          note={
            link.status === 'active'
              ? null
              : 'Enquanto o link não estiver ativo, quem abrir o endereço verá que ele não aceita pagamentos.'
          }
        />
      </CardContent>
    </Card>
  )
}
