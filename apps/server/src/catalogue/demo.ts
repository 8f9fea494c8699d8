import { slugOf, type CatalogueProductValues } from '@vitrine/api'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { storeImage } from '../files/upload.ts'
import { writeProduct } from './products.ts'
import { catalogueCategories, catalogueProducts } from './schema.ts'

/*
 * The demo store's catalogue (issue 14): a category tree two and three levels deep and 200
 * products with variants, promotions, hidden and sold-out ones, each with an image drawn here
 * (no internet): a coloured tile with a simple shape for its kind, rendered by sharp and kept
 * through the upload service like any upload. Deterministic: the same products, prices and
 * pictures on every machine. Added once per store (nothing when it already has products).
 */

type Shape =
  | 'shirt'
  | 'trousers'
  | 'dress'
  | 'shoe'
  | 'bag'
  | 'cap'
  | 'glasses'
  | 'mug'
  | 'pan'
  | 'vase'
  | 'bottle'
  | 'bike'
  | 'watch'
  | 'pillow'
  | 'mat'

interface Leaf {
  path: string[]
  shape: Shape
  names: string[]
  brands: string[]
  base: number
  sizes?: string[]
  weight: number
}

const CLOTHES = ['P', 'M', 'G', 'GG']
const SHOES = ['36', '37', '38', '39', '40', '41', '42']

