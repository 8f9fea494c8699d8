import { useEffect } from 'react'
import type { CheckoutAppearance, CheckoutTrustBadge } from '@vitrine/api'
import { BadgeCheck, Headset, LockKeyhole, ShieldCheck, type LucideIcon } from 'lucide-react'
import { TRUST_BADGE_TEXTS } from './texts.ts'

const BADGE_ICONS: Record<CheckoutTrustBadge, LucideIcon> = {
  secure: LockKeyhole,
  privacy: ShieldCheck,
  guarantee: BadgeCheck,
  support: Headset,
}

/** The store's logo and header text above the page; nothing when it set neither. */
export function AppearanceHeader({
  appearance,
  storeName,
}: {
  appearance: CheckoutAppearance
  storeName?: string
}) {
  if (!appearance.logo_url && !appearance.header_text) return null
  return (
    <header className="flex flex-col items-center gap-2 text-center">
      {appearance.logo_url ? (
        <img
          src={appearance.logo_url}
          alt={storeName ?? 'Logotipo da loja'}
          className="h-12 w-auto max-w-[12rem] object-contain"
          height={48}
        />
      ) : null}
      {appearance.header_text ? (
        <p className="text-md font-medium text-foreground">{appearance.header_text}</p>
      ) : null}
    </header>
  )
}

/** The chosen trust badges: an icon in the accent colour and a short line each. */
export function TrustBadges({ badges }: { badges: readonly CheckoutTrustBadge[] }) {
  if (badges.length === 0) return null
  return (
    <ul aria-label="Selos de confiança" className="grid grid-cols-2 gap-3">
      {badges.map((badge) => {
        const Icon = BADGE_ICONS[badge]
        return (
          <li key={badge} className="flex items-start gap-2 text-sm">
            <Icon
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0"
              style={{ color: 'var(--checkout-accent, currentColor)' }}
            />
            <span className="flex flex-col">
              <span className="font-medium text-foreground">{TRUST_BADGE_TEXTS[badge].title}</span>
              <span className="text-muted-foreground">{TRUST_BADGE_TEXTS[badge].text}</span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}

/** The store's footer text (its legal name, contact, exchange policy…). */
export function AppearanceFooter({ text }: { text: string }) {
  if (!text) return null
  return <p className="text-center text-sm whitespace-pre-line text-muted-foreground">{text}</p>
}

/**
 * The store's favicon on the real page (the document's icon), put back as it was on leaving.
 * Never in the editor's preview: the panel's tab keeps its own icon.
 */
export function useFavicon(url: string | null | undefined, enabled: boolean) {
  useEffect(() => {
    if (!enabled || !url) return
    const link = document.createElement('link')
    link.rel = 'icon'
    link.href = url
    link.dataset.checkoutFavicon = ''
    document.head.append(link)
    return () => link.remove()
  }, [url, enabled])
}
