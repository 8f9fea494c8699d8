import { AreaHeader } from '../../../shared/AreaHeader.tsx'
import { href } from '../../../routes/manifest.ts'

export type SettingsPage = 'project' | 'catalog'

const TITLES: Record<SettingsPage, { title: string; description: string }> = {
  project: {
    title: 'Configurações do projeto',
    description:
      'Tema, domínio, favicon, cores e fontes da loja, scripts das páginas e a página de manutenção.',
  },
  catalog: {
    title: 'Configurações do catálogo',
    description:
      'Como as listas de produtos aparecem na loja: quantos por página, ordem, estoque, preço e imagens.',
  },
}

/** Layout › Configurações: the page's title and the sub-navigation Projeto · Catálogo (section 2). */
export function SettingsHeader({ appId, current }: { appId: number; current: SettingsPage }) {
  const appID = String(appId)
  return (
    <AreaHeader
      area="Layout › Configurações"
      title={TITLES[current].title}
      description={TITLES[current].description}
      tabsLabel="Páginas das configurações"
      pages={[
        { page: 'project', label: 'Projeto', href: href('layout-settings-project', { appID }) },
        { page: 'catalog', label: 'Catálogo', href: href('layout-settings-catalog', { appID }) },
      ]}
      current={current}
    />
  )
}
