import { PanelDetailScreen } from '@vitrine/features/whitelabel/panel-detail'
import type { ScreenContext } from '../screen-context.ts'

/** The reports list's link carries its period (`?from=…&to=…`). */
export default function WhitelabelPanels({ params, url }: ScreenContext) {
  const day = (name: string) => {
    const value = url.searchParams.get(name)
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined
  }
  return (
    <PanelDetailScreen
      key={params.panelId}
      panelId={Number(params.panelId)}
      from={day('from')}
      to={day('to')}
    />
  )
}