const LEAVES: Leaf[] = [
  {
    path: ['Roupas', 'Camisetas'],
    shape: 'shirt',
    names: [
      'Camiseta Básica',
      'Camiseta Estampada',
      'Camiseta Gola V',
      'Camiseta Listrada',
      'Camiseta Oversized',
    ],
    brands: ['Tropicália', 'Raiz Têxtil'],
    base: 5990,
    sizes: CLOTHES,
    weight: 180,
  },
  {
    path: ['Roupas', 'Camisetas', 'Manga longa'],
    shape: 'shirt',
    names: [
      'Camiseta Manga Longa Térmica',
      'Camiseta Manga Longa Henley',
      'Camiseta UV Manga Longa',
    ],
    brands: ['Serra Fina'],
    base: 8990,
    sizes: CLOTHES,
    weight: 220,
  },
  {
    path: ['Roupas', 'Calças'],
    shape: 'trousers',
    names: [
      'Calça Jeans Reta',
      'Calça de Linho',
      'Calça Jogger',
      'Calça Pantalona',
      'Bermuda Sarja',
    ],
    brands: ['Índigo Brasil', 'Atelier Maré'],
    base: 15990,
    sizes: ['38', '40', '42', '44'],
    weight: 450,
  },
  {
    path: ['Roupas', 'Vestidos'],
    shape: 'dress',
    names: ['Vestido Midi Floral', 'Vestido Tubinho', 'Vestido Chemise', 'Vestido de Chita'],
    brands: ['Atelier Maré'],
    base: 19990,
    sizes: ['P', 'M', 'G'],
    weight: 300,
  },
  {
    path: ['Roupas', 'Moletons'],
    shape: 'shirt',
    names: ['Moletom Canguru', 'Moletom Careca', 'Jaqueta de Moletom'],
    brands: ['Serra Fina', 'Tropicália'],
    base: 17990,
    sizes: CLOTHES,
    weight: 550,
  },
  {
    path: ['Calçados', 'Tênis'],
    shape: 'shoe',
    names: ['Tênis Corrida Leve', 'Tênis Casual Lona', 'Tênis Skate', 'Tênis Infantil Velcro'],
    brands: ['Passo Certo', 'Movimento'],
    base: 24990,
    sizes: SHOES,
    weight: 700,
  },
  {
    path: ['Calçados', 'Sandálias'],
    shape: 'shoe',
    names: ['Sandália Rasteira Couro', 'Chinelo Slide', 'Sandália Papete', 'Tamanco de Madeira'],
    brands: ['Nordeste Arte', 'Passo Certo'],
    base: 8990,
    sizes: SHOES,
    weight: 350,
  },
  {
    path: ['Calçados', 'Botas'],
    shape: 'shoe',
    names: ['Bota Coturno', 'Bota Chelsea', 'Botina de Couro'],
    brands: ['Passo Certo'],
    base: 32990,
    sizes: SHOES,
    weight: 1100,
  },
  {
    path: ['Acessórios', 'Bolsas'],
    shape: 'bag',
    names: ['Bolsa Tiracolo Palha', 'Mochila Urbana', 'Necessaire de Viagem', 'Pochete Couro'],
    brands: ['Nordeste Arte', 'Serra Fina'],
    base: 14990,
    weight: 500,
  },
  {
    path: ['Acessórios', 'Bonés e chapéus'],
    shape: 'cap',
    names: ['Boné Aba Curva', 'Chapéu de Palha', 'Viseira Esportiva'],
    brands: ['Tropicália'],
    base: 7990,
    weight: 120,
  },
  {
    path: ['Acessórios', 'Óculos'],
    shape: 'glasses',
    names: ['Óculos de Sol Redondo', 'Óculos de Sol Aviador', 'Óculos Esportivo'],
    brands: ['Mirante'],
    base: 18990,
    weight: 60,
  },
  {
    path: ['Acessórios', 'Relógios'],
    shape: 'watch',
    names: ['Relógio Analógico Couro', 'Relógio Digital Esportivo'],
    brands: ['Mirante'],
    base: 29990,
    weight: 90,
  },
  {
    path: ['Casa', 'Cozinha'],
    shape: 'pan',
    names: [
      'Jogo de Panelas Cerâmica',
      'Frigideira Antiaderente',
      'Tábua de Corte Bambu',
      'Assadeira de Vidro',
    ],
    brands: ['Casa Viva', 'Barro Bom'],
    base: 12990,
    weight: 1800,
  },
  {
    path: ['Casa', 'Cozinha', 'Café'],
    shape: 'mug',
    names: ['Caneca Esmaltada', 'Cafeteira Italiana', 'Coador de Pano', 'Moedor de Café Manual'],
    brands: ['Casa Viva'],
    base: 5990,
    weight: 400,
  },
  {
    path: ['Casa', 'Decoração'],
    shape: 'vase',
    names: ['Vaso de Barro', 'Luminária de Mesa', 'Quadro Tucano', 'Cesto de Palha'],
    brands: ['Nordeste Arte', 'Atelier Maré'],
    base: 9990,
    weight: 900,
  },
  {
    path: ['Casa', 'Cama e banho'],
    shape: 'pillow',
    names: [
      'Almofada de Chita',
      'Jogo de Lençol Percal',
      'Toalha de Banho Algodão',
      'Manta de Tricô',
    ],
    brands: ['Casa Viva'],
    base: 11990,
    weight: 800,
  },
  {
    path: ['Beleza', 'Cuidados com a pele'],
    shape: 'bottle',
    names: ['Sérum Vitamina C', 'Hidratante Facial', 'Protetor Solar FPS 50', 'Sabonete de Argila'],
    brands: ['Flor do Cerrado'],
    base: 6990,
    weight: 150,
  },
  {
    path: ['Beleza', 'Perfumes'],
    shape: 'bottle',
    names: ['Colônia Maracujá', 'Perfume Cumaru', 'Body Splash Pitanga'],
    brands: ['Flor do Cerrado'],
    base: 12990,
    weight: 250,
  },
  {
    path: ['Esporte', 'Yoga'],
    shape: 'mat',
    names: ['Tapete de Yoga', 'Bloco de Yoga Cortiça', 'Garrafa Térmica'],
    brands: ['Movimento'],
    base: 9990,
    weight: 1200,
  },
  {
    path: ['Esporte', 'Ciclismo'],
    shape: 'bike',
    names: ['Capacete Ciclismo', 'Luva de Ciclismo', 'Farol de Bicicleta'],
    brands: ['Movimento'],
    base: 14990,
    weight: 400,
  },
]

const COLOURS: [name: string, hex: string][] = [
  ['Azul', '#2563eb'],
  ['Verde', '#16a34a'],
  ['Terracota', '#c2410c'],
  ['Preto', '#1f2937'],
  ['Rosa', '#db2777'],
  ['Mostarda', '#ca8a04'],
]

