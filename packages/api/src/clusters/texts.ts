import { resolveLang } from '../validation/index.ts'

/** What the clusters' contract and server say when something is refused, in both languages. */
const clusterTexts = {
  name: {
    'pt-BR': 'Informe o nome do cluster, com até 80 caracteres.',
    en: 'Enter the cluster’s name, up to 80 characters.',
  },
  slug: {
    'pt-BR': 'Use letras minúsculas sem acento, números e hífens (até 80).',
    en: 'Use lowercase letters without accents, digits and hyphens (up to 80).',
  },
  description: {
    'pt-BR': 'A descrição pode ter até 500 caracteres.',
    en: 'The description may have up to 500 characters.',
  },
  kind: {
    'pt-BR': 'Escolha manual ou automático.',
    en: 'Choose manual or automatic.',
  },
  products: {
    'pt-BR': 'Escolha até 500 produtos, cada um uma vez.',
    en: 'Choose up to 500 products, each once.',
  },
  noProducts: {
    'pt-BR': 'Um cluster manual precisa de ao menos um produto.',
    en: 'A manual cluster needs at least one product.',
  },
  unknownProducts: {
    'pt-BR': 'Alguns produtos escolhidos não existem mais na loja. Remova-os e salve de novo.',
    en: 'Some chosen products no longer exist in the store. Remove them and save again.',
  },
  conditions: {
    'pt-BR': 'Use até 30 condições.',
    en: 'Use up to 30 conditions.',
  },
  noConditions: {
    'pt-BR': 'Um cluster automático precisa de ao menos uma condição de igual ou diferente.',
    en: 'An automatic cluster needs at least one equal or different condition.',
  },
  recursive: {
    'pt-BR':
      'Um cluster automático não pode ter "Cluster" nas regras: um cluster dentro de outro poderia se repetir sem fim.',
    en: 'An automatic cluster may not use "Cluster" in its rules: a cluster within another could repeat endlessly.',
  },
  slugTaken: {
    'pt-BR': 'Já existe um cluster com este endereço na loja.',
    en: 'The store already has a cluster with this slug.',
  },
  notFound: {
    'pt-BR': 'Cluster não encontrado.',
    en: 'Cluster not found.',
  },
  tooMany: {
    'pt-BR': 'A loja já tem 200 clusters, o máximo. Remova um que não use mais.',
    en: 'The store already has 200 clusters, the maximum. Remove one it no longer uses.',
  },
} as const
export type ClusterText = keyof typeof clusterTexts

export function clusterText(lang: string | undefined, key: ClusterText): string {
  return clusterTexts[key][resolveLang(lang)]
}
