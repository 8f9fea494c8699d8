import type { Category } from './categories.ts'
import { productUrl, type CatalogueProduct } from './products.ts'
import { slugOf } from './slug.ts'

/*
 * The fixture's catalogue: a small category tree and 30 products, with variants, promotions,
 * hidden and sold-out products, so every state of the screens has something to show.
 */

type Seed = [id: number, name: string, parent: number | null, inMenu?: boolean]
const CATEGORY_SEEDS: Seed[] = [
  [1, 'Roupas', null],
  [2, 'Camisetas', 1],
  [3, 'Calças', 1],
  [4, 'Vestidos', 1],
  [5, 'Calçados', null],
  [6, 'Tênis', 5],
  [7, 'Sandálias', 5],
  [8, 'Acessórios', null],
  [9, 'Bolsas', 8],
  [10, 'Bonés', 8, false],
  [11, 'Casa', null],
  [12, 'Cozinha', 11],
  [13, 'Decoração', 11],
  [14, 'Manga longa', 2],
]

export function sampleCategories(): Category[] {
  const byId = new Map<number, Category>()
  const positions = new Map<number | null, number>()
  for (const [id, name, parent, inMenu = true] of CATEGORY_SEEDS) {
    const position = positions.get(parent) ?? 0
    positions.set(parent, position + 1)
    const above = parent === null ? undefined : byId.get(parent)
    const slug = slugOf(name)
    byId.set(id, {
      id,
      name,
      slug,
      urls: `${above?.urls ?? ''}/${slug}`,
      level: (above?.level ?? 0) + 1,
      in_menu: inMenu,
      parent_id: parent,
      position,
      product_count: 0,
    })
  }
  return [...byId.values()]
}

const COLOURS = ['#2563eb', '#db2777', '#16a34a', '#ea580c', '#7c3aed', '#0891b2', '#ca8a04']