export const DEMO_CATALOGUE_SIZE = 200

/** A small deterministic generator (the demo must be the same everywhere). */
function generator(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/** The shapes, drawn in a 100×100 box: a hint of what the product is, not an illustration. */
const SHAPES: Record<Shape, string> = {
  shirt:
    'M30 22 L45 16 Q50 24 55 16 L70 22 L82 36 L72 44 L68 38 L68 82 L32 82 L32 38 L28 44 L18 36 Z',
  trousers: 'M32 16 L68 16 L72 84 L56 84 L50 40 L44 84 L28 84 Z',
  dress: 'M40 14 L60 14 L58 32 L76 84 L24 84 L42 32 Z',
  shoe: 'M14 62 L14 44 L34 44 Q44 56 62 56 L84 60 Q90 64 86 72 L14 72 Z',
  bag: 'M24 38 L76 38 L80 84 L20 84 Z M38 38 Q38 20 50 20 Q62 20 62 38 L56 38 Q56 26 50 26 Q44 26 44 38 Z',
  cap: 'M22 60 Q22 30 50 30 Q78 30 78 60 Z M50 60 L88 60 Q90 68 80 68 L50 68 Z',
  glasses:
    'M12 44 L88 44 L88 50 L84 50 Q82 66 68 66 Q56 66 54 52 L46 52 Q44 66 32 66 Q18 66 16 50 L12 50 Z',
  mug: 'M26 30 L66 30 L64 80 L28 80 Z M66 40 Q84 40 84 54 Q84 68 65 68 L65 62 Q78 62 78 54 Q78 46 66 46 Z',
  pan: 'M14 46 L66 46 Q66 72 40 72 Q14 72 14 46 Z M66 50 L90 46 L90 52 L66 56 Z',
  vase: 'M40 16 L60 16 L58 26 Q76 40 70 66 Q66 84 50 84 Q34 84 30 66 Q24 40 42 26 Z',
  bottle: 'M44 12 L56 12 L56 26 Q68 30 68 44 L68 84 L32 84 L32 44 Q32 30 44 26 Z',
  bike: 'M28 70 m-14 0 a14 14 0 1 0 28 0 a14 14 0 1 0 -28 0 M72 70 m-14 0 a14 14 0 1 0 28 0 a14 14 0 1 0 -28 0 M28 70 L44 44 L60 70 Z',
  watch:
    'M40 12 L60 12 L60 30 Q72 36 72 50 Q72 64 60 70 L60 88 L40 88 L40 70 Q28 64 28 50 Q28 36 40 30 Z',
  pillow: 'M18 24 Q50 32 82 24 Q74 50 82 76 Q50 68 18 76 Q26 50 18 24 Z',
  mat: 'M16 30 L84 30 L84 70 L16 70 Z',
}

function tileSvg(shape: Shape, hex: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="#f8fafc"/>` +
    `<circle cx="50" cy="50" r="44" fill="${hex}" opacity="0.14"/>` +
    `<path d="${SHAPES[shape]}" fill="${hex}" fill-rule="evenodd"/></svg>`
  )
}

/** One picture per shape and colour, stored through the upload service; their addresses. */
async function demoImages(config: Config, wanted: Set<string>): Promise<Map<string, string>> {
  const urls = new Map<string, string>()
  for (const key of wanted) {
    const [shape, hex] = key.split('|') as [Shape, string]
    const png = await sharp(Buffer.from(tileSvg(shape, hex)))
      .png()
      .toBuffer()
    const stored = await storeImage(config, new Uint8Array(png))
    urls.set(key, stored.url)
  }
  return urls
}

interface DemoProduct {
  path: string[]
  values: CatalogueProductValues
  sold: number
  image: string
}

/** The 200 products, from the leaves round-robin, each name with a colour. */
export function demoCatalogue(): DemoProduct[] {
  const random = generator(20_261_121)
  const products: DemoProduct[] = []
  for (let n = 0; products.length < DEMO_CATALOGUE_SIZE; n += 1) {
    const leaf = LEAVES[n % LEAVES.length]!
    const round = Math.floor(n / LEAVES.length)
    const name = leaf.names[round % leaf.names.length]!
    const [colour, hex] = COLOURS[(n + round) % COLOURS.length]!
    const index = products.length + 1
    const sku = `DM-${String(index).padStart(4, '0')}`
    const price = leaf.base + Math.round(random() * 40) * 250
    const onSale = random() < 0.25
    const soldOut = random() < 0.12
    const withSizes = leaf.sizes && random() < 0.8
    const variants = withSizes
      ? leaf.sizes!.map((size, position) => ({
          id: null,
          sku: `${sku}-${size}`,
          options: [size],
          // The largest size costs a little more.
          price: position === leaf.sizes!.length - 1 ? price + 1000 : null,
          sales_price: null,
          stock_quantity: soldOut ? 0 : Math.floor(random() * 15),
        }))
      : []
    products.push({
      path: leaf.path,
      sold: Math.floor(random() * 500),
      image: `${leaf.shape}|${hex}`,
      values: {
        name: `${name} ${colour}`,
        slug: '',
        sku: withSizes ? '' : sku,
        description: `${name} na cor ${colour.toLowerCase()}, da ${leaf.brands[0]}. ${leaf.path.join(' › ')}.`,
        visible: random() > 0.06,
        brand: leaf.brands[index % leaf.brands.length]!,
        tags: onSale ? ['promoção'] : [],
        category_ids: [],
        price,
        sales_price: onSale ? Math.round((price * 0.8) / 10) * 10 : null,
        stock_quantity: soldOut ? 0 : Math.floor(random() * 60),
        images: [],
        option_names: withSizes ? ['Tamanho'] : [],
        variants,
        weight_grams: leaf.weight,
        height_cm: 5 + (index % 4) * 5,
        width_cm: 20 + (index % 3) * 5,
        length_cm: 25 + (index % 2) * 10,
      },
    })
  }
  return products
}

/** Any number: it only has to differ from the other advisory locks of the database. */
const CATALOGUE_SEED_LOCK = 736_100_114

/**
 * Seeds the demo catalogue into the store unless it has products already. Images need the file
 * store (`config`); without it (tests of other areas) the products have none.
 */
export async function seedCatalogueDemo(
  db: Database,
  appId: number,
  now: Date,
  config?: Config,
): Promise<number> {
  const has = async (tx: Database) =>
    (
      await tx
        .select({ id: catalogueProducts.id })
        .from(catalogueProducts)
        .where(eq(catalogueProducts.appId, appId))
        .limit(1)
    ).length > 0
  if (await has(db)) return 0
  const products = demoCatalogue()
  // Drawn before the transaction, which should hold its lock briefly.
  const images = config
    ? await demoImages(config, new Set(products.map((p) => p.image)))
    : new Map<string, string>()
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_SEED_LOCK})`)
    if (await has(tx)) return 0
    const idOf = new Map<string, number>()
    const positions = new Map<number | null, number>()
    for (const path of new Set(products.map((product) => product.path.join('>')))) {
      const names = path.split('>')
      for (let depth = 1; depth <= names.length; depth += 1) {
        const key = names.slice(0, depth).join('>')
        if (idOf.has(key)) continue
        const parentId = depth > 1 ? idOf.get(names.slice(0, depth - 1).join('>'))! : null
        const position = positions.get(parentId) ?? 0
        positions.set(parentId, position + 1)
        const name = names[depth - 1]!
        const [row] = await tx
          .insert(catalogueCategories)
          .values({
            appId,
            parentId,
            name,
            slug: slugOf(name),
            level: depth,
            position,
            inMenu: true,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: catalogueCategories.id })
        idOf.set(key, row!.id)
      }
    }
    for (const product of products) {
      const image = images.get(product.image)
      const id = await writeProduct(
        tx,
        appId,
        {
          ...product.values,
          category_ids: [idOf.get(product.path.join('>'))!],
          images: image ? [image] : [],
        },
        null,
        now,
        'pt-BR',
        { freeSlug: true },
      )
      await tx
        .update(catalogueProducts)
        .set({ sold: product.sold })
        .where(eq(catalogueProducts.id, id))
    }
    return products.length
  })
}
