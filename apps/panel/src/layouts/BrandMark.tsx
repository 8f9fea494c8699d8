import { useSnapshot } from 'valtio'
import { useWhitelabelStore } from '../session/session-context.tsx'

/** The panel's mark: the reseller's logo or name on a white-label host, the Vitrine "V" otherwise. */
export function BrandMark() {
  const { data } = useSnapshot(useWhitelabelStore().state)
  if (data?.branding.logo_url)
    return <img src={data.branding.logo_url} alt={data.name} className="h-8 w-auto" />
  return (
    <span className="flex items-center gap-2 font-semibold">
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M9 10l7 13 7-13"
          className="stroke-primary-foreground"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg">{data?.name ?? 'Vitrine'}</span>
    </span>
  )
}
