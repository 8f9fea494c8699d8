import type { GatewayType } from '@vitrine/api'
import {
  Barcode,
  CalendarClock,
  CreditCard,
  HandCoins,
  QrCode,
  ScanQrCode,
  Ticket,
  type LucideProps,
} from 'lucide-react'

const icons = {
  pix: QrCode,
  billet: Barcode,
  creditcard: CreditCard,
  voucher: Ticket,
  'pix-installment': CalendarClock,
  'static-pix': ScanQrCode,
  custom: HandCoins,
} satisfies Record<GatewayType, unknown>

/** The type's mark beside its name (decorative: the name says it). */
export function GatewayTypeIcon({ type, ...props }: { type: GatewayType } & LucideProps) {
  const Icon = icons[type]
  return <Icon aria-hidden {...props} />
}