/** A small coloured tile with the product's initials: an image that needs no network. */
export function fixtureImage(name: string, index: number): string {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96">` +
    `<rect width="96" height="96" rx="12" fill="${COLOURS[index % COLOURS.length]}"/>` +
    `<text x="48" y="58" font-family="sans-serif" font-size="32" fill="#fff" text-anchor="middle">${initials}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

type ProductSeed = {
  name: string
  category: number
  price: number
  sale?: number
  stock: number
  brand: string
  sold: number
  hidden?: boolean
  sizes?: string[]
  colours?: string[]
  description: string
}

const PRODUCT_SEEDS: ProductSeed[] = [
  {
    name: 'Camiseta Básica Algodão',
    category: 2,
    price: 5990,
    stock: 0,
    brand: 'Tropicália',
    sold: 312,
    sizes: ['P', 'M', 'G'],
    colours: ['Branca', 'Preta'],
    description: 'Camiseta de algodão penteado, gola redonda, caimento reto.',
  },
  {
    name: 'Camiseta Estampada Ipanema',
    category: 2,
    price: 7990,
    sale: 6490,
    stock: 42,
    brand: 'Tropicália',
    sold: 158,
    description: 'Estampa exclusiva inspirada no pôr do sol de Ipanema.',
  },
  {
    name: 'Camiseta Manga Longa Térmica',
    category: 14,
    price: 8990,
    stock: 18,
    brand: 'Serra Fina',
    sold: 64,
    description: 'Tecido térmico para dias frios, toque macio.',
  },
  {
    name: 'Regata Dry Fit',
    category: 2,
    price: 4990,
    stock: 75,
    brand: 'Movimento',
    sold: 201,
    description: 'Tecido leve que seca rápido, ideal para treinos.',
  },
  {
    name: 'Calça Jeans Reta',
    category: 3,
    price: 15990,
    sale: 12990,
    stock: 0,
    brand: 'Índigo Brasil',
    sold: 97,
    sizes: ['38', '40', '42', '44'],
    description: 'Jeans com elastano, lavagem média, modelagem reta.',
  },
  {
    name: 'Calça de Linho Natural',
    category: 3,
    price: 18990,
    stock: 12,
    brand: 'Atelier Sol',
    sold: 23,
    description: 'Linho puro, cintura com elástico e cordão.',
  },
  {
    name: 'Bermuda Sarja',
    category: 3,
    price: 9990,
    stock: 30,
    brand: 'Índigo Brasil',
    sold: 88,
    description: 'Sarja com bolsos faca, comprimento no joelho.',
  },
  {
    name: 'Vestido Midi Floral',
    category: 4,
    price: 21990,
    sale: 17990,
    stock: 9,
    brand: 'Atelier Sol',
    sold: 45,
    sizes: ['P', 'M', 'G'],
    description: 'Viscose estampada com flores do cerrado, alças reguláveis.',
  },
  {
    name: 'Vestido Tubinho Preto',
    category: 4,
    price: 19990,
    stock: 5,
    brand: 'Atelier Sol',
    sold: 31,
    description: 'O clássico que vai do trabalho ao jantar.',
  },
  {
    name: 'Tênis Corrida Leve',
    category: 6,
    price: 39990,
    sale: 34990,
    stock: 0,
    brand: 'Movimento',
    sold: 140,
    sizes: ['38', '39', '40', '41', '42'],
    description: 'Amortecimento responsivo e cabedal respirável.',
  },
  {
    name: 'Tênis Casual Lona',
    category: 6,
    price: 17990,
    stock: 64,
    brand: 'Passo Certo',
    sold: 260,
    colours: ['Branco', 'Azul', 'Vermelho'],
    description: 'Lona resistente e solado vulcanizado.',
  },
  {
    name: 'Tênis Infantil Velcro',
    category: 6,
    price: 12990,
    stock: 22,
    brand: 'Passo Certo',
    sold: 77,
    description: 'Fecho de velcro para calçar sem ajuda.',
  },
  {
    name: 'Sandália Rasteira Couro',
    category: 7,
    price: 11990,
    stock: 15,
    brand: 'Nordeste Arte',
    sold: 54,
    description: 'Couro legítimo trançado à mão no Ceará.',
  },
  {
    name: 'Chinelo Slide Conforto',
    category: 7,
    price: 6990,
    sale: 4990,
    stock: 120,
    brand: 'Passo Certo',
    sold: 410,
    description: 'Palmilha anatômica em EVA macio.',
  },
  {
    name: 'Bolsa Tiracolo Palha',
    category: 9,
    price: 14990,
    stock: 8,
    brand: 'Nordeste Arte',
    sold: 36,
    description: 'Palha de carnaúba com alça de couro.',
  },
  {
    name: 'Mochila Urbana Impermeável',
    category: 9,
    price: 22990,
    stock: 27,
    brand: 'Serra Fina',
    sold: 92,
    description: 'Compartimento para notebook de 15 polegadas.',
  },
  {
    name: 'Necessaire de Viagem',
    category: 9,
    price: 5990,
    stock: 0,
    brand: 'Serra Fina',
    sold: 12,
    hidden: true,
    description: 'Três divisórias e forro lavável.',
  },
  {
    name: 'Boné Aba Curva Bordado',
    category: 10,
    price: 7990,
    stock: 33,
    brand: 'Tropicália',
    sold: 58,
    description: 'Bordado frontal, regulagem traseira de metal.',
  },
  {
    name: 'Chapéu de Palha Panamá',
    category: 10,
    price: 13990,
    stock: 6,
    brand: 'Nordeste Arte',
    sold: 19,
    description: 'Trançado fino, faixa de gorgorão.',
  },
  {
    name: 'Jogo de Panelas Cerâmica',
    category: 12,
    price: 59990,
    sale: 49990,
    stock: 4,
    brand: 'Casa Viva',
    sold: 28,
    description: 'Cinco peças com revestimento cerâmico antiaderente.',
  },
  {
    name: 'Cafeteira Italiana Alumínio',
    category: 12,
    price: 8990,
    stock: 40,
    brand: 'Casa Viva',
    sold: 133,
    description: 'Para seis xícaras, alça que não esquenta.',
  },
  {
    name: 'Tábua de Corte Bambu',
    category: 12,
    price: 4590,
    stock: 55,
    brand: 'Casa Viva',
    sold: 87,
    description: 'Bambu certificado, canaleta para líquidos.',
  },
  {
    name: 'Caneca Esmaltada Azul',
    category: 12,
    price: 3990,
    stock: 90,
    brand: 'Casa Viva',
    sold: 305,
    description: 'Esmalte resistente, 350 ml.',
  },
  {
    name: 'Vaso de Barro Artesanal',
    category: 13,
    price: 9990,
    stock: 11,
    brand: 'Nordeste Arte',
    sold: 41,
    description: 'Modelado à mão no Vale do Jequitinhonha.',
  },
  {
    name: 'Almofada Chita',
    category: 13,
    price: 6990,
    stock: 0,
    brand: 'Nordeste Arte',
    sold: 66,
    hidden: true,
    description: 'Capa de chita com zíper e enchimento de fibra.',
  },
  {
    name: 'Luminária de Mesa Madeira',
    category: 13,
    price: 24990,
    stock: 7,
    brand: 'Atelier Sol',
    sold: 14,
    description: 'Madeira de reflorestamento, cúpula de linho.',
  },
  {
    name: 'Quadro Decorativo Tucano',
    category: 13,
    price: 11990,
    sale: 8990,
    stock: 19,
    brand: 'Atelier Sol',
    sold: 52,
    description: 'Impressão em tela com moldura de pinus.',
  },
  {
    name: 'Óculos de Sol Redondo',
    category: 8,
    price: 15990,
    stock: 13,
    brand: 'Tropicália',
    sold: 70,
    description: 'Proteção UV400, armação de acetato.',
  },
  {
    name: 'Cinto de Couro Trançado',
    category: 8,
    price: 8990,
    stock: 21,
    brand: 'Índigo Brasil',
    sold: 38,
    description: 'Couro legítimo, fivela niquelada.',
  },
  {
    name: 'Meia Cano Alto Kit 3',
    category: 1,
    price: 3990,
    stock: 200,
    brand: 'Movimento',
    sold: 512,
    description: 'Algodão com punho reforçado, três pares.',
  },
]

const FIXTURE_CREATED = Date.parse('2026-10-01T12:00:00.000Z')

export function sampleProducts(categories: readonly Category[]): CatalogueProduct[] {
  const names = new Map(categories.map((category) => [category.id, category.name]))
  let variantId = 1000
  return PRODUCT_SEEDS.map((seed, index) => {
    const id = index + 1
    const slug = slugOf(seed.name)
    const optionNames = [...(seed.sizes ? ['Tamanho'] : []), ...(seed.colours ? ['Cor'] : [])]
    const combos: string[][] =
      optionNames.length === 0
        ? []
        : (seed.sizes ?? ['']).flatMap((size) =>
            (seed.colours ?? ['']).map((colour) => [size, colour].filter(Boolean)),
          )
    const sku = `VT-${String(id).padStart(4, '0')}`
    const variants = combos.map((options, position) => ({
      id: variantId++,
      sku: `${sku}-${options.map((value) => slugOf(value).toUpperCase()).join('-')}`,
      options,
      price: null,
      sales_price: null,
      // The sold-out products with variants stay sold out in every variant.
      stock_quantity: seed.stock === 0 ? 0 : (position * 7 + id) % 13,
    }))
    const quantity =
      variants.length > 0
        ? variants.reduce((sum, variant) => sum + variant.stock_quantity, 0)
        : seed.stock
    const at = new Date(FIXTURE_CREATED + index * 86_400_000).toISOString()
    return {
      id,
      name: seed.name,
      slug,
      urls: productUrl(slug),
      sku,
      description: seed.description,
      visible: !seed.hidden,
      sold: seed.sold,
      brand: seed.brand,
      tags: seed.sale ? ['promoção'] : [],
      categories: [{ id: seed.category, name: names.get(seed.category) ?? '' }],
      stock: { has: quantity > 0, quantity },
      prices: { price: seed.price, sales_price: seed.sale ?? null },
      images: [{ url: fixtureImage(seed.name, index), external: false }],
      option_names: optionNames,
      variants,
      weight_grams: 300 + (index % 5) * 150,
      height_cm: 5 + (index % 4) * 5,
      width_cm: 20 + (index % 3) * 5,
      length_cm: 25 + (index % 2) * 10,
      created_at: at,
      updated_at: at,
    }
  })
}
