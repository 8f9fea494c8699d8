import type { DataplusColumnInput } from './schema.ts'

/*
 * The demo tables (the demo store and the panel's stories share them): store locations, a size
 * chart and FAQs, with their columns and rows as a merchant would type them.
 */

export interface DataplusDemoTable {
  name: string
  slug: string
  description: string
  columns: (DataplusColumnInput & { type: NonNullable<DataplusColumnInput['type']> })[]
  rows: Record<string, unknown>[]
}

const cities = [
  ['São Paulo', 'Av. Paulista, 1000', -23.5614, -46.6559],
  ['Rio de Janeiro', 'Rua Visconde de Pirajá, 330', -22.9847, -43.2013],
  ['Belo Horizonte', 'Av. Afonso Pena, 1500', -19.9245, -43.9352],
  ['Curitiba', 'Rua XV de Novembro, 700', -25.4296, -49.2713],
  ['Porto Alegre', 'Rua dos Andradas, 1234', -30.0318, -51.2296],
  ['Salvador', 'Av. Sete de Setembro, 2100', -12.9908, -38.5223],
  ['Recife', 'Rua da Aurora, 295', -8.0602, -34.8787],
  ['Fortaleza', 'Av. Beira Mar, 3000', -3.7251, -38.4895],
  ['Brasília', 'SCS Quadra 2, Bloco C', -15.7975, -47.8919],
  ['Florianópolis', 'Rua Felipe Schmidt, 515', -27.5969, -48.5495],
] as const

const faq = [
  [
    'Qual o prazo de entrega?',
    'De 2 a 7 dias úteis para capitais; até 12 para o interior.',
    'entrega',
  ],
  ['Como troco um produto?', 'Em até 30 dias pela página Minhas compras, sem custo.', 'trocas'],
  ['Posso pagar com pix?', 'Sim, com 5% de desconto e aprovação na hora.', 'pagamento'],
  ['Parcelam no cartão?', 'Em até 10 vezes sem juros acima de R$ 200,00.', 'pagamento'],
  ['Vocês têm loja física?', 'Sim, em 10 capitais: veja a página Nossas lojas.', 'lojas'],
  ['Como acompanho o pedido?', 'Pelo link de rastreio enviado por e-mail.', 'entrega'],
  ['O frete é grátis?', 'Para compras acima de R$ 299,00 em todo o Brasil.', 'entrega'],
  ['Posso retirar na loja?', 'Sim, escolha Retirar na loja ao fechar o pedido.', 'lojas'],
  [
    'Como cancelo um pedido?',
    'Antes do envio, pela página do pedido; depois, recuse a entrega.',
    'trocas',
  ],
  ['Emitem nota fiscal?', 'Sim, a nota segue no e-mail de confirmação do envio.', 'pagamento'],
  ['Qual o tamanho ideal?', 'Veja a tabela de medidas em cada produto.', 'produtos'],
  ['As peças encolhem?', 'Não: o algodão é pré-encolhido.', 'produtos'],
] as const

export const DATAPLUS_DEMO_TABLES: DataplusDemoTable[] = [
  {
    name: 'Lojas físicas',
    slug: 'lojas-fisicas',
    description: 'Endereços e horários das lojas, para a página Nossas lojas.',
    columns: [
      { key: 'nome', label: 'Nome', type: 'text', required: true, indexed: true },
      { key: 'cidade', label: 'Cidade', type: 'text', required: true, indexed: true },
      { key: 'endereco', label: 'Endereço', type: 'text' },
      { key: 'telefone', label: 'Telefone', type: 'text' },
      { key: 'horario', label: 'Horário de funcionamento', type: 'long_text' },
      { key: 'latitude', label: 'Latitude', type: 'decimal' },
      { key: 'longitude', label: 'Longitude', type: 'decimal' },
      { key: 'aberta', label: 'Aberta', type: 'boolean', default: true },
    ],
    rows: cities.map(([city, address, lat, long], i) => ({
      nome: `Vitrine ${city}`,
      cidade: city,
      endereco: address,
      telefone: `(11) 3${String(100 + i).padStart(3, '0')}-${String(4000 + i * 37)}`,
      horario: 'Seg a sáb, 10h às 22h\nDom e feriados, 14h às 20h',
      latitude: lat,
      longitude: long,
      aberta: i !== 9,
    })),
  },
  {
    name: 'Tabela de medidas',
    slug: 'tabela-de-medidas',
    description: 'Medidas das camisetas em centímetros, por tamanho.',
    columns: [
      { key: 'tamanho', label: 'Tamanho', type: 'text', required: true, unique: true },
      { key: 'busto_cm', label: 'Busto (cm)', type: 'number' },
      { key: 'cintura_cm', label: 'Cintura (cm)', type: 'number' },
      { key: 'comprimento_cm', label: 'Comprimento (cm)', type: 'number' },
      { key: 'ordem', label: 'Ordem', type: 'number', indexed: true },
    ],
    rows: ['PP', 'P', 'M', 'G', 'GG', 'XG'].map((size, i) => ({
      tamanho: size,
      busto_cm: 84 + i * 6,
      cintura_cm: 68 + i * 6,
      comprimento_cm: 66 + i * 2,
      ordem: i + 1,
    })),
  },
  {
    name: 'Perguntas frequentes',
    slug: 'perguntas-frequentes',
    description: 'As dúvidas mais comuns, na página de ajuda.',
    columns: [
      { key: 'pergunta', label: 'Pergunta', type: 'text', required: true },
      { key: 'resposta', label: 'Resposta', type: 'long_text', required: true },
      { key: 'categoria', label: 'Categoria', type: 'text', indexed: true },
      { key: 'publicada_em', label: 'Publicada em', type: 'date' },
      { key: 'destaque', label: 'Destaque', type: 'boolean', default: false },
    ],
    rows: Array.from({ length: 36 }, (_, i) => {
      const [question, answer, category] = faq[i % faq.length]!
      const round = Math.floor(i / faq.length)
      return {
        pergunta: round === 0 ? question : `${question} (${round + 1})`,
        resposta: answer,
        categoria: category,
        publicada_em: `2026-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`,
        destaque: i < 3,
      }
    }),
  },
]
